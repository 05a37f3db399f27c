/**
 * The API's error messages in the person's language (issue 23 item 1, decision 241): the same bad
 * request answered in English and, with Accept-Language: es or an account set to Spanish, in
 * Spanish; codes, statuses and the English words unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    // A message the catalogue has no words for is answered with its code's message in Spanish.
    const month = await rosa.get('/api/history?month=2026-13');
    expect(month.status).toBe(400);
    expect(month.body.error).toBe('Revisa los datos e inténtalo de nuevo.');

    const john = new Browser(server.url);
    await signIn(server, john);
    const en = await john.request('GET', '/api/prayers/999999', undefined, ES);
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ error: 'Prayer not found.' });
  });
});
