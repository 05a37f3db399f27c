/**
 * Limits that protect, not lock out (decision 042). On main, ten wrong passwords
 * from anywhere locked the owner out for 15 minutes, repeatable forever; a rotating X-Forwarded-For
 * escaped the per-address limit because loopback proxies were trusted; and the password asked on
 * account deletion could be guessed without limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { knownDevices, users } from '@dps/db/schema';
import { registerWithPassword } from '@dps/core/accounts/register';
import { parseTrustProxy } from '../../scripts/config';
import { DEVICE_COOKIE } from '../server/auth/device-cookie';
import { Browser } from './http-client';
import { IpBrowser } from './fakes/ip-browser';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let s: TestServer;
const password = 'mustard-seed-faith-3';
beforeAll(async () => {
  s = await startTestServer();
  for (const name of ['ruth', 'naomi', 'boaz', 'orpah', 'obed']) {
    await registerWithPassword(s.ctx, { email: `${name}@example.test`, password, firstName: name });
  }
});
afterAll(() => s.close());

const WINDOW_MS = 15 * 60 * 1000;
const login = (b: Browser, email: string, pw = password) => b.post('/auth/login', { email, password: pw });
/** A stranger: a new browser (no cookies) from a new address. */
const stranger = () => new IpBrowser(s.url);

describe('sign-in limits', () => {
  it('wrong passwords from many addresses never lock the owner out of a browser they signed in from before', async () => {
    const owner = new IpBrowser(s.url, '203.0.113.10');
    expect((await login(owner, 'ruth@example.test')).status).toBe(200);
    expect(owner.cookies.get(DEVICE_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await owner.post('/auth/logout');

    // Forty wrong guesses spread over forty addresses, within the window.
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await login(stranger(), 'ruth@example.test', `guess-${i}-wrong`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.filter((x) => x === 429).length).toBeGreaterThanOrEqual(29);

    // The owner, on their own browser, signs in at once.
    const res = await login(owner, 'ruth@example.test');
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('ruth@example.test');
  });

  it('past the account-wide ceiling a stranger’s browser is slowed to one try a minute, not locked for 15 minutes', async () => {
    s.clock.advance(WINDOW_MS + 1000);
    for (let i = 0; i < 10; i++) expect((await login(stranger(), 'naomi@example.test', `nope-${i}-x`)).status).toBe(401);
    // One try in this minute for all strangers together…
    expect((await login(stranger(), 'naomi@example.test', 'still-wrong-1')).status).toBe(401);
    const slowed = await login(stranger(), 'naomi@example.test');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(slowed.body.error).toBe('Too many attempts. Please try again in 1 minute.');
    // …and a minute later the owner, on a new phone, gets in.
    s.clock.advance(60_000);
    expect((await login(stranger(), 'naomi@example.test')).status).toBe(200);
  });

  it('one address gets 10 tries per account in 15 minutes; the owner elsewhere is not affected', async () => {
    s.clock.advance(WINDOW_MS + 1000);
    const guesser = new IpBrowser(s.url, '203.0.113.20');
    for (let i = 0; i < 10; i++) expect((await login(guesser, 'boaz@example.test', `wrong-${i}-pw`)).status).toBe(401);
    const blocked = await login(guesser, 'boaz@example.test');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60);
    expect(blocked.headers.getSetCookie()).toEqual([]);
    // The same address may still sign in to another account; the owner from elsewhere gets in.
    expect((await login(guesser, 'orpah@example.test')).status).toBe(200);
    expect((await login(new IpBrowser(s.url, '203.0.113.21'), 'boaz@example.test')).status).toBe(200);
  });

  it('a successful sign-in clears that address’s count for the account', async () => {
    s.clock.advance(WINDOW_MS + 1000);
    const b = new IpBrowser(s.url, '203.0.113.30');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await login(b, 'obed@example.test', 'not-it-at-all')).status).toBe(401);
      expect((await login(b, 'obed@example.test')).status).toBe(200);
    }
  });

  it('a device cookie of one account does not help with another, and a forged one counts as a stranger', async () => {
    s.clock.advance(WINDOW_MS + 1000);
    const mine = new IpBrowser(s.url, '203.0.113.40');
    expect((await login(mine, 'orpah@example.test')).status).toBe(200);
    for (let i = 0; i < 11; i++) await login(stranger(), 'naomi@example.test', `again-${i}-wrong`);
    // orpah's browser, trying naomi: a stranger to naomi's account, so slowed.
    expect((await login(mine, 'naomi@example.test')).status).toBe(429);
    const forged = stranger();
    forged.cookies.set(DEVICE_COOKIE, 'A'.repeat(43));
    expect((await login(forged, 'naomi@example.test')).status).toBe(429);
  });

  it('the device cookie is HttpOnly, SameSite=Lax, sent only to /auth, and survives signing out', async () => {
    s.clock.advance(WINDOW_MS + 1000);
    const b = stranger();
    const res = await login(b, 'obed@example.test');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/auth(;|$)/);
    const logout = await b.post('/auth/logout');
    expect(logout.headers.getSetCookie().some((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toBe(false);
    // Signing in again on the same browser keeps the same device (no pile of rows).
    const before = (await s.db.db.select().from(knownDevices)).length;
    expect((await login(b, 'obed@example.test')).status).toBe(200);
    expect((await s.db.db.select().from(knownDevices)).length).toBe(before);
  });
});

describe('TRUST_PROXY', () => {
  it('unset: X-Forwarded-For is not believed, so rotating it does not escape the per-address limit', async () => {
    s.clock.advance(WINDOW_MS + 1000);
    const t = await startTestServer({ db: s.db, now: s.clock.now().toISOString(), config: { trustProxy: false } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        // A new X-Forwarded-For every time, as an attacker would send.
        const b = new IpBrowser(t.url, `192.0.2.${i + 1}`);
        statuses.push((await login(b, `nobody-${i}@example.test`, 'whatever-pw-1')).status);
      }
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
      expect(statuses[30]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('unset behind an unnamed proxy (everyone shares one address): strangers using it up do not keep the owner’s browser out', async () => {
    s.clock.advance(WINDOW_MS + 1000);
    const t = await startTestServer({ db: s.db, now: s.clock.now().toISOString(), config: { trustProxy: false } });
    try {
      const owner = new Browser(t.url);
      expect((await login(owner, 'ruth@example.test')).status).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 35; i++) statuses.push((await login(new Browser(t.url), 'ruth@example.test', `bad-${i}-guess`)).status);
      expect(statuses.at(-1)).toBe(429);
      expect((await login(owner, 'ruth@example.test')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('parses as Express takes it: nothing by default, a hop count, or named proxies and ranges; refuses "trust all"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy('loopback, 10.0.0.0/8, 192.168.1.7, fd00::/8')).toEqual(['loopback', '10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example', '99']) {
      expect(parseTrustProxy(bad)).toMatchObject({ error: expect.any(String) });
    }
  });
});

describe('DELETE /api/user password tries', () => {
  it('five wrong passwords in 15 minutes, then 429 even for the right one; after the window it works', async () => {
    const me = new Browser(s.url);
    const { user } = await signIn(s, me, { password: 'the-right-one-77' });
    for (let i = 0; i < 5; i++) expect((await me.delete('/api/user', { password: `guess-${i}` })).status).toBe(401);
    const blocked = await me.delete('/api/user', { password: 'the-right-one-77' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe(String(15 * 60));
    expect((await s.db.db.select().from(users).where(eq(users.id, user.id))).length).toBe(1);
    s.clock.advance(WINDOW_MS + 1000);
    expect((await me.delete('/api/user', { password: 'the-right-one-77' })).status).toBe(200);
  });
});
