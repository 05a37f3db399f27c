/**
 * No account takeover through the reset flow (decision 040). The shipped docker-compose default
 * is NODE_ENV=production with no SMTP_URL: on main, POST /auth/forgot-password answered the admin's
 * working reset link to anyone, and /api/config said devMode: true. Now, without mail outside a
 * developer's own machine, password reset says it is unavailable, dev mode is off, and start-up
 * logs one warning naming SMTP_URL (decision 040). Built through the real config path
 * (parseConfig -> webConfigFrom), as scripts/start.ts does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '@dps/db/schema';
import { bootstrapAdmin } from '@dps/core/accounts/bootstrap-admin';
import { parseConfig } from '../../scripts/config';
import { webConfigFrom } from '../../scripts/web-config';
import { createLogger } from '../server/logger';
import { PASSWORD_RESET_UNAVAILABLE } from '../server/mail/mail-mode';
import { IpBrowser } from './fakes/ip-browser';
import { startTestServer, type TestServer } from './start-test-server';

const ADMIN = 'admin@prayer.example';
const lines: string[] = [];
let startup: string[] = [];

describe('production without SMTP_URL (the docker-compose default)', () => {
  let s: TestServer;
  beforeAll(async () => {
    const config = parseConfig({ NODE_ENV: 'production', APP_URL: 'https://prayer.example', SMTP_URL: '' });
    const log = createLogger({ level: 'info', destination: { write: (l: string) => void lines.push(l) } });
    s = await startTestServer({ config: webConfigFrom(config), log });
    startup = [...lines];
    await bootstrapAdmin(s.ctx, { email: ADMIN, password: 'the-admins-own-secret-1' });
  });
  afterAll(() => s.close());

  it('forgot-password answers that reset is unavailable, with no link, and stores no token', async () => {
    const res = await new IpBrowser(s.url).post('/auth/forgot-password', { email: ADMIN });
    expect(res.status).toBe(501);
    expect(res.body).toEqual({ error: PASSWORD_RESET_UNAVAILABLE, title: 'Password reset unavailable' });
    expect(res.text).not.toContain('token');
    expect(await s.db.db.select().from(passwordResetTokens)).toEqual([]);
    // The same for an address with no account: nothing to learn from it.
    const unknown = await new IpBrowser(s.url).post('/auth/forgot-password', { email: 'nobody@prayer.example' });
    expect(unknown.status).toBe(501);
    expect(unknown.body).toEqual(res.body);
  });

  it('/api/config says devMode false and passwordReset false', async () => {
    const res = await new IpBrowser(s.url).get('/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ devMode: false, passwordReset: false });
  });

  it('a contact message is stored and acknowledged, without any dev-mode wording', async () => {
    const res = await new IpBrowser(s.url).post('/api/contact', {
      name: 'Ann',
      email: 'ann@example.test',
      subject: 'Hello',
      message: 'A question.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Thanks! Your message was received.', devMode: false });
    // The web shows this thanks as it comes: in the language of the screens (Accept-Language; decision 247).
    const es = await new IpBrowser(s.url).request(
      'POST',
      '/api/contact',
      { name: 'Ana', email: 'ana@example.test', subject: 'Hola', message: 'Una pregunta.' },
      { 'Accept-Language': 'es' },
    );
    expect(es.body).toEqual({ message: '¡Gracias! Recibimos tu mensaje.', devMode: false });
  });

  it('start-up logged exactly one warning, naming SMTP_URL; the refused resets logged no error', () => {
    const warnings = startup.map((l) => JSON.parse(l)).filter((l) => l.level >= 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ event: 'mail_not_configured' });
    expect(warnings[0].msg).toContain('SMTP_URL');
    // And asking for a reset that cannot be sent is no server error either.
    expect(lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50)).toEqual([]);
  });
});

describe('dev mode is never honoured in production', () => {
  it('even when a config object claims devMode: true, forgot-password shows no link', async () => {
    const s = await startTestServer({ config: { isProduction: true, devMode: true } });
    try {
      await bootstrapAdmin(s.ctx, { email: ADMIN, password: 'the-admins-own-secret-1' });
      const res = await new IpBrowser(s.url).post('/auth/forgot-password', { email: ADMIN });
      expect(res.status).toBe(501);
      expect(res.body.resetUrl).toBeUndefined();
      expect((await new IpBrowser(s.url).get('/api/config')).body).toMatchObject({ devMode: false, passwordReset: false });
    } finally {
      await s.close();
    }
  });
});

describe('parseConfig: dev mode only on a developer’s own machine', () => {
  it('is off in production, with SMTP, and when the app is served on a public address', () => {
    expect(parseConfig({ NODE_ENV: 'production', APP_URL: 'https://prayer.example' }).devMode).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000' }).devMode).toBe(false);
    expect(parseConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).devMode).toBe(false);
    // NODE_ENV forgotten on a real server: still not dev mode.
    expect(parseConfig({ APP_URL: 'https://prayer.example' }).devMode).toBe(false);
    expect(parseConfig({ APP_URL: 'http://192.168.1.20:3000' }).devMode).toBe(false);
  });
  it('is on without SMTP on localhost, 127.0.0.1 or [::1] outside production', () => {
    expect(parseConfig({}).devMode).toBe(true);
    expect(parseConfig({ NODE_ENV: 'development', APP_URL: 'http://127.0.0.1:5173' }).devMode).toBe(true);
    expect(parseConfig({ NODE_ENV: 'test', APP_URL: 'http://[::1]:3000' }).devMode).toBe(true);
  });
});
