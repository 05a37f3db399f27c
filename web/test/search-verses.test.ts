/**
 * Verse search over HTTP (decision 211): GET /api/search answers Bible verses in the
 * person's version (settings.bibleVersion), a visitor's in the WEB, a reference with its passage,
 * and bad input with a clear 400, never a 5xx. Verse texts are read from the bundled Bibles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScriptureVerses } from '@dps/db/seed/scripture-verses';
import { getPassage } from '@dps/core/scripture/get-passage';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let me: Browser;
const visitor = () => new Browser(server.url);

beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
  me = new Browser(server.url);
  await signIn(server, me);
});
afterAll(() => server?.close());

const search = (q: string, b = me, extra = '') => b.get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
const text = (ref: string, version: 'web' | 'kjv' | 'rv1909') => getPassage({ ref, version }).verses[0]!.text;

describe('GET /api/search: Bible verses', () => {
  it('says verses are being prepared until the fill is done', async () => {
    const res = await search('shepherd', visitor());
    expect(res.status).toBe(200);
    expect(res.body.scripture.status).toBe('preparing');
    await seedScriptureVerses(server.db.db, { books: ['John', '1Cor'] });
    expect((await search('shepherd', visitor())).body.scripture.status).toBe('ready');
  });

  it('a visitor searches the WEB: the verse, its reference, no prayers', async () => {
    const res = await search('so loved the world', visitor());
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
    expect(res.body.scripture.version).toEqual({ id: 'web', abbreviation: 'WEB', language: 'en' });
    expect(res.body.scripture.results[0]).toMatchObject({
      reference: 'John 3:16',
      text: text('John 3:16', 'web'),
      match: 'phrase',
    });
  });

  it('a signed-in person searches their own version, and prayers too', async () => {
    expect((await me.put('/api/user/settings', { bibleVersion: 'kjv' })).status).toBe(200);
    const res = await search('charity');
    expect(res.status).toBe(200);
    expect(res.body.scripture.version.id).toBe('kjv');
    expect(res.body.scripture.results[0].text).toBe(text(res.body.scripture.results[0].reference, 'kjv'));
    expect(Array.isArray(res.body.results)).toBe(true);

    await me.put('/api/user/settings', { bibleVersion: 'rv1909' });
    const es = await search('amó Dios mundos');
    expect(es.body.scripture.results[0]).toMatchObject({ reference: 'Juan 3:16', text: text('Juan 3:16', 'rv1909') });
    // ?version= asks for another one.
    expect((await search('so loved the world', me, '&version=web')).body.scripture.results[0].reference).toBe(
      'John 3:16',
    );
  });

  it('a visitor reading in Spanish searches the RV1909, and the answer says so (decision 253)', async () => {
    const es = await search('amó Dios mundos', visitor(), '&lang=es');
    expect(es.body.scripture.version).toEqual({ id: 'rv1909', abbreviation: 'RV1909', language: 'es' });
    expect(es.body.scripture.results[0]).toMatchObject({ reference: 'Juan 3:16', text: text('Juan 3:16', 'rv1909') });
    // An account's own Bible comes before the app's language.
    await me.put('/api/user/settings', { bibleVersion: 'kjv' });
    expect((await search('charity', me, '&lang=es')).body.scripture.version.id).toBe('kjv');
  });

  it('an answer is the session\u2019s: no cache keeps it for someone else (decision 253)', async () => {
    for (const b of [me, visitor()]) {
      const res = await search('so loved the world', b);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
    }
  });

  it('a reference typed as the query offers its passage', async () => {
    const en = await search('John 3:16', visitor());
    expect(en.body.scripture.passage).toMatchObject({ reference: 'John 3:16', more: 0 });
    expect(en.body.isReference).toBe(true);
    const es = await search('Juan 3:16', visitor(), '&version=rv1909');
    expect(es.body.scripture.passage.verses[0].text).toBe(text('Juan 3:16', 'rv1909'));
  });

  it('refuses bad input with a clear 400, never a 5xx', async () => {
    const cases: [string, string][] = [
      ['/api/search', 'Please type something to search for.'],
      ['/api/search?q=%20%20', 'Please type something to search for.'],
      [`/api/search?q=${'a'.repeat(101)}`, 'Please keep your search under 100 characters.'],
      ['/api/search?q=love&version=niv', 'Unknown Bible version. Choose WEB, KJV or RV1909.'],
      ['/api/search?q=love&version=web&version=kjv', 'Unknown Bible version. Choose WEB, KJV or RV1909.'],
      ['/api/search?q[a]=love', 'Please type something to search for.'],
    ];
    for (const [path, message] of cases)
      for (const b of [me, visitor()]) {
        const res = await b.get(path);
        expect(res.status, path).toBe(400);
        expect(res.body.error, path).toBe(message);
      }
    for (const q of ['John 999:1', 'Jude 5:1', 'Genesis', '"unclosed', 'love & | ! :*', '-', '\u00e9'])
      expect((await search(q, visitor())).status, q).toBe(200);
  });
});
