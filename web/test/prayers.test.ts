/** The daily prayer, completing and saving it, time zones, and how the server takes (or refuses) requests. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { completions, favorites, prayers, users } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let today: { id: number };
let tomorrow: { id: number };

beforeAll(async () => {
  // 15:00 UTC on 10 March: already 11 March (05:00) on Kiritimati, still 10 March (04:00) in Pago Pago.
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
  const add = async (title: string, date: string) =>
    (
      await server.db.db
        .insert(prayers)
        .values({
          kind: 'daily',
          title,
          content: `Content of ${title}`,
          scripture: 'Be still.',
          scriptureReference: 'Psalm 46:10',
          date,
        })
        .returning({ id: prayers.id })
    )[0]!;
  today = await add('Prayer of the tenth', '2026-03-10');
  tomorrow = await add('Prayer of the eleventh', '2026-03-11');
});
afterAll(() => server?.close());

const browser = () => new Browser(server.url);

describe('GET /api/prayers/daily', () => {
  it('answers the prayer of the person’s local day with exactly the contract’s fields', async () => {
    const b = browser();
    await signIn(server, b, { timeZone: 'UTC' });
    const res = await b.get('/api/prayers/daily');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: today.id,
      title: 'Prayer of the tenth',
      content: 'Content of Prayer of the tenth',
      scripture: 'Be still.',
      scriptureReference: 'Psalm 46:10',
      date: '2026-03-10',
      isFavorited: false,
      isCompleted: false,
    });
  });

  it('answers 401 { error: "Unauthorized" } without a session', async () => {
    const res = await browser().get('/api/prayers/daily');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'Unauthorized' });
  });

  it('answers 401 for a cookie that names no session', async () => {
    const b = browser();
    b.cookies.set('dps_session', 'x'.repeat(43));
    expect((await b.get('/api/prayers/daily')).status).toBe(401);
  });
});

describe('time zones', () => {
  it('Kiritimati and Pago Pago see different days at the same instant, and complete on their own day', async () => {
    const east = browser();
    const west = browser();
    const { user: eastUser } = await signIn(server, east, { timeZone: 'Pacific/Kiritimati' });
    await signIn(server, west, { timeZone: 'Pacific/Pago_Pago' });

    const e = (await east.get('/api/prayers/daily')).body;
    const w = (await west.get('/api/prayers/daily')).body;
    expect([e.date, e.id]).toEqual(['2026-03-11', tomorrow.id]);
    expect([w.date, w.id]).toEqual(['2026-03-10', today.id]);

    const done = await east.post(`/api/prayers/${e.id}/complete`);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ completed: true, localDate: '2026-03-11', alreadyCompleted: false });
    const [row] = await server.db.db.select().from(completions).where(eq(completions.userId, eastUser.id));
    expect(row?.localDate).toBe('2026-03-11');
    expect((await west.post(`/api/prayers/${w.id}/complete`)).body.localDate).toBe('2026-03-10');
  });
});

describe('POST /api/prayers/:id/complete', () => {
  it('completes once per day, without a body or a Content-Type, and the daily prayer then says so', async () => {
    const b = browser();
    await signIn(server, b);
    const res = await b.request('POST', `/api/prayers/${today.id}/complete`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ completed: true, localDate: '2026-03-10', alreadyCompleted: false });
    expect((await b.post(`/api/prayers/${today.id}/complete`)).body).toEqual({
      completed: true,
      localDate: '2026-03-10',
      alreadyCompleted: true,
    });
    expect((await b.get('/api/prayers/daily')).body.isCompleted).toBe(true);
  });

  it('accepts the empty JSON object too', async () => {
    const b = browser();
    await signIn(server, b);
    expect((await b.post(`/api/prayers/${today.id}/complete`, {})).status).toBe(200);
  });

  it('answers 404 for an unknown or malformed prayer id, and 401 without a session', async () => {
    const b = browser();
    await signIn(server, b);
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
      const res = await b.post(`/api/prayers/${id}/complete`);
      expect(res.status, id).toBe(404);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await browser().post(`/api/prayers/${today.id}/complete`)).status).toBe(401);
  });
});

describe('POST /api/prayers/:id/favorite', () => {
  it('saves once, bodiless, and the daily prayer shows the heart filled', async () => {
    const b = browser();
    await signIn(server, b);
    expect((await b.post(`/api/prayers/${today.id}/favorite`)).body).toEqual({ favorited: true, alreadySaved: false });
    expect((await b.post(`/api/prayers/${today.id}/favorite`)).body).toEqual({ favorited: true, alreadySaved: true });
    expect((await b.get('/api/prayers/daily')).body.isFavorited).toBe(true);
  });

  it('answers 404 for an unknown prayer, 401 without a session', async () => {
    const b = browser();
    await signIn(server, b);
    expect((await b.post('/api/prayers/987654/favorite')).status).toBe(404);
    expect((await browser().post(`/api/prayers/${today.id}/favorite`)).status).toBe(401);
  });
});

describe('how requests are taken', () => {
  it('refuses a cross-site POST that carries the cookie (403), and nothing changes', async () => {
    const b = browser();
    const { user } = await signIn(server, b);
    for (const headers of [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-site' },
    ]) {
      const res = await b.request('POST', `/api/prayers/${today.id}/complete`, undefined, headers);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('This request must come from the app itself.');
      const fav = await b.request('POST', `/api/prayers/${today.id}/favorite`, undefined, headers);
      expect(fav.status).toBe(403);
    }
    const rows = await server.db.db
      .select()
      .from(completions)
      .where(and(eq(completions.userId, user.id)));
    expect(rows).toHaveLength(0);
    expect(await server.db.db.select().from(favorites).where(eq(favorites.userId, user.id))).toHaveLength(0);
  });

  it('refuses a foreign Origin even without Sec-Fetch-Site', async () => {
    const b = browser();
    await signIn(server, b);
    const res = await b.request(
      'POST',
      '/api/goals',
      { title: 'x', targetDays: 3 },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': '' },
    );
    expect(res.status).toBe(403);
  });

  it('answers 415 for a text/plain body, 400 for malformed JSON, 413 for a body over 100 KB', async () => {
    const b = browser();
    await signIn(server, b);
    const plain = await b.request('POST', '/api/user/prayers', '{"title":"a","content":"b"}', {
      'Content-Type': 'text/plain',
    });
    expect(plain.status).toBe(415);
    expect(plain.body).toEqual({ error: 'Send the request body as JSON.' });
    const form = await b.request('POST', '/api/goals', 'title=a&targetDays=3', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);

    const bad = await b.request('POST', '/api/user/prayers', '{"title": "a",', { 'Content-Type': 'application/json' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'The request body is not valid JSON.' });

    const big = await b.post('/api/user/prayers', { title: 'Big', content: 'x'.repeat(101 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: 'The request is too large.' });
    expect((await b.get('/api/user/prayers')).body).toEqual([]);
  });

  it('refuses text with a NUL character (PostgreSQL cannot store it) with a 400, not a 500', async () => {
    const b = browser();
    await signIn(server, b);
    const refusal = { error: 'The text contains a character that cannot be saved.', title: 'Invalid Text' };
    for (const [path, body] of [
      ['/api/user/prayers', { title: 'a\u0000b', content: 'c' }],
      ['/api/goals', { title: 'g', targetDays: 3, nested: [{ deep: '\u0000' }] }],
      ['/api/contact', { name: 'n\u0000', email: 'a@b.co', subject: 's', message: 'm' }],
      [`/api/prayers/${today.id}/reflections`, { content: '\u0000' }],
    ] as const) {
      const res = await b.post(path, body);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual(refusal);
    }
    expect((await b.get('/api/user/prayers')).body).toEqual([]);
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const b = browser();
    await signIn(server, b);
    const res = await b.get('/api/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
    expect((await b.request('PATCH', '/api/prayers/daily')).status).toBe(404);
  });

  it('never lets a body choose the role (mass assignment)', async () => {
    const b = browser();
    const { user } = await signIn(server, b);
    const evil = { role: 'admin', userId: 1, id: 1, is_admin: true };
    await b.post(`/api/prayers/${today.id}/complete`, evil);
    await b.post(`/api/prayers/${today.id}/favorite`, evil);
    await b.post('/api/user/prayers', { title: 'T', content: 'C', ...evil });
    await b.post('/api/goals', { title: 'G', targetDays: 3, ...evil });
    await b.post(`/api/prayers/${today.id}/reflections`, { content: 'R', ...evil });
    const [row] = await server.db.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('user');
    expect((await b.get('/api/admin/daily-prayers')).status).toBe(403);
  });
});

describe('unpublished means unpublished (decision 071)', () => {
  let scheduled: { id: number };
  let yesterday: { id: number };
  beforeAll(async () => {
    const add = async (title: string, date: string) =>
      (await server.db.db.insert(prayers).values({ kind: 'daily', title, content: 'Not yet', date }).returning({ id: prayers.id }))[0]!;
    scheduled = await add('Scheduled for April', '2026-04-01');
    yesterday = await add('Prayer of the ninth', '2026-03-09');
  });

  it('an admin-scheduled future prayer answers 404 exactly like a missing one to complete, save and its reflections', async () => {
    const b = browser();
    const { user } = await signIn(server, b, { timeZone: 'UTC' });
    const calls = (id: number) => [
      b.post(`/api/prayers/${id}/complete`),
      b.post(`/api/prayers/${id}/complete`, { at: '2026-03-10T14:00:00Z' }),
      b.post(`/api/prayers/${id}/favorite`),
      b.get(`/api/prayers/${id}/reflections`),
      b.post(`/api/prayers/${id}/reflections`, { content: 'guess', isPublic: true, prayerId: id }),
    ];
    const missing = (await Promise.all(calls(999_990))).map((r) => [r.status, r.body]);
    expect(missing.every(([status]) => status === 404)).toBe(true);
    expect((await Promise.all(calls(scheduled.id))).map((r) => [r.status, r.body])).toEqual(missing);
    expect(await server.db.db.select().from(completions).where(eq(completions.userId, user.id))).toHaveLength(0);
    expect(await server.db.db.select().from(favorites).where(eq(favorites.userId, user.id))).toHaveLength(0);
    expect((await b.get('/api/favorites')).body).toEqual([]);
  });

  it("yesterday's prayer cannot be completed today (409, the streak does not move); it can still be saved", async () => {
    const b = browser();
    await signIn(server, b, { timeZone: 'UTC' });
    const res = await b.post(`/api/prayers/${yesterday.id}/complete`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("Only today's prayer can be marked as prayed. Open today's prayer to pray it.");
    expect((await b.get('/api/progress/streak')).body).toMatchObject({ streak: 0, bestStreak: 0 });
    expect((await b.post(`/api/prayers/${yesterday.id}/favorite`)).status).toBe(200);
  });

  it('{ "at": <ISO instant> } dates a tap made before midnight and sent after it; a bad or future `at` is 400', async () => {
    const b = browser();
    const { user } = await signIn(server, b, { timeZone: 'UTC' });
    const late = await b.post(`/api/prayers/${yesterday.id}/complete`, { at: '2026-03-09T23:55:00Z' });
    expect(late.status).toBe(200);
    expect(late.body).toEqual({ completed: true, localDate: '2026-03-09', alreadyCompleted: false });
    const nulled = await b.post(`/api/prayers/${today.id}/complete`, { at: null });
    expect(nulled.body).toEqual({ completed: true, localDate: '2026-03-10', alreadyCompleted: false });
    expect((await b.get('/api/progress/streak')).body).toMatchObject({ streak: 2, bestStreak: 2 });
    for (const [at, error] of [
      ['2026-03-10T16:00:00Z', 'at cannot be in the future.'],
      ['2026-03-06T12:00:00Z', 'That prayer was marked too long ago to count (more than 72 hours).'],
      ['tonight', 'at must be an ISO date-time, for example 2026-03-10T08:30:00Z.'],
      [1741600000000, 'at must be an ISO date-time, for example 2026-03-10T08:30:00Z.'],
    ] as const) {
      const res = await b.post(`/api/prayers/${today.id}/complete`, { at });
      expect(res.status, String(at)).toBe(400);
      expect(res.body.error).toBe(error);
    }
    const rows = await server.db.db.select().from(completions).where(eq(completions.userId, user.id));
    expect(rows.map((r) => [r.localDate, r.createdAt.toISOString()]).sort()).toEqual([
      ['2026-03-09', '2026-03-09T23:55:00.000Z'],
      ['2026-03-10', '2026-03-10T15:00:00.000Z'],
    ]);
  });
});

describe('no daily prayer at all', () => {
  // Last: it empties the prayer pool of this file's database.
  it('answers null when neither a scheduled nor a library prayer exists', async () => {
    const b = browser();
    await signIn(server, b);
    await server.db.db.delete(prayers).where(inArray(prayers.kind, ['daily', 'library']));
    const res = await b.get('/api/prayers/daily');
    expect(res.status).toBe(200);
    expect(res.text).toBe('null');
  });
});
