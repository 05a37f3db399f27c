/** Settings over HTTP, including that nobody can set anything but the four settings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
});
afterAll(() => server?.close());

describe('GET /api/user/settings', () => {
  it('answers the defaults with the person’s time zone', async () => {
    const me = new Browser(server.url);
    await signIn(server, me, { timeZone: 'America/New_York' });
    const res = await me.get('/api/user/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      notifications: true,
      dailyReminders: false,
      reminderTime: '08:00',
      timeZone: 'America/New_York',
      theme: 'system',
      textSize: 'default',
      emailReminders: false,
      telegramReminders: true,
      slackReminders: true,
      reminderOrder: ['telegram', 'slack', 'push', 'email'],
      reminderEveryChannel: false,
      bibleVersion: 'web',
      language: 'en',
      awayVisibleToLeaders: false,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await new Browser(server.url).get('/api/user/settings')).status).toBe(401);
  });
});

describe('PUT /api/user/settings', () => {
  it('saves any subset and answers the new settings', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    expect((await me.put('/api/user/settings', { dailyReminders: true })).body).toEqual({
      notifications: true,
      dailyReminders: true,
      reminderTime: '08:00',
      timeZone: 'UTC',
      theme: 'system',
      textSize: 'default',
      emailReminders: false,
      telegramReminders: true,
      slackReminders: true,
      reminderOrder: ['telegram', 'slack', 'push', 'email'],
      reminderEveryChannel: false,
      bibleVersion: 'web',
      language: 'en',
      awayVisibleToLeaders: false,
    });
    expect((await me.put('/api/user/settings', { reminderTime: '06:45', notifications: false })).body).toEqual({
      notifications: false,
      dailyReminders: true,
      reminderTime: '06:45',
      timeZone: 'UTC',
      theme: 'system',
      textSize: 'default',
      emailReminders: false,
      telegramReminders: true,
      slackReminders: true,
      reminderOrder: ['telegram', 'slack', 'push', 'email'],
      reminderEveryChannel: false,
      bibleVersion: 'web',
      language: 'en',
      awayVisibleToLeaders: false,
    });
    expect((await me.get('/api/user/settings')).body.reminderTime).toBe('06:45');
  });

  it('a new time zone moves the person’s today at once', async () => {
    const me = new Browser(server.url);
    await signIn(server, me, { timeZone: 'Pacific/Pago_Pago' });
    expect((await me.get('/api/prayers/daily')).body.date).toBe('2026-03-10');
    expect((await me.put('/api/user/settings', { timeZone: 'Pacific/Kiritimati' })).status).toBe(200);
    expect((await me.get('/api/prayers/daily')).body.date).toBe('2026-03-11');
  });

  it('refuses bad values with a readable 400', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    const cases: [unknown, string][] = [
      [{ reminderTime: '25:00' }, 'Please choose a valid reminder time, like 8am, 7:30 pm, 19:00 or noon.'],
      [{ reminderTime: 8 }, 'Please choose a valid reminder time, like 8am, 7:30 pm, 19:00 or noon.'],
      [{ timeZone: 'Mars/Olympus' }, 'I could not find that time zone. Try a city (Berlin, New York, São Paulo), an abbreviation (EST, CET) or a name like Europe/London.'],
      [{}, 'Nothing to update.'],
    ];
    for (const [body, error] of cases) {
      const res = await me.put('/api/user/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect((await me.put('/api/user/settings', { notifications: 'yes' })).status).toBe(400);
    expect((await me.get('/api/user/settings')).body).toEqual({
      notifications: true,
      dailyReminders: false,
      reminderTime: '08:00',
      timeZone: 'UTC',
      theme: 'system',
      textSize: 'default',
      emailReminders: false,
      telegramReminders: true,
      slackReminders: true,
      reminderOrder: ['telegram', 'slack', 'push', 'email'],
      reminderEveryChannel: false,
      bibleVersion: 'web',
      language: 'en',
      awayVisibleToLeaders: false,
    });
  });

  it('refuses unknown keys such as role (no mass assignment), and changes nothing', async () => {
    const me = new Browser(server.url);
    const { user } = await signIn(server, me);
    for (const body of [
      { role: 'admin' },
      { notifications: false, role: 'admin' },
      { userId: 1 },
      { email: 'x@y.z' },
    ]) {
      const res = await me.put('/api/user/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(/^Unknown setting: /);
    }
    const [row] = await server.db.db
      .select({ role: users.role, email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ role: 'user', email: user.email });
    expect((await me.get('/api/user/settings')).body.notifications).toBe(true);
    expect((await me.get('/api/admin/daily-prayers')).status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await new Browser(server.url).put('/api/user/settings', { notifications: false })).status).toBe(401);
  });
});
