import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbHandle } from '@dps/db/client';
import { prayers, reflections } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import { createReflection } from '../reflections/create-reflection';
import { listCommunityReflections } from '../reflections/list-community-reflections';
import { replyToReflection } from '../reflections/reply-to-reflection';
import { toggleReflectionLike } from '../reflections/toggle-like';
import { loadVisibleReflection, reflectionVisibleTo } from './reflection-visibility';

let h: DbHandle;
let ann: ActorCtx;
let ben: ActorCtx;
let cy: ActorCtx;
let prayerId: number;
let annPrivate: number;
let annPublic: number;
let annReplyUnderPrivate: number;
let benReplyUnderPublic: number;

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as { code: string; message: string },
  );

beforeAll(async () => {
  h = await createTestDb();
  const ctx = testCtx(h.db);
  ann = actor(ctx, (await makeUser(ctx, { firstName: 'Ann', lastName: 'Secret' })).id);
  ben = actor(ctx, (await makeUser(ctx, { firstName: 'Ben' })).id);
  cy = actor(ctx, (await makeUser(ctx, { firstName: 'Cy' })).id);
  const [p] = await h.db
    .insert(prayers)
    .values({ kind: 'library', title: 'Morning', content: 'Lord, guide me.' })
    .returning();
  prayerId = p!.id;
  annPrivate = (await createReflection(ann, { prayerId, content: 'My private struggle' })).id;
  ctx.clock.advance(60_000);
  annPublic = (await createReflection(ann, { prayerId, content: 'Shared hope', isPublic: true })).id;
  ctx.clock.advance(60_000);
  annReplyUnderPrivate = (await replyToReflection(ann, { reflectionId: annPrivate, text: 'Note to self' })).id;
  benReplyUnderPublic = (await replyToReflection(ben, { reflectionId: annPublic, text: 'Amen' })).id;
});
afterAll(() => h.close());

describe('privacy matrix', () => {
  it('another person never sees a private reflection in the community list, nor the replies under it', async () => {
    const list = await listCommunityReflections(ben, { prayerId });
    expect(list.map((r) => r.content)).toEqual(['Shared hope']);
    expect(JSON.stringify(list)).not.toContain('private struggle');
    expect(JSON.stringify(list)).not.toContain('Note to self');
  });

  it('the community list holds no private reflection, not even for its author (it is in their own list)', async () => {
    const list = await listCommunityReflections(ann, { prayerId });
    expect(list.map((r) => r.content)).toEqual(['Shared hope']);
    expect(JSON.stringify(list)).not.toContain('Note to self');
    // The author still reaches it directly (their own lists, editing it).
    expect((await loadVisibleReflection(ann, annPrivate)).content).toBe('My private struggle');
  });

  it('replies under a public reflection are visible to everyone', async () => {
    for (const who of [ann, ben, cy]) {
      const list = await listCommunityReflections(who, { prayerId });
      const pub = list.find((r) => r.id === annPublic)!;
      expect(pub.replies.map((r) => [r.content, r.user.firstName])).toEqual([['Amen', 'Ben']]);
      expect((await loadVisibleReflection(who, benReplyUnderPublic)).content).toBe('Amen');
    }
  });

  it('another person cannot like, reply to, or load a private reflection or a reply under it: not_found', async () => {
    const missing = await errorOf(loadVisibleReflection(ben, 9_999_999));
    for (const attempt of [
      () => toggleReflectionLike(ben, { reflectionId: annPrivate }),
      () => replyToReflection(ben, { reflectionId: annPrivate, text: 'Peeking' }),
      () => loadVisibleReflection(ben, annPrivate),
      () => loadVisibleReflection(cy, annReplyUnderPrivate),
    ]) {
      const e = await errorOf(attempt());
      // Exactly like a reflection that does not exist: nothing tells it apart.
      expect(e).toMatchObject({ code: 'not_found', message: missing!.message });
    }
    // Nothing was written: the author's own reflection still has only her own reply and no like.
    const rows = await h.db.select().from(reflections).where(eq(reflections.parentId, annPrivate));
    expect(rows.map((r) => r.userId)).toEqual([ann.userId]);
  });

  it('treats malformed ids as not found', async () => {
    for (const id of ['abc', '', -1, 0, 1.5, null, undefined, '99999999999999999999']) {
      await expect(loadVisibleReflection(ann, id)).rejects.toMatchObject({ code: 'not_found' });
    }
    expect((await loadVisibleReflection(ann, String(annPrivate))).id).toBe(annPrivate);
  });

  it('the SQL condition works on an aliased table and counts the same rows as the loader', async () => {
    const r = alias(reflections, 'r');
    const count = async (who: ActorCtx) => {
      const [row] = await h.db
        .select({ n: sql<number>`count(*)::int` })
        .from(r)
        .where(and(eq(r.prayerId, prayerId), reflectionVisibleTo(who.userId, r)));
      return Number(row!.n);
    };
    expect(await count(ann)).toBe(4); // private, public, her reply, Ben's reply
    expect(await count(ben)).toBe(2); // public + Ben's reply
    expect(await count(cy)).toBe(2);
  });

  it('a reply follows its parent when the parent changes visibility', async () => {
    await h.db.update(reflections).set({ isPublic: false }).where(eq(reflections.id, annPublic));
    await expect(loadVisibleReflection(cy, benReplyUnderPublic)).rejects.toMatchObject({ code: 'not_found' });
    await h.db.update(reflections).set({ isPublic: true }).where(eq(reflections.id, annPublic));
    expect((await loadVisibleReflection(cy, benReplyUnderPublic)).id).toBe(benReplyUnderPublic);
  });
});
