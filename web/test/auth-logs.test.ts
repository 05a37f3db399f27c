/**
 * The logs of the account routes never carry a password, a session token, a reset token or link,
 * or an id_token: the real pino logger, with its output captured, during register, login, reset,
 * Apple and Google sign-in, in dev mode and with SMTP.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { fixedClock } from '@dps/core/context';
import { createTestDb } from '@dps/core/test/create-test-db';
import { createApp } from '../server/app';
import type { WebConfig } from '../server/deps';
import { createLogger } from '../server/logger';
import { IpBrowser } from './fakes/ip-browser';
import { startSmtpCapture, type SmtpCapture } from './fakes/smtp-capture';
import { startAppleKeys, type AppleKeys } from './fakes/apple-keys';
import { startOidcProvider, type OidcProvider } from './fakes/oidc-provider';

let db: DbHandle;
let smtp: SmtpCapture;
let apple: AppleKeys;
let op: OidcProvider;
const lines: string[] = [];
const servers: Server[] = [];
const clock = fixedClock('2026-03-10T15:00:00Z');

/** A real listening app whose pino output goes into `lines`. */
async function start(config: Partial<WebConfig>): Promise<string> {
  const log = createLogger({ level: 'debug', destination: { write: (s: string) => void lines.push(s) } });
  const full: WebConfig = {
    appUrl: 'http://127.0.0.1',
    appName: 'Daily Prayer & Scripture',
    infoEmail: 'info@dailyprayer.example',
    devMode: true,
    isProduction: false,
    mailFrom: 'Daily Prayer & Scripture <no-reply@dailyprayer.example>',
    ...config,
  };
  const server: Server = await new Promise((resolve) => {
    const srv = createApp({ db, clock, log, config: full }).listen(0, '127.0.0.1', () => resolve(srv));
  });
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  full.appUrl = url;
  return url;
}

beforeAll(async () => {
  db = await createTestDb();
  smtp = await startSmtpCapture();
  apple = await startAppleKeys();
  op = await startOidcProvider();
});
afterAll(async () => {
  for (const srv of servers) {
    srv.closeAllConnections();
    await new Promise<void>((r) => srv.close(() => r()));
  }
  await Promise.all([db.close(), smtp.close(), apple.close(), op.close()]);
});

describe('logs', () => {
  it('never contain a password, a session token, a reset token or link, or an id_token', async () => {
    const secrets: string[] = [];
    const dev = await start({
      apple: { clientId: apple.clientId, jwksUrl: apple.jwksUrl, issuer: apple.issuer },
      google: { clientId: op.clientId, clientSecret: op.clientSecret, issuer: op.issuer },
    });
    op.redirectUris.push(`${dev}/auth/google/callback`);
    const password = 'secret-garden-of-eden-1';
    const newPassword = 'psalm-twenty-three-ok';
    const wrongPassword = 'wrong-password-attempt-9';
    secrets.push(password, newPassword, wrongPassword);

    const b = new IpBrowser(dev);
    expect((await b.post('/auth/register', { email: 'logs@example.test', password, firstName: 'Lois' })).status).toBe(200);
    secrets.push(b.cookies.get('dps_session')!);
    expect((await b.post('/auth/login', { email: 'logs@example.test', password: wrongPassword })).status).toBe(401);
    expect((await b.post('/auth/login', { email: 'logs@example.test', password })).status).toBe(200);
    secrets.push(b.cookies.get('dps_session')!);

    const forgot = await b.post('/auth/forgot-password', { email: 'logs@example.test' });
    const resetUrl: string = forgot.body.resetUrl;
    const token = new URL(resetUrl).searchParams.get('token')!;
    secrets.push(resetUrl, token);
    expect((await b.post('/auth/reset-password', { token, newPassword })).status).toBe(200);
    expect((await b.post('/auth/reset-password', { token, newPassword })).status).toBe(400);
    // A browser might GET the link with the token in the query: still only the path is logged.
    await b.get(`/reset-password?token=${token}`);

    // Apple: each browser first gets its one-time nonce (a cookie, and its hash for Apple's script).
    const [ag, ab] = [new IpBrowser(dev), new IpBrowser(dev)];
    const [goodNonce, badNonce] = [(await ag.post('/auth/apple/nonce')).body.nonce, (await ab.post('/auth/apple/nonce')).body.nonce];
    const goodApple = await apple.sign({ sub: 'log-apple', email: 'la@example.test', email_verified: true, nonce: goodNonce }, { now: clock.now() });
    const badApple = await apple.sign({ sub: 'log-apple-2', aud: 'someone-else', nonce: badNonce }, { now: clock.now() });
    secrets.push(goodApple, badApple, ag.cookies.get('dps_apple_nonce')!, ab.cookies.get('dps_apple_nonce')!);
    expect((await ag.post('/auth/apple', { authorization: { id_token: goodApple } })).status).toBe(200);
    expect((await ab.post('/auth/apple', { authorization: { id_token: badApple } })).status).toBe(401);

    // Google: a good sign-in and a forged state; the code and state are secrets too.
    for (const forge of [false, true]) {
      const g = new IpBrowser(dev);
      const startRes = await g.get('/auth/google');
      const authorize = new URL(startRes.headers.get('location')!);
      const callback = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
      secrets.push(callback.searchParams.get('code')!, callback.searchParams.get('state')!, g.cookies.get('dps_google_flow')!);
      if (forge) callback.searchParams.set('state', 'forged-state-value-123');
      expect((await g.get(callback.pathname + callback.search)).status).toBe(302);
      if (!forge) secrets.push(g.cookies.get('dps_session')!);
    }

    // With SMTP, the mail goes out; the log says only that a mail was sent.
    const withSmtp = await start({ devMode: false, smtpUrl: smtp.url });
    const m = new IpBrowser(withSmtp);
    expect((await m.post('/auth/forgot-password', { email: 'logs@example.test' })).status).toBe(200);
    const mail = await smtp.waitFor((x) => x.to.includes('logs@example.test'));
    const mailed = /http:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '')!;
    secrets.push(mailed[0], mailed[1]!);
    await new Promise((r) => setTimeout(r, 100)); // the "mail_sent" line is written after delivery

    const all = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(all).toContain('"event":"password_reset"');
    expect(all).toContain('"event":"mail_not_sent"');
    expect(all).toContain('"event":"mail_sent"');
    expect(all).toContain('"event":"apple_sign_in_failed"');
    expect(all).toContain('"event":"google_sign_in_failed"');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(all).not.toContain(secret);
    }
    // Nor the recipient or content of a mail.
    expect(all).not.toContain('Reset your');
    expect(all).not.toMatch(/"to":/);
  });
});
