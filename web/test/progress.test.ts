/** Streak, the week and the statistics over HTTP, as a person building a habit would see them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prayers } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let prayerId: number;
const b = () => new Browser(server.url);

beforeAll(async () => {
  // Tuesday 10 March 2026, noon UTC.
  server = await startTestServer({ now: '2026-03-10T12:00:00Z' });
  prayerId = (await server.db.db.insert(prayers).values({ kind: 'library', title: 'P', content: 'c' }).returning())[0]!
    .id;
});
afterAll(() => server?.close());

const DAY = 86_400_000;

async function prayOnDays(browser: Browser, daysAgo: number[]) {
  const start = server.clock.now();
  try {
    for (const d of daysAgo) {
      server.clock.set(new Date(start.getTime() - d * DAY));
      // The prayer of that day: only the day's prayer counts.
      const daily = (await browser.get('/api/prayers/daily')).body as { id: number };
      expect((await browser.post(`/api/prayers/${daily.id}/complete`)).status).toBe(200);
    }
  } finally {
    server.clock.set(start);
  }
}

describe('GET /api/progress/streak', () => {
  it('is { streak: 0, bestStreak: 0 } for a newcomer, then counts consecutive days', async () => {
    const me = b();
    await signIn(server, me);
    expect((await me.get('/api/progress/streak')).body).toMatchObject({ streak: 0, bestStreak: 0 });
    await prayOnDays(me, [9, 8, 7, 6, 2, 1]);
    expect((await me.get('/api/progress/streak')).body).toMatchObject({ streak: 2, bestStreak: 4 });
    await prayOnDays(me, [0]);
    expect((await me.get('/api/progress/streak')).body).toMatchObject({ streak: 3, bestStreak: 4 });
  });

  it('answers 401 without a session', async () => {
    expect((await b().get('/api/progress/streak')).status).toBe(401);
  });
});

describe('a rhythm with grace over HTTP (decision 220)', () => {
  it('a grace day keeps the streak and says so; the year grid marks it', async () => {
    const me = b();
    await signIn(server, me);
    // Seven days prayed earn a grace day; the day before yesterday (8 March) is missed.
    await prayOnDays(me, [9, 8, 7, 6, 5, 4, 3, 1, 0]);
    const streak = (await me.get('/api/progress/streak')).body;
    expect(streak).toMatchObject({ streak: 9, graceHeld: 0, graceKeptOn: '2026-03-08', restDay: null, pause: null });
    const year = (await me.get('/api/progress/year?year=2026')).body;
    expect(year.marks.slice(59, 69)).toBe('pppppppgpp'); // 1–10 March
    expect(year).toMatchObject({ year: 2026, daysPrayed: 9, graceDays: 1 });
    expect((await me.get('/api/progress/year')).body.year).toBe(2026);
  });

  it('sets a rest day, pauses and resumes, with clear answers to bad input', async () => {
    const me = b();
    await signIn(server, me);
    expect((await me.put('/api/rhythm/rest-day', { weekday: 0, reminders: 'off' })).body).toMatchObject({
      restDay: 0,
      restReminders: 'off',
    });
    expect((await me.post('/api/rhythm/pause', { days: 7 })).body.pause).toEqual({ from: '2026-03-10', until: '2026-03-16' });
    expect((await me.delete('/api/rhythm/pause')).body.pause).toBeNull();
    const tooLong = await me.post('/api/rhythm/pause', { days: 45 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe('A pause lasts at most 30 days at a time.');
    expect((await me.put('/api/rhythm/rest-day', { weekday: 'Sunday' })).status).toBe(400);
    expect((await me.get('/api/progress/year?year=1200')).body.error).toBe('Please choose a year between 2000 and 2100.');
    expect((await b().post('/api/rhythm/pause', { days: 3 })).status).toBe(401);
  });
});

describe('GET /api/progress/weekly', () => {
  it('answers seven days from startDate with completed flags', async () => {
    const me = b();
    await signIn(server, me);
    await prayOnDays(me, [2, 0]); // Sunday 8 and Tuesday 10 March
    const res = await me.get('/api/progress/weekly?startDate=2026-03-08');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { date: '2026-03-08', completed: true },
      { date: '2026-03-09', completed: false },
      { date: '2026-03-10', completed: true },
      { date: '2026-03-11', completed: false },
      { date: '2026-03-12', completed: false },
      { date: '2026-03-13', completed: false },
      { date: '2026-03-14', completed: false },
    ]);
    // Without startDate: the week (from Sunday) of the person's today.
    expect((await me.get('/api/progress/weekly')).body).toEqual(res.body);
  });

  it('refuses a malformed startDate with 400', async () => {
    const me = b();
    await signIn(server, me);
    for (const q of [
      'startDate=2026-13-01',
      'startDate=yesterday',
      'startDate=2026-03-08&startDate=2026-03-01',
      'startDate=',
    ]) {
      const res = await me.get(`/api/progress/weekly?${q}`);
      expect(res.status, q).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await b().get('/api/progress/weekly?startDate=2026-03-08')).status).toBe(401);
  });
});

describe('GET /api/progress/stats', () => {
  it('counts prayers, favorites, reflections and active days', async () => {
    const me = b();
    await signIn(server, me);
    expect((await me.get('/api/progress/stats')).body).toEqual({
      totalPrayers: 0,
      topicPrayers: 0,
      favoritePrayers: 0,
      reflectionsShared: 0,
      daysActive: 0,
    });
    await prayOnDays(me, [1, 0]);
    await me.post(`/api/prayers/${prayerId}/favorite`);
    await me.post(`/api/prayers/${prayerId}/reflections`, { content: 'Thanks', isPublic: false });
    expect((await me.get('/api/progress/stats')).body).toEqual({
      totalPrayers: 2,
      topicPrayers: 0,
      favoritePrayers: 1,
      reflectionsShared: 1,
      daysActive: 2,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await b().get('/api/progress/stats')).status).toBe(401);
  });
});
