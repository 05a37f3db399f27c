/** Travel never breaks a streak (decision 221): the web sends the device's zone with a completion. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { addDays, instantAtLocal } from '@dps/core/time/local-day';
import { completions, prayers } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
const daily: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ now: '2026-11-20T12:00:00Z' });
  const dates = Array.from({ length: 14 }, (_, i) => addDays('2026-11-20', i));
  const rows = await server.db.db
    .insert(prayers)
    .values(dates.map((date) => ({ kind: 'daily' as const, date, title: `Prayer of ${date}`, content: 'c' })))
    .returning({ id: prayers.id, date: prayers.date });
  for (const r of rows) daily[r.date!] = r.id;
});
afterAll(() => server?.close());

const LA = 'America/Los_Angeles';
const SYDNEY = 'Australia/Sydney';

describe('POST /api/prayers/:id/complete with the device’s zone', () => {
  it('Los Angeles → Sydney: the date the flight skipped keeps the streak; the settings stay in LA', async () => {
    const me = new Browser(server.url);
    const { user } = await signIn(server, me, { timeZone: LA });
    const pray = async (where: string, day: string, time: string, body: Record<string, unknown>) => {
      server.clock.set(instantAtLocal(day, time, where));
      const daily_ = (await me.get('/api/prayers/daily')).body as { id: number; date: string };
      return me.post(`/api/prayers/${daily_.id}/complete`, body);
    };
    for (const d of ['2026-11-24', '2026-11-25']) expect((await pray(LA, d, '08:00', { zone: LA })).status).toBe(200);
    // An old client sends no zone; a broken one sends nonsense: both count in the settings' zone.
    expect((await pray(LA, '2026-11-26', '08:00', {})).body).toMatchObject({ localDate: '2026-11-26', alreadyCompleted: false });
    // Lands in Sydney at 06:00 on the 28th; 20:00 there is 01:00 on the 28th in LA (the settings' today).
    const res = await pray(SYDNEY, '2026-11-28', '20:00', { at: instantAtLocal('2026-11-28', '20:00', SYDNEY).toISOString(), zone: SYDNEY });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ completed: true, localDate: '2026-11-28', alreadyCompleted: false });
    expect((await pray(SYDNEY, '2026-11-28', '21:00', { zone: 'Mars/Olympus' })).body).toMatchObject({ alreadyCompleted: true });

    const rows = await server.db.db.select().from(completions).where(eq(completions.userId, user.id)).orderBy(asc(completions.createdAt));
    expect(rows.map((r) => [r.localDate, r.timeZone])).toEqual([
      ['2026-11-24', LA],
      ['2026-11-25', LA],
      ['2026-11-26', LA],
      ['2026-11-28', SYDNEY],
    ]);
    // Counted in LA the 27th was missed (no grace day held yet); counted where they were, it is a travel day.
    const streak = (await me.get('/api/progress/streak')).body;
    expect(streak).toMatchObject({ streak: 4, bestStreak: 4, graceKeptOn: null });
    const year = (await me.get('/api/progress/year?year=2026')).body;
    expect(year.marks.slice(327, 332)).toBe('ppptp'); // 24–28 November
    expect(year).toMatchObject({ daysPrayed: 4, travelDays: 1, missedDays: 0 });
    // The web never moved the person's zone (decision 190).
    expect((await me.get('/api/user/settings')).body).toMatchObject({ timeZone: LA });
  });

  it('a zone that is not a string is not an error: it counts in the settings’ zone', async () => {
    const me = new Browser(server.url);
    const { user } = await signIn(server, me, { timeZone: 'Europe/London' });
    server.clock.set(instantAtLocal('2026-11-30', '09:00', 'Europe/London'));
    const res = await me.post(`/api/prayers/${daily['2026-11-30']}/complete`, { zone: { evil: true } });
    expect(res.status).toBe(200);
    const [row] = await server.db.db.select().from(completions).where(eq(completions.userId, user.id));
    expect(row!.timeZone).toBe('Europe/London');
  });
});
