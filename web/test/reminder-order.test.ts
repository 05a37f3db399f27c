/** The reminder order and "every channel" over HTTP (decision 222): validated, stored complete, shown with the channels. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
});
afterAll(() => server?.close());

describe('PUT /api/user/settings: reminderOrder and reminderEveryChannel', () => {
  it('stores a partial order complete (the rest in the default order) and shows it with the channels', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    const res = await me.put('/api/user/settings', { reminderOrder: ['email', 'push'], reminderEveryChannel: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reminderOrder: ['email', 'push', 'telegram', 'slack'], reminderEveryChannel: true });
    const channels = await me.get('/api/user/reminder-channels');
    expect(channels.body).toMatchObject({ order: ['email', 'push', 'telegram', 'slack'], everyChannel: true });
  });

  it('refuses an unknown channel, a repeated one, an empty list or a non-boolean with a clear 400, and changes nothing', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    const bad = 'Please list the reminder channels (telegram, slack, push, email), each at most once.';
    for (const reminderOrder of [['fax'], ['email', 'email'], [], 'email', [1], ['telegram', 'slack', 'push', 'email', 'push']]) {
      const res = await me.put('/api/user/settings', { reminderOrder });
      expect(res.status, JSON.stringify(reminderOrder)).toBe(400);
      expect(res.body.error).toBe(bad);
    }
    const flag = await me.put('/api/user/settings', { reminderEveryChannel: 'yes' });
    expect(flag.status).toBe(400);
    expect(flag.body.error).toBe('reminderEveryChannel must be true or false.');
    expect((await me.get('/api/user/settings')).body).toMatchObject({
      reminderOrder: ['telegram', 'slack', 'push', 'email'],
      reminderEveryChannel: false,
    });
  });
});
