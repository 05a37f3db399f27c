/**
 * Scripture over HTTP (decision 210): the versions and passages of the bundled Bibles, for anyone
 * (no account), and every reference that cannot be read answered 400 in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let visitor: Browser;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
  visitor = new Browser(server.url);
});
afterAll(async () => {
  await server?.close();
});

const passage = (query: string) => visitor.get(`/api/scripture/passage?${query}`);

describe('GET /api/scripture/versions', () => {
  it('lists the three bundled versions with their licence, for a visitor', async () => {
    const r = await visitor.get('/api/scripture/versions');
    expect(r.status).toBe(200);
    expect(r.body.versions.map((v: { id: string; language: string }) => `${v.id}:${v.language}`)).toEqual([
      'web:en',
      'kjv:en',
      'rv1909:es',
    ]);
    expect(r.body.versions[1].notice).toMatch(/Crown letters patent/);
    expect(r.body.versions[0].notice).toMatch(/trademark/);
  });
});

describe('GET /api/scripture/passage', () => {
  it('answers a passage for a visitor with no account', async () => {
    const r = await passage(`ref=${encodeURIComponent('Psalm 23:1-4 (WEB)')}&version=web`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      reference: 'Psalm 23:1-4',
      version: { id: 'web', abbreviation: 'WEB' },
      prev: { reference: 'Psalm 22' },
      next: { reference: 'Psalm 24' },
    });
    expect(r.body.verses[0]).toEqual({
      book: 'Psalms',
      osis: 'Ps',
      chapter: 23,
      verse: 1,
      text: 'Yahweh is my shepherd; I shall lack nothing.',
    });
    expect(r.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('opens the chapter around a reference in another version, in Spanish', async () => {
    const r = await passage(`ref=${encodeURIComponent('Juan 3:16')}&version=rv1909&context=chapter`);
    expect(r.status).toBe(200);
    expect(r.body.reference).toBe('Juan 3:16');
    expect(r.body.verses).toHaveLength(36);
    expect(r.body.highlight).toEqual(['3:16']);
    expect(r.body.verses[15].text).toMatch(/^Porque de tal manera amó Dios al mundo/);
  });

  it.each([
    ['ref=Jude%205%3A1', 'Jude has only 1 chapter: there is no chapter 5.'],
    ['ref=Genesis%20999', 'Genesis has 50 chapters: there is no chapter 999.'],
    [
      'ref=Jerusalem%2070',
      'We couldn\u2019t read \u201cJerusalem 70\u201d as a Bible passage. Try a reference such as John 3:16 or Psalm 23.',
    ],
    ['ref=Genesis', '\u201cGenesis\u201d is a whole book. Ask for a chapter, such as Genesis 1.'],
    ['', 'Type a Bible reference, such as John 3:16.'],
    ['ref=John%203%3A16&ref=John%203%3A17', 'Type a Bible reference, such as John 3:16.'],
    ['ref=John%203%3A16&version=niv', 'Unknown Bible version. Choose WEB, KJV or RV1909.'],
    ['ref=John%203%3A16&context=book', 'The only context is \u201cchapter\u201d.'],
    ['ref=John%203%3A16&lang=fr', 'The language must be en or es.'],
    [`ref=${'a'.repeat(101)}`, 'A reference is at most 100 characters.'],
  ])('%s is a 400 that says what was not understood', async (query, message) => {
    const r = await passage(query);
    expect(r.status).toBe(400);
    expect(r.body.error.replace(/'/g, '\u2019')).toBe(message);
  });
});

describe('the person\u2019s Bible version', () => {
  it('is a setting read by the passage route when no version is asked for', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    expect((await me.get('/api/user/settings')).body.bibleVersion).toBe('web');
    expect((await me.put('/api/user/settings', { bibleVersion: 'kjv' })).body.bibleVersion).toBe('kjv');
    const r = await me.get('/api/scripture/passage?ref=Psalm%2023%3A1');
    expect(r.body.verses[0].text).toBe('The LORD is my shepherd; I shall not want.');
    // an explicit version still wins, and a visitor keeps the default
    expect((await me.get('/api/scripture/passage?ref=Psalm%2023%3A1&version=web')).body.version.id).toBe('web');
    expect((await passage('ref=Psalm%2023%3A1')).body.version.id).toBe('web');
  });

  it('an answer in the session\u2019s Bible tells caches so; one in a named version is kept a day (decision 253)', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    await me.put('/api/user/settings', { bibleVersion: 'kjv' });
    // The same address answers the KJV to this person and the WEB to a visitor: a browser must not
    // keep either for the other (a shared computer, a sign-out).
    for (const b of [me, visitor]) {
      for (const path of ['/api/scripture/passage?ref=Psalm%2023%3A1', '/api/scripture/image?ref=Psalm%2023%3A1']) {
        const r = await b.get(path);
        expect(r.status).toBe(200);
        expect(r.headers.get('cache-control')).toBe('private, no-cache');
        expect(r.headers.get('vary')).toMatch(/\bCookie\b/);
      }
    }
    const named = await me.get('/api/scripture/passage?ref=Psalm%2023%3A1&version=kjv');
    expect(named.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(named.headers.get('vary') ?? '').not.toMatch(/Cookie/);
  });

  it('refuses an unknown version in words', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    const r = await me.put('/api/user/settings', { bibleVersion: 'niv' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Unknown Bible version. Choose WEB, KJV or RV1909.');
  });
});
