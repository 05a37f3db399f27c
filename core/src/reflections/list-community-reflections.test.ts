import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import type { CommunityReflection } from './community-reflection';
import { createReflection } from './create-reflection';
import { flattenReflections, listCommunityReflections } from './list-community-reflections';
import { replyToReflection } from './reply-to-reflection';
import { toggleReflectionLike } from './toggle-like';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let ann: ActorCtx;
let ben: ActorCtx;
let prayerId: number;
let otherPrayerId: number;

const newPrayer = async (title: string) =>
  (await h.db.insert(prayers).values({ kind: 'library', title, content: 'c' }).returning())[0]!.id;

beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
  ann = actor(ctx, (await makeUser(ctx, { firstName: 'Ann', lastName: 'Surname', email: 'ann@example.test' })).id);
  ben = actor(ctx, (await makeUser(ctx, { firstName: 'Ben', lastName: 'Other', email: 'ben@example.test' })).id);
  prayerId = await newPrayer('Community');
  otherPrayerId = await newPrayer('Elsewhere');
});
afterAll(() => h.close());

describe('listCommunityReflections', () => {
  it('lists newest first with replies oldest first, like counts and whether I liked it', async () => {
    const first = await createReflection(ann, { prayerId, content: 'first', isPublic: true });
    ctx.clock.advance(60_000);
    const second = await createReflection(ben, { prayerId, content: 'second', isPublic: true });
    ctx.clock.advance(60_000);
    await createReflection(ann, { prayerId: otherPrayerId, content: 'on another prayer', isPublic: true });
    ctx.clock.advance(60_000);
    await replyToReflection(ben, { reflectionId: first.id, text: 'reply one' });
    ctx.clock.advance(60_000);
    await replyToReflection(ann, { reflectionId: first.id, text: 'reply two' });
    await toggleReflectionLike(ben, { reflectionId: first.id });
    await toggleReflectionLike(ann, { reflectionId: first.id });
    await toggleReflectionLike(ann, { reflectionId: second.id });

    const forBen = await listCommunityReflections(ben, { prayerId });
    expect(forBen.map((r) => [r.content, r.user.firstName, r.likes, r.likedByMe, r.isOwn])).toEqual([
      ['second', 'Ben', 1, false, true],
      ['first', 'Ann', 2, true, false],
    ]);
    expect(forBen[1]!.replies.map((r) => [r.content, r.parentId, r.isPublic, r.isOwn])).toEqual([
      ['reply one', first.id, true, true],
      ['reply two', first.id, true, false],
    ]);
    expect(forBen[0]!.replies).toEqual([]);
    expect(forBen[0]!.parentId).toBeNull();
  });

  it('exposes only the first name of other people (no last name, email or user id)', async () => {
    const list = await listCommunityReflections(ben, { prayerId });
    const text = JSON.stringify(list);
    expect(text).not.toMatch(/Surname|ann@example|userId|email|lastName/);
    for (const r of [...list, ...list.flatMap((x) => x.replies)]) expect(Object.keys(r.user)).toEqual(['firstName']);
  });

  it('uses the same small number of queries however many reflections and replies there are', async () => {
    const countQueries = async () => {
      let n = 0;
      const spy = new Proxy(h.db, {
        get(target, prop, recv) {
          const v = Reflect.get(target, prop, recv);
          if (prop === 'select' || prop === 'execute') {
            return (...args: unknown[]) => {
              n++;
              return (v as (...a: unknown[]) => unknown).apply(target, args);
            };
          }
          return v;
        },
      });
      await listCommunityReflections({ ...ben, db: spy }, { prayerId });
      return n;
    };
    const before = await countQueries();
    for (let i = 0; i < 15; i++) {
      const r = await createReflection(ann, { prayerId, content: `bulk ${i}`, isPublic: true });
      await replyToReflection(ben, { reflectionId: r.id, text: `re ${i}` });
      await toggleReflectionLike(ben, { reflectionId: r.id });
    }
    expect(await countQueries()).toBe(before);
    expect(before).toBe(3); // prayer check, top level, replies
    expect((await listCommunityReflections(ben, { prayerId })).length).toBe(17);
  });

  it('answers an empty list for a prayer without reflections, and not_found for an unknown or malformed one', async () => {
    expect(await listCommunityReflections(ann, { prayerId: await newPrayer('Quiet') })).toEqual([]);
    for (const id of [9_999_999, 'abc', undefined]) {
      await expect(listCommunityReflections(ann, { prayerId: id as never })).rejects.toMatchObject({
        code: 'not_found',
      });
    }
  });
});

describe('flattenReflections', () => {
  const entry = (id: number, parentId: number | null, replies: CommunityReflection[] = []): CommunityReflection => ({
    id,
    content: `c${id}`,
    isPublic: true,
    prayerId: 1,
    parentId,
    createdAt: new Date(0),
    likes: 0,
    likedByMe: false,
    isOwn: false,
    user: { firstName: 'X' },
    replies,
  });

  it('puts each reflection before its replies, keeping the order, with parentId on replies', () => {
    const flat = flattenReflections([
      entry(3, null, [entry(4, 3), entry(5, 3)]),
      entry(1, null),
      entry(2, null, [entry(6, 2)]),
    ]);
    expect(flat.map((r) => [r.id, r.parentId])).toEqual([
      [3, null],
      [4, 3],
      [5, 3],
      [1, null],
      [2, null],
      [6, 2],
    ]);
    expect(flat.every((r) => !('replies' in r))).toBe(true);
  });

  it('gives an empty list for no reflections', () => {
    expect(flattenReflections([])).toEqual([]);
  });
});
