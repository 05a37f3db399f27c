import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { shareGroupRequest, splitAnonymousRequest } from './share-group-request';
import { listWall } from './list-wall';

describe('splitAnonymousRequest', () => {
  it('takes a leading "anonymous" or "anon" (any case) as the choice, and only the first word', () => {
    expect(splitAnonymousRequest('anonymous Healing for my mother')).toEqual({
      text: 'Healing for my mother',
      isAnonymous: true,
    });
    expect(splitAnonymousRequest('  ANON  Peace\nat home')).toEqual({ text: 'Peace\nat home', isAnonymous: true });
    expect(splitAnonymousRequest('anonymous')).toEqual({ text: '', isAnonymous: true });
    expect(splitAnonymousRequest('Pray for anonymous donors')).toEqual({
      text: 'Pray for anonymous donors',
      isAnonymous: false,
    });
    expect(splitAnonymousRequest('anonymously grateful')).toEqual({ text: 'anonymously grateful', isAnonymous: false });
  });
});

describe('shareGroupRequest', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(() => h.close());

  it('an anonymous request is on the wall as Anonymous, for others and for its author', async () => {
    const ctx = testCtx(h.db);
    const author = actor(ctx, (await makeUser(ctx, { firstName: 'Jairus' })).id);
    const other = actor(ctx, (await makeUser(ctx, { firstName: 'Martha' })).id);
    await shareGroupRequest(author, { text: 'My daughter is ill', source: 'telegram', isAnonymous: true });
    await shareGroupRequest(author, { text: 'Named request', source: 'slack' });
    const items = (await listWall(other, {})).items;
    expect(items.find((i) => i.content === 'My daughter is ill')).toMatchObject({ authorName: 'Anonymous' });
    expect(items.find((i) => i.content === 'Named request')).toMatchObject({ authorName: 'Jairus' });
  });
});
