/**
 * `npm run bench:web`: what a phone downloads and waits for on Today.
 *
 * 1. Builds the client (vite) and sums the gzipped size of the JavaScript and CSS that
 *    web/dist/index.html loads up front: the entry script, its modulepreload links and the
 *    stylesheets (target: at most 170 KB of JS). It also lists every JS/CSS file the browser
 *    actually fetched while loading Today, so a lazy chunk pulled in on first render shows up.
 * 2. Starts the product on a fresh database, signs a person in, and loads Today in headless
 *    Chromium at phone size (390x844, no CPU or network throttling), once to warm up and then
 *    RUNS times, each in a fresh browser context (cold HTTP cache): Largest Contentful Paint and
 *    Total Blocking Time (the part of every long task beyond 50 ms, after First Contentful Paint).
 *    Prints the medians (target: LCP under 1.5 s).
 *
 * Exits 1 when a target is missed. RUNS=n changes the number of loads (default 5).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions, repoRoot } from '../web/e2e/support/env';
import { startProduct } from '../web/e2e/support/product';

const JS_BUDGET_KB = 170;
const LCP_BUDGET_MS = 1500;
const RUNS = Number(process.env.RUNS ?? 5);
const dist = join(repoRoot, 'web', 'dist');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const gzipSize = (path: string) => gzipSync(readFileSync(path)).length;

// --- 1. Build and weigh ------------------------------------------------------------------------
console.log('Building web/dist …');
const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const initialJs = new Set<string>();
const initialCss = new Set<string>();
for (const tag of tags) {
  if (tag.startsWith('<script') && attr(tag, 'type') === 'module' && attr(tag, 'src')) initialJs.add(attr(tag, 'src')!);
  const rel = attr(tag, 'rel');
  if (rel === 'modulepreload' && attr(tag, 'href')) initialJs.add(attr(tag, 'href')!);
  if (rel === 'stylesheet' && attr(tag, 'href')) initialCss.add(attr(tag, 'href')!);
}
const weigh = (urls: Iterable<string>) =>
  [...urls].map((u) => ({ url: u, gz: gzipSize(join(dist, u.replace(/^\//, ''))) }));
const jsFiles = weigh(initialJs);
const cssFiles = weigh(initialCss);
const jsTotal = jsFiles.reduce((s, f) => s + f.gz, 0);
const cssTotal = cssFiles.reduce((s, f) => s + f.gz, 0);
console.log('\nInitial assets of index.html (gzip):');
for (const f of [...jsFiles, ...cssFiles]) console.log(`  ${kb(f.gz).padStart(7)} KB  ${f.url}`);
console.log(`  JS  ${kb(jsTotal)} KB in ${jsFiles.length} files (budget ${JS_BUDGET_KB} KB)`);
console.log(`  CSS ${kb(cssTotal)} KB in ${cssFiles.length} files`);

// --- 2. Load Today in Chromium -----------------------------------------------------------------
const product = await startProduct();
const browser = await chromium.launch(chromiumLaunchOptions());
type Sample = { lcp: number; fcp: number; tbt: number; longTasks: number; assets: string[] };
const samples: Sample[] = [];
let failed = false;
try {
  // One person, signed in through the API; each load gets a fresh context with that cookie.
  const setup = await browser.newContext({ baseURL: product.url });
  const reg = await setup.request.post('/auth/register', {
    headers: { Origin: product.url },
    data: { email: 'bench@example.test', password: 'Bench-Prayer-2025', firstName: 'Bench', timeZone: 'UTC' },
  });
  if (!reg.ok()) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
  const storageState = await setup.storageState();
  await setup.close();

  const observe = () => {
    const w = window as unknown as {
      __perf: { lcp: number; fcp: number; long: { start: number; duration: number }[] };
    };
    w.__perf = { lcp: 0, fcp: 0, long: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__perf.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__perf.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__perf.long.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  };

  const load = async (): Promise<Sample> => {
    const context: BrowserContext = await browser.newContext({
      baseURL: product.url,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      storageState,
    });
    const page = await context.newPage();
    await page.addInitScript(observe);
    const assets: string[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (/\.(js|css)$/.test(path)) assets.push(path);
    });
    await page.goto('/');
    await page.getByRole('button', { name: /^(Pray|Completed!)$/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const perf = await page.evaluate(
      () =>
        (window as unknown as { __perf: { lcp: number; fcp: number; long: { start: number; duration: number }[] } })
          .__perf,
    );
    await context.close();
    const after = perf.long.filter((t) => t.start >= perf.fcp);
    return {
      lcp: perf.lcp,
      fcp: perf.fcp,
      tbt: after.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
      longTasks: perf.long.length,
      assets,
    };
  };

  await load(); // warm-up: server JIT, database pages, Chromium's own caches
  for (let i = 0; i < RUNS; i++) samples.push(await load());
} finally {
  await browser.close();
  await product.stop();
}

const fetched = [...new Set(samples.flatMap((s) => s.assets))];
const fetchedJs = fetched.filter((u) => u.endsWith('.js'));
const fetchedJsGz = fetchedJs.reduce((s, u) => s + gzipSize(join(dist, u.replace(/^\//, ''))), 0);
const lazy = fetchedJs.filter((u) => !initialJs.has(u));
console.log(
  `\nToday fetched ${fetchedJs.length} JS files, ${kb(fetchedJsGz)} KB gzip${lazy.length ? ` (lazy: ${lazy.join(', ')})` : ''}`,
);

console.log(`\nToday at 390x844, no throttling, median of ${RUNS} cold loads:`);
const lcp = median(samples.map((s) => s.lcp));
const fcp = median(samples.map((s) => s.fcp));
const tbt = median(samples.map((s) => s.tbt));
console.log(`  FCP ${fcp.toFixed(0)} ms`);
console.log(
  `  LCP ${lcp.toFixed(0)} ms (budget ${LCP_BUDGET_MS} ms)   runs: ${samples.map((s) => s.lcp.toFixed(0)).join(', ')}`,
);
console.log(`  TBT ${tbt.toFixed(0)} ms   runs: ${samples.map((s) => s.tbt.toFixed(0)).join(', ')}`);

console.log('\nbench:web');
const check = (name: string, ok: boolean, text: string) => {
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}: ${text}`);
  if (!ok) failed = true;
};
check('initial JS (gzip)', jsTotal <= JS_BUDGET_KB * 1024, `${kb(jsTotal)} KB <= ${JS_BUDGET_KB} KB`);
check('LCP on Today', lcp < LCP_BUDGET_MS, `${lcp.toFixed(0)} ms < ${LCP_BUDGET_MS} ms`);
process.exit(failed ? 1 : 0);
