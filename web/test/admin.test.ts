/** The content admin's calls: admins only, the spec's form and its validation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prayers, topics } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let admin: Browser;
let user: Browser;
let topicId: number;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T12:00:00Z' });
  admin = new Browser(server.url);
  user = new Browser(server.url);
  await signIn(server, admin, { role: 'admin' });
  await signIn(server, user);
  topicId = (await server.db.db.insert(topics).values({ name: 'Admin topic' }).returning())[0]!.id;
});
afterAll(() => server?.close());

const form = () => ({
  title: 'Scheduled',
  content: 'A prayer for the day.',
  scripture: 'Yahweh is my shepherd; I shall lack nothing.',
  scripture_reference: 'Psalm 23:1',
  topic_id: topicId,
  date: '2026-03-12',
  is_daily: true as const,
});

describe('POST /api/admin/daily-prayer', () => {
  it('creates a daily prayer from the spec’s snake_case form and answers it in the admin shape', async () => {
    const res = await admin.post('/api/admin/daily-prayer', form());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: 'Scheduled',
      content: 'A prayer for the day.',
      scripture: 'Yahweh is my shepherd; I shall lack nothing.',
      scriptureReference: 'Psalm 23:1',
      topicId,
      topicName: 'Admin topic',
      date: '2026-03-12',
      language: 'en',
    });
    // It becomes that day's prayer.
    server.clock.set('2026-03-12T12:00:00Z');
    try {
      expect((await user.get('/api/prayers/daily')).body).toMatchObject({ id: res.body.id, title: 'Scheduled' });
    } finally {
      server.clock.set('2026-03-10T12:00:00Z');
    }
  });

  it('answers "Validation Error" / "Please fill in all required fields" for a missing title, content, topic or date', async () => {
    const before = (await admin.get('/api/admin/daily-prayers')).body.length;
    for (const missing of ['title', 'content', 'topic_id', 'date'] as const) {
      for (const value of [undefined, '', '   ']) {
        const body: Record<string, unknown> = { ...form(), [missing]: value };
        const res = await admin.post('/api/admin/daily-prayer', body);
        expect(res.status, `${missing}=${JSON.stringify(value)}`).toBe(400);
        expect(res.body).toEqual({ error: 'Please fill in all required fields', title: 'Validation Error' });
      }
    }
    // Scripture and its reference are optional.
    const ok = await admin.post('/api/admin/daily-prayer', {
      ...form(),
      date: '2026-03-13',
      scripture: '',
      scripture_reference: undefined,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ scripture: null, scriptureReference: null });
    expect((await admin.get('/api/admin/daily-prayers')).body).toHaveLength(before + 1);
  });

  it('refuses an unknown topic and a malformed date', async () => {
    expect((await admin.post('/api/admin/daily-prayer', { ...form(), topic_id: 999999 })).body).toEqual({
      error: 'Please choose a valid topic.',
      title: 'Validation Error',
    });
    const bad = await admin.post('/api/admin/daily-prayer', { ...form(), date: '12/03/2026' });
    expect(bad.status).toBe(400);
    expect(bad.body.title).toBe('Validation Error');
  });

  it('answers 403 "Access Denied" to a non-admin and creates nothing; 401 without a session', async () => {
    const count = async () => (await server.db.db.select().from(prayers)).length;
    const before = await count();
    const res = await user.post('/api/admin/daily-prayer', form());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "You don't have permission to access this page.", title: 'Access Denied' });
    expect(await count()).toBe(before);
    expect((await new Browser(server.url).post('/api/admin/daily-prayer', form())).status).toBe(401);
  });
});

describe('GET /api/admin/daily-prayers', () => {
  it('lists scheduled prayers for an admin, newest date first', async () => {
    await admin.post('/api/admin/daily-prayer', { ...form(), title: 'Later', date: '2026-04-01' });
    const res = await admin.get('/api/admin/daily-prayers');
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      title: 'Later',
      content: 'A prayer for the day.',
      scripture: 'Yahweh is my shepherd; I shall lack nothing.',
      scriptureReference: 'Psalm 23:1',
      topicId,
      topicName: 'Admin topic',
      date: '2026-04-01',
      language: 'en',
    });
    const dates = res.body.map((p: any) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers 403 to a non-admin and 401 without a session', async () => {
    const res = await user.get('/api/admin/daily-prayers');
    expect(res.status).toBe(403);
    expect(res.body.title).toBe('Access Denied');
    expect((await new Browser(server.url).get('/api/admin/daily-prayers')).status).toBe(401);
  });
});
