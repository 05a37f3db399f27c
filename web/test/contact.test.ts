/** The Contact Us form over HTTP, in dev mode (no SMTP): validation, storage, the per-IP limit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { contactMessages } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T12:00:00Z' });
});
afterAll(() => server?.close());

const form = () => ({ name: 'Ruth', email: 'ruth@example.test', subject: 'Hello', message: 'Thank you for the app.' });
let ipCounter = 0;
/** Each test writes from its own address (the app trusts X-Forwarded-For from loopback proxies). */
const fromNewIp = () => ({ 'X-Forwarded-For': `203.0.113.${++ipCounter}` });
const lastStored = async () =>
  (await server.db.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1))[0];

describe('POST /api/contact', () => {
  it('works signed out: stores the trimmed message and answers the dev-mode line', async () => {
    const res = await new Browser(server.url).request(
      'POST',
      '/api/contact',
      { ...form(), name: '  Ruth ' },
      fromNewIp(),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Thanks! Your message was received. (Dev mode: check the server logs.)',
      devMode: true,
    });
    expect(await lastStored()).toMatchObject({ ...form(), userId: null });
  });

  it('works signed in and remembers who wrote', async () => {
    const b = new Browser(server.url);
    const { user } = await signIn(server, b);
    const res = await b.request('POST', '/api/contact', form(), fromNewIp());
    expect(res.status).toBe(200);
    expect((await lastStored())?.userId).toBe(user.id);
  });

  it('thanks in the person’s language: a Spanish setting, else the browser’s (decision 247)', async () => {
    const spanish = '¡Gracias! Recibimos tu mensaje. (Modo de desarrollo: revisa los registros del servidor.)';
    const b = new Browser(server.url);
    await signIn(server, b);
    expect((await b.put('/api/user/settings', { language: 'es' })).status).toBe(200);
    const signedIn = await b.request('POST', '/api/contact', form(), { ...fromNewIp(), 'Accept-Language': 'en' });
    expect(signedIn.body).toEqual({ message: spanish, devMode: true });
    const visitor = await new Browser(server.url).request('POST', '/api/contact', form(), {
      ...fromNewIp(),
      'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5',
    });
    expect(visitor.body).toEqual({ message: spanish, devMode: true });
  });

  it('answers "Missing Information" for any blank field and "Invalid Email" without an @', async () => {
    const b = new Browser(server.url);
    const headers = fromNewIp();
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      for (const value of ['', '   ', undefined]) {
        server.clock.advance(11 * 60_000); // a fresh rate-limit window each time
        const res = await b.request('POST', '/api/contact', { ...form(), [field]: value }, headers);
        expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(res.body).toEqual({ error: 'Please fill in all fields.', title: 'Missing Information' });
      }
    }
    server.clock.advance(11 * 60_000);
    const res = await b.request('POST', '/api/contact', { ...form(), email: 'ruth.example.test' }, headers);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Please enter a valid email address.', title: 'Invalid Email' });
  });

  it('allows 5 messages per 10 minutes from one address, then 429 with Retry-After, and nothing more is stored', async () => {
    const b = new Browser(server.url);
    const headers = fromNewIp();
    for (let i = 0; i < 5; i++) expect((await b.request('POST', '/api/contact', form(), headers)).status).toBe(200);
    const stored = (await lastStored())?.id;
    const res = await b.request('POST', '/api/contact', form(), headers);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('600');
    expect(res.body).toEqual({ error: 'Too many messages. Please try again in 10 minutes.', title: 'Please wait' });
    expect((await lastStored())?.id).toBe(stored);
    // Another address is not affected; the same one may write again when the window is over.
    expect((await b.request('POST', '/api/contact', form(), fromNewIp())).status).toBe(200);
    server.clock.advance(10 * 60_000);
    expect((await b.request('POST', '/api/contact', form(), headers)).status).toBe(200);
  });
});
