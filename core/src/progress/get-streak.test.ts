import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DbHandle } from '@dps/db/client';
import { completions, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { addDays, instantAtLocal } from '../time/local-day';
import { computeRhythm } from '../rhythm/compute-rhythm';
import { getStreak } from './get-streak';

let h: DbHandle;
let prayerIds: number[];
beforeAll(async () => {
  h = await createTestDb();
  const rows = await h.db
    .insert(prayers)
    .values(['a', 'b', 'c'].map((t) => ({ kind: 'topic' as const, title: t, content: t })))
    .returning({ id: prayers.id });
  prayerIds = rows.map((r) => r.id);
});
afterAll(() => h.close());

/** Completions on these days; a day listed twice is two different prayers that day. */
async function complete(userId: number, days: string[]) {
  const seen = new Map<string, number>();
  const values = days.flatMap((localDate) => {
    const n = seen.get(localDate) ?? 0;
    seen.set(localDate, n + 1);
    return n < prayerIds.length ? [{ userId, prayerId: prayerIds[n]!, localDate }] : [];
  });
  if (values.length > 0) await h.db.insert(completions).values(values);
}

async function streakOf(days: string[], today: string, timeZone = 'UTC') {
  const ctx = testCtx(h.db, instantAtLocal(today, '12:00', timeZone));
  const u = await makeUser(ctx, { timeZone });
  await complete(u.id, days);
  return getStreak(actor(ctx, u.id, timeZone));
}

describe('getStreak', () => {
  it('is 0 and 0 for someone who never prayed', async () => {
    expect(await streakOf([], '2026-03-10')).toEqual({ streak: 0, bestStreak: 0 });
  });

  it('counts consecutive days ending today, or yesterday while today is not over', async () => {
    const t = '2026-03-10';
    expect(await streakOf([addDays(t, -2), addDays(t, -1), t], t)).toEqual({ streak: 3, bestStreak: 3 });
    expect(await streakOf([addDays(t, -2), addDays(t, -1)], t)).toEqual({ streak: 2, bestStreak: 2 });
    expect(await streakOf([addDays(t, -3), addDays(t, -2)], t)).toEqual({ streak: 0, bestStreak: 2 });
  });

  it('a grace day earned by 7 days prayed covers one missed day', async () => {
    const t = '2026-03-10';
    const week = Array.from({ length: 7 }, (_, i) => addDays('2026-03-01', i));
    expect(await streakOf([...week, addDays(t, -1), t], t)).toEqual({ streak: 9, bestStreak: 9 });
  });

  it('keeps the best run from long ago and counts a day with several prayers once', async () => {
    const t = '2026-03-10';
    const old = Array.from({ length: 30 }, (_, i) => addDays('2025-01-01', i));
    expect(await streakOf([...old, t, t, t, addDays(t, -1)], t)).toEqual({ streak: 2, bestStreak: 30 });
  });

  it('matches computeRhythm on random histories in random zones', async () => {
    const zones = [
      'UTC',
      'America/New_York',
      'Asia/Tokyo',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Australia/Lord_Howe',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 9_000 }).map((n) => addDays('2001-01-01', n)),
        fc.array(fc.integer({ min: -2, max: 50 }), { maxLength: 60 }),
        fc.constantFrom(...zones),
        async (today, offsets, zone) => {
          const days = offsets.map((o) => addDays(today, -o));
          const { current, best } = computeRhythm(days, today);
          expect(await streakOf(days, today, zone)).toEqual({ streak: current, bestStreak: best });
        },
      ),
      { numRuns: 40 },
    );
  });
});
