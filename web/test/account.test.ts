/** The account: a link code for Telegram/Slack, exporting one's data, deleting the account. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { linkCodes, prayers, sessions, users } from '@dps/db/schema';
import { findOrCreateUserByIdentity } from '@dps/core/accounts/identities';
import { redeemLinkCode } from '@dps/core/accounts/redeem-link-code';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let prayerId: number;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T12:00:00Z' });
  prayerId = (
    // Today's prayer (only the day's prayer can be completed).
    await server.db.db.insert(prayers).values({ kind: 'daily', date: '2026-03-10', title: 'Hope', content: 'c' }).returning()
  )[0]!.id;
});
afterAll(() => server?.close());

const MIN = 60_000;

describe('POST /api/user/link-code', () => {
  it('answers a fresh 8-character code valid 15 minutes; only the newest one stays valid', async () => {
    const me = new Browser(server.url);
    const { user } = await signIn(server, me);
    const res = await me.post('/api/user/link-code');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: expect.stringMatching(/^[23456789A-HJ-NP-Z]{8}$/),
      expiresAt: '2026-03-10T12:15:00.000Z',
    });
    const again = await me.post('/api/user/link-code');
    expect(again.body.code).not.toBe(res.body.code);
    expect(await server.db.db.select().from(linkCodes).where(eq(linkCodes.userId, user.id))).toHaveLength(1);
  });

  it('adds the Telegram deep link when a bot is configured', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    server.config.telegramBotUsername = 'DailyPrayerBot';
    try {
      const res = await me.post('/api/user/link-code');
      expect(res.body.telegramUrl).toBe(`https://t.me/DailyPrayerBot?start=${res.body.code}`);
    } finally {
      server.config.telegramBotUsername = undefined;
    }
  });

  it('GET /api/user/linked-chats tells the owner which chat redeemed a code, and only theirs', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    expect((await me.get('/api/user/linked-chats')).body).toEqual([]);
    const { code } = (await me.post('/api/user/link-code')).body as { code: string };
    const chat = (await findOrCreateUserByIdentity(server.ctx, { provider: 'telegram', subject: '424242', firstName: 'Eve' })).user;
    await redeemLinkCode(server.ctx, { code, fromUserId: chat.id, chat: { channel: 'telegram', id: '424242', name: 'Eve (@eve)' } });
    expect((await me.get('/api/user/linked-chats')).body).toEqual([
      { channel: 'telegram', name: 'Eve (@eve)', linkedAt: '2026-03-10T12:00:00.000Z' },
    ]);
    const other = new Browser(server.url);
    await signIn(server, other);
    expect((await other.get('/api/user/linked-chats')).body).toEqual([]);
    expect((await new Browser(server.url).get('/api/user/linked-chats')).status).toBe(401);
  });

  it('answers 401 without a session', async () => {
    expect((await new Browser(server.url).post('/api/user/link-code')).status).toBe(401);
  });
});

describe('GET /api/user/export', () => {
  it('answers everything of the person’s, and nothing of anyone else’s', async () => {
    const me = new Browser(server.url);
    const other = new Browser(server.url);
    const { user } = await signIn(server, me, { firstName: 'Eve', timeZone: 'Europe/Paris' });
    await signIn(server, other);
    await me.post(`/api/prayers/${prayerId}/complete`);
    await me.post(`/api/prayers/${prayerId}/favorite`);
    await me.post(`/api/prayers/${prayerId}/reflections`, { content: 'Mine', isPublic: false });
    await me.post('/api/user/prayers', { title: 'Own', content: 'words' });
    await me.post('/api/goals', { title: 'Goal', targetDays: 7 });
    await other.post('/api/user/prayers', { title: 'Not mine', content: 'theirs' });

    const res = await me.get('/api/user/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body;
    expect(data.profile).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Eve',
      role: 'user',
      hasPassword: false,
    });
    expect(data.settings).toMatchObject({ timeZone: 'Europe/Paris' });
    expect(data.completions).toEqual([expect.objectContaining({ prayerId, localDate: '2026-03-10' })]);
    expect(data.favorites).toEqual([expect.objectContaining({ prayerId })]);
    expect(data.reflections).toEqual([expect.objectContaining({ content: 'Mine', isPublic: false })]);
    expect(data.prayers).toEqual([expect.objectContaining({ title: 'Own', content: 'words' })]);
    expect(data.goals).toEqual([expect.objectContaining({ title: 'Goal', targetDays: 7 })]);
    expect(res.text).not.toContain('Not mine');
    expect(res.text).not.toMatch(/passwordHash|argon2/);
  });

  it('answers 401 without a session', async () => {
    expect((await new Browser(server.url).get('/api/user/export')).status).toBe(401);
  });
});

describe('DELETE /api/user', () => {
  const userRow = async (id: number) => (await server.db.db.select().from(users).where(eq(users.id, id)))[0];

  it('with a password: refuses a wrong one (401), then deletes everything and signs out', async () => {
    const me = new Browser(server.url);
    const { user } = await signIn(server, me, { password: 'correct horse 7' });
    await me.post('/api/user/prayers', { title: 'Own', content: 'words' });

    for (const body of [{ password: 'wrong password' }, {}, undefined]) {
      const res = await me.delete('/api/user', body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Incorrect password.' });
    }
    // A fresh session does not replace the password, whatever the body claims.
    expect((await me.delete('/api/user', { recentSignIn: true })).status).toBe(401);
    expect(await userRow(user.id)).toBeDefined();

    const res = await me.delete('/api/user', { password: 'correct horse 7' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers.getSetCookie().some((c) => /^dps_session=;/.test(c))).toBe(true);
    expect(me.cookies.has('dps_session')).toBe(false);
    expect(await userRow(user.id)).toBeUndefined();
    expect(await server.db.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await me.get('/api/user/prayers')).status).toBe(401);
  });

  it('without a password: only within 10 minutes of signing in; the body cannot claim it', async () => {
    const me = new Browser(server.url);
    const { user, token } = await signIn(server, me);
    server.clock.advance(11 * MIN);
    try {
      for (const body of [undefined, { recentSignIn: true }]) {
        const res = await me.delete('/api/user', body);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'Please sign in again, then delete your account.' });
      }
      expect(await userRow(user.id)).toBeDefined();
    } finally {
      server.clock.advance(-11 * MIN);
    }
    // Nine minutes after signing in, it goes through.
    server.clock.advance(9 * MIN);
    try {
      me.cookies.set('dps_session', token);
      const res = await me.request('DELETE', '/api/user');
      expect(res.status).toBe(200);
      expect(await userRow(user.id)).toBeUndefined();
    } finally {
      server.clock.advance(-9 * MIN);
    }
  });

  it('refuses a cross-site DELETE (403) and a body that is not JSON (415); answers 401 without a session', async () => {
    const me = new Browser(server.url);
    const { user } = await signIn(server, me);
    const cross = await me.request('DELETE', '/api/user', undefined, {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(cross.status).toBe(403);
    const plain = await me.request('DELETE', '/api/user', 'password=x', { 'Content-Type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect(await userRow(user.id)).toBeDefined();
    expect((await new Browser(server.url).delete('/api/user')).status).toBe(401);
  });
});
