/**
 * `npm run bench:web`: what a phone downloads and waits for on Today, this build beside the previous one.
 *
 * For each build (the previous one first, then this checkout):
 * 1. Builds the client (vite) and sums the gzipped size of the JavaScript and CSS that
 *    web/dist/index.html loads up front: the entry script, its modulepreload links and the
 *    stylesheets (target: at most 150 KB of JS, decision 242).
 * 2. Starts the product (`scripts/start.ts`, as `npm start` does) on a fresh database behind a
 *    throttling proxy with DevTools' "Slow 4G" link (562.5 ms round trip, 1.44 Mbit/s down; see
 *    web/e2e/support/throttle-proxy.ts for why a proxy), signs a person in, and in headless Chromium at
 *    390x844 with a 4x CPU slowdown measures, RUNS times, each in a fresh browser profile:
 *    - first visit: bytes the browser downloaded until Today's prayer was visible, and until the
 *      network went idle (what a service worker precaches in the background counts here), and the
 *      time until the prayer's title was on screen (target <= 2.0 s);
 *    - repeat visit: the app opened again in the same profile (target <= 0.6 s);
 *    - offline reload: the network gone, the page reloaded (target <= 0.5 s; the previous build
 *      shows the browser's error page).
 *    "Visible" is the animation frame after the prayer's title enters the page (same rule for both builds).
 *
 * The previous build is measured live when BASELINE_DIR names its checkout (e.g. a worktree made with
 * `git worktree add /tmp/h-before <commit>`, with node_modules linked); its figures are then kept in
 * scripts/bench/bench-web-baseline.json, which is shown instead when BASELINE_DIR is unset.
 *
 * Prints medians side by side; exits 1 when this build misses a target. RUNS=n (default 3).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions, freePortSync, repoRoot } from '../../web/e2e/support/env';
import { startProduct } from '../../web/e2e/support/product';
import { SLOW_4G, startThrottleProxy, type ThrottleProxy } from '../../web/e2e/support/throttle-proxy';

const JS_BUDGET_KB = 150; // decision 242
const TARGET = { firstVisitMs: 2000, repeatVisitMs: 600, offlineMs: 500 };
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.RUNS ?? 3);
const VISIBLE_TIMEOUT_MS = 15_000;
const OFFLINE_TIMEOUT_MS = 6_000;
const BASELINE_FILE = join(repoRoot, 'scripts', 'bench', 'bench-web-baseline.json');

interface Figures {
  label: string;
  initialJsGzip: number;
  firstVisitBytesVisible: number;
  firstVisitBytesIdle: number;
  firstVisitMs: number;
  repeatVisitMs: number;
  /** null when the prayer never showed (the browser's offline error page). */
  offlineMs: number | null;
  runs: { first: number; repeat: number; offline: number | null }[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v: number | null) => (v === null ? 'not shown' : `${v.toFixed(0)} ms`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
/** The median where a missing value counts as worst. */
const medianOrNull = (xs: (number | null)[]) => {
  const s = xs.map((x) => x ?? Infinity);
  const m = median(s);
  return Number.isFinite(m) ? m : null;
};

function build(root: string): void {
  console.log(`Building ${join(root, 'web', 'dist')} …`);
  const r = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Gzipped bytes of the JS index.html loads up front (its scripts + modulepreloads). */
function initialJs(root: string): number {
  const dist = join(root, 'web', 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const urls = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    // Module or classic (the build's /start.js, which starts the entry after the first paint: decision 248).
    if (tag.startsWith('<script') && attr(tag, 'src')) urls.add(attr(tag, 'src')!);
    if (attr(tag, 'rel') === 'modulepreload' && attr(tag, 'href')) urls.add(attr(tag, 'href')!);
  }
  let total = 0;
  for (const u of urls) {
    const gz = gzipSync(readFileSync(join(dist, u.replace(/^\//, '')))).length;
    console.log(`  ${kb(gz).padStart(10)}  ${u}`);
    total += gz;
  }
  return total;
}

/**
 * Runs in the page before its scripts: notes the frame in which a heading with the prayer's title
 * appears. Plain JavaScript in a string: tsx would wrap named inner functions in a helper the page lacks.
 */
const detector = (title: string) => `(() => {
  const title = ${JSON.stringify(title)};
  window.__bench = { visible: 0 };
  let pending = false;
  new MutationObserver(() => {
    if (window.__bench.visible || pending) return;
    for (const h of document.querySelectorAll('h1, h2, h3')) {
      if (h.textContent && h.textContent.trim() === title) {
        pending = true;
        requestAnimationFrame(() => { window.__bench.visible = performance.now(); });
        return;
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

async function visibleAfter(page: Page, timeoutMs: number): Promise<number | null> {
  try {
    await page.waitForFunction(
      () => ((window as unknown as { __bench?: { visible: number } }).__bench?.visible ?? 0) > 0,
      undefined,
      { timeout: timeoutMs, polling: 50 },
    );
  } catch {
    return null;
  }
  return page.evaluate(() => (window as unknown as { __bench: { visible: number } }).__bench.visible);
}

async function slowPage(context: BrowserContext, title: string): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript({ content: detector(title) });
  return page;
}

/** Network idle, then the service worker (when the build has one) active, then a moment for local writes. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page
    .evaluate(async () => {
      if (!('serviceWorker' in navigator)) return;
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const reg = await navigator.serviceWorker.getRegistration();
        if (reg?.active && !reg.installing && !reg.waiting) return;
        await new Promise((r) => setTimeout(r, 200));
        // No registration at all after the page went idle: this build has no service worker.
        if (!reg && Date.now() > deadline - 15_000) return;
      }
    })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
}

/** Stops with a screenshot of what the page showed instead. */
async function fail(page: Page, message: string): Promise<never> {
  const path = join(repoRoot, 'test-results', 'bench-web-failure.png');
  await page.screenshot({ path }).catch(() => undefined);
  throw new Error(`${message} (screenshot: ${path})`);
}

async function measure(browser: Browser, root: string, label: string): Promise<Figures> {
  build(root);
  console.log(`\n[${label}] initial JS of index.html (gzip):`);
  const initialJsGzip = initialJs(root);

  // The browser talks to the proxy; the product knows the proxy's address as its public origin.
  const publicPort = freePortSync();
  const product = await startProduct({ root, env: { APP_URL: `http://localhost:${publicPort}` } });
  let proxy: ThrottleProxy | undefined;
  const runs: Figures['runs'] = [];
  const bytes: { visible: number; idle: number }[] = [];
  try {
    proxy = await startThrottleProxy({ targetPort: product.port, profile: SLOW_4G, listenPort: publicPort });
    const origin = `http://localhost:${publicPort}`;
    const setup = await browser.newContext({ baseURL: product.url });
    const reg = await setup.request.post('/auth/register', {
      headers: { Origin: origin },
      data: { email: 'bench@example.test', password: 'Bench-Prayer-2025', firstName: 'Bench', timeZone: 'UTC' },
    });
    if (!reg.ok()) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
    const prayer = (await (await setup.request.get('/api/prayers/daily')).json()) as { title: string } | null;
    if (!prayer) throw new Error('no daily prayer to measure');
    const storageState = await setup.storageState();
    await setup.close();

    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        baseURL: origin,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        timezoneId: 'UTC',
        locale: 'en-US',
        storageState,
        serviceWorkers: 'allow',
      });
      try {
        // First visit: a fresh profile (empty HTTP cache, no service worker).
        proxy.resetCounters();
        let page = await slowPage(context, prayer.title);
        await page.goto('/', { waitUntil: 'commit' });
        const first = (await visibleAfter(page, VISIBLE_TIMEOUT_MS)) as number;
        if (first === null) await fail(page, `[${label}] Today's prayer never showed on the first visit`);
        const atVisible = proxy.counters().down;
        await settle(page);
        bytes.push({ visible: atVisible, idle: proxy.counters().down });
        await page.close();

        // Repeat visit: the app opened again later, same profile.
        page = await slowPage(context, prayer.title);
        await page.goto('/', { waitUntil: 'commit' });
        const repeat = (await visibleAfter(page, VISIBLE_TIMEOUT_MS)) as number;
        if (repeat === null) await fail(page, `[${label}] Today's prayer never showed on the repeat visit`);
        await settle(page);

        // Offline reload.
        await context.setOffline(true);
        await page.reload({ waitUntil: 'commit' }).catch(() => undefined);
        const offline = await visibleAfter(page, OFFLINE_TIMEOUT_MS);
        runs.push({ first, repeat, offline });
        console.log(
          `  run ${i + 1}: first ${ms(first)} (${kb(atVisible)}), repeat ${ms(repeat)}, offline reload ${ms(offline)}`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await proxy?.close();
    await product.stop();
  }
  return {
    label,
    initialJsGzip,
    firstVisitBytesVisible: median(bytes.map((b) => b.visible)),
    firstVisitBytesIdle: median(bytes.map((b) => b.idle)),
    firstVisitMs: median(runs.map((r) => r.first)),
    repeatVisitMs: median(runs.map((r) => r.repeat)),
    offlineMs: medianOrNull(runs.map((r) => r.offline)),
    runs,
  };
}

const commitOf = (root: string) =>
  spawnSync('git', ['-C', root, 'log', '-1', '--format=%h %cs'], { encoding: 'utf8' }).stdout.trim();

const browser = await chromium.launch(chromiumLaunchOptions());
let previous: Figures | undefined;
let current: Figures;
try {
  const baselineDir = process.env.BASELINE_DIR;
  if (baselineDir) {
    if (!existsSync(join(baselineDir, 'web', 'vite.config.ts')))
      throw new Error(`BASELINE_DIR ${baselineDir} is not a checkout`);
    previous = await measure(browser, baselineDir, `previous (${commitOf(baselineDir)})`);
    writeFileSync(
      BASELINE_FILE,
      `${JSON.stringify({ ...previous, measuredAt: new Date().toISOString(), profile: `${SLOW_4G.name}, ${CPU_SLOWDOWN}x CPU, 390x844` }, null, 2)}\n`,
    );
  } else if (existsSync(BASELINE_FILE)) {
    previous = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Figures;
    previous.label = `${previous.label} [stored]`;
  }
  if (process.env.BASELINE_ONLY) process.exit(0);
  current = await measure(
    browser,
    repoRoot,
    `this build (${commitOf(repoRoot)}${hasLocalChanges() ? '+changes' : ''})`,
  );
} finally {
  await browser.close();
}

function hasLocalChanges(): boolean {
  return (
    spawnSync('git', ['-C', repoRoot, 'status', '--porcelain', '--', 'web', 'core', 'db', 'scripts'], {
      encoding: 'utf8',
    }).stdout.trim().length > 0
  );
}

// --- Side by side --------------------------------------------------------------------------------
const rows: { name: string; get: (f: Figures) => string; target: string }[] = [
  { name: 'initial JS of Today (gzip)', get: (f) => kb(f.initialJsGzip), target: `<= ${JS_BUDGET_KB} KB` },
  { name: 'first visit: bytes until prayer visible', get: (f) => kb(f.firstVisitBytesVisible), target: '' },
  { name: 'first visit: bytes until idle', get: (f) => kb(f.firstVisitBytesIdle), target: '' },
  { name: 'first visit: prayer visible', get: (f) => ms(f.firstVisitMs), target: `<= ${TARGET.firstVisitMs} ms` },
  { name: 'repeat visit: prayer visible', get: (f) => ms(f.repeatVisitMs), target: `<= ${TARGET.repeatVisitMs} ms` },
  { name: 'offline reload: prayer visible', get: (f) => ms(f.offlineMs), target: `<= ${TARGET.offlineMs} ms` },
];
const cols = [previous, current].filter((f): f is Figures => !!f);
const w0 = Math.max(...rows.map((r) => r.name.length)) + 2;
const widths = cols.map((f) => Math.max(f.label.length, 12) + 2);
console.log(`\nbench:web — Today at 390x844, ${SLOW_4G.name}, ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS} runs`);
console.log(`${''.padEnd(w0)}${cols.map((f, i) => f.label.padEnd(widths[i]!)).join('')}target`);
for (const r of rows)
  console.log(`${r.name.padEnd(w0)}${cols.map((f, i) => r.get(f).padEnd(widths[i]!)).join('')}${r.target}`);

let failed = false;
const check = (name: string, ok: boolean, text: string) => {
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}: ${text}`);
  if (!ok) failed = true;
};
console.log('');
check(
  'initial JS (gzip)',
  current.initialJsGzip <= JS_BUDGET_KB * 1024,
  `${kb(current.initialJsGzip)} <= ${JS_BUDGET_KB} KB`,
);
check(
  'first visit',
  current.firstVisitMs <= TARGET.firstVisitMs,
  `${ms(current.firstVisitMs)} <= ${TARGET.firstVisitMs} ms`,
);
check(
  'repeat visit',
  current.repeatVisitMs <= TARGET.repeatVisitMs,
  `${ms(current.repeatVisitMs)} <= ${TARGET.repeatVisitMs} ms`,
);
check(
  'offline reload',
  current.offlineMs !== null && current.offlineMs <= TARGET.offlineMs,
  `${ms(current.offlineMs)} <= ${TARGET.offlineMs} ms`,
);
process.exit(failed ? 1 : 0);
