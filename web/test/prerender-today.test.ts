/**
 * A first visit's Today carries the day's prayer in the HTML (web/server/prerender-today.ts): for a
 * signed-in person's navigation to / only, escaped, in their theme and text size, never cached, and
 * never in the shell the service worker keeps.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prayers, userSettings } from '@dps/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let dist: string;
const CSS = `.prayer{color:#333}${' '.repeat(2000)}`;
const SHELL =
  '<!doctype html><html lang="en"><head><title>Daily Prayer</title><link rel="stylesheet" crossorigin href="/assets/app-X1.css"></head><body><div id="root"></div></body></html>';
const NAVIGATION = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dps-prerender-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-X1.css'), CSS);
  // 08:00 in New York on 10 March 2026.
  server = await startTestServer({ now: '2026-03-10T12:00:00Z', config: { staticDir: dist } });
  await server.ctx.db.insert(prayers).values({
    kind: 'daily',
    date: '2026-03-10',
    title: 'Light <for> "the" day & night',
    content: 'First paragraph.\n\nSecond <b>paragraph</b>.',
    scripture: 'The LORD is my shepherd; I shall not want.',
    scriptureReference: 'Psalm 23:1',
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function getHtml(browser: Browser, path: string, headers: Record<string, string> = NAVIGATION) {
  const res = await fetch(`${server.url}${path}`, {
    headers: { ...headers, Cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    encoding: res.headers.get('content-encoding'),
    html: await res.text(),
  };
}

describe('a first visit to Today', () => {
  it('has the day’s prayer in the page, escaped, not cached, with the app’s root hidden behind it', async () => {
    const browser = new Browser(server.url);
    await signIn(server, browser, { timeZone: 'America/New_York' });
    const { status, cacheControl, encoding, html } = await getHtml(browser, '/', {
      ...NAVIGATION,
      'Accept-Encoding': 'gzip',
    });
    expect(status).toBe(200);
    expect(cacheControl).toBe('private, no-store');
    expect(encoding).toBe('gzip');
    // The stylesheet comes in the same answer: a linked one would hold the first paint until it arrived.
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<div id="prerender">');
    expect(html).toContain('#prerender~#root{display:none}');
    expect(html).toContain('Tuesday, March 10, 2026');
    expect(html).toContain('Light &lt;for&gt; &quot;the&quot; day &amp; night');
    expect(html).toContain('<p>First paragraph.</p><p>Second &lt;b&gt;paragraph&lt;/b&gt;.</p>');
    expect(html).toContain('Psalm 23:1');
    // The streak card above the prayer, as Today shows it, so the app's own does not push the prayer down.
    expect(html).toMatch(
      /aria-label="Prayer streak".*>Your streak begins today<\/h2>.*Start your prayer journey today!.*Today's Prayer/,
    );
    // A new person is not greeted with a 0 (decision 206).
    expect(html).not.toMatch(/>0 <span[^>]*>Day Streak!|Personal best: 0/);
    expect(html).not.toMatch(/<b>|<for>/);
    expect(html).toMatch(/<\/div><div id="root"><\/div><\/body>/);
  });

  it('is in the person’s theme and text size from the first paint', async () => {
    const browser = new Browser(server.url);
    const { user } = await signIn(server, browser);
    await server.ctx.db
      .update(userSettings)
      .set({ theme: 'dark', textSize: 'largest' })
      .where(eq(userSettings.userId, user.id));
    const { html } = await getHtml(browser, '/');
    expect(html).toContain(
      '<html class="dark" style="color-scheme: dark; font-size: 200%" data-text-size="largest" lang="en" data-lang="en">',
    );
  });

  it('is in a Spanish person’s language: <html lang>, the heading, the date and the streak card', async () => {
    const browser = new Browser(server.url);
    const { user } = await signIn(server, browser, { timeZone: 'America/New_York' });
    await server.ctx.db.update(userSettings).set({ language: 'es' }).where(eq(userSettings.userId, user.id));
    const { html } = await getHtml(browser, '/', { ...NAVIGATION, 'Accept-Language': 'en-US' });
    // The account's language, not the browser's; data-lang is what the app's first paint takes.
    expect(html).toMatch(/<html [^>]*lang="es" data-lang="es">/);
    expect(html).toContain('<div id="prerender">');
    expect(html).toContain('Martes, 10 de marzo de 2026');
    expect(html).toContain('>Oración del día</h1>');
    expect(html).toMatch(
      /aria-label="Racha de oración".*>Tu racha empieza hoy<\/h2>.*¡Empieza hoy tu camino de oración!/,
    );
    expect(html).not.toMatch(/Today's Prayer|Prayer streak|Your streak begins today/);
  });

  it('is the plain shell (in the person’s language) for a visitor, another screen, and the service worker’s fetch of the shell', async () => {
    const visitor = await getHtml(new Browser(server.url), '/');
    expect(visitor.html).toBe(SHELL);
    const browser = new Browser(server.url);
    await signIn(server, browser);
    // Another screen (one that preloads no answers, decision 245): no prayer, only the account's language for the app's first paint.
    expect((await getHtml(browser, '/wall')).html).toBe(SHELL.replace('<html lang="en">', '<html lang="en" data-lang="en">'));
    // Workbox precaches the shell with a fetch (Sec-Fetch-Dest: empty), never a navigation.
    const precache = await getHtml(browser, '/index.html', { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors' });
    expect(precache.html).toBe(SHELL);
    expect((await getHtml(browser, '/', { 'Sec-Fetch-Dest': 'empty' })).html).toBe(SHELL);
  });
});

describe('a first visit to Progress (decision 245)', () => {
  it('has the header and the page heading in the person’s language and theme, the stylesheet inlined, nothing else', async () => {
    const browser = new Browser(server.url);
    const { user } = await signIn(server, browser, { timeZone: 'America/New_York' });
    await server.ctx.db.update(userSettings).set({ language: 'es', theme: 'dark' }).where(eq(userSettings.userId, user.id));
    const { cacheControl, html } = await getHtml(browser, '/progress');
    expect(cacheControl).toBe('private, no-store');
    expect(html).toMatch(/<html class="dark" [^>]*lang="es" data-lang="es">/);
    expect(html).toContain(`<style>${CSS}</style>`);
    const prerender = /<div id="prerender">(.*?)<div id="root">/s.exec(html)?.[1] ?? '';
    expect(prerender).toContain('Daily Prayer &amp; Scripture</span>');
    expect(prerender).toMatch(/<h1 [^>]*>Tu progreso<\/h1>/);
    // No data of the person's in it: their streak and week come with the app.
    expect(prerender).not.toMatch(/streak|racha|aria-label/i);
    // A visitor, and the service worker's fetch, get no copy.
    expect((await getHtml(new Browser(server.url), '/progress')).html).not.toContain('id="prerender"');
    expect((await getHtml(browser, '/progress', { 'Sec-Fetch-Dest': 'empty' })).html).not.toContain('id="prerender"');
  });
});
