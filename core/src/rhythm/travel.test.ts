import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { completions, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { completePrayer } from '../prayers/complete-prayer';
import { getStreak } from '../progress/get-streak';
import { addDays, instantAtLocal, localDate } from '../time/local-day';
import { getRhythm, getYear } from './get-rhythm';

/**
 * Travel never breaks a streak (decision 221), through completePrayer on a real
 * database with a pinned clock: the web sends the device's zone, the chats pray in the settings' zone.
 */

let h: DbHandle;
/** The daily prayer of each date (admin-scheduled), so "today's prayer" is known for every day. */
const daily: Record<string, number> = {};
beforeAll(async () => {
  h = await createTestDb();
  const dates = [
    ...Array.from({ length: 30 }, (_, i) => addDays('2026-03-01', i)),
    ...Array.from({ length: 50 }, (_, i) => addDays('2026-10-20', i)),
  ];
  const rows = await h.db
    .insert(prayers)
    .values(dates.map((date) => ({ kind: 'daily' as const, date, title: `Prayer of ${date}`, content: 'c' })))
    .returning({ id: prayers.id, date: prayers.date });
  for (const r of rows) daily[r.date!] = r.id;
});
afterAll(() => h.close());

const LA = 'America/Los_Angeles';
const SYDNEY = 'Australia/Sydney';

/** A person whose settings say `settingsZone`; `pray` taps Pray at a local time where they are. */
async function traveller(settingsZone: string) {
  const ctx = testCtx(h.db, '2026-03-01T00:00:00Z');
  const u = await makeUser(ctx, { timeZone: settingsZone });
  let zone = settingsZone;
  const me = () => actor(ctx, u.id, zone);
  return {
    id: u.id,
    /** The person moves their settings' zone themselves (decision 190). */
    settle: (z: string) => {
      zone = z;
    },
    /** Pray today's prayer (the settings' today) at local `day` `time` in `where`, on `source`. */
    pray: async (where: string, day: string, time: string, source: 'web' | 'telegram' | 'slack' = 'web') => {
      ctx.clock.set(instantAtLocal(day, time, where));
      const today = localDate(ctx.clock.now(), zone);
      return completePrayer(me(), {
        prayerId: daily[today]!,
        source,
        ...(source === 'web' ? { zone: where } : {}),
      });
    },
    /** Look at the rhythm at local `day` `time` in `where`. */
    at: (where: string, day: string, time: string) => {
      ctx.clock.set(instantAtLocal(day, time, where));
      return { streak: () => getStreak(me()), rhythm: () => getRhythm(me()), year: (y: number) => getYear(me(), y) };
    },
  };
}

const rowsOf = (userId: number) =>
  h.db.select().from(completions).where(eq(completions.userId, userId)).orderBy(asc(completions.createdAt));

/** The marks of the year grid from `from` to `to` (inclusive). */
async function marksOf(view: { year: (y: number) => Promise<{ marks: string }> }, from: string, to: string) {
  const { marks } = await view.year(Number(from.slice(0, 4)));
  const start = Math.round((Date.parse(from) - Date.parse(`${from.slice(0, 4)}-01-01`)) / 86_400_000);
  const end = Math.round((Date.parse(to) - Date.parse(`${from.slice(0, 4)}-01-01`)) / 86_400_000);
  return marks.slice(start, end + 1);
}

describe('travel never breaks a streak', () => {
  it('Sydney → Los Angeles: praying on the departure day and the arrival day keeps it; the date lived twice counts once', async () => {
    const p = await traveller(SYDNEY);
    for (const d of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']) await p.pray(SYDNEY, d, '08:00');
    // Departs Sydney 21:00 on the 26th, lands in LA at 15:00 on the 26th; the settings still say Sydney.
    // 20:00 in LA is 15:00 on the 27th in Sydney: the prayer of the 27th, prayed on the 26th in LA.
    expect(await p.pray(LA, '2026-11-26', '20:00')).toMatchObject({ localDate: '2026-11-27', alreadyCompleted: false });
    expect(await p.pray(LA, '2026-11-27', '20:00')).toMatchObject({ localDate: '2026-11-28', alreadyCompleted: false });
    const rows = await rowsOf(p.id);
    expect(rows.map((r) => r.timeZone)).toEqual([SYDNEY, SYDNEY, SYDNEY, SYDNEY, LA, LA]);
    // Which prayer: the settings' day; where it counts: the date where it was prayed.
    expect(rows.slice(3).map((r) => [r.localDate, r.prayedOn])).toEqual([
      ['2026-11-26', '2026-11-26'],
      ['2026-11-27', '2026-11-26'],
      ['2026-11-28', '2026-11-27'],
    ]);
    // The next morning in LA (already the 29th in Sydney): nothing missed, today still open in LA.
    const view = p.at(LA, '2026-11-28', '07:00');
    expect(await view.streak()).toEqual({ streak: 5, bestStreak: 5 });
    expect(await view.rhythm()).toMatchObject({ streak: 5, today: '2026-11-29', graceKeptOn: null });
    expect(await marksOf(view, '2026-11-23', '2026-11-28')).toBe('pppppn');
  });

  it('Los Angeles → Sydney: the date the flight skipped is a travel day, never a missed one', async () => {
    const p = await traveller(LA);
    for (const d of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']) await p.pray(LA, d, '08:00');
    // Departs LA 22:00 on the 26th, lands in Sydney 06:00 on the 28th: the 27th never happens.
    p.settle(SYDNEY); // they switch their settings on arrival (their own action)
    expect(await p.pray(SYDNEY, '2026-11-28', '20:00')).toMatchObject({ localDate: '2026-11-28', alreadyCompleted: false });
    const view = p.at(SYDNEY, '2026-11-29', '07:00');
    expect(await view.streak()).toEqual({ streak: 5, bestStreak: 5 });
    expect(await view.rhythm()).toMatchObject({ streak: 5, graceHeld: 0, graceKeptOn: null });
    expect(await marksOf(view, '2026-11-23', '2026-11-29')).toBe('pppptpn');
    expect((await view.year(2026)).travelDays).toBe(1);
  });

  it('Los Angeles → Sydney with the settings left in LA: the web’s zone keeps it too', async () => {
    const p = await traveller(LA);
    for (const d of ['2026-11-24', '2026-11-25', '2026-11-26']) await p.pray(LA, d, '08:00');
    // 20:00 on the 28th in Sydney is 01:00 on the 28th in LA: the prayer of LA's 28th.
    expect(await p.pray(SYDNEY, '2026-11-28', '20:00')).toMatchObject({ localDate: '2026-11-28' });
    expect(await p.at(SYDNEY, '2026-11-28', '21:00').streak()).toEqual({ streak: 4, bestStreak: 4 });
  });

  it('praying at 00:01 and at 23:59 the next day in LA, with the settings in Sydney, is two days in a row', async () => {
    const p = await traveller(SYDNEY);
    expect(await p.pray(LA, '2026-11-25', '02:00')).toMatchObject({ localDate: '2026-11-25' }); // 21:00 in Sydney
    // 00:01 on the 26th in LA is 19:01 on the 26th in Sydney; 23:59 on the 27th is 18:59 on the 28th.
    expect(await p.pray(LA, '2026-11-26', '00:01')).toMatchObject({ localDate: '2026-11-26' });
    expect(await p.pray(LA, '2026-11-27', '23:59')).toMatchObject({ localDate: '2026-11-28' });
    // Counted in the settings' zone the 27th would be missed; counted where they were, it is not.
    expect(await p.at(LA, '2026-11-28', '08:00').streak()).toEqual({ streak: 3, bestStreak: 3 });
  });

  it('23:59 and 00:01 at home: the next date is a day in a row, a date later is a day missed', async () => {
    const p = await traveller('Europe/London');
    await p.pray('Europe/London', '2026-03-09', '23:59');
    await p.pray('Europe/London', '2026-03-10', '00:01');
    expect(await p.at('Europe/London', '2026-03-10', '12:00').streak()).toEqual({ streak: 2, bestStreak: 2 });
    await p.pray('Europe/London', '2026-03-12', '00:01', 'slack');
    expect(await p.at('Europe/London', '2026-03-12', '12:00').streak()).toEqual({ streak: 1, bestStreak: 2 });
    // A chat prays in the settings' zone, and says so on the completion.
    expect((await rowsOf(p.id)).map((r) => [r.source, r.timeZone])).toEqual([
      ['web', 'Europe/London'],
      ['web', 'Europe/London'],
      ['slack', 'Europe/London'],
    ]);
  });

  it('across DST changes: New York springs forward, Los Angeles and Sydney change the same weeks', async () => {
    // New York loses 02:00-03:00 on 8 March 2026: 23:59 on the 7th, 00:01 on the 9th (the 8th had 23 hours).
    const ny = await traveller('America/New_York');
    await ny.pray('America/New_York', '2026-03-06', '23:59');
    await ny.pray('America/New_York', '2026-03-07', '23:59');
    await ny.pray('America/New_York', '2026-03-08', '23:59');
    await ny.pray('America/New_York', '2026-03-09', '00:01');
    expect(await ny.at('America/New_York', '2026-03-09', '12:00').streak()).toEqual({ streak: 4, bestStreak: 4 });
    // LA falls back on 1 November 2026 (a 25-hour day): 00:01 on the 1st, 23:59 on the 2nd.
    const la = await traveller(LA);
    await la.pray(LA, '2026-10-31', '23:59');
    await la.pray(LA, '2026-11-01', '00:01');
    await la.pray(LA, '2026-11-02', '23:59');
    expect(await la.at(LA, '2026-11-03', '09:00').streak()).toEqual({ streak: 3, bestStreak: 3 });
    // Sydney springs forward on 4 October 2026; a flight LA → Sydney that week still skips one date.
    const f = await traveller(LA);
    await f.pray(LA, '2026-10-23', '21:00');
    await f.pray(LA, '2026-10-24', '21:00'); // 15:00 on the 25th in Sydney (daylight time)
    await f.pray(SYDNEY, '2026-10-26', '21:00'); // 03:00 on the 26th in LA: the prayer of LA's 26th
    expect(await f.at(SYDNEY, '2026-10-26', '22:00').streak()).toEqual({ streak: 3, bestStreak: 3 });
    expect(await marksOf(f.at(SYDNEY, '2026-10-26', '22:00'), '2026-10-23', '2026-10-26')).toBe('pptp');
  });

  it('web, Telegram and Slack on the same day count once, wherever the web was', async () => {
    const p = await traveller('Europe/London');
    await p.pray('Europe/London', '2026-03-09', '08:00');
    // The web in Paris (its zone sent), then Telegram and Slack in London: one prayer of the 10th.
    expect(await p.pray('Europe/Paris', '2026-03-10', '07:00')).toMatchObject({ localDate: '2026-03-10', alreadyCompleted: false });
    expect(await p.pray('Europe/London', '2026-03-10', '08:00', 'telegram')).toMatchObject({ alreadyCompleted: true });
    expect(await p.pray('Europe/London', '2026-03-10', '09:00', 'slack')).toMatchObject({ alreadyCompleted: true });
    expect((await rowsOf(p.id)).map((r) => [r.source, r.timeZone])).toEqual([
      ['web', 'Europe/London'],
      ['web', 'Europe/Paris'],
    ]);
    const view = p.at('Europe/London', '2026-03-10', '12:00');
    expect(await view.streak()).toEqual({ streak: 2, bestStreak: 2 });
    expect((await view.year(2026)).daysPrayed).toBe(2);
    // 00:30 on the 11th in Paris is 23:30 on the 10th in London: the 10th's prayer, already prayed.
    expect(await p.pray('Europe/Paris', '2026-03-11', '00:30')).toMatchObject({ localDate: '2026-03-10', alreadyCompleted: true });
    expect(await rowsOf(p.id)).toHaveLength(2);
  });

  it('the web in Los Angeles with the settings in Sydney: the prayer of the date where they are counts, on that date', async () => {
    const p = await traveller(SYDNEY);
    const ctx = testCtx(h.db);
    const as = () => actor(ctx, p.id, SYDNEY);
    // 20:00 on the 27th in LA is 15:00 on the 28th in Sydney. The web's Today shows LA's 27th prayer.
    ctx.clock.set(instantAtLocal('2026-10-27', '20:00', LA));
    expect(await completePrayer(as(), { prayerId: daily['2026-10-27']!, zone: LA })).toEqual({
      completed: true,
      localDate: '2026-10-27',
      alreadyCompleted: false,
    });
    // The settings' date's prayer (Sydney's 28th) may be prayed too, from a chat or the same device.
    expect(await completePrayer(as(), { prayerId: daily['2026-10-28']!, source: 'telegram' })).toMatchObject({
      localDate: '2026-10-28',
      alreadyCompleted: false,
    });
    // Any other date is still not today anywhere they are; a chat (no zone of its own) cannot reach LA's date.
    await expect(completePrayer(as(), { prayerId: daily['2026-10-26']!, zone: LA })).rejects.toMatchObject({ code: 'conflict' });
    ctx.clock.set(instantAtLocal('2026-10-27', '21:00', LA));
    await expect(completePrayer(as(), { prayerId: daily['2026-10-27']!, source: 'telegram' })).rejects.toMatchObject({
      code: 'conflict',
    });
    // Tapped again on the device: the same date, nothing new.
    expect(await completePrayer(as(), { prayerId: daily['2026-10-27']!, zone: LA })).toMatchObject({ alreadyCompleted: true });
    expect((await rowsOf(p.id)).map((r) => [r.localDate, r.prayedOn, r.timeZone])).toEqual([
      ['2026-10-27', '2026-10-27', LA],
      ['2026-10-28', '2026-10-28', SYDNEY],
    ]);
  });

  it('the web in Sydney with the settings in Los Angeles: tomorrow’s prayer there is today’s where they are', async () => {
    const p = await traveller(LA);
    const ctx = testCtx(h.db);
    // 09:00 on the 28th in Sydney is 15:00 on the 27th in LA: the 28th's prayer is not yet published in LA.
    ctx.clock.set(instantAtLocal('2026-10-28', '09:00', SYDNEY));
    expect(await completePrayer(actor(ctx, p.id, LA), { prayerId: daily['2026-10-28']!, zone: SYDNEY })).toMatchObject({
      localDate: '2026-10-28',
      alreadyCompleted: false,
    });
    // The day after is published nowhere yet: not found, as for anyone.
    await expect(completePrayer(actor(ctx, p.id, LA), { prayerId: daily['2026-10-29']!, zone: SYDNEY })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('a real gap, two days not prayed anywhere, is still missed', async () => {
    const p = await traveller(LA);
    for (const d of ['2026-11-20', '2026-11-21', '2026-11-22']) await p.pray(LA, d, '08:00');
    // The 23rd and 24th pass unprayed in LA; lands in Sydney and prays on the 26th (the 25th in LA).
    // Between the 22nd (LA) and the 26th (Sydney) three dates; two passed unprayed in either zone.
    await p.pray(SYDNEY, '2026-11-26', '09:00');
    const view = p.at(SYDNEY, '2026-11-27', '12:00');
    expect(await view.streak()).toEqual({ streak: 1, bestStreak: 3 });
    expect(await marksOf(view, '2026-11-20', '2026-11-26')).toBe('ppptmmp');
  });
});
