/**
 * Forgotten password: dev mode shows the link, SMTP mode mails it (to a local SMTP server, real
 * protocol); the token works once, expires after an hour, and a reset signs the person out everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';
import { IpBrowser } from './fakes/ip-browser';
import { startSmtpCapture, type SmtpCapture } from './fakes/smtp-capture';

/** A reset mail, not the confirmation mail that registration sends too (decision 279). */
const isReset = (m: { parsed: { text?: string | undefined } }) => /\/reset-password\?token=/.test(m.parsed.text ?? '');

const SAME_ANSWER = 'If an account exists for that email, a reset link is on its way.';
const INVALID_LINK = 'This password reset link is invalid or has expired.';

const tokenOf = (resetUrl: string) => new URL(resetUrl).searchParams.get('token')!;

describe('dev mode (no SMTP_URL)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const register = async (email: string, password: string) => {
    const b = new IpBrowser(s.url);
    expect((await b.post('/auth/register', { email, password, firstName: 'Hagar' })).status).toBe(200);
    return b;
  };

  it('answers devMode and the reset link, built from APP_URL', async () => {
    await register('hagar@example.test', 'well-of-seeing-1');
    const res = await new IpBrowser(s.url).post('/auth/forgot-password', { email: 'HAGAR@example.test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SAME_ANSWER, devMode: true, resetUrl: expect.any(String) });
    expect(res.body.resetUrl).toMatch(new RegExp(`^${s.config.appUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
  });

  it('answers the same (without a link) for an unknown email', async () => {
    const res = await new IpBrowser(s.url).post('/auth/forgot-password', { email: 'nobody-here@example.test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SAME_ANSWER, devMode: true });
  });

  it('asks for an email', async () => {
    for (const body of [{}, { email: '  ' }]) {
      const res = await new IpBrowser(s.url).post('/auth/forgot-password', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Please enter your email address.');
    }
  });

  it('the link resets the password once; the second use is refused', async () => {
    await register('sarah@example.test', 'tent-of-mamre-1');
    const { resetUrl } = (await new IpBrowser(s.url).post('/auth/forgot-password', { email: 'sarah@example.test' })).body;
    const token = tokenOf(resetUrl);
    const first = await new IpBrowser(s.url).post('/auth/reset-password', { token, newPassword: 'laughter-isaac-2' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Your password has been reset. You can sign in now.' });
    const b = new IpBrowser(s.url);
    expect((await b.post('/auth/login', { email: 'sarah@example.test', password: 'tent-of-mamre-1' })).status).toBe(401);
    expect((await b.post('/auth/login', { email: 'sarah@example.test', password: 'laughter-isaac-2' })).status).toBe(200);

    const second = await new IpBrowser(s.url).post('/auth/reset-password', { token, newPassword: 'another-one-33' });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ error: INVALID_LINK, title: 'Invalid Link' });
    expect((await b.post('/auth/login', { email: 'sarah@example.test', password: 'laughter-isaac-2' })).status).toBe(200);
  });

  it('the link expires after 1 hour', async () => {
    await register('rebekah@example.test', 'water-for-camels-1');
    const { resetUrl } = (await new IpBrowser(s.url).post('/auth/forgot-password', { email: 'rebekah@example.test' })).body;
    s.clock.advance(60 * 60 * 1000 + 1000);
    const res = await new IpBrowser(s.url).post('/auth/reset-password', { token: tokenOf(resetUrl), newPassword: 'too-late-now-9' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(INVALID_LINK);
    expect((await new IpBrowser(s.url).post('/auth/login', { email: 'rebekah@example.test', password: 'water-for-camels-1' })).status).toBe(200);
  });

  it('a link just inside the hour still works', async () => {
    await register('leah@example.test', 'tender-eyes-11');
    const { resetUrl } = (await new IpBrowser(s.url).post('/auth/forgot-password', { email: 'leah@example.test' })).body;
    s.clock.advance(59 * 60 * 1000);
    expect((await new IpBrowser(s.url).post('/auth/reset-password', { token: tokenOf(resetUrl), newPassword: 'mandrakes-22' })).status).toBe(200);
  });

  it('a reset signs the person out everywhere', async () => {
    const phone = await register('rachel@example.test', 'well-of-haran-1');
    const laptop = new IpBrowser(s.url);
    expect((await laptop.post('/auth/login', { email: 'rachel@example.test', password: 'well-of-haran-1' })).status).toBe(200);
    const { resetUrl } = (await new IpBrowser(s.url).post('/auth/forgot-password', { email: 'rachel@example.test' })).body;
    // Reset from the phone itself: its own session ends too, and its cookie is cleared.
    const reset = await phone.post('/auth/reset-password', { token: tokenOf(resetUrl), newPassword: 'seven-years-77' });
    expect(reset.status).toBe(200);
    expect(phone.cookies.has('dps_session')).toBe(false);
    expect((await laptop.get('/auth/user')).status).toBe(401);
    expect((await phone.get('/auth/user')).status).toBe(401);
  });

  it('a new password must follow the rules; a garbage token is refused', async () => {
    const short = await new IpBrowser(s.url).post('/auth/reset-password', { token: 'x'.repeat(43), newPassword: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ error: 'Password must be at least 6 characters long', title: 'Password Too Short' });
    const common = await new IpBrowser(s.url).post('/auth/reset-password', { token: 'x'.repeat(43), newPassword: 'qwerty123' });
    expect(common.status).toBe(400);
    expect(common.body.title).toBe('Password Too Common');
    for (const token of ['', 'x'.repeat(43), 'x'.repeat(500)]) {
      const res = await new IpBrowser(s.url).post('/auth/reset-password', { token, newPassword: 'perfectly-fine-1' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(INVALID_LINK);
    }
  });
});

describe('with SMTP_URL: the link is mailed', () => {
  let s: TestServer;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    s = await startTestServer({ config: { devMode: false, smtpUrl: smtp.url, appUrl: 'https://prayer.example' } });
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  it('sends the mail to the right address with a link built from APP_URL; the link resets the password', async () => {
    const b = new IpBrowser(s.url);
    await b.post('/auth/register', { email: 'deborah@example.test', password: 'palm-tree-judge-1', firstName: 'Deborah' });
    const res = await new IpBrowser(s.url).post('/auth/forgot-password', { email: 'Deborah@Example.test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SAME_ANSWER, devMode: false });

    const mail = await smtp.waitFor((m) => m.to.includes('deborah@example.test') && isReset(m));
    expect(mail.to).toEqual(['deborah@example.test']);
    expect(mail.parsed.from?.text).toContain('no-reply@dailyprayer.example');
    expect(mail.parsed.subject).toBe('Reset your Daily Prayer & Scripture password');
    expect(mail.parsed.text).toContain('Hello Deborah,');
    expect(mail.parsed.text).toContain('expires in 1 hour');
    const link = /https:\/\/prayer\.example\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.parsed.text ?? '')?.[0];
    expect(link).toBeTruthy();
    expect(mail.parsed.html).toContain(link!);

    const reset = await new IpBrowser(s.url).post('/auth/reset-password', { token: tokenOf(link!), newPassword: 'song-of-deborah-5' });
    expect(reset.status).toBe(200);
    expect((await new IpBrowser(s.url).post('/auth/login', { email: 'deborah@example.test', password: 'song-of-deborah-5' })).status).toBe(200);
  });

  it('a Spanish account gets the mail in Spanish (its language from sign-up)', async () => {
    await new IpBrowser(s.url).request(
      'POST',
      '/auth/register',
      { email: 'debora@example.test', password: 'palmera-de-jueza-1', firstName: 'Débora' },
      { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' },
    );
    await new IpBrowser(s.url).post('/auth/forgot-password', { email: 'debora@example.test' });
    const mail = await smtp.waitFor((m) => m.to.includes('debora@example.test') && isReset(m));
    expect(mail.parsed.subject).toBe('Restablece tu contraseña de Daily Prayer & Scripture');
    expect(mail.parsed.text).toContain('Hola, Débora:');
    expect(mail.parsed.text).toContain('El enlace vence en 1 hora y solo funciona una vez.');
    expect(mail.parsed.html).toContain('<html lang="es">');
    expect(mail.parsed.html).toContain('Elegir una contraseña nueva');
  });

  it('sends nothing for an unknown email, and answers the same', async () => {
    const resets = () => smtp.messages.filter(isReset).length;
    const before = resets();
    const res = await new IpBrowser(s.url).post('/auth/forgot-password', { email: 'ghost@example.test' });
    expect(res.body).toEqual({ message: SAME_ANSWER, devMode: false });
    // Give a (wrongly) sent mail time to arrive.
    await new Promise((r) => setTimeout(r, 300));
    expect(resets()).toBe(before);
  });

  it('a Host header cannot move the link elsewhere', async () => {
    await new IpBrowser(s.url).post('/auth/register', { email: 'jael@example.test', password: 'tent-peg-kenite-1', firstName: 'Jael' });
    await new IpBrowser(s.url).request('POST', '/auth/forgot-password', { email: 'jael@example.test' }, { 'X-Forwarded-Host': 'evil.example' });
    const mail = await smtp.waitFor((m) => m.to.includes('jael@example.test') && isReset(m));
    expect(mail.parsed.text).toContain('https://prayer.example/reset-password?token=');
    expect(mail.parsed.text).not.toContain('evil.example');
  });
});
