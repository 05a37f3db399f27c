/** Register, login, logout and the signed-in user, through the real listening server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';
import { IpBrowser } from './fakes/ip-browser';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const browser = () => new IpBrowser(s.url);
let n = 0;
const freshEmail = () => `person-${++n}@example.test`;

function sessionCookieOf(setCookies: string[]) {
  return setCookies.find((c) => c.startsWith('dps_session='));
}

describe('POST /auth/register', () => {
  it('creates the account, signs the person in with an HttpOnly SameSite=Lax cookie and answers the User', async () => {
    const b = browser();
    const res = await b.post('/auth/register', {
      email: '  Miriam@Example.TEST ',
      password: 'timbrel-song-7',
      firstName: 'Miriam',
      lastName: 'Amram',
      timeZone: 'Europe/Paris',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      firstName: 'Miriam',
      lastName: 'Amram',
      email: 'miriam@example.test',
      profileImageUrl: null,
      role: 'user',
      // The address is not confirmed yet: its link is on the way (a dev server answers it; decision 279).
      emailConfirmation: { sent: true, confirmUrl: expect.stringMatching(/\/confirm-email\?token=/) },
    });
    const { emailConfirmation: _sent, ...user } = res.body;
    const cookie = sessionCookieOf(res.headers.getSetCookie());
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // http APP_URL
    expect((await b.get('/auth/user')).body).toEqual(user);
    expect((await b.get('/api/auth/user')).body).toEqual(user);
  });

  it('the cookie is Secure when APP_URL is https', async () => {
    const t = await startTestServer({ db: s.db, config: { appUrl: 'https://prayer.example' } });
    try {
      const res = await new IpBrowser(t.url).post('/auth/register', { email: freshEmail(), password: 'hidden-manna-3', firstName: 'Lydia' });
      expect(res.status).toBe(200);
      expect(sessionCookieOf(res.headers.getSetCookie())).toMatch(/;\s*Secure/i);
    } finally {
      await t.close();
    }
  });

  it('last name and time zone are optional', async () => {
    const res = await browser().post('/auth/register', { email: freshEmail(), password: 'mustard-seed-9', firstName: 'Dorcas' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Dorcas', lastName: '' });
  });

  it.each([
    [{ password: 'mustard-seed-9', firstName: 'A' }, 'Please fill in all required fields'],
    [{ email: 'x@example.test', firstName: 'A' }, 'Please fill in all required fields'],
    [{ email: 'x@example.test', password: 'mustard-seed-9' }, 'Please fill in all required fields'],
    [{ email: 'x@example.test', password: 'mustard-seed-9', firstName: '   ' }, 'Please fill in all required fields'],
    [{ email: 'not-an-email', password: 'mustard-seed-9', firstName: 'A' }, 'Please enter a valid email address.'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await browser().post('/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a short password and a common one with the spec titles', async () => {
    const short = await browser().post('/auth/register', { email: freshEmail(), password: 'abc12', firstName: 'A' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ error: 'Password must be at least 6 characters long', title: 'Password too short' });
    const common = await browser().post('/auth/register', { email: freshEmail(), password: 'password', firstName: 'A' });
    expect(common.status).toBe(400);
    expect(common.body).toEqual({
      error: 'This password is too common. Please choose a less common one.',
      title: 'Password too common',
    });
  });

  it('refuses an email already registered, in any case', async () => {
    const email = freshEmail();
    expect((await browser().post('/auth/register', { email, password: 'olive-branch-4', firstName: 'Noah' })).status).toBe(200);
    const again = await browser().post('/auth/register', { email: email.toUpperCase(), password: 'olive-branch-5', firstName: 'Noah' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('An account with this email already exists.');
  });

  it('cannot set its own role (no mass assignment)', async () => {
    const res = await browser().post('/auth/register', { email: freshEmail(), password: 'olive-branch-4', firstName: 'Eve', role: 'admin', id: 1 });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('user');
  });

  it('answers 400 for malformed JSON and 415 for a non-JSON body, never 500', async () => {
    const bad = await browser().request('POST', '/auth/register', '{"email":', { 'Content-Type': 'application/json' });
    expect(bad.status).toBe(400);
    const form = await browser().request('POST', '/auth/register', 'email=a', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const array = await browser().post('/auth/register', [1, 2]);
    expect(array.status).toBe(400);
    const wrongTypes = await browser().post('/auth/register', { email: 5, password: ['x'], firstName: {} });
    expect(wrongTypes.status).toBe(400);
  });
});

describe('POST /auth/login', () => {
  const email = 'boaz@example.test';
  const password = 'threshing-floor-2';
  beforeAll(async () => {
    expect((await browser().post('/auth/register', { email, password, firstName: 'Boaz' })).status).toBe(200);
  });

  it('signs in with the email in any case and answers the User', async () => {
    const b = browser();
    const res = await b.post('/auth/login', { email: ' BOAZ@example.test', password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, firstName: 'Boaz', role: 'user' });
    expect(sessionCookieOf(res.headers.getSetCookie())).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/i);
    expect((await b.get('/auth/user')).body.email).toBe(email);
  });

  it('a wrong password and an unknown email answer the same 401', async () => {
    const wrong = await browser().post('/auth/login', { email, password: 'threshing-floor-3' });
    const unknown = await browser().post('/auth/login', { email: 'nobody@example.test', password });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: 'Invalid email or password' });
      expect(r.headers.getSetCookie()).toEqual([]);
    }
  });

  it('asks for both fields', async () => {
    for (const body of [{ email }, { password }, {}, { email: '', password: '' }]) {
      const res = await browser().post('/auth/login', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Please enter both email and password', title: 'Missing information' });
    }
    const bodiless = await browser().post('/auth/login');
    expect(bodiless.status).toBe(400);
  });

  it('issues a NEW session id at every login and ends the one the browser had', async () => {
    const b = browser();
    await b.post('/auth/login', { email, password });
    const first = b.cookies.get('dps_session')!;
    const second = await b.post('/auth/login', { email, password });
    expect(second.status).toBe(200);
    const now = b.cookies.get('dps_session')!;
    expect(now).toBeTruthy();
    expect(now).not.toBe(first);
    const old = new IpBrowser(s.url);
    old.cookies.set('dps_session', first);
    expect((await old.get('/auth/user')).status).toBe(401);
    expect((await b.get('/auth/user')).status).toBe(200);
  });

  it('a session id planted before login (fixation) is not the one after it', async () => {
    const b = browser();
    b.cookies.set('dps_session', 'attacker-chosen-session-id-000000000000');
    await b.post('/auth/login', { email, password });
    expect(b.cookies.get('dps_session')).not.toBe('attacker-chosen-session-id-000000000000');
  });

  it('refuses a cookie-carrying login from another site', async () => {
    const b = browser();
    await b.post('/auth/login', { email, password });
    const res = await b.request('POST', '/auth/login', { email, password }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(res.status).toBe(403);
  });
});

describe('POST /auth/logout and GET /auth/user', () => {
  it('401 Unauthorized without a session', async () => {
    for (const path of ['/auth/user', '/api/auth/user']) {
      const res = await browser().get(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Unauthorized' });
    }
    const b = browser();
    b.cookies.set('dps_session', 'not-a-session-we-issued-0000000000000');
    expect((await b.get('/auth/user')).status).toBe(401);
  });

  it('revokes the session: the old cookie no longer works', async () => {
    const b = browser();
    const email = freshEmail();
    await b.post('/auth/register', { email, password: 'wilderness-manna-1', firstName: 'Aaron' });
    const token = b.cookies.get('dps_session')!;
    const res = await b.post('/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers.getSetCookie().join()).toMatch(/dps_session=;/);
    expect(b.cookies.has('dps_session')).toBe(false);
    const replay = new IpBrowser(s.url);
    replay.cookies.set('dps_session', token);
    expect((await replay.get('/auth/user')).status).toBe(401);
  });

  it('is fine with no session, and with an empty JSON body', async () => {
    expect((await browser().post('/auth/logout')).body).toEqual({ ok: true });
    expect((await browser().post('/auth/logout', {})).body).toEqual({ ok: true });
  });

  it('logging out one browser leaves the person signed in elsewhere', async () => {
    const email = freshEmail();
    const phone = browser();
    await phone.post('/auth/register', { email, password: 'still-small-voice', firstName: 'Elijah' });
    const laptop = browser();
    await laptop.post('/auth/login', { email, password: 'still-small-voice' });
    await phone.post('/auth/logout');
    expect((await laptop.get('/auth/user')).status).toBe(200);
    expect((await phone.get('/auth/user')).status).toBe(401);
  });
});

describe('GET /api/login and GET /api/config', () => {
  it('/api/login redirects to /login', async () => {
    const res = await browser().get('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });

  it('/api/config says what this server offers', async () => {
    const res = await browser().get('/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      appName: 'Daily Prayer & Scripture',
      devMode: true,
      passwordReset: true,
      googleEnabled: false,
      appleEnabled: false,
      appleClientId: null,
      telegramBotUsername: null,
      slackEnabled: false,
      slackInstallUrl: null,
    });
    const t = await startTestServer({
      db: s.db,
      config: {
        devMode: false,
        google: { clientId: 'g', clientSecret: 's', issuer: 'https://accounts.google.com' },
        apple: { clientId: 'com.example.web', jwksUrl: 'https://appleid.apple.com/auth/keys', issuer: 'https://appleid.apple.com' },
        telegramBotUsername: 'DailyPrayerBot',
      },
    });
    try {
      expect((await new IpBrowser(t.url).get('/api/config')).body).toEqual({
        appName: 'Daily Prayer & Scripture',
        devMode: false,
        passwordReset: false,
        googleEnabled: true,
        appleEnabled: true,
        appleClientId: 'com.example.web',
        telegramBotUsername: 'DailyPrayerBot',
        slackEnabled: false,
        slackInstallUrl: null,
      });
    } finally {
      await t.close();
    }
  });

  it('unknown /auth paths answer 404 JSON', async () => {
    const res = await browser().get('/auth/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });
});
