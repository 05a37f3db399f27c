/**
 * Rate limits on the account routes: 429 with Retry-After, counted in the database so that two
 * app instances on one database share the counters. (Sign-in specifics: login-limits.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWithPassword } from '@dps/core/accounts/register';
import { startTestServer, type TestServer } from './start-test-server';
import { IpBrowser } from './fakes/ip-browser';

let s: TestServer;
const password = 'jericho-walls-7';
beforeAll(async () => {
  s = await startTestServer();
  for (const name of ['rahab', 'caleb', 'joshua', 'achan', 'salmon']) {
    await registerWithPassword(s.ctx, { email: `${name}@example.test`, password, firstName: name });
  }
});
afterAll(() => s.close());

const WINDOW_MS = 15 * 60 * 1000;
const login = (b: IpBrowser, email: string, pw = password) => b.post('/auth/login', { email, password: pw });

describe('login, per account', () => {
  it('after 10 attempts from new addresses within 15 minutes, strangers get one try a minute (429 with Retry-After)', async () => {
    for (let i = 0; i < 10; i++) {
      // Spread over many addresses: the account-wide ceiling must hold on its own.
      expect((await login(new IpBrowser(s.url), 'rahab@example.test', 'wrong-guess-1')).status).toBe(401);
    }
    expect((await login(new IpBrowser(s.url), 'rahab@example.test', 'wrong-guess-2')).status).toBe(401); // this minute's try
    const blocked = await login(new IpBrowser(s.url), 'RAHAB@example.test');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(60);
    expect(blocked.body.error).toBe('Too many attempts. Please try again in 1 minute.');
    expect(blocked.headers.getSetCookie()).toEqual([]);
    // Another account is not affected.
    expect((await login(new IpBrowser(s.url), 'caleb@example.test')).status).toBe(200);

    s.clock.advance(30_000);
    const later = await login(new IpBrowser(s.url), 'rahab@example.test');
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBe(30);

    // The next minute's try goes to whoever asks first: here, the owner on a new phone.
    s.clock.advance(30_000);
    expect((await login(new IpBrowser(s.url), 'rahab@example.test')).status).toBe(200);
  });

  it('a successful sign-in clears the account counter', async () => {
    const b = new IpBrowser(s.url);
    for (let i = 0; i < 9; i++) expect((await login(b, 'joshua@example.test', 'not-it')).status).toBe(401);
    expect((await login(b, 'joshua@example.test')).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(b, 'joshua@example.test', 'not-it')).status).toBe(401);
    expect((await login(b, 'joshua@example.test')).status).toBe(200);
  });

  it('a second app instance on the same database shares the counters', async () => {
    const other = await startTestServer({ db: s.db, now: s.clock.now().toISOString() });
    try {
      for (let i = 0; i < 5; i++) expect((await login(new IpBrowser(s.url), 'achan@example.test', 'babylonian-robe')).status).toBe(401);
      for (let i = 0; i < 5; i++) expect((await login(new IpBrowser(other.url), 'achan@example.test', 'babylonian-robe')).status).toBe(401);
      expect((await login(new IpBrowser(other.url), 'achan@example.test', 'babylonian-robe')).status).toBe(401); // the minute's try
      expect((await login(new IpBrowser(other.url), 'achan@example.test')).status).toBe(429);
      expect((await login(new IpBrowser(s.url), 'achan@example.test')).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('login, per IP', () => {
  it('31 attempts from one address within 15 minutes: the 31st answers 429, whatever the account', async () => {
    s.clock.advance(WINDOW_MS + 1000);
    const b = new IpBrowser(s.url, '203.0.113.77');
    for (let i = 0; i < 30; i++) {
      const r = await login(b, `guess-${i}@example.test`, 'whatever-1');
      expect(r.status).toBe(401);
    }
    const blocked = await login(b, 'salmon@example.test');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    // The same person from another address is fine.
    expect((await login(new IpBrowser(s.url, '203.0.113.78'), 'salmon@example.test')).status).toBe(200);
  });
});

describe('register, forgot-password and reset-password', () => {
  it('register: 10 per hour per address', async () => {
    const b = new IpBrowser(s.url, '203.0.113.90');
    for (let i = 0; i < 10; i++) {
      const r = await b.post('/auth/register', { email: `new-${i}@example.test`, password: 'x' }); // refused, still counted
      expect(r.status).toBe(400);
    }
    const blocked = await b.post('/auth/register', { email: 'new-10@example.test', password: 'shepherd-psalm-23', firstName: 'David' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(3600);
    expect(blocked.body.error).toBe('Too many attempts. Please try again in 60 minutes.');
  });

  it('forgot-password: 5 per hour per email, counted alike for unknown emails, so a 429 reveals nothing', async () => {
    for (const email of ['caleb@example.test', 'unknown-person@example.test']) {
      for (let i = 0; i < 5; i++) {
        expect((await new IpBrowser(s.url).post('/auth/forgot-password', { email })).status).toBe(200);
      }
      const blocked = await new IpBrowser(s.url).post('/auth/forgot-password', { email: email.toUpperCase() });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('3600');
    }
  });

  it('forgot-password: 10 per hour per address', async () => {
    const b = new IpBrowser(s.url, '203.0.113.91');
    for (let i = 0; i < 10; i++) expect((await b.post('/auth/forgot-password', { email: `f${i}@example.test` })).status).toBe(200);
    expect((await b.post('/auth/forgot-password', { email: 'f10@example.test' })).status).toBe(429);
  });

  it('reset-password: 20 per 15 minutes per address (each try costs a password hash)', async () => {
    const b = new IpBrowser(s.url, '203.0.113.92');
    for (let i = 0; i < 20; i++) {
      expect((await b.post('/auth/reset-password', { token: `guess-${i}`, newPassword: 'x' })).status).toBe(400);
    }
    expect((await b.post('/auth/reset-password', { token: 'guess-20', newPassword: 'burning-bush-3' })).status).toBe(429);
  });
});
