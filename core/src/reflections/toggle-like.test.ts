import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { prayers, reflectionLikes } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import { createReflection } from './create-reflection';
import { listCommunityReflections } from './list-community-reflections';
import { replyToReflection } from './reply-to-reflection';
import { toggleReflectionLike } from './toggle-like';

let h: DbHandle;
let ann: ActorCtx;
let ben: ActorCtx;
let cy: ActorCtx;
let prayerId: number;

beforeAll(async () => {
  h = await createTestDb();
  const ctx = testCtx(h.db);
  ann = actor(ctx, (await makeUser(ctx, { firstName: 'Ann' })).id);
  ben = actor(ctx, (await makeUser(ctx, { firstName: 'Ben' })).id);
  cy = actor(ctx, (await makeUser(ctx, { firstName: 'Cy' })).id);
  prayerId = (await h.db.insert(prayers).values({ kind: 'library', title: 'Likes', content: 'c' }).returning())[0]!.id;
});
afterAll(() => h.close());

describe('toggleReflectionLike', () => {
  it('likes, then unlikes on the second toggle, one like per person', async () => {
    const r = await createReflection(ann, { prayerId, content: 'Be still', isPublic: true });
    expect(await toggleReflectionLike(ben, { reflectionId: r.id })).toEqual({ liked: true, likes: 1 });
    expect(await toggleReflectionLike(cy, { reflectionId: String(r.id) })).toEqual({ liked: true, likes: 2 });
    expect(await toggleReflectionLike(ben, { reflectionId: r.id })).toEqual({ liked: false, likes: 1 });
    expect(await toggleReflectionLike(ben, { reflectionId: r.id })).toEqual({ liked: true, likes: 2 });
    const [mine] = (await listCommunityReflections(ben, { prayerId })).filter((x) => x.id === r.id);
    expect(mine).toMatchObject({ likes: 2, likedByMe: true });
  });

  it('lets the author like their own private reflection, which nobody else can', async () => {
    const r = await createReflection(ann, { prayerId, content: 'Just mine' });
    expect(await toggleReflectionLike(ann, { reflectionId: r.id })).toEqual({ liked: true, likes: 1 });
    await expect(toggleReflectionLike(ben, { reflectionId: r.id })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses to like a reply', async () => {
    const r = await createReflection(ann, { prayerId, content: 'Parent', isPublic: true });
    const reply = await replyToReflection(ben, { reflectionId: r.id, text: 'Child' });
    await expect(toggleReflectionLike(ann, { reflectionId: reply.id })).rejects.toMatchObject({
      code: 'validation',
      message: 'Replies cannot be liked.',
    });
  });

  it('answers not_found for an unknown or malformed id', async () => {
    for (const id of [9_999_999, 'x1', -3]) {
      await expect(toggleReflectionLike(ann, { reflectionId: id })).rejects.toMatchObject({ code: 'not_found' });
    }
  });

  it('stays consistent when many people and the same person toggle at once', async () => {
    const r = await createReflection(ann, { prayerId, content: 'Popular', isPublic: true });
    const people = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => actor(ann, (await makeUser(ann, { firstName: `P${i}` })).id)),
    );
    const results = await Promise.all(people.map((p) => toggleReflectionLike(p, { reflectionId: r.id })));
    expect(results.every((x) => x.liked)).toBe(true);
    // Each answer counts what was committed when it ran (at least its own like); the total is exact.
    expect(results.every((x) => x.likes >= 1 && x.likes <= 6)).toBe(true);
    const [settled] = (await listCommunityReflections(ann, { prayerId })).filter((x) => x.id === r.id);
    expect(settled!.likes).toBe(6);

    // The same person double-tapping: no error, and at most one like is left.
    await Promise.all([
      toggleReflectionLike(ben, { reflectionId: r.id }),
      toggleReflectionLike(ben, { reflectionId: r.id }),
    ]);
    const rows = await h.db.select().from(reflectionLikes);
    expect(rows.filter((l) => l.reflectionId === r.id && l.userId === ben.userId).length).toBeLessThanOrEqual(1);
  });
});
