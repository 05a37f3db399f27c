/** Profile self-service over HTTP: name, email (mailed link / dev-mode link), password, sign-in methods. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { connectIdentity } from '@dps/core/accounts/connect-identity';
import { createSession } from '@dps/core/accounts/create-session';
import { createTestDb } from '@dps/core/test/create-test-db';
import { SESSION_COOKIE } from '../server/auth/session-cookie';
import { startSmtpCapture, type SmtpCapture } from './fakes/smtp-capture';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let db: DbHandle;
let smtp: SmtpCapture;
let dev: TestServer;
let mail: TestServer;
let noMail: TestServer;
beforeAll(async () => {
  db = await createTestDb();
  smtp = await startSmtpCapture();
  dev = await startTestServer({ db, now: '2026-03-10T12:00:00Z', config: { devMode: true } });
  mail = await startTestServer({ db, now: '2026-03-10T12:00:00Z', config: { devMode: false, smtpUrl: smtp.url } });
  noMail = await startTestServer({ db, now: '2026-03-10T12:00:00Z', config: { devMode: false } });
});
afterAll(async () => {
  await dev?.close();
  await mail?.close();
  await noMail?.close();
  await smtp?.close();
  await db?.close();
});

const PW = 'mustard-seed-41';

describe('PUT /api/user/name', () => {
  it('changes the name and answers the user; a blank first name is a 400 with the message', async () => {
    const me = new Browser(dev.url);
    await signIn(dev, me);
    const res = await me.put('/api/user/name', { firstName: ' Priscilla ', lastName: 'Aquila' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Priscilla', lastName: 'Aquila' });
    expect((await me.get('/api/auth/user')).body).toMatchObject({ firstName: 'Priscilla' });
    const bad = await me.put('/api/user/name', { firstName: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Please enter your first name.');
    expect((await new Browser(dev.url).put('/api/user/name', { firstName: 'X' })).status).toBe(401);
  });
});

describe('POST /api/user/email', () => {
  it('with SMTP: mails a link to the new address; the email changes only when the link is followed', async () => {
    const me = new Browser(mail.url);
    const { user } = await signIn(mail, me, { password: PW });
    const res = await me.post('/api/user/email', { newEmail: 'phoebe@example.test', password: PW });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'We sent a confirmation link to your new address. Your email changes when you follow it.',
      devMode: false,
      newEmail: 'phoebe@example.test',
    });
    const sent = await smtp.waitFor((m) => m.to.includes('phoebe@example.test'));
    const link = /http\S+\/confirm-email\?token=([\w-]+)/.exec(sent.parsed.text ?? '');
    expect(link).not.toBeNull();
    expect((await me.get('/api/auth/user')).body.email).toBe(user.email);
    // Followed in any browser, signed in or not.
    const confirm = await new Browser(mail.url).post('/auth/confirm-email', { token: decodeURIComponent(link![1]!) });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ message: 'Your email has been changed.', email: 'phoebe@example.test', changed: true });
    expect((await me.get('/api/auth/user')).body.email).toBe('phoebe@example.test');
    const again = await new Browser(mail.url).post('/auth/confirm-email', { token: decodeURIComponent(link![1]!) });
    expect(again.status).toBe(400);

    // The old address is told, with a link that undoes the change (decision 279); Profile's log shows it.
    const told = await smtp.waitFor((m) => m.to.includes(user.email!));
    expect(told.parsed.subject).toBe('Your Daily Prayer & Scripture email was changed');
    expect(told.parsed.text).toContain('was changed to phoebe@example.test');
    const undo = /http\S+\/undo-email-change\?token=([\w-]+)/.exec(told.parsed.text ?? '');
    expect(undo).not.toBeNull();
    const log = await me.get('/api/user/security-events');
    expect(log.body[0]).toMatchObject({ kind: 'email_changed', fromEmail: user.email, toEmail: 'phoebe@example.test' });

    const undone = await new Browser(mail.url).post('/auth/undo-email-change', { token: decodeURIComponent(undo![1]!) });
    expect(undone.status).toBe(200);
    expect(undone.body.email).toBe(user.email);
    // Every session ended, this one too: whoever made the change is signed out.
    expect((await me.get('/api/auth/user')).status).toBe(401);
    const twice = await new Browser(mail.url).post('/auth/undo-email-change', { token: decodeURIComponent(undo![1]!) });
    expect(twice.status).toBe(400);
  });

  it('registration mails a link to confirm the address and says reminder mail waits for it; Profile can send it again', async () => {
    const b = new Browser(mail.url);
    const res = await b.post('/auth/register', { email: 'tryphena@example.test', password: PW, firstName: 'Tryphena' });
    expect(res.status).toBe(200);
    expect(res.body.emailConfirmation).toEqual({ sent: true });
    const first = await smtp.waitFor((m) => m.to.includes('tryphena@example.test'));
    expect(first.parsed.subject).toBe('Confirm your Daily Prayer & Scripture email');
    expect(first.parsed.text).toContain('Until then we send no reminder mail to this address.');
    expect((await b.get('/api/user/sign-in-methods')).body.emailConfirmed).toBe(false);

    const again = await b.post('/api/user/email/confirmation', {});
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('We sent a link to confirm your address. Reminder mail starts once you follow it.');
    const second = await smtp.waitFor((m) => m.to.includes('tryphena@example.test') && m !== first);
    const token = /confirm-email\?token=([\w-]+)/.exec(second.parsed.text ?? '')![1]!;
    const confirmed = await new Browser(mail.url).post('/auth/confirm-email', { token: decodeURIComponent(token) });
    expect(confirmed.body).toMatchObject({ email: 'tryphena@example.test', changed: false });
    expect((await b.get('/api/user/sign-in-methods')).body.emailConfirmed).toBe(true);
    expect((await b.get('/api/user/security-events')).body.map((e: { kind: string }) => e.kind)).toEqual(['email_confirmed']);
  });

  it('in dev mode answers the link (as reset links are); a wrong password is a 400 that keeps the session', async () => {
    const me = new Browser(dev.url);
    await signIn(dev, me, { password: PW });
    const wrong = await me.post('/api/user/email', { newEmail: 'junia@example.test', password: 'not-it-at-all' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Your current password is incorrect.');
    expect((await me.get('/api/auth/user')).status).toBe(200);
    const res = await me.post('/api/user/email', { newEmail: 'junia@example.test', password: PW });
    expect(res.body.confirmUrl).toMatch(/\/confirm-email\?token=/);
    const token = new URL(res.body.confirmUrl).searchParams.get('token');
    expect((await me.post('/auth/confirm-email', { token })).body.email).toBe('junia@example.test');
  });

  it('says the link is on its way in the person’s language (their setting over the browser’s); the confirmation stays the API’s English', async () => {
    const me = new Browser(mail.url);
    await signIn(mail, me, { password: PW });
    expect((await me.put('/api/user/settings', { language: 'es' })).status).toBe(200);
    const res = await me.request(
      'POST',
      '/api/user/email',
      { newEmail: 'lidia@example.test', password: PW },
      { 'Accept-Language': 'en' },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Te enviamos un enlace de confirmación a tu nueva dirección. Tu correo cambiará cuando lo abras.',
    );
    const sent = await smtp.waitFor((m) => m.to.includes('lidia@example.test'));
    const token = decodeURIComponent(/\/confirm-email\?token=([\w-]+)/.exec(sent.parsed.text ?? '')![1]!);
    // /confirm-email shows its own words (profile.confirmEmail.done); the field stays as it was (decision 247).
    const confirm = await new Browser(mail.url).request(
      'POST',
      '/auth/confirm-email',
      { token },
      { 'Accept-Language': 'es' },
    );
    expect(confirm.body).toEqual({ message: 'Your email has been changed.', email: 'lidia@example.test', changed: true });
  });

  it('without mail outside dev mode says it is unavailable (501), changing nothing', async () => {
    const me = new Browser(noMail.url);
    await signIn(noMail, me, { password: PW });
    const res = await me.post('/api/user/email', { newEmail: 'rufus@example.test', password: PW });
    expect(res.status).toBe(501);
    expect(res.body.error).toContain("Changing your email isn't available");
  });
});

describe('POST /api/user/password', () => {
  it('changes the password, keeps this browser signed in and signs out the others', async () => {
    const me = new Browser(dev.url);
    const { user } = await signIn(dev, me, { password: PW });
    const other = new Browser(dev.url);
    other.cookies.set(SESSION_COOKIE, (await createSession(dev.ctx, { userId: user.id })).token);
    expect((await other.get('/api/auth/user')).status).toBe(200);
    const wrong = await me.post('/api/user/password', {
      currentPassword: 'nope-nope-nope',
      newPassword: 'olive-press-92',
    });
    expect(wrong.status).toBe(400);
    const res = await me.post('/api/user/password', { currentPassword: PW, newPassword: 'olive-press-92' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Your password has been changed. Other devices have been signed out.',
      signedOutSessions: 1,
    });
    expect((await me.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    const login = await new Browser(dev.url).post('/auth/login', { email: user.email, password: 'olive-press-92' });
    expect(login.status).toBe(200);
  });

  it('says so in the person’s language: Spanish for a Spanish setting', async () => {
    const me = new Browser(dev.url);
    await signIn(dev, me, { password: PW });
    expect((await me.put('/api/user/settings', { language: 'es' })).status).toBe(200);
    const res = await me.post('/api/user/password', { currentPassword: PW, newPassword: 'olive-press-92' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Tu contraseña ha cambiado. Cerramos la sesión en tus otros dispositivos.',
      signedOutSessions: 0,
    });
  });

  it('is rate limited per person after five wrong current passwords (429)', async () => {
    const me = new Browser(dev.url);
    await signIn(dev, me, { password: PW });
    for (let i = 0; i < 5; i++) {
      expect(
        (await me.post('/api/user/password', { currentPassword: `guess-${i}-x`, newPassword: 'olive-press-92' }))
          .status,
      ).toBe(400);
    }
    const limited = await me.post('/api/user/password', { currentPassword: PW, newPassword: 'olive-press-92' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('sign-in methods', () => {
  it('lists the ways in and disconnects a chat; the last way in is refused with a clear message', async () => {
    const me = new Browser(dev.url);
    const { user } = await signIn(dev, me); // no password: only the identities below
    const actor = { ...dev.ctx, userId: user.id, timeZone: 'UTC' };
    await connectIdentity(actor, { provider: 'telegram', subject: '7770001' });
    await connectIdentity(actor, { provider: 'slack', subject: 'T9:U9' });
    const list = await me.get('/api/user/sign-in-methods');
    expect(list.body).toMatchObject({ hasPassword: false, methods: [{ provider: 'telegram' }, { provider: 'slack' }] });
    const [tg, sl] = list.body.methods as { id: number }[];
    expect((await me.delete(`/api/user/sign-in-methods/${tg!.id}`)).body).toEqual({ provider: 'telegram' });
    const last = await me.delete(`/api/user/sign-in-methods/${sl!.id}`);
    expect(last.status).toBe(409);
    expect(last.body.error).toContain("This is the only way into your account, so it can't be disconnected.");
    expect((await me.get('/api/user/sign-in-methods')).body.methods).toHaveLength(1);
    // Someone else's, or none at all: 404.
    const stranger = new Browser(dev.url);
    await signIn(dev, stranger);
    expect((await stranger.delete(`/api/user/sign-in-methods/${sl!.id}`)).status).toBe(404);
  });
});
