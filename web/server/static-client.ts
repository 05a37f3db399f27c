/**
 * Serving the built web client and compressing what the API answers.
 *
 * - The build writes a brotli (.br) and a gzip (.gz) copy beside every text asset (web/vite.config.ts);
 *   express-static-gzip picks the best one the browser accepts, with `Content-Encoding` and
 *   `Vary: Accept-Encoding`, so nothing is compressed per request.
 * - Hashed files under /assets/ never change: cached for a year, immutable. The HTML shell, the
 *   service worker and the manifest are revalidated on every load (no-cache + ETag), so a deploy
 *   reaches people on their next visit. Other public files (icons) are cached for a day.
 * - A missing /assets/ file is a 404, not the HTML shell: a page still running an old build then
 *   fails its lazy import cleanly and reloads, instead of parsing HTML as JavaScript.
 * - JSON answers of /api and /auth are compressed on the fly above 1 KB (smaller ones gain nothing).
 * - The shell speaks the person's language (decision 239): `<html lang>` (and `data-lang`, which the
 *   app's first paint reads) from a signed-in person's settings, a visitor's from Accept-Language.
 *   A page's shell also names the scripts and API answers it loads next (decision 245), so it is
 *   the file with its `<html>` and `<head>` changed, compressed on the fly, and answers vary with
 *   the cookie and Accept-Language. Only a build without dist/.preloads.json serves an English
 *   visitor the precompressed file as it is.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import compression from 'compression';
import type { ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { withLanguage, withPrerender, type Prerendered } from '../shared/prerender-markup';
import { pageModulePreloads, withApiPreloads, withModulePreloads, type ApiPreload } from './page-preloads';
import type { ShellLanguage } from './prerender-today';

/** Answers below this many bytes are sent as they are. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ONE_DAY = 'public, max-age=86400';

/** Files that must be revalidated on every load: they name the current build. */
const SHELL_FILES = /(^|[\\/])(index\.html|sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/;

function cacheHeaders(res: ServerResponse, path: string): void {
  if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', IMMUTABLE);
  else if (SHELL_FILES.test(path)) res.setHeader('Cache-Control', REVALIDATE);
  else res.setHeader('Cache-Control', ONE_DAY);
  // The service worker may control the whole origin although it is served from /sw.js.
  if (/[\\/]sw\.js(\.br|\.gz)?$/.test(path)) res.setHeader('Service-Worker-Allowed', '/');
}

/** Compresses JSON (and any other compressible) answers of the API above the threshold. */
export function compressApi(): RequestHandler {
  return compression({ threshold: COMPRESS_THRESHOLD_BYTES });
}

/**
 * Mounts the built client from `dir` (web/dist): its files, precompressed, and the HTML shell for
 * every other GET (the client routes it and shows "404 Page Not Found" itself). Does nothing when
 * the client has not been built (API-only tests). `prerender` may add the day's prayer to the shell
 * of a navigation (web/server/prerender-today.ts); without an answer the shell is served as it is.
 * `preloads` names the API answers this visitor's page will fetch first (preloaded from the shell).
 * `languageOf` gives the shell's language (English for everyone without it).
 */
export function serveClient(
  app: Express,
  dir: string | undefined,
  prerender?: (req: Request) => Promise<Prerendered | null>,
  preloads?: (req: Request) => Promise<ApiPreload[]>,
  languageOf?: (req: Request) => Promise<ShellLanguage>,
): void {
  if (!dir || !existsSync(join(dir, 'index.html'))) return;
  const files = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { index: false, cacheControl: false, setHeaders: cacheHeaders },
  });
  app.use(files);
  app.get(/^\/assets\//, (_req, res) => {
    res.status(404).type('text/plain').setHeader('Cache-Control', 'no-store').send('Not found');
  });
  app.get(/^\/.*/, async (req, res, next) => {
    // The same address answers in another language for another person or browser.
    res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    // A fetch of the shell that is not a page load (the service worker's copy) stays the same for everyone.
    const dest = req.get('sec-fetch-dest');
    const page = !dest || dest === 'document';
    const [extra, lang, answers] = await Promise.all([
      prerender ? prerender(req) : null,
      languageOf && page ? languageOf(req) : { language: 'en', account: false },
      page && preloads ? preloads(req) : [],
    ]);
    // The catalogue and (away from Today) the screens chunk, named before the script asks, and a
    // signed-in person's first API answers, fetched while the scripts download (decision 245).
    const scripts = page ? pageModulePreloads(dir, req.path, lang.language) : [];
    const withPreloads = (shell: string) => withApiPreloads(withModulePreloads(shell, scripts), answers);
    if (extra) {
      try {
        const shell = await inlineStylesheets(await readShell(dir), dir);
        res.setHeader('Cache-Control', 'private, no-store');
        res.type('html').send(withPreloads(withPrerender(withLanguage(shell, lang.language, lang.account), extra)));
        return;
      } catch {
        // The plain shell below.
      }
    }
    if (lang.language !== 'en' || lang.account || scripts.length > 0 || answers.length > 0) {
      try {
        const shell = withPreloads(withLanguage(await readShell(dir), lang.language, lang.account));
        res.setHeader('Cache-Control', `${lang.account ? 'private' : 'public'}, ${REVALIDATE}`);
        res.type('html').send(shell);
        return;
      } catch {
        // The plain shell below.
      }
    }
    req.url = '/index.html';
    files(req, res, next);
  });
}

const shells = new Map<string, { mtimeMs: number; text: string }>();

/** The built index.html, read again only when the build has changed it. */
async function readShell(dir: string): Promise<string> {
  const path = join(dir, 'index.html');
  const { mtimeMs } = await stat(path);
  const known = shells.get(path);
  if (known && known.mtimeMs === mtimeMs) return known.text;
  const text = await readFile(path, 'utf8');
  shells.set(path, { mtimeMs, text });
  return text;
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]{1,100}\.css)">/g;
const inlined = new Map<string, string>();

/**
 * The shell with its stylesheets inlined, for a prerendered first visit (decision 115): a linked
 * stylesheet blocks the first paint until it has come down the same slow link as the script, so
 * the copy of Today would wait for it. The answer is compressed like any other. Kept per build.
 */
async function inlineStylesheets(shell: string, dir: string): Promise<string> {
  const known = inlined.get(shell);
  if (known !== undefined) return known;
  let out = shell;
  for (const [link, href] of shell.matchAll(STYLESHEET_LINK)) {
    const css = await readFile(join(dir, href!), 'utf8');
    if (!css.includes('</')) out = out.replace(link, () => `<style>${css}</style>`);
  }
  if (inlined.size > 4) inlined.clear();
  inlined.set(shell, out);
  return out;
}
