/**
 * "Unpublished means unpublished" (decision 071): an admin's prayer for a later date cannot be
 * read, saved, shared, reflected on or completed by id — through any use case a front end calls —
 * and answers exactly like a prayer that does not exist. Library and topic prayers, and daily
 * prayers whose date has begun where the person is, work as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { favorites, prayers, reflections } from '@dps/db/schema';
import { createReflection } from '../reflections/create-reflection';
import { listCommunityReflections } from '../reflections/list-community-reflections';
import { getSlackPrayer } from '../slack/get-slack-prayer';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { listFavorites } from './list-favorites';
import { assertPublishedTo, getPublishedPrayer } from './published-prayer';
import { saveFavorite } from './save-favorite';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let future: number;
let todays: number;
let past: number;
let topic: number;
let library: number;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
  const add = async (v: typeof prayers.$inferInsert) => (await h.db.insert(prayers).values(v).returning())[0]!.id;
  future = await add({ kind: 'daily', date: '2026-03-12', title: 'Not yet', content: 'Secret until the 12th' });
  todays = await add({ kind: 'daily', date: '2026-03-10', title: 'Today', content: 'c' });
  past = await add({ kind: 'daily', date: '2026-03-01', title: 'Past', content: 'c' });
  topic = await add({ kind: 'topic', title: 'Topic', content: 'c' });
  library = await add({ kind: 'library', title: 'Library', content: 'c' });
});
afterAll(() => h.close());

/** What a use case answers: the value, or the error's code and message. */
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code: string; message: string }) => `${e.code}: ${e.message}`,
  );

describe('a prayer scheduled for a later date', () => {
  it('cannot be read, saved, shared, reflected on or listed by id: the same answer as a missing prayer', async () => {
    const u = await makeUser(ctx);
    const me = actor(ctx, u.id);
    const useCases = (prayerId: number) => [
      assertPublishedTo(me, prayerId),
      getPublishedPrayer(me, { prayerId }),
      saveFavorite(me, { prayerId }),
      createReflection(me, { prayerId, content: 'guessing', isPublic: true }),
      listCommunityReflections(me, { prayerId }),
      getSlackPrayer(me, prayerId),
    ];
    const missing = await Promise.all(useCases(999_999).map(outcome));
    expect(missing.every((m) => m === 'not_found: Prayer not found.')).toBe(true);
    expect(await Promise.all(useCases(future).map(outcome))).toEqual(missing);
    expect(await h.db.select().from(favorites).where(eq(favorites.userId, u.id))).toHaveLength(0);
    expect(await h.db.select().from(reflections).where(eq(reflections.userId, u.id))).toHaveLength(0);
  });

  it('is published once its date has begun where the person is, and not before', async () => {
    const east = await makeUser(ctx, { timeZone: 'Pacific/Kiritimati' });
    const west = await makeUser(ctx, { timeZone: 'Pacific/Pago_Pago' });
    ctx.clock.set('2026-03-11T10:30:00Z'); // the 12th from 00:30 on Kiritimati, still the 10th in Pago Pago
    try {
      expect((await getPublishedPrayer(actor(ctx, east.id, 'Pacific/Kiritimati'), { prayerId: future })).title).toBe(
        'Not yet',
      );
      await expect(
        getPublishedPrayer(actor(ctx, west.id, 'Pacific/Pago_Pago'), { prayerId: future }),
      ).rejects.toMatchObject({
        code: 'not_found',
      });
    } finally {
      ctx.clock.set('2026-03-10T12:00:00Z');
    }
  });

  it('a library prayer not yet in the daily rotation is not published either', async () => {
    const [later] = await h.db
      .insert(prayers)
      .values({ kind: 'library', title: 'New in the library', content: 'c', inRotationFrom: '2026-04-01' })
      .returning();
    const me = actor(ctx, (await makeUser(ctx)).id);
    await expect(getPublishedPrayer(me, { prayerId: later!.id })).rejects.toMatchObject({ code: 'not_found' });
    await expect(saveFavorite(me, { prayerId: later!.id })).rejects.toMatchObject({ code: 'not_found' });
    ctx.clock.set('2026-04-01T12:00:00Z');
    try {
      expect((await getPublishedPrayer(me, { prayerId: later!.id })).title).toBe('New in the library');
    } finally {
      ctx.clock.set('2026-03-10T12:00:00Z');
    }
  });

  it('a favorite saved before this rule stays off the Saved list until its day', async () => {
    const u = await makeUser(ctx);
    const me = actor(ctx, u.id);
    await saveFavorite(me, { prayerId: todays });
    await h.db.insert(favorites).values({ userId: u.id, prayerId: future });
    expect((await listFavorites(me)).map((f) => f.prayer.id)).toEqual([todays]);
    ctx.clock.set('2026-03-12T12:00:00Z');
    try {
      expect((await listFavorites(me)).map((f) => f.prayer.id).sort()).toEqual([future, todays].sort());
    } finally {
      ctx.clock.set('2026-03-10T12:00:00Z');
    }
  });
});

describe('published prayers', () => {
  it("today's and past daily prayers, topic and library prayers can be read, saved, shared and reflected on", async () => {
    const u = await makeUser(ctx);
    const me = actor(ctx, u.id);
    for (const prayerId of [todays, past, topic, library]) {
      expect((await getPublishedPrayer(me, { prayerId })).id).toBe(prayerId);
      expect(await saveFavorite(me, { prayerId })).toEqual({ favorited: true, alreadySaved: false });
      await createReflection(me, { prayerId, content: 'Amen', isPublic: true });
      // The community list holds public reflections only (one's own private ones are in My Reflections).
      expect(await listCommunityReflections(me, { prayerId })).toHaveLength(1);
      expect((await getSlackPrayer(me, prayerId)).isFavorited).toBe(true);
    }
  });
});
