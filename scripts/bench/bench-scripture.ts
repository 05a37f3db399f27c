/**
 * `npm run bench:scripture` (decision 211): what the bundled Bibles cost and how fast they
 * answer.
 *
 * 1. Per database (in-memory PGlite; PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL is set, on
 *    a scratch database `dps_bench_scripture`): the time to fill the verse-search copy (3 × ~31,000
 *    verses); chapter lookups through core getPassage and over HTTP (GET /api/scripture/passage, the
 *    real createApp on loopback); verse search (searchVerses, and GET /api/search over HTTP) for
 *    queries a person would type in the three versions: p50/p95/p99 per operation, and the top 3 for
 *    each query (the quality table).
 * 2. `npm start` on a fresh DATA_DIR (PGlite, no bots), the real scripts/start.ts in its own process:
 *    time to healthy, VmRSS 2 s later, how long until every version is searchable (the fill runs
 *    after healthy), VmRSS/peak then, the DATA_DIR's size before and after; then a second start on the
 *    same DATA_DIR (nothing left to fill).
 * 3. Sizes: db/scripture on disk and gzipped, in git, and what installing adds.
 *
 * Goals on this 2-core machine: chapter p99 < 20 ms, search p95 < 50 ms, healthy < 10 s, boot RSS
 * < 300 MB. Figures only, no assertions.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import type { DbHandle } from '@dps/db/client';
import { seedDatabase } from '@dps/db/seed/seed';
import { seedScriptureVerses } from '@dps/db/seed/scripture-verses';
import { fixedClock, silentLog } from '@dps/core/context';
import { getPassage } from '@dps/core/scripture/get-passage';
import { BOOKS } from '@dps/core/scripture/books';
import { chapterCount } from '@dps/core/scripture/bible';
import { searchVerses } from '@dps/core/search/search-verses';
import type { BibleVersionId } from '@dps/core/scripture/versions';
import { createApp } from '@dps/web/server/app';
import { createLogger } from '@dps/web/server/logger';
import { benchOnDatabases, runBench } from './bench-databases';
import { embeddedServerEnv, freePort, startCommand } from '../start-command';

const root = join(import.meta.dirname, '..', '..');
const VERSIONS: BibleVersionId[] = ['web', 'kjv', 'rv1909'];
const CHAPTER_CALLS = 600;
const HTTP_CHAPTER_CALLS = 300;
const SEARCH_ROUNDS = 8;
const WARMUP = 2;

const QUERIES: [string, BibleVersionId][] = [
  ['love', 'web'],
  ['so loved the world', 'web'],
  ['shepherd', 'web'],
  ['fear not', 'web'],
  ['peace be with you', 'web'],
  ['forgive us our debts', 'web'],
  ['God', 'web'],
  ['John 3:16', 'web'],
  ['charity', 'kjv'],
  ['the Lord is my shepherd', 'kjv'],
  ['thou shalt not', 'kjv'],
  ['Psalm 23', 'kjv'],
  ['amor', 'rv1909'],
  ['amó Dios al mundo', 'rv1909'],
  ['pastor', 'rv1909'],
  ['Juan 3:16', 'rv1909'],
];

let visitors = 0;
/**
 * fetch, once more after a reset connection (a kept-alive socket the server closed while idle). Each
 * call comes from an address of its own (both servers trust loopback's X-Forwarded-For): a visitor's
 * searches are limited per address (decision 266), and this measures time, not the limit.
 */
async function get(url: string): Promise<Response> {
  const n = ++visitors;
  const init = { headers: { 'X-Forwarded-For': `198.18.${(n >> 8) & 255}.${n & 255}` } };
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
function summary(times: number[]): string {
  const s = [...times].sort((a, b) => a - b);
  return `${s.length} calls: p50 ${percentile(s, 0.5).toFixed(1)} ms, p95 ${percentile(s, 0.95).toFixed(1)} ms, p99 ${percentile(s, 0.99).toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms`;
}

/** A deterministic walk over every version's chapters (mulberry32). */
function randomChapters(n: number): { ref: string; version: BibleVersionId }[] {
  let a = 20261126;
  const rand = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: n }, () => {
    const version = VERSIONS[Math.floor(rand() * 3)]!;
    const b = Math.floor(rand() * BOOKS.length);
    const c = 1 + Math.floor(rand() * chapterCount(version, b));
    return { ref: `${BOOKS[b]!.en} ${c}`, version };
  });
}

async function benchOne(label: string, handle: DbHandle): Promise<void> {
  console.log(`\n## ${label}\n`);
  await seedDatabase(handle.db);
  let t = performance.now();
  const filled = await seedScriptureVerses(handle.db);
  console.log(
    `verse-search fill: ${Object.values(filled).reduce((a, b) => a + b, 0)} verses in ${((performance.now() - t) / 1000).toFixed(1)} s` +
      ` (again, nothing to do: ${await (async () => {
        const t2 = performance.now();
        await seedScriptureVerses(handle.db);
        return (performance.now() - t2).toFixed(0);
      })()} ms)`,
  );

  const ctx = { db: handle.db, clock: fixedClock(new Date()), log: silentLog };
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = createApp({
      db: handle,
      clock: ctx.clock,
      log: createLogger({ level: 'silent' }),
      config: {
        appUrl: 'http://127.0.0.1',
        appName: 'Daily Prayer & Scripture',
        infoEmail: 'info@dailyprayer.example',
        devMode: true,
        isProduction: false,
        trustProxy: ['loopback'],
        mailFrom: 'bench <no-reply@dailyprayer.example>',
      },
    }).listen(0, '127.0.0.1', () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    // Chapter lookups: the first per version reads its file.
    for (const v of VERSIONS) {
      t = performance.now();
      getPassage({ ref: 'Genesis 1', version: v });
      console.log(`first lookup in ${v} (reads and parses its file): ${(performance.now() - t).toFixed(0)} ms`);
    }
    const chapters = randomChapters(CHAPTER_CALLS);
    const core: number[] = [];
    for (const c of chapters) {
      t = performance.now();
      getPassage({ ref: c.ref, version: c.version, context: 'chapter' });
      core.push(performance.now() - t);
    }
    console.log(`\nchapter, core getPassage:            ${summary(core)}`);
    const http: number[] = [];
    for (const [i, c] of chapters.slice(0, HTTP_CHAPTER_CALLS + WARMUP * 10).entries()) {
      t = performance.now();
      const res = await get(
        `${origin}/api/scripture/passage?ref=${encodeURIComponent(c.ref)}&version=${c.version}&context=chapter`,
      );
      await res.json();
      if (res.status !== 200) throw new Error(`${c.ref}: ${res.status}`);
      if (i >= WARMUP * 10) http.push(performance.now() - t);
    }
    console.log(`chapter, GET /api/scripture/passage: ${summary(http)}`);

    console.log('\n| query | version | top 3 (reference: match) | results |');
    console.log('|---|---|---|---|');
    for (const [q, version] of QUERIES) {
      const a = await searchVerses(ctx, { q, version });
      const top = a.passage
        ? [`passage ${a.passage.reference}`]
        : a.results.slice(0, 3).map((r) => `${r.reference}: ${r.match}`);
      console.log(`| ${q} | ${version} | ${top.join('; ')} | ${a.results.length} |`);
    }
    for (let i = 0; i < WARMUP; i++) for (const [q, version] of QUERIES) await searchVerses(ctx, { q, version });
    const search: number[] = [];
    const perQuery = new Map<string, number[]>();
    for (let i = 0; i < SEARCH_ROUNDS; i++)
      for (const [q, version] of QUERIES) {
        t = performance.now();
        await searchVerses(ctx, { q, version });
        const ms = performance.now() - t;
        search.push(ms);
        perQuery.set(`${q} (${version})`, [...(perQuery.get(`${q} (${version})`) ?? []), ms]);
      }
    console.log(`\nverse search, core searchVerses:  ${summary(search)}`);
    const slowest = [...perQuery].map(([k, v]) => [k, v.sort((a, b) => a - b)[Math.floor(v.length / 2)]!] as const);
    slowest.sort((a, b) => b[1] - a[1]);
    console.log(
      `  slowest queries (median): ${slowest
        .slice(0, 4)
        .map(([k, v]) => `${k} ${v.toFixed(1)} ms`)
        .join('; ')}`,
    );
    const viaHttp: number[] = [];
    for (let i = 0; i < Math.ceil(SEARCH_ROUNDS / 2); i++)
      for (const [q, version] of QUERIES) {
        t = performance.now();
        const res = await get(`${origin}/api/search?q=${encodeURIComponent(q)}&version=${version}`);
        await res.json();
        if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
        viaHttp.push(performance.now() - t);
      }
    console.log(`verse search, GET /api/search (visitor): ${summary(viaHttp)}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
}

// ---- npm start on a fresh DATA_DIR ------------------------------------------------------------

function dirBytes(dir: string): number {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (e.isFile()) n += statSync(join(e.parentPath, e.name)).size;
  return n;
}
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

function procStatus(pid: number) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN) / 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}


/** One `npm start` (the start script's env and node flags) on dataDir until every version is searchable. */
async function bootOnce(dataDir: string, label: string): Promise<void> {
  const start = startCommand(root, 'bench:scripture');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  const child = spawn(process.execPath, [...start.nodeFlags, 'scripts/start.ts'], {
    cwd: root,
    env: { ...embeddedServerEnv(start, { dataDir, port, logLevel: 'warn' }), TRUST_PROXY: 'loopback' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: string[] = [];
  child.stdout.on('data', (d: Buffer) => out.push(d.toString()));
  child.stderr.on('data', (d: Buffer) => out.push(d.toString()));
  let exited: number | null | undefined;
  const exit = new Promise<void>((r) => child.once('exit', (code) => ((exited = code), r())));
  try {
    const until = async (what: string, ok: () => Promise<boolean>) => {
      for (;;) {
        if (exited !== undefined) throw new Error(`the server exited (${exited}) before ${what}:\n${out.join('')}`);
        if (Date.now() - t0 > 600_000) throw new Error(`not ${what} within 10 minutes`);
        if (await ok().catch(() => false)) return Date.now() - t0;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const healthy = await until('healthy', async () => (await fetch(`${origin}/healthz`)).status === 200);
    await new Promise((r) => setTimeout(r, 2000));
    const boot = procStatus(child.pid!);
    const dataAtBoot = dirBytes(dataDir);
    const probe = await get(`${origin}/api/search?q=shepherd&version=web`).then(
      (r) => r.json() as Promise<{ scripture: { status: string } }>,
    );
    const ready = await until('searchable', async () => {
      for (const v of VERSIONS) {
        const a = (await (await get(`${origin}/api/search?q=light&version=${v}`)).json()) as {
          scripture: { status: string };
        };
        if (a.scripture.status !== 'ready') return false;
      }
      return true;
    });
    const after = procStatus(child.pid!);
    console.log(
      `${label}: healthy after ${(healthy / 1000).toFixed(1)} s; 2 s later VmRSS ${boot.rss.toFixed(0)} MB (peak ${boot.hwm.toFixed(0)} MB), DATA_DIR ${mb(dataAtBoot)}; ` +
        `search said "${probe.scripture.status}" then; all three versions searchable after ${(ready / 1000).toFixed(1)} s, ` +
        `VmRSS ${after.rss.toFixed(0)} MB (peak ${after.hwm.toFixed(0)} MB)`,
    );
    child.kill('SIGTERM');
    await exit;
    console.log(`  DATA_DIR after shutdown: ${mb(dirBytes(dataDir))}`);
  } finally {
    if (exited === undefined) {
      child.kill('SIGKILL');
      await exit;
    }
  }
}

function sizes(): void {
  const dir = join(root, 'db', 'scripture');
  let raw = 0;
  let gz = 0;
  for (const f of readdirSync(dir)) {
    const b = readFileSync(join(dir, f));
    raw += b.length;
    gz += gzipSync(b, { level: 9 }).length;
  }
  let inGit = 'n/a';
  try {
    const objects = execFileSync('git', ['rev-list', '--objects', 'HEAD', '--', 'db/scripture'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((l) => l.includes('db/scripture/'))
      .map((l) => l.split(' ')[0]!);
    const disk = execFileSync('git', ['cat-file', '--batch-check=%(objectsize:disk)'], {
      cwd: root,
      input: objects.join('\n') + '\n',
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .reduce((a, l) => a + Number(l), 0);
    inGit = `${mb(disk)} in ${objects.length} blob versions (git's compressed objects, every version ever committed)`;
  } catch {
    /* not a git checkout */
  }
  const parser = join(root, 'node_modules', 'bible-passage-reference-parser');
  console.log(`\ndb/scripture: ${mb(raw)} on disk, ${mb(gz)} gzipped; in git ${inGit}`);
  console.log(
    `install: the Bibles are repository files (nothing downloaded at install); node_modules/bible-passage-reference-parser ${mb(dirBytes(parser))} (a dependency)`,
  );
}

runBench(async () => {
  await benchOnDatabases('bench:scripture', 'dps_bench_scripture', benchOne);
  console.log('\n## npm start on a fresh DATA_DIR (embedded PGlite, no bots)\n');
  const dataDir = mkdtempSync(join(tmpdir(), 'dps-bench-scripture-'));
  try {
    await bootOnce(dataDir, 'first start');
    await bootOnce(dataDir, 'second start (same DATA_DIR)');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  sizes();
});
