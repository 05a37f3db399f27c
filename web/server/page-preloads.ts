/**
 * What a page's shell announces before the script asks for it (decision 245). On a slow mobile link
 * every request the browser learns of only after a script has run costs a round trip; Progress waited
 * on three in a row (the catalogue, then the screens chunk, then its six API answers).
 *
 * - Scripts: the person's catalogue chunk on every page, and the screen's chunk on every page but
 *   Today (Progress's own, the shared `screens` chunk for the others), as `<link rel="modulepreload">`. The build names them in dist/.preloads.json
 *   (web/vite.config.ts, preloadManifest).
 * - API answers: for a signed-in person, what the page asks for first, as a `Link: rel=preload`
 *   header; the app's own fetch of the same URL takes the answer. Dates are the account's zone's:
 *   Today's week of prayers starts two days early so that a device behind it finds its own date
 *   (decision 249); Progress's week is the account's, and a device elsewhere asks for its own.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, localDate, weekStart } from '@dps/core/time/local-day';
import { escapeMarkup } from '../shared/prerender-markup';

interface PreloadManifest {
  catalogues: Record<string, string>;
  screens: string[];
  /** A screen with a chunk of its own (Progress): its files, instead of `screens`. */
  routes: Record<string, string[]>;
}

const manifests = new Map<string, { mtimeMs: number; manifest: PreloadManifest }>();
const SAFE_ASSET = /^\/assets\/[\w.-]{1,100}\.js$/;

/** The build's dist/.preloads.json, read again only when a build has replaced it; none without one. */
function manifestOf(dir: string): PreloadManifest | null {
  const path = join(dir, '.preloads.json');
  try {
    const { mtimeMs } = statSync(path);
    const known = manifests.get(path);
    if (known && known.mtimeMs === mtimeMs) return known.manifest;
    const raw = JSON.parse(readFileSync(path, 'utf8')) as Partial<PreloadManifest>;
    const files = (list: unknown) => (Array.isArray(list) ? list : []).filter((f): f is string => typeof f === 'string' && SAFE_ASSET.test(f));
    const manifest: PreloadManifest = {
      catalogues: Object.fromEntries(
        Object.entries(raw.catalogues ?? {}).filter(([, f]) => typeof f === 'string' && SAFE_ASSET.test(f)),
      ),
      screens: files(raw.screens),
      routes: Object.fromEntries(Object.entries(raw.routes ?? {}).map(([route, list]) => [route, files(list)])),
    };
    manifests.set(path, { mtimeMs, manifest });
    return manifest;
  } catch {
    return null;
  }
}

/** The scripts a page at `path` in `language` loads right after the first download. */
export function pageModulePreloads(dir: string, path: string, language: string): string[] {
  const manifest = manifestOf(dir);
  if (!manifest) return [];
  const catalogue = manifest.catalogues[language] ?? manifest.catalogues.en;
  const screen = path === '/' ? [] : (manifest.routes[path] ?? manifest.screens);
  return [...(catalogue ? [catalogue] : []), ...screen];
}

/** The shell with `<link rel="modulepreload">` for each script, at the end of its head. */
export function withModulePreloads(shell: string, files: string[]): string {
  if (files.length === 0) return shell;
  const links = files
    .filter((f) => SAFE_ASSET.test(f) && !shell.includes(`href="${f}"`))
    .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
    .join('');
  return shell.replace('</head>', () => `${links}</head>`);
}

/** An API answer a page asks for first: its URL, and the query key the app keeps it under. */
export interface ApiPreload {
  url: string;
  key: readonly (string | number)[];
}

/** Most of the app's queries are keyed by their URL alone (web/src/lib/api-client.ts, queryKeyToUrl). */
const byUrl = (...urls: string[]): ApiPreload[] => urls.map((url) => ({ url, key: [url] }));

/**
 * API answers a signed-in person's page at `path` fetches first, exactly as the app writes them
 * (web/src/features/*\/api): the ones its first screen shows. A visitor gets none (each would be a
 * 401); another page gets none (it loads what it needs as before).
 */
export async function pageApiPreloads(
  path: string,
  user: { timeZone: string } | undefined,
  now: Date,
  dailyPrayerId: () => Promise<number | null>,
): Promise<ApiPreload[]> {
  if (!user) return [];
  if (path === '/') {
    const first = byUrl(
      '/api/prayers/daily',
      '/api/user/settings',
      '/api/config',
      '/api/notifications',
      '/api/progress/streak',
      '/api/plans/mine',
      '/api/user/prayers/today',
    );
    // The week ahead (kept for reading offline) and the prayer's shared reflections: Today draws
    // them too. The prayer's id is the one the prerender already read (a cached read).
    let today: string;
    let id: number | null;
    try {
      today = localDate(now, user.timeZone);
      id = await dailyPrayerId();
    } catch {
      return first;
    }
    return [
      ...first,
      // From two days back: a device in another zone (a traveller) is on a date up to two days
      // before the settings' date, and Today shows that date's prayer (decision 249).
      { url: `/api/prayers/days?from=${addDays(today, -2)}&to=${addDays(today, 7)}`, key: ['/api/prayers/days'] },
      ...(id === null ? [] : [{ url: `/api/prayers/${id}/reflections`, key: ['/api/prayers', id, 'reflections'] }]),
    ];
  }
  if (path === '/progress') {
    let today: string;
    try {
      today = localDate(now, user.timeZone);
    } catch {
      return [];
    }
    // The week as the web's weekStartSunday() computes it.
    const sunday = weekStart(today);
    return [
      ...byUrl('/api/user/settings', '/api/notifications', '/api/progress/streak'),
      { url: `/api/progress/weekly?startDate=${sunday}`, key: ['/api/progress/weekly', sunday] },
      ...byUrl(`/api/progress/year?year=${today.slice(0, 4)}`, '/api/goals', '/api/progress/stats', '/api/plans/mine'),
    ];
  }
  return [];
}

/**
 * The shell with a `<link rel="preload" as="fetch">` per answer, fetched with the person's cookie
 * while the scripts download. `data-query` names the query key: before its first render the app puts
 * each answer in its cache (web/src/lib/prime-queries.ts), so the screen is drawn once, with its data,
 * instead of once empty and again as each answer lands.
 */
export function withApiPreloads(shell: string, preloads: ApiPreload[]): string {
  if (preloads.length === 0) return shell;
  const links = preloads
    .map(
      (p) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeMarkup(p.url)}" data-query="${escapeMarkup(JSON.stringify(p.key))}">`,
    )
    .join('');
  return shell.replace('</head>', () => `${links}</head>`);
}
