/** Prayer goals over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T12:00:00Z' });
});
afterAll(() => server?.close());

describe('POST /api/goals', () => {
  it('creates a goal in the contract’s shape', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    const res = await me.post('/api/goals', { title: ' Pray daily ', targetDays: 21, startDate: '2026-03-10' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: 'Pray daily',
      targetDays: 21,
      startDate: '2026-03-10',
      isActive: true,
    });
    // startDate defaults to the person's today; "30" as text is 30.
    const tz = new Browser(server.url);
    await signIn(server, tz, { timeZone: 'Pacific/Kiritimati' });
    expect((await tz.post('/api/goals', { title: 'Month', targetDays: '30' })).body).toMatchObject({
      targetDays: 30,
      startDate: '2026-03-11',
    });
  });

  it('answers "Missing Title" and "Invalid Days" as the spec says', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    for (const title of ['', '   ', undefined, null]) {
      const res = await me.post('/api/goals', { title, targetDays: 21, startDate: '2026-03-10' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Please enter a goal title.', title: 'Missing Title' });
    }
    for (const targetDays of [0, -3, 2.5, 'abc', '', null, undefined, true]) {
      const res = await me.post('/api/goals', { title: 'G', targetDays, startDate: '2026-03-10' });
      expect(res.status, String(targetDays)).toBe(400);
      expect(res.body).toEqual({ error: 'Please enter a valid number of days.', title: 'Invalid Days' });
    }
    expect((await me.get('/api/goals')).body).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await new Browser(server.url).post('/api/goals', { title: 'G', targetDays: 3 })).status).toBe(401);
  });
});

describe('GET /api/goals', () => {
  it('lists active goals newest first with daysCompleted and percent', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    // Today's prayer: only the day's prayer can be completed.
    const pid = (await me.get('/api/prayers/daily')).body.id as number;
    const a = (await me.post('/api/goals', { title: 'Three', targetDays: 3, startDate: '2026-03-09' })).body;
    const c = (await me.post('/api/goals', { title: 'Ten', targetDays: 10, startDate: '2026-03-09' })).body;
    await me.post(`/api/prayers/${pid}/complete`);
    const res = await me.get('/api/goals');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { ...c, daysCompleted: 1, percent: 10 },
      { ...a, daysCompleted: 1, percent: 33 },
    ]);
  });

  it('answers 401 without a session', async () => {
    expect((await new Browser(server.url).get('/api/goals')).status).toBe(401);
  });
});
