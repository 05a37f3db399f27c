/**
 * Past days over HTTP (decision 162): the calendar in the person's zone, across a DST
 * change, future days not readable, a past day readable (prayer and community reflections) but not
 * prayable, and the streak untouched by it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { completions, prayers, rhythmPeriods, users } from '@dps/db/schema';
import { pickDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let scheduled11: number;

// 15:00 UTC on 10 March 2026: 11:00 in New York (EDT since 8 March), already the 11th on Kiritimati.
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
  const [p] = await server.db.db
    .insert(prayers)
    .values({ kind: 'daily', title: 'Prayer kept for the eleventh', content: 'Not yet.', date: '2026-03-11' })
    .returning({ id: prayers.id });
  scheduled11 = p!.id;
});
afterAll(() => server?.close());

async function person(timeZone: string, joinedAt: string) {
  const b = new Browser(server.url);
  const { user } = await signIn(server, b, { timeZone });
  await server.db.db
    .update(users)
    .set({ createdAt: new Date(joinedAt) })
    .where(eq(users.id, user.id));
  return { b, user };
}

const pick = async (date: string) => (await pickDailyPrayer(server.ctx, { date }))!;

describe('GET /api/history', () => {
  it('lists each day since joining up to today in the person’s zone, across the spring DST change', async () => {
    server.clock.set('2026-03-10T15:00:00Z');
    const { b, user } = await person('America/New_York', '2026-03-05T04:30:00Z'); // 4 March, 23:30 in New York
    const p6 = await pick('2026-03-06');
    const p8 = await pick('2026-03-08');
    await server.db.db.insert(completions).values([
      { userId: user.id, prayerId: p6.id, localDate: '2026-03-06' },
      { userId: user.id, prayerId: p8.id, localDate: '2026-03-08' },
    ]);
    const reflected = await b.post(`/api/prayers/${p8.id}/reflections`, {
      content: 'Spring forward, still here.',
      isPublic: true,
    });
    expect(reflected.status).toBe(200);

    const res = await b.get('/api/history?month=2026-03');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      month: '2026-03',
      joinedOn: '2026-03-04',
      today: '2026-03-10',
      previousMonth: null,
      nextMonth: null,
    });
    const days = res.body.days as any[];
    expect(days.map((d) => d.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    for (const d of days) expect(d.prayer.id).toBe((await pick(d.date)).id);
    expect(days.filter((d) => d.prayed).map((d) => d.date)).toEqual(['2026-03-06', '2026-03-08']);
    expect(days.find((d) => d.date === '2026-03-08').reflection).toMatchObject({
      content: 'Spring forward, still here.',
      isPublic: true,
    });
    expect(days.filter((d) => d.reflection).length).toBe(1);
  });

  it('names a day not prayed as the rhythm kept it: a grace day, a rest day, a pause; only a day nothing covered is missed', async () => {
    server.clock.set('2026-06-20T15:00:00Z'); // Saturday 20 June, 11:00 in New York
    const { b, user } = await person('America/New_York', '2026-05-31T16:00:00Z');
    // Prayed 1–7 June (a grace day earned), missed Monday 8th (the grace day covers it), Sundays are
    // rest days from 14 June, paused 16–17 June, missed the 18th with no grace left.
    const prayedDays = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13', '2026-06-15', '2026-06-19'];
    for (const day of prayedDays) {
      await server.db.db.insert(completions).values({ userId: user.id, prayerId: (await pick(day)).id, localDate: day });
    }
    await server.db.db.insert(rhythmPeriods).values([
      { userId: user.id, kind: 'rest', weekday: 0, restReminders: 'gentle', fromDate: '2026-06-14' },
      { userId: user.id, kind: 'pause', fromDate: '2026-06-16', untilDate: '2026-06-17' },
    ]);
    const res = await b.get('/api/history?month=2026-06');
    expect(res.status).toBe(200);
    const mark = Object.fromEntries((res.body.days as any[]).map((d) => [d.date, d.mark]));
    expect(mark).toMatchObject({
      '2026-06-07': 'prayed',
      '2026-06-08': 'grace',
      '2026-06-14': 'rest',
      '2026-06-16': 'paused',
      '2026-06-17': 'paused',
      '2026-06-18': 'missed',
      '2026-06-20': 'none', // today, still open
    });
    expect((res.body.days as any[]).find((d) => d.date === '2026-06-08').prayed).toBe(false);
  });

  it('moves to the next day at the person’s midnight, not UTC’s (autumn DST change)', async () => {
    // 1 November 2026, 23:30 in New York (EST after the change) is 04:30 UTC on 2 November.
    server.clock.set('2026-11-02T04:30:00Z');
    const { b } = await person('America/New_York', '2026-10-20T16:00:00Z');
    const nov = (await b.get('/api/history?month=2026-11')).body;
    expect(nov.today).toBe('2026-11-01');
    expect(nov.days.map((d: any) => d.date)).toEqual(['2026-11-01']);
    expect(nov.previousMonth).toBe('2026-10');
    const oct = (await b.get('/api/history?month=2026-10')).body;
    expect(oct.days).toHaveLength(12); // 20–31 October
    expect(oct.nextMonth).toBe('2026-11');
    expect(oct.previousMonth).toBeNull();
    expect((await b.get('/api/history/2026-11-02')).status).toBe(404);
    server.clock.set('2026-11-02T05:30:00Z'); // 00:30 on the 2nd in New York
    expect((await b.get('/api/history?month=2026-11')).body.days.map((d: any) => d.date)).toEqual([
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('answers an empty month outside the span and 400 for a malformed month', async () => {
    server.clock.set('2026-03-10T15:00:00Z');
    const { b } = await person('UTC', '2026-03-01T10:00:00Z');
    expect((await b.get('/api/history?month=2026-05')).body.days).toEqual([]);
    expect((await b.get('/api/history?month=2025-12')).body.days).toEqual([]);
    for (const bad of ['2026-13', '2026-3', 'x'.repeat(5000), '2026-03-01'])
      expect((await b.get(`/api/history?month=${encodeURIComponent(bad)}`)).status).toBe(400);
    expect((await new Browser(server.url).get('/api/history')).status).toBe(401);
  });
});

describe('GET /api/history/:date', () => {
  it('opens a past day: its prayer, prayed or not; a future day is 404 until it begins where the person is', async () => {
    server.clock.set('2026-03-10T15:00:00Z');
    const { b } = await person('America/New_York', '2026-03-01T15:00:00Z');
    const day = await b.get('/api/history/2026-03-08');
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ date: '2026-03-08', isToday: false, prayed: false });
    expect(day.body.prayer.id).toBe((await pick('2026-03-08')).id);

    const future = await b.get('/api/history/2026-03-11');
    expect(future.status).toBe(404);
    expect(JSON.stringify(future.body)).not.toContain('eleventh');
    expect((await b.get(`/api/prayers/${scheduled11}`)).status).toBe(404);
    expect((await b.get('/api/history/2026-02-27')).status).toBe(404); // before joining
    expect((await b.get('/api/history/not-a-date')).status).toBe(404);

    const { b: east } = await person('Pacific/Kiritimati', '2026-03-01T15:00:00Z');
    const eleventh = await east.get('/api/history/2026-03-11');
    expect(eleventh.status).toBe(200);
    expect(eleventh.body).toMatchObject({
      isToday: true,
      prayer: { id: scheduled11, title: 'Prayer kept for the eleventh' },
    });
  });

  it('a past day can be read, saved and reflected on, shows others’ public reflections, and cannot be prayed', async () => {
    server.clock.set('2026-03-10T15:00:00Z');
    const { b } = await person('UTC', '2026-03-01T15:00:00Z');
    const { b: other } = await person('UTC', '2026-03-01T15:00:00Z');
    const past = (await b.get('/api/history/2026-03-07')).body.prayer;
    await other.post(`/api/prayers/${past.id}/reflections`, { content: 'Shared on the seventh', isPublic: true });
    await other.post(`/api/prayers/${past.id}/reflections`, { content: 'Kept to myself', isPublic: false });

    const community = (await b.get(`/api/prayers/${past.id}/reflections`)).body.map((r: any) => r.content);
    expect(community).toContain('Shared on the seventh');
    expect(community).not.toContain('Kept to myself');

    expect((await b.post(`/api/prayers/${past.id}/favorite`)).status).toBe(200);
    expect((await b.get('/api/history/2026-03-07')).body.prayer.isFavorited).toBe(true);

    const before = (await b.get('/api/progress/streak')).body;
    const prayPast = await b.post(`/api/prayers/${past.id}/complete`);
    expect(prayPast.status).toBe(409);
    expect(prayPast.body.error).toBe("Only today's prayer can be marked as prayed. Open today's prayer to pray it.");
    expect((await b.get('/api/progress/streak')).body).toEqual(before);
    expect((await b.get('/api/history/2026-03-07')).body.prayed).toBe(false);
  });
});
