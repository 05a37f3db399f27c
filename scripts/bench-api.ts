/**
 * `npm run bench:api`: HTTP throughput of the real app on PostgreSQL.
 *
 * 1. A scratch database on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres),
 *    migrated and seeded like production, dropped at the end.
 * 2. The real createApp (helmet, request logs to /dev/null at info level, same-origin check, JSON
 *    parser, session middleware, routes) on an ephemeral port, with a signed-in person's cookie.
 * 3. autocannon, 10 s at 50 connections each, after a short warm-up, against:
 *      - GET /api/prayers/daily as that person (session lookup + the daily prayer use case), and
 *      - GET /bench/pk, a bare route mounted only here (before the session middleware) that does
 *        one primary-key query on the same database through the same pool.
 *    Prints requests/s, p50/p99 latency, the ratio (target >= 50%, p99 < 50 ms), the SQL
 *    statements per request (from pg_stat_database's commit counter of the scratch database) and
 *    this process's CPU time per request (app + autocannon; the difference between the rows is the
 *    app's), which stays meaningful when other work on the machine skews requests/s.
 * 4. loginWithPassword (core) 50 times in a row: p50/p95 with the argon2id parameters in use.
 *
 * The server and autocannon share this process (and the machine); the ratio compares the two
 * routes under the same conditions. `--rounds=N` repeats the pair in alternating order and reports
 * the median ratio (useful on a busy machine); `--unprepared` measures without prepared statements (see below).
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { createDb, queryRows, type DbHandle } from '@dps/db/client';
import { prayers } from '@dps/db/schema';
import { seedDatabase } from '@dps/db/seed/seed';
import { systemClock, type Ctx } from '@dps/core/context';
import { loginWithPassword } from '@dps/core/accounts/login';
import { PASSWORD_HASH_OPTIONS } from '@dps/core/accounts/passwords';
import { registerWithPassword } from '@dps/core/accounts/register';
import { createSession } from '@dps/core/accounts/sessions';
import { createApp } from '@dps/web/server/app';
import { createLogger } from '@dps/web/server/logger';

const DURATION_S = 10;
const WARMUP_S = 2;
const CONNECTIONS = 50;
const LOGINS = 50;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/**
 * `--unprepared`: run as behind PgBouncer (DATABASE_PREPARE=off): every query parsed and planned
 * anew, to show what the app's default of named prepared statements saves per request.
 */
const UNPREPARED = process.argv.includes('--unprepared');
/** `--rounds=N`: repeat the pair N times (default 1). */
const ROUNDS = Math.max(1, Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9)) || 1);
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `dps_bench_api_${randomBytes(3).toString('hex')}`;
const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

const postgres = (await import('postgres')).default;
const admin = postgres(withDb(baseUrl, 'postgres'), { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${dbName}"`);

let handle: DbHandle | undefined;
let server: Server | undefined;
try {
  handle = await createDb({ databaseUrl: withDb(baseUrl, dbName), maxConnections: 10, prepare: !UNPREPARED });
  await seedDatabase(handle.db);
  await handle.db.execute(sql`vacuum analyze`);
  const log = createLogger({ level: 'info', destination: pino.destination({ dest: '/dev/null', sync: false }) });
  const ctx: Ctx = { db: handle.db, clock: systemClock, log };

  const password = `bench-${randomBytes(8).toString('hex')}`;
  const user = await registerWithPassword(ctx, {
    email: `bench-${randomBytes(4).toString('hex')}@example.test`,
    password,
    firstName: 'Bench',
    timeZone: 'America/New_York',
  });
  const { token } = await createSession(ctx, { userId: user.id });
  const [{ id: pkId }] = (await handle.db.select({ id: prayers.id }).from(prayers).limit(1)) as [{ id: number }];

  const db = handle.db;
  const bare: RequestHandler = async (_req, res, next) => {
    try {
      const [row] = await db.select({ id: prayers.id, title: prayers.title }).from(prayers).where(eq(prayers.id, pkId));
      res.json(row ?? null);
    } catch (e) {
      next(e);
    }
  };
  const app = createApp(
    {
      db: handle,
      clock: systemClock,
      log,
      config: {
        appUrl: 'http://127.0.0.1',
        appName: 'Daily Prayer & Scripture',
        infoEmail: 'info@example.test',
        devMode: true,
        isProduction: false,
        mailFrom: 'bench@example.test',
      },
    },
    { rawRoutes: [{ path: '/bench/pk', router: bare }] },
  );
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cookie = { Cookie: `dps_session=${token}` };

  // Sanity: both answer 200 with what they should.
  const daily = await fetch(`${origin}/api/prayers/daily`, { headers: cookie });
  const dailyBody = (await daily.json()) as { title?: string } | null;
  if (daily.status !== 200 || !dailyBody?.title) throw new Error(`daily route answered ${daily.status}`);
  if ((await fetch(`${origin}/bench/pk`)).status !== 200) throw new Error('bare route failed');

  const commits = async () => {
    // Statistics reach pg_stat_database about once a second.
    await new Promise((r) => setTimeout(r, 1500));
    const [row] = await queryRows<{ n: string }>(
      db,
      sql`select xact_commit::text as n from pg_stat_database where datname = current_database()`,
    );
    return Number(row!.n);
  };

  const run = async (label: string, path: string, headers: Record<string, string> = {}) => {
    await autocannon({ url: origin + path, connections: CONNECTIONS, duration: WARMUP_S, headers });
    const before = await commits();
    const cpu0 = process.cpuUsage();
    const r = await autocannon({ url: origin + path, connections: CONNECTIONS, duration: DURATION_S, headers });
    const cpu = process.cpuUsage(cpu0);
    const after = await commits();
    // This process runs the app AND autocannon; the difference between the two routes is the app's.
    const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / r.requests.total;
    // Every statement outside a transaction commits once; the stats query itself adds one per read.
    const perRequest = (after - before - 1) / r.requests.total;
    if (r.non2xx || r.errors || r.timeouts) {
      throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    }
    return {
      label,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      total: r.requests.total,
      perRequest,
      cpuMsPerRequest,
    };
  };

  console.log(
    `\nbench:api — PostgreSQL ${baseUrl.replace(/\/\/[^/@]*@/, '//')} (scratch database ${dbName}), ` +
      `${UNPREPARED ? 'UNPREPARED (as behind PgBouncer), ' : 'prepared statements, '}${cpus().length} CPUs, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up\n`,
  );
  // Rounds alternate the order (bare, daily / daily, bare) so drifting load on a shared machine
  // does not favour one route; with several rounds the ratio reported is the median.
  const ratios: number[] = [];
  let worstP99 = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? (['bare', 'daily'] as const) : (['daily', 'bare'] as const);
    const results: Record<string, Awaited<ReturnType<typeof run>>> = {};
    for (const which of order) {
      results[which] =
        which === 'bare'
          ? await run('GET /bench/pk (bare, one PK query)', '/bench/pk')
          : await run('GET /api/prayers/daily (signed in)', '/api/prayers/daily', cookie);
    }
    const rows = [results.bare!, results.daily!];
    const w = Math.max(...rows.map((r) => r.label.length));
    if (ROUNDS > 1) console.log(`round ${round}`);
    console.log(
      `${'route'.padEnd(w)}  ${'req/s'.padStart(8)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'SQL/req'.padStart(7)}  ${'node CPU ms/req'.padStart(15)}`,
    );
    for (const r of rows) {
      console.log(
        `${r.label.padEnd(w)}  ${r.rps.toFixed(0).padStart(8)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(7)}  ${r.perRequest.toFixed(2).padStart(7)}  ${r.cpuMsPerRequest.toFixed(3).padStart(15)}`,
      );
    }
    ratios.push(results.daily!.rps / results.bare!.rps);
    worstP99 = Math.max(worstP99, results.daily!.p99);
    console.log(`ratio daily/bare: ${((ratios.at(-1) ?? 0) * 100).toFixed(0)}%\n`);
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const ratio = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const okRatio = ratio >= TARGET_RATIO;
  const okP99 = worstP99 < TARGET_P99_MS;
  console.log(
    `${ROUNDS > 1 ? `median of ${ROUNDS} rounds: ` : ''}ratio daily/bare ${(ratio * 100).toFixed(0)}% ` +
      `(target >= ${TARGET_RATIO * 100}%: ${okRatio ? 'met' : 'NOT met'}); ` +
      `daily p99 ${worstP99} ms${ROUNDS > 1 ? ' (worst round)' : ''} (target < ${TARGET_P99_MS} ms: ${okP99 ? 'met' : 'NOT met'})`,
  );

  // Login: argon2id verification dominates.
  const samples: number[] = [];
  for (let i = 0; i < LOGINS; i++) {
    const t0 = performance.now();
    await loginWithPassword(ctx, { email: user.email!, password });
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)]!;
  const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS;
  console.log(
    `\nloginWithPassword × ${LOGINS} (argon2id m=${memoryCost} KiB (${(memoryCost / 1024).toFixed(0)} MiB), t=${timeCost}, p=${parallelism}): ` +
      `p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${samples.at(-1)!.toFixed(1)} ms\n`,
  );
} finally {
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((r) => server!.close(() => r()));
  }
  await handle?.close();
  await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
}
