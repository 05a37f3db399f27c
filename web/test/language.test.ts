/**
 * The account's language over HTTP (decision 231): chosen at sign-up from the browser's
 * Accept-Language, changed in the settings, and the daily prayer on Today follows it; the page's
 * `<html lang>` follows it from the first byte (decision 239).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '@dps/db/content/load-content';
import { startTestServer, type TestServer } from './start-test-server';
import { IpBrowser } from './fakes/ip-browser';

let s: TestServer;
let dist: string;
const SHELL = '<!doctype html><html lang="en"><head><title>Daily Prayer</title></head><body><div id="root"></div></body></html>';
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dps-lang-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  s = await startTestServer({ now: '2026-03-10T15:00:00Z', config: { staticDir: dist } });
});
afterAll(async () => {
  await s.close();
  rmSync(dist, { recursive: true, force: true });
});

let n = 0;
async function register(acceptLanguage: string | null) {
  const b = new IpBrowser(s.url);
  const headers: Record<string, string> = acceptLanguage === null ? {} : { 'Accept-Language': acceptLanguage };
  const res = await b.request('POST', '/auth/register', { email: `lang-${++n}@example.test`, password: 'timbrel-song-7', firstName: 'Rut' }, headers);
  expect(res.status).toBe(200);
  return b;
}

describe('the language at sign-up', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.5', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.4', 'es'],
    ['fr-FR', 'en'],
    [null, 'en'],
  ])('Accept-Language %s starts the account in %s', async (header, language) => {
    const b = await register(header);
    expect((await b.get('/api/user/settings')).body.language).toBe(language);
  });
});

describe('PUT /api/user/settings { language }', () => {
  it('changes the language, and refuses one the product does not have with a clear message', async () => {
    const b = await register('en-US');
    expect((await b.put('/api/user/settings', { language: 'es' })).body.language).toBe('es');
    const bad = await b.put('/api/user/settings', { language: 'de' });
    expect(bad.status).toBe(400);
    // The account is Spanish now, so the refusal is in Spanish (decision 241).
    expect(JSON.stringify(bad.body)).toContain('Elige inglés (en) o español (es).');
    expect((await b.get('/api/user/settings')).body.language).toBe('es');
  });

  it('Today shows the prayer of the account’s language (the English library while content/es has no library)', async () => {
    const es = await register('es-ES');
    const en = await register('en-US');
    const spanish = (await es.get('/api/prayers/daily')).body;
    const english = (await en.get('/api/prayers/daily')).body;
    expect(spanish.date).toBe(english.date);
    const dir = join(CONTENT_DIR, 'es', 'daily-prayers');
    const hasSpanishLibrary = existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.yaml'));
    if (hasSpanishLibrary) expect(spanish.id).not.toBe(english.id);
    else expect(spanish.id).toBe(english.id);
    await es.put('/api/user/settings', { language: 'en' });
    expect((await es.get('/api/prayers/daily')).body.id).toBe(english.id);
  });
});

describe('the page’s <html lang>', () => {
  const page = async (b: IpBrowser | null, path: string, acceptLanguage?: string) => {
    const headers: Record<string, string> = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' };
    if (acceptLanguage) headers['Accept-Language'] = acceptLanguage;
    if (b) headers.Cookie = [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${s.url}${path}`, { headers });
    expect(res.status).toBe(200);
    return { html: await res.text(), vary: res.headers.get('vary') ?? '', cacheControl: res.headers.get('cache-control') };
  };
  const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

  it('is a visitor’s browser language (Accept-Language), with no account language for the app to take', async () => {
    expect(htmlTag((await page(null, '/login', 'es-MX,es;q=0.9,en;q=0.8')).html)).toBe('<html lang="es">');
    expect(htmlTag((await page(null, '/bible?ref=Juan%203', 'fr-FR,fr;q=0.9,es;q=0.4')).html)).toBe('<html lang="es">');
    const english = await page(null, '/login', 'en-US,en;q=0.9');
    expect(english.html).toBe(SHELL);
    expect(english.vary).toMatch(/Accept-Language/);
    expect(htmlTag((await page(null, '/', 'de-DE')).html)).toBe('<html lang="en">');
  });

  it('is a signed-in person’s own language on every screen, whatever the browser says, and follows a change', async () => {
    const b = await register('es-ES');
    for (const path of ['/', '/progress', '/plans', '/bible?ref=Juan%203']) {
      const { html, vary, cacheControl } = await page(b, path, 'en-US');
      // (Today's also carries the theme and the prayer: web/test/prerender-today.test.ts.)
      expect(htmlTag(html)).toMatch(/^<html( [^>]*)? lang="es" data-lang="es">$/);
      // Another person (or a visitor) gets another shell at the same address.
      expect(vary).toMatch(/Cookie/);
      expect(cacheControl).toMatch(/private/);
    }
    await b.put('/api/user/settings', { language: 'en' });
    // (Progress's first visit also carries the theme: web/test/prerender-today.test.ts.)
    expect(htmlTag((await page(b, '/progress', 'es-MX')).html)).toMatch(/^<html( [^>]*)? lang="en" data-lang="en">$/);
    expect(htmlTag((await page(b, '/wall', 'es-MX')).html)).toBe('<html lang="en" data-lang="en">');
  });
});
