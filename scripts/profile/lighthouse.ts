/**
 * Lighthouse (mobile, its default: Moto G Power, simulated Slow 4G, 4x CPU slowdown) on Today and
 * Progress, signed in, in English and in Spanish, against the real product (decision 242).
 * Not part of `npm test`. Lighthouse is not a dependency of the repository; install it outside:
 *
 *   mkdir -p /tmp/lh && (cd /tmp/lh && npm i -E lighthouse@12.2.3)
 *   LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse npx tsx scripts/profile/lighthouse.ts
 *
 * RUNS=n runs each page n times (default 1) and prints the median score; LANGS=es only Spanish; PAGES=Today only
 * Today; SAVE=1 keeps each run's trace beside its report (<name>-0.trace.json, for scripts/profile/lighthouse-tasks.ts). ROOT=<checkout> measures
 * another checkout (its web/dist is built by `npm start` if needed). Reports go to test-results/lighthouse/ (OUT=dir).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../web/e2e/support/env';
import { startProduct } from '../../web/e2e/support/product';
import { signedInCookie } from '../../web/e2e/support/signed-in-cookie';

const LIGHTHOUSE = process.env.LIGHTHOUSE ?? '/tmp/lh/node_modules/.bin/lighthouse';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 1);
const ROOT = process.env.ROOT ?? repoRoot;
const OUT = process.env.OUT ?? join(repoRoot, 'test-results', 'lighthouse');

interface Result {
  score: number;
  tbt: number;
  fcp: number;
  lcp: number;
  tti: number;
  longTasks: string;
}

/** One Lighthouse run; a run Lighthouse itself gives up on (NO_NAVSTART on a busy machine) is tried again. */
function run(url: string, cookie: string, name: string, attempt = 1): Result {
  const path = join(OUT, `${name}.json`);
  const r = spawnSync(
    LIGHTHOUSE,
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${path}`,
      `--chrome-flags=--headless=new --no-sandbox`,
      `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
      '--quiet',
      // With SAVE the trace also carries V8's samples, so scripts/profile/lighthouse-tasks.ts can name what ran in each task.
      ...(process.env.SAVE
        ? ['--save-assets', '--additional-trace-categories=disabled-by-default-v8.cpu_profiler']
        : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (r.status !== 0) {
    if (attempt < 3) return run(url, cookie, name, attempt + 1);
    throw new Error(`lighthouse exited ${r.status} on ${url}`);
  }
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number; details?: { items?: { url: string; duration: number }[] } }>;
  };
  const a = report.audits;
  const tasks = (a['long-tasks']?.details?.items ?? [])
    .slice(0, 4)
    .map((t) => `${t.url.replace(/^https?:\/\/[^/]+/, '') || '(page)'} ${Math.round(t.duration)} ms`)
    .join(', ');
  return {
    score: Math.round(report.categories.performance.score * 100),
    tbt: Math.round(a['total-blocking-time']?.numericValue ?? NaN),
    fcp: Math.round(a['first-contentful-paint']?.numericValue ?? NaN),
    lcp: Math.round(a['largest-contentful-paint']?.numericValue ?? NaN),
    tti: Math.round(a['interactive']?.numericValue ?? NaN),
    longTasks: tasks,
  };
}

mkdirSync(OUT, { recursive: true });
const product = await startProduct({ root: ROOT });
try {
  // Both people before any Lighthouse run (a registration after a run was cut off by the server once).
  const cookies = {
    en: await signedInCookie(product.url, 'lighthouse-en@example.test', 'en'),
    es: await signedInCookie(product.url, 'lighthouse-es@example.test', 'es'),
  };
  for (const language of (process.env.LANGS ?? 'en,es').split(',') as ('en' | 'es')[]) {
    const cookie = cookies[language];
    for (const [page, route] of [
      ['Today', '/'],
      ['Progress', '/progress'],
    ] as const) {
      if (process.env.PAGES && !process.env.PAGES.split(',').includes(page)) continue;
      const results: Result[] = [];
      for (let i = 0; i < RUNS; i++)
        results.push(run(`${product.url}${route}`, cookie, `${page}-${language}-${i + 1}`));
      results.sort((x, y) => x.score - y.score);
      const m = results[Math.floor(results.length / 2)]!;
      console.log(
        `${page.padEnd(9)} ${language}  performance ${m.score}  (runs: ${results.map((x) => x.score).join(', ')})  ` +
          `TBT ${m.tbt} ms  FCP ${m.fcp} ms  LCP ${m.lcp} ms  TTI ${m.tti} ms  long tasks: ${m.longTasks || 'none'}`,
      );
    }
  }
} finally {
  await product.stop();
}
