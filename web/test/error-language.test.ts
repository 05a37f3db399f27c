/**
 * The API's error messages in the person's language (decision 241): the same bad
 * request answered in English and, with Accept-Language: es or an account set to Spanish, in
 * Spanish; codes, statuses and the English words unchanged. The answers given before a route (the
 * same-origin check's 403 and 415, the 503 of a database that is not there) follow Accept-Language too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@dps/db/client';
import { SESSION_COOKIE } from '../server/auth/session-cookie';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
});
afterAll(() => server?.close());

const ES = { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' };

describe('a visitor: the browser’s language', () => {
  it('a validation error: the same empty search in English and in Spanish', async () => {
    const b = new Browser(server.url);
    const en = await b.request('GET', '/api/search?q=%20');
    expect(en.status).toBe(400);
    expect(en.body).toEqual({ error: 'Please type something to search for.' });
    const es = await b.request('GET', '/api/search?q=%20', undefined, ES);
    expect(es.status).toBe(400);
    expect(es.body).toEqual({ error: 'Escribe algo para buscar.' });
  });

  it('a reference that does not exist: "Mateo 29" in Spanish names the book in Spanish, whichever Bible reads it (decision 260)', async () => {
    const b = new Browser(server.url);
    for (const ref of ['Mateo 29', 'Matthew 29']) {
      const es = await b.request('GET', `/api/scripture/passage?ref=${encodeURIComponent(ref)}&context=chapter`, undefined, ES);
      expect(es.status).toBe(400);
      expect(es.body).toEqual({ error: 'Mateo tiene 28 capítulos: no hay capítulo 29.', title: 'No se encontró el pasaje' });
    }
    const en = await b.get(`/api/scripture/passage?ref=${encodeURIComponent('Mateo 29')}&version=rv1909`);
    expect(en.body).toEqual({ error: 'Matthew has 28 chapters: there is no chapter 29.', title: 'Passage not found' });
  });

  it('not signed in, with its heading; an unknown API address', async () => {
    const b = new Browser(server.url);
    expect((await b.request('GET', '/api/prayers/1')).body).toEqual({ error: 'Unauthorized', title: 'Unauthorized' });
    const es = await b.request('GET', '/api/prayers/1', undefined, ES);
    expect(es.status).toBe(401);
    expect(es.body).toEqual({ error: 'Inicia sesión para continuar.', title: 'Sin sesión' });
    const gone = await b.request('GET', '/api/no-such-thing', undefined, ES);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'No se encontró.' });
  });
});

describe('a signed-in person: their own setting, whatever the browser says', () => {
  it('Spanish account: not found and validation in Spanish; an English account keeps English under Accept-Language: es', async () => {
    const rosa = new Browser(server.url);
    await signIn(server, rosa);
    expect((await rosa.put('/api/user/settings', { language: 'es' })).status).toBe(200);
    const missing = await rosa.get('/api/prayers/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'No se encontró la oración.' });
    const bad = await rosa.put('/api/user/settings', { language: 'de' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Elige inglés (en) o español (es).');
    // A schema message keyed since (decision 241): its own words in Spanish.
    const month = await rosa.get('/api/history?month=2026-13');
    expect(month.status).toBe(400);
    expect(month.body.error).toBe('month tiene que ser un mes con el formato AAAA-MM.');
    // zod's own words (a rule its schema gave no message) are answered with the code's message in Spanish.
    const own = await rosa.put('/api/user/settings', { notifications: 'yes' });
    expect(own.status).toBe(400);
    expect(own.body.error).toBe('Revisa los datos e inténtalo de nuevo.');

    const john = new Browser(server.url);
    await signIn(server, john);
    const en = await john.request('GET', '/api/prayers/999999', undefined, ES);
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ error: 'Prayer not found.' });
  });
});

describe('answers given before any route: the same-origin check and a database that is not there', () => {
  it('a cross-site write (403) and a body that is not JSON (415), in the browser’s language', async () => {
    const b = new Browser(server.url);
    await signIn(server, b);
    const crossSite = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    const en = await b.request('POST', '/api/goals', { title: 'x', targetDays: 3 }, crossSite);
    expect(en.status).toBe(403);
    expect(en.body).toEqual({ error: 'This request must come from the app itself.' });
    const es = await b.request('POST', '/api/goals', { title: 'x', targetDays: 3 }, { ...crossSite, ...ES });
    expect(es.status).toBe(403);
    expect(es.body).toEqual({ error: 'Esta solicitud tiene que venir de la propia aplicación.' });

    const plain = { 'Content-Type': 'text/plain' };
    const enPlain = await b.request('POST', '/api/user/prayers', '{"title":"a","content":"b"}', plain);
    expect(enPlain.status).toBe(415);
    expect(enPlain.body).toEqual({ error: 'Send the request body as JSON.' });
    const esPlain = await b.request('POST', '/api/user/prayers', '{"title":"a","content":"b"}', { ...plain, ...ES });
    expect(esPlain.status).toBe(415);
    expect(esPlain.body).toEqual({ error: 'Envía el cuerpo de la solicitud como JSON.' });
    expect((await b.get('/api/user/prayers')).body).toEqual([]);
  });

  it('the database refuses connections: 503 with Retry-After, in English and in Spanish', async () => {
    // A PostgreSQL address where nothing listens: every query fails with ECONNREFUSED.
    const gone = await createDb({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      migrate: false,
      connectTimeoutMs: 500,
    });
    const down = await startTestServer({ db: gone });
    try {
      const b = new Browser(down.url);
      b.cookies.set(SESSION_COOKIE, 'a-session-token-of-fair-length');
      const en = await b.request('GET', '/api/progress/stats');
      expect(en.status).toBe(503);
      expect(en.headers.get('retry-after')).toBe('5');
      expect(en.body).toEqual({
        error: 'The service is temporarily unavailable: its database is not answering. Please try again in a moment.',
      });
      const es = await b.request('GET', '/api/progress/stats', undefined, ES);
      expect(es.status).toBe(503);
      expect(es.body).toEqual({
        error:
          'El servicio no está disponible por ahora: su base de datos no responde. Inténtalo de nuevo en un momento.',
      });
    } finally {
      await down.close();
      await gone.close();
    }
  });
});
