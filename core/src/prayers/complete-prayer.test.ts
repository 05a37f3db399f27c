import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { completions, prayers } from '@dps/db/schema';
import { getStreak } from '../progress/get-streak';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { completePrayer, NOT_TODAYS_PRAYER } from './complete-prayer';

let h: DbHandle;
/** Admin-scheduled daily prayers by date (each wins its date over the library pick). */
const daily: Record<string, number> = {};
let topicId: number;
beforeAll(async () => {
  h = await createTestDb();
  for (const date of ['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-20']) {
    const [p] = await h.db
      .insert(prayers)
      .values({ kind: 'daily', date, title: `Prayer of ${date}`, content: 'c' })
      .returning();
    daily[date] = p!.id;
  }
  const [t] = await h.db.insert(prayers).values({ kind: 'topic', title: 'For courage', content: 'c' }).returning();
  topicId = t!.id;
});
afterAll(() => h.close());

const rowsOf = (userId: number) =>
  h.db.select().from(completions).where(eq(completions.userId, userId)).orderBy(completions.localDate);

describe('completePrayer', () => {
  it("records the day's prayer on the actor's local day, once per day however often it is pressed", async () => {
    // 03:30 UTC on the 10th is still the evening of the 9th in Los Angeles.
    const ctx = testCtx(h.db, '2026-03-10T03:30:00Z');
    const u = await makeUser(ctx, { timeZone: 'America/Los_Angeles' });
    const me = actor(ctx, u.id, 'America/Los_Angeles');
    expect(await completePrayer(me, { prayerId: daily['2026-03-09']! })).toEqual({
      completed: true,
      localDate: '2026-03-09',
      alreadyCompleted: false,
    });
    expect(await completePrayer(me, { prayerId: daily['2026-03-09']!, source: 'telegram' })).toEqual({
      completed: true,
      localDate: '2026-03-09',
      alreadyCompleted: true,
    });
    ctx.clock.set('2026-03-10T20:00:00Z');
    expect(await completePrayer(me, { prayerId: String(daily['2026-03-10']), source: 'slack' })).toMatchObject({
      localDate: '2026-03-10',
      alreadyCompleted: false,
    });
    const rows = await rowsOf(u.id);
    expect(rows.map((r) => [r.localDate, r.source])).toEqual([
      ['2026-03-09', 'web'],
      ['2026-03-10', 'slack'],
    ]);
    expect(rows[0]!.createdAt.toISOString()).toBe('2026-03-10T03:30:00.000Z');
  });

  it('counts simultaneous presses (web, Telegram, Slack at once) exactly once', async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx);
    const me = actor(ctx, u.id);
    const results = await Promise.all(
      (['web', 'telegram', 'slack', 'web', 'telegram'] as const).map((source) =>
        completePrayer(me, { prayerId: daily['2026-03-10']!, source }),
      ),
    );
    expect(results.filter((r) => !r.alreadyCompleted)).toHaveLength(1);
    expect(await rowsOf(u.id)).toHaveLength(1);
  });

  it('answers not_found for a prayer that does not exist, and records nothing', async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx);
    await expect(completePrayer(actor(ctx, u.id), { prayerId: 999_999 })).rejects.toMatchObject({
      code: 'not_found',
      message: 'Prayer not found.',
    });
    expect(await rowsOf(u.id)).toHaveLength(0);
  });

  it("does not break the caller's transaction when the prayer is unknown", async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx);
    await h.db.transaction(async (tx) => {
      const inTx = { ...actor(ctx, u.id), db: tx };
      await expect(completePrayer(inTx, { prayerId: 999_998 })).rejects.toMatchObject({ code: 'not_found' });
      // A foreign-key error would have aborted the transaction; this still works.
      await completePrayer(inTx, { prayerId: daily['2026-03-10']! });
    });
    expect(await rowsOf(u.id)).toHaveLength(1);
  });

  it('rejects a malformed prayer id or source as a validation error', async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx);
    const me = actor(ctx, u.id);
    for (const bad of ['abc', '', -1, 1.5, 2 ** 31]) {
      await expect(completePrayer(me, { prayerId: bad as number })).rejects.toMatchObject({
        code: 'validation',
        message: 'Invalid prayer id.',
      });
    }
    await expect(
      completePrayer(me, { prayerId: daily['2026-03-10']!, source: 'email' as 'web' }),
    ).rejects.toMatchObject({
      code: 'validation',
    });
    expect(await rowsOf(u.id)).toHaveLength(0);
  });
});

describe('only the prayer of the day counts (decision 071)', () => {
  it("an admin's prayer for a later date cannot be completed: not_found, like a prayer that does not exist", async () => {
    const ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
    const u = await makeUser(ctx);
    const me = actor(ctx, u.id);
    const missing = await completePrayer(me, { prayerId: 999_997 }).catch((e: unknown) => e);
    const future = await completePrayer(me, { prayerId: daily['2026-03-20']! }).catch((e: unknown) => e);
    expect(future).toMatchObject({ code: 'not_found', message: 'Prayer not found.' });
    expect(JSON.stringify(future)).toBe(JSON.stringify(missing));
    expect(await rowsOf(u.id)).toHaveLength(0);
    expect(await getStreak(me)).toEqual({ streak: 0, bestStreak: 0 });
  });

  it("publication follows the person's zone: the 11th's prayer is Kiritimati's today while it is still the 10th in UTC", async () => {
    const ctx = testCtx(h.db, '2026-03-10T15:00:00Z');
    const east = await makeUser(ctx, { timeZone: 'Pacific/Kiritimati' });
    const utc = await makeUser(ctx);
    expect(
      await completePrayer(actor(ctx, east.id, 'Pacific/Kiritimati'), { prayerId: daily['2026-03-11']! }),
    ).toMatchObject({
      localDate: '2026-03-11',
    });
    await expect(completePrayer(actor(ctx, utc.id), { prayerId: daily['2026-03-11']! })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it("a past day's prayer (or a topic prayer) is refused and changes nothing: the streak stays as it was", async () => {
    const ctx = testCtx(h.db, '2026-03-09T12:00:00Z');
    const u = await makeUser(ctx);
    const me = actor(ctx, u.id);
    await completePrayer(me, { prayerId: daily['2026-03-09']! });
    ctx.clock.set('2026-03-11T12:00:00Z'); // the 10th was missed
    const before = await getStreak(me);
    expect(before).toEqual({ streak: 0, bestStreak: 1 });
    for (const prayerId of [daily['2026-03-10']!, daily['2026-03-09']!, topicId]) {
      await expect(completePrayer(me, { prayerId })).rejects.toMatchObject({
        code: 'conflict',
        message: NOT_TODAYS_PRAYER,
      });
    }
    expect((await rowsOf(u.id)).map((r) => r.localDate)).toEqual(['2026-03-09']);
    expect(await getStreak(me)).toEqual(before);
  });

  it('a tap made before midnight and sent after it (`at`) counts on the day it was made', async () => {
    // Made at 23:50 on the 9th in New York, reaching the server at 00:10 on the 10th.
    const ctx = testCtx(h.db, '2026-03-10T04:10:00Z');
    const u = await makeUser(ctx, { timeZone: 'America/New_York' });
    const me = actor(ctx, u.id, 'America/New_York');
    ctx.clock.set('2026-03-09T03:00:00Z'); // the 8th, New York evening: the day before, prayed on time
    await completePrayer(me, { prayerId: daily['2026-03-08']! });
    ctx.clock.set('2026-03-10T04:10:00Z');
    // Without `at` the 9th's prayer is yesterday's now.
    await expect(completePrayer(me, { prayerId: daily['2026-03-09']! })).rejects.toMatchObject({ code: 'conflict' });
    expect(await completePrayer(me, { prayerId: daily['2026-03-09']!, at: '2026-03-10T03:50:00Z' })).toEqual({
      completed: true,
      localDate: '2026-03-09',
      alreadyCompleted: false,
    });
    const rows = await rowsOf(u.id);
    expect(rows.map((r) => [r.localDate, r.createdAt.toISOString()])).toEqual([
      ['2026-03-08', '2026-03-09T03:00:00.000Z'],
      ['2026-03-09', '2026-03-10T03:50:00.000Z'],
    ]);
    // The same tap sent twice (a retried replay) counts once; the 10th's prayer with `at` on the 9th is refused.
    expect(
      (await completePrayer(me, { prayerId: daily['2026-03-09']!, at: new Date('2026-03-10T03:55:00Z') }))
        .alreadyCompleted,
    ).toBe(true);
    await expect(
      completePrayer(me, { prayerId: daily['2026-03-10']!, at: '2026-03-10T03:50:00Z' }),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await getStreak(me)).toEqual({ streak: 2, bestStreak: 2 });
  });

  it('`at` is past and at most 72 hours old; a phone clock a little fast counts as now', async () => {
    const ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
    const u = await makeUser(ctx);
    const me = actor(ctx, u.id);
    const refused = (at: string) =>
      completePrayer(me, { prayerId: daily['2026-03-10']!, at }).catch((e: { code: string; message: string }) => e);
    expect(await refused('2026-03-10T12:05:00Z')).toMatchObject({
      code: 'validation',
      message: 'at cannot be in the future.',
    });
    expect(await refused('2026-03-11T00:00:00Z')).toMatchObject({
      code: 'validation',
      message: 'at cannot be in the future.',
    });
    expect(
      await completePrayer(me, { prayerId: daily['2026-03-07']!, at: '2026-03-07T11:59:59Z' }).catch((e) => e),
    ).toMatchObject({
      code: 'validation',
      message: 'That prayer was marked too long ago to count (more than 72 hours).',
    });
    for (const bad of ['yesterday', '2026-03-10', '2026-03-10T10:00:00', '', 12]) {
      expect(await refused(bad as string)).toMatchObject({
        code: 'validation',
        message: 'at must be an ISO date-time, for example 2026-03-10T08:30:00Z.',
      });
    }
    expect(await rowsOf(u.id)).toHaveLength(0);
    // 90 seconds ahead: recorded at the server's now.
    expect(await completePrayer(me, { prayerId: daily['2026-03-10']!, at: '2026-03-10T12:01:30+00:00' })).toMatchObject(
      { localDate: '2026-03-10' },
    );
    // Exactly 72 hours back is still accepted (the 7th's prayer, on the 7th).
    expect(await completePrayer(me, { prayerId: daily['2026-03-07']!, at: '2026-03-07T12:00:00Z' })).toMatchObject({
      localDate: '2026-03-07',
    });
    expect((await rowsOf(u.id)).map((r) => [r.localDate, r.createdAt.toISOString()])).toEqual([
      ['2026-03-07', '2026-03-07T12:00:00.000Z'],
      ['2026-03-10', '2026-03-10T12:00:00.000Z'],
    ]);
  });
});
