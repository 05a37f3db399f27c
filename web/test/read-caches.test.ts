/**
 * The read caches (decision 238) as people meet them: two app instances on one
 * database (on PostgreSQL each with its own pool, as two processes would be; on PGlite two apps on
 * the one embedded database), each with its own caches, each warmed before the change. Whatever
 * changes — a prayer prayed here, there or in a chat, a favorite, a rest day, a goal, the language,
 * an admin's edit of the day's prayer, a new day, signing out — shows on the very next request to
 * either instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb, queryRows, type DbHandle } from '@dps/db/client';
import { prayers } from '@dps/db/schema';
import { silentLog } from '@dps/core/context';
import { completePrayer } from '@dps/core/prayers/complete-prayer';
import { pickDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { testDbConfig } from '@dps/core/test/create-test-db';
import { withDatabase } from '@dps/core/test/pg-url';
import { SESSION_COOKIE } from '../server/auth/session-cookie';
import { Browser } from './http-client';
import { signIn, type SignedIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

const NOW = '2026-03-10T12:00:00Z'; // Tuesday, in UTC
let one: TestServer;
let two: TestServer;
let secondPool: DbHandle | undefined;

beforeAll(async () => {
  one = await startTestServer({ now: NOW });
  const cfg = testDbConfig();
  let db = one.db;
  if (cfg.kind === 'postgres') {
    const [row] = await queryRows<{ name: string }>(one.db.db, sql`select current_database() as name`);
    secondPool = await createDb({ databaseUrl: withDatabase(cfg.url, row!.name), migrate: false, maxConnections: 3 });
    db = secondPool;
  }
  two = await startTestServer({ now: NOW, db });
});
afterAll(async () => {
  await two?.close();
  await secondPool?.close();
  await one?.close();
});

/** A person signed in, with a browser on each instance carrying the same session cookie. */
async function person(opts: { role?: 'admin' } = {}): Promise<{ me: SignedIn; a: Browser; b: Browser }> {
  const a = new Browser(one.url);
  const me = await signIn(one, a, { timeZone: 'UTC', ...opts });
  const b = new Browser(two.url);
  b.cookies.set(SESSION_COOKIE, me.token);
  return { me, a, b };
}

const PROGRESS = ['/api/prayers/daily', '/api/progress/streak', '/api/progress/weekly', '/api/progress/stats', '/api/progress/year?year=2026', '/api/goals'];

/** Every cached read once on both instances, so a stale answer would be there to give. */
async function warm(...browsers: Browser[]) {
  for (const br of browsers) for (const path of PROGRESS) expect((await br.get(path)).status).toBe(200);
}

const setClocks = (at: string) => {
  one.clock.set(at);
  two.clock.set(at);
};

describe('two instances, one database', () => {
  it('a prayer prayed on one instance shows on the next request to the other: Today, streak, week, statistics, year', async () => {
    const { a, b } = await person();
    await warm(a, b);
    const before = (await b.get('/api/prayers/daily')).body;
    expect(before.isCompleted).toBe(false);
    expect((await b.get('/api/progress/stats')).body.totalPrayers).toBe(0);

    expect((await a.post(`/api/prayers/${before.id}/complete`)).status).toBe(200);

    for (const br of [b, a]) {
      expect((await br.get('/api/prayers/daily')).body).toMatchObject({ id: before.id, isCompleted: true });
      expect((await br.get('/api/progress/streak')).body).toMatchObject({ streak: 1, bestStreak: 1 });
      const week = (await br.get('/api/progress/weekly')).body as { date: string; completed: boolean }[];
      expect(week.find((d) => d.date === '2026-03-10')).toEqual({ date: '2026-03-10', completed: true });
      expect((await br.get('/api/progress/stats')).body).toMatchObject({ totalPrayers: 1, daysActive: 1 });
      const year = (await br.get('/api/progress/year?year=2026')).body as { marks: string; daysPrayed: number };
      // 10 March is the 69th day of 2026.
      expect(year.marks[68]).toBe('p');
      expect(year.daysPrayed).toBe(1);
    }
  });

  it('a favorite saved on the other instance shows at once (Today’s heart and the statistics)', async () => {
    const { a, b } = await person();
    await warm(a, b);
    const { id } = (await a.get('/api/prayers/daily')).body;
    expect((await b.post(`/api/prayers/${id}/favorite`)).status).toBe(200);
    expect((await a.get('/api/prayers/daily')).body.isFavorited).toBe(true);
    expect((await a.get('/api/progress/stats')).body.favoritePrayers).toBe(1);
    expect((await a.delete(`/api/prayers/${id}/favorite`)).status).toBe(200);
    expect((await b.get('/api/prayers/daily')).body.isFavorited).toBe(false);
    expect((await b.get('/api/progress/stats')).body.favoritePrayers).toBe(0);
  });

  it('a prayer prayed in a chat, through no instance at all, shows on both', async () => {
    const { me, a, b } = await person();
    await warm(a, b);
    const { id } = (await a.get('/api/prayers/daily')).body;
    const chat = { db: one.db.db, clock: one.clock, log: silentLog, userId: me.user.id, timeZone: 'UTC' };
    await completePrayer(chat, { prayerId: id, source: 'telegram' });
    for (const br of [a, b]) {
      expect((await br.get('/api/prayers/daily')).body.isCompleted).toBe(true);
      expect((await br.get('/api/progress/streak')).body.streak).toBe(1);
    }
  });

  it('a rest day, a goal and the language chosen on one instance show on the other', async () => {
    const { a, b } = await person();
    await warm(a, b);
    const english = (await b.get('/api/prayers/daily')).body;

    // The write's own answer is what it wrote, though the same instance had the rhythm cached.
    expect((await a.put('/api/rhythm/rest-day', { weekday: 0 })).body.restDay).toBe(0);
    expect((await b.get('/api/progress/streak')).body.restDay).toBe(0);

    expect((await a.post('/api/goals', { title: 'Lent', targetDays: 40, startDate: '2026-03-01' })).status).toBe(200);
    expect((await b.get('/api/goals')).body).toEqual([expect.objectContaining({ title: 'Lent', targetDays: 40 })]);

    expect((await a.put('/api/user/settings', { language: 'es' })).status).toBe(200);
    const spanish = await pickDailyPrayer(one.ctx, { date: '2026-03-10', language: 'es' });
    expect((await b.get('/api/prayers/daily')).body.id).toBe(spanish!.id);
    expect((await a.get('/api/prayers/daily')).body.id).toBe(spanish!.id);
    expect((await a.put('/api/user/settings', { language: 'en' })).status).toBe(200);
    expect((await b.get('/api/prayers/daily')).body.id).toBe(english.id);
  });

  it('an admin’s edit of a prayer shows on every instance at once, for everyone', async () => {
    const { a: adminA, b: adminB } = await person({ role: 'admin' });
    const { a, b } = await person();
    const [topic] = await queryRows<{ id: number }>(one.db.db, sql`select min(id)::int as id from topics`);
    const [today] = await one.db.db
      .insert(prayers)
      .values({ kind: 'daily', title: 'For the tenth', content: 'Scheduled for today.', date: '2026-03-10', topicId: topic!.id })
      .returning({ id: prayers.id });
    await warm(a, b);
    for (const br of [a, b]) expect((await br.get('/api/prayers/daily')).body).toMatchObject({ id: today!.id, title: 'For the tenth' });

    // Today's prayer corrected in place (a live date allows nothing else), on one instance and then the other.
    const form = { title: 'For the tenth, amended', content: 'Scheduled for today.', date: '2026-03-10', topic_id: topic!.id };
    expect((await adminA.put(`/api/admin/daily-prayers/${today!.id}`, form)).status).toBe(200);
    for (const br of [b, a]) expect((await br.get('/api/prayers/daily')).body.title).toBe('For the tenth, amended');
    expect((await adminB.put(`/api/admin/daily-prayers/${today!.id}`, { ...form, content: 'Corrected text.' })).status).toBe(200);
    for (const br of [a, b]) expect((await br.get('/api/prayers/daily')).body.content).toBe('Corrected text.');

    // A date not begun anywhere yet: the person reads it through instance two, whose clock is there already.
    two.clock.set('2026-03-12T12:00:00Z');
    try {
      const library = (await b.get('/api/prayers/daily')).body;
      expect(library.date).toBe('2026-03-12');
      const created = await adminA.post('/api/admin/daily-prayer', {
        title: 'For the twelfth',
        content: 'Scheduled ahead.',
        date: '2026-03-12',
        topic_id: topic!.id,
        is_daily: true,
      });
      expect(created.status).toBe(200);
      expect((await b.get('/api/prayers/daily')).body).toMatchObject({ id: created.body.id, title: 'For the twelfth' });
      expect((await adminA.delete(`/api/admin/daily-prayers/${created.body.id}`)).status).toBe(200);
      expect((await b.get('/api/prayers/daily')).body).toMatchObject({ id: library.id, title: library.title });
    } finally {
      two.clock.set(NOW);
    }
  });

  it('a new day is a new answer without any write: the next day’s prayer, the streak still open, the new week', async () => {
    const { a, b } = await person();
    const first = (await a.get('/api/prayers/daily')).body;
    await a.post(`/api/prayers/${first.id}/complete`);
    await warm(a, b);
    try {
      // Sunday 15 March, 00:30: five days later; the streak is gone, the week is a new one.
      setClocks('2026-03-15T00:30:00Z');
      for (const br of [a, b]) {
        const daily = (await br.get('/api/prayers/daily')).body;
        expect(daily).toMatchObject({ date: '2026-03-15', isCompleted: false });
        expect(daily.id).not.toBe(first.id);
        expect((await br.get('/api/progress/streak')).body).toMatchObject({ today: '2026-03-15', streak: 0, bestStreak: 1 });
        expect(((await br.get('/api/progress/weekly')).body as { date: string }[])[0]!.date).toBe('2026-03-15');
        expect((await br.get('/api/progress/year?year=2026')).body.missedDays).toBe(4);
      }
      // Back to the day prayed: the same answers as before (a clock moved back is a different key, not a stale one).
      setClocks(NOW);
      expect((await b.get('/api/progress/streak')).body).toMatchObject({ today: '2026-03-10', streak: 1 });
      expect((await b.get('/api/prayers/daily')).body).toMatchObject({ id: first.id, isCompleted: true });
    } finally {
      setClocks(NOW);
    }
  });

  it('signing out on one instance signs out on the other at once', async () => {
    const { a, b } = await person();
    await warm(a, b);
    expect((await a.post('/auth/logout')).status).toBe(200);
    for (const path of PROGRESS) expect((await b.get(path)).status).toBe(401);
  });

  it('one person’s cached answers are never another’s', async () => {
    const first = await person();
    const second = await person();
    const { id } = (await first.a.get('/api/prayers/daily')).body;
    await first.a.post(`/api/prayers/${id}/complete`);
    await first.a.post(`/api/prayers/${id}/favorite`);
    await warm(first.a, first.b);
    for (const br of [second.a, second.b]) {
      expect((await br.get('/api/prayers/daily')).body).toMatchObject({ id, isCompleted: false, isFavorited: false });
      expect((await br.get('/api/progress/streak')).body.streak).toBe(0);
      expect((await br.get('/api/progress/stats')).body.totalPrayers).toBe(0);
    }
  });
});
