import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { userPrayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import { createUserPrayer } from './create-user-prayer';

let h: DbHandle;
let ann: ActorCtx;

beforeAll(async () => {
  h = await createTestDb();
  // 03:30 UTC on the 10th is still the evening of the 9th in New York.
  const ctx = testCtx(h.db, '2026-03-10T03:30:00Z');
  ann = actor(ctx, (await makeUser(ctx)).id, 'America/New_York');
});
afterAll(() => h.close());

describe('createUserPrayer', () => {
  it('saves trimmed title and content, private by default, dated on my local today', async () => {
    expect(await createUserPrayer(ann, { title: '  For my family ', content: '\n Keep them safe. \n' })).toEqual({
      id: expect.any(Number),
      title: 'For my family',
      content: 'Keep them safe.',
      date: '2026-03-09',
      isPublic: false,
      isAnonymous: false,
      createdAt: new Date('2026-03-10T03:30:00Z'),
      answeredAt: null,
      answeredNote: null,
      audience: { kind: 'only_me' },
      // The author is asked "still praying?" 30 days after their last word on it (decision 284).
      asksAt: new Date('2026-04-09T03:30:00Z'),
      archivedAt: null,
    });
  });

  it('can share with the community', async () => {
    expect((await createUserPrayer(ann, { title: 'Shared', content: 'Bless us', isPublic: true })).isPublic).toBe(true);
  });

  it('requires both a title and content after trimming', async () => {
    const before = await h.db.$count(userPrayers);
    for (const input of [
      { title: '   ', content: 'x' },
      { title: 'x', content: ' \t ' },
      { title: 'x' },
      { content: 'x' },
      {},
    ]) {
      await expect(createUserPrayer(ann, input as never)).rejects.toMatchObject({
        code: 'validation',
        title: 'Missing Information',
        message: 'Please provide both a title and content for your prayer.',
      });
    }
    expect(await h.db.$count(userPrayers)).toBe(before);
  });

  it('caps the title at 200 and the content at 5,000 characters', async () => {
    await expect(createUserPrayer(ann, { title: 't'.repeat(200), content: 'c'.repeat(5000) })).resolves.toBeDefined();
    await expect(createUserPrayer(ann, { title: 't'.repeat(201), content: 'c' })).rejects.toMatchObject({
      code: 'validation',
      message: expect.stringContaining('200 characters'),
    });
    await expect(createUserPrayer(ann, { title: 't', content: 'c'.repeat(5001) })).rejects.toMatchObject({
      code: 'validation',
      message: expect.stringContaining('5,000 characters'),
    });
  });
});
