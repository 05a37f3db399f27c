/**
 * What a browser audit (Lighthouse) reads besides the pages (decision 186): a valid plain-text
 * robots.txt, and an anonymous visit whose first requests are answers, not errors (a 401 is logged
 * in the console as a failed request). The shell is the real web/index.html.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dps-audit-'));
  writeFileSync(join(dist, 'index.html'), readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8'));
  server = await startTestServer({ config: { staticDir: dist } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A `<link>` tag's attributes (the shell's tags are written by us: plain double-quoted values). */
function linkTags(shell: string): Record<string, string>[] {
  return [...shell.matchAll(/<link\s([^>]{1,400})>/g)].map((m) =>
    Object.fromEntries(
      [...m[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, (a[2] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&')]),
    ),
  );
}

/** The URLs a page preloads: `<link rel="preload" href>` in the shell and `Link: rel=preload` headers. */
function preloadedUrls(shell: string, linkHeader: string | null): string[] {
  const inHtml = linkTags(shell)
    .filter((l) => l.rel === 'preload')
    .map((l) => l.href!);
  const inHeader = [...(linkHeader ?? '').matchAll(/<([^>]+)>\s*;[^,]*rel=preload/g)].map((m) => m[1]!);
  return [...inHtml, ...inHeader];
}

describe('GET /robots.txt', () => {
  it('is a plain-text robots file that lets crawlers read the pages', async () => {
    const res = await new Browser(server.url).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = res.text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
    expect(lines.length).toBeGreaterThan(0);
    // Every line is a directive robots parsers know (what Lighthouse's robots-txt audit checks).
    for (const line of lines) expect(line).toMatch(/^(user-agent|allow|disallow|sitemap):\s*\S*$/i);
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).not.toContain('Disallow: /');
  });
});

describe('who is signed in', () => {
  it('a visitor is told { user: null } with a 200, and GET /auth/user still answers 401', async () => {
    const b = new Browser(server.url);
    const res = await b.get('/auth/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await b.get('/auth/user')).status).toBe(401);
  });

  it('a signed-in person gets the same user GET /auth/user answers', async () => {
    const b = new Browser(server.url);
    await signIn(server, b, { firstName: 'Lydia' });
    const res = await b.get('/auth/session');
    expect(res.status).toBe(200);
    expect(res.body.user.firstName).toBe('Lydia');
    expect(res.body).toEqual({ user: (await b.get('/auth/user')).body });
  });

  it('every URL the landing page preloads for a visitor answers without a 4xx', async () => {
    const b = new Browser(server.url);
    const shell = await b.request('GET', '/', undefined, { 'Sec-Fetch-Dest': 'document' });
    expect(shell.status).toBe(200);
    const urls = preloadedUrls(shell.text, shell.headers.get('link'));
    expect(urls).toContain('/auth/session');
    for (const url of urls) expect({ url, status: (await b.get(url)).status }).toEqual({ url, status: 200 });
  });

  it("a signed-in person's Today and Progress preload what they show first, each under its query key, and each answers", async () => {
    const b = new Browser(server.url);
    await signIn(server, b);
    const today = await b.request('GET', '/', undefined, { 'Sec-Fetch-Dest': 'document' });
    expect(preloadedUrls(today.text, today.headers.get('link'))).toEqual(
      expect.arrayContaining(['/auth/session', '/api/prayers/daily', '/api/user/settings', '/api/progress/streak']),
    );
    // Today also names the week ahead and the day's prayer's reflections, keyed as Today keys them.
    const todayKeys = Object.fromEntries(
      linkTags(today.text)
        .filter((l) => l['data-query'])
        .map((l) => [l.href!, JSON.parse(l['data-query']!) as unknown[]]),
    );
    const daily = (await b.get('/api/prayers/daily')).body as { id: number } | null;
    const days = Object.keys(todayKeys).find((u) => u.startsWith('/api/prayers/days?from='))!;
    expect(days).toMatch(/^\/api\/prayers\/days\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    expect(todayKeys[days]).toEqual(['/api/prayers/days']);
    if (daily) expect(todayKeys[`/api/prayers/${daily.id}/reflections`]).toEqual(['/api/prayers', daily.id, 'reflections']);
    const progress = await b.request('GET', '/progress', undefined, { 'Sec-Fetch-Dest': 'document' });
    const urls = preloadedUrls(progress.text, progress.headers.get('link'));
    expect(urls).toEqual(
      expect.arrayContaining(['/auth/session', '/api/progress/streak', '/api/goals', '/api/progress/stats', '/api/plans/mine']),
    );
    expect(urls).not.toContain('/api/prayers/daily');
    // The week and the year of the person's zone, keyed as the screens key them (web/src/lib/prime-queries.ts).
    const keys = Object.fromEntries(
      linkTags(progress.text)
        .filter((l) => l['data-query'])
        .map((l) => [l.href!, JSON.parse(l['data-query']!) as unknown[]]),
    );
    const weekly = urls.find((u) => u.startsWith('/api/progress/weekly?startDate='))!;
    const sunday = weekly.split('=')[1]!;
    expect(new Date(`${sunday}T12:00:00Z`).getUTCDay()).toBe(0);
    expect(keys[weekly]).toEqual(['/api/progress/weekly', sunday]);
    expect(keys['/api/progress/streak']).toEqual(['/api/progress/streak']);
    const year = urls.find((u) => u.startsWith('/api/progress/year?year='))!;
    expect(keys[year]).toEqual([year]);
    for (const url of [...urls, ...preloadedUrls(today.text, null)]) {
      expect({ url, status: (await b.get(url)).status }).toEqual({ url, status: 200 });
    }
    // Another screen, and anyone's shell fetched by the service worker, preload no answers.
    const wall = await b.request('GET', '/wall', undefined, { 'Sec-Fetch-Dest': 'document' });
    expect(preloadedUrls(wall.text, wall.headers.get('link'))).toEqual(['/auth/session']);
    const forWorker = await b.request('GET', '/progress', undefined, { 'Sec-Fetch-Dest': 'empty' });
    expect(preloadedUrls(forWorker.text, forWorker.headers.get('link'))).toEqual(['/auth/session']);
  });

  it("names the person's catalogue, and away from Today the screens chunk, as module preloads", async () => {
    writeFileSync(
      join(dist, '.preloads.json'),
      JSON.stringify({
        catalogues: { en: '/assets/en-abc.js', es: '/assets/es-def.js' },
        screens: ['/assets/screens-123.js', '../../etc/passwd'],
        routes: { '/progress': ['/assets/progress-456.js'] },
      }),
    );
    const modules = (shell: string) => linkTags(shell).filter((l) => l.rel === 'modulepreload').map((l) => l.href);
    const visitor = new Browser(server.url);
    const landing = await visitor.request('GET', '/', undefined, { 'Sec-Fetch-Dest': 'document' });
    expect(modules(landing.text)).toEqual(['/assets/en-abc.js']);
    const spanish = await visitor.request('GET', '/login', undefined, { 'Sec-Fetch-Dest': 'document', 'Accept-Language': 'es-MX' });
    expect(modules(spanish.text)).toEqual(['/assets/es-def.js', '/assets/screens-123.js']);
    const progress = await visitor.request('GET', '/progress', undefined, { 'Sec-Fetch-Dest': 'document' });
    expect(modules(progress.text)).toEqual(['/assets/en-abc.js', '/assets/progress-456.js']);
    rmSync(join(dist, '.preloads.json'));
  });
});
