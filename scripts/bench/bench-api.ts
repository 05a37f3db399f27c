/**
 * `npm run bench:api`: HTTP throughput of the real app on PostgreSQL.
 *
 * 1. A scratch database on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres),
 *    migrated and seeded like production, with bench:core's 10,000 users (scripts/bench/bench-fixtures.ts:
 *    one of them with ten years of daily prayers), dropped at the end.
 * 2. The real createApp (helmet, request logs to /dev/null at info level, same-origin check, JSON
 *    parser, session middleware, routes) on an ephemeral port in THIS process, with two signed-in
 *    people's cookies: a new person, and the one with ten years of history.
 * 3. autocannon in a CHILD process (scripts/bench/bench-load.ts, its CLI with `--json`; decision 244), so
 *    this process's event loop only serves: 10 s at 50 connections (the issue's figure, the
 *    headline) and again at 10 connections, each after a 2 s warm-up, against:
 *      - GET /bench/pk, a bare route mounted only here (before the session middleware) that does
 *        one primary-key query on the same database through the same pool;
 *      - GET /api/prayers/daily as the new person (session lookup + the daily prayer use case);
 *      - what the web's Progress screen asks for, as the person with ten years of history:
 *        /api/progress/streak, /api/progress/year, /api/progress/weekly, /api/progress/stats, /api/goals.
 *    Prints requests/s, p50/p99 latency, the ratio to the bare route (target >= 70%, p99 < 50 ms at
 *    50 connections), the SQL statements per request (from pg_stat_database's commit counter of the
 *    scratch database) and the SERVER's CPU time per request (this process, which now runs the app
 *    alone), which stays meaningful when other work on the machine skews requests/s.
 * 4. Cold answers: the same routes one at a time right after a write to the person's rows (a
 *    favorite saved or removed), when no cache can answer: median and p95 of 20.
 * 5. loginWithPassword (core) 50 times in a row: p50/p95 with the argon2id parameters in use.
 *
 * Before decision 244 autocannon ran inside this process and competed with the server for its event
 * loop: the bare route's own p99 (61 ms) was mostly queueing in the harness. On a 2-core machine
 * the two processes (and PostgreSQL) still share the CPUs, the same way for every route; the ratio
 * compares the routes under the same conditions. `--rounds=N` repeats the set, each round in the
 * other order, and reports the median ratio and the worst p99 of each route (useful on a busy
 * machine); `--unprepared` measures without prepared statements (see below); `--routes=daily,streak`
 * measures only those (with the bare route); `--connections=50` only that count.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { createDb, queryRows, type DbHandle } from '@dps/db/client';
import { prayers } from '@dps/db/schema';
import { fixedClock, systemClock, type Ctx } from '@dps/core/context';
import { loginWithPassword } from '@dps/core/accounts/login';
import { PASSWORD_HASH_OPTIONS } from '@dps/core/accounts/passwords';
import { registerWithPassword } from '@dps/core/accounts/register';
import { createSession } from '@dps/core/accounts/create-session';
import { createApp } from '@dps/web/server/app';
import { createLogger } from '@dps/web/server/logger';
import { localDate } from '@dps/core/time/local-day';
import { HEAVY_TZ, tenYearsAmongMany } from './bench-fixtures';
import { loadAverage, loadTest } from './bench-load';

const DURATION_S = 10;
const WARMUP_S = 2;
/** The issue's figure (the headline and the targets) first, then a lighter load. */
const ALL_CONNECTIONS = [50, 10];
const LOGINS = 50;
const TARGET_RATIO = 0.7;
const COLD_SAMPLES = 20;
const TARGET_P99_MS = 50;

/**
 * `--unprepared`: run as behind PgBouncer (DATABASE_PREPARE=off): every query parsed and planned
 * anew, to show what the app's default of named prepared statements saves per request.
 */
const UNPREPARED = process.argv.includes('--unprepared');
/** `--rounds=N`: repeat the pair N times (default 1). */
const ROUNDS = Math.max(1, Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9)) || 1);
/** `--routes=a,b`: only these of ROUTES (the bare route is always measured). */
const ONLY = process.argv.find((a) => a.startsWith('--routes='))?.slice(9).split(',');
/** `--connections=50,10`: only these counts (default both). */
const CONNECTIONS_ARG = process.argv.find((a) => a.startsWith('--connections='))?.slice(14);
const CONNECTION_COUNTS = CONNECTIONS_ARG ? CONNECTIONS_ARG.split(',').map(Number) : ALL_CONNECTIONS;
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
  // The bulk load on a connection of its own, without the app's statement timeout (a busy machine).
  const setupStart = performance.now();
  const loader = await createDb({ databaseUrl: withDb(baseUrl, dbName), maxConnections: 1, statementTimeoutMs: 0 });
  let heavyId: number;
  try {
    ({ heavyId } = await tenYearsAmongMany(loader.db, localDate(new Date(), HEAVY_TZ)));
    await loader.db.execute(sql`vacuum analyze`);
  } finally {
    await loader.close();
  }
  const setupSeconds = (performance.now() - setupStart) / 1000;
  handle = await createDb({ databaseUrl: withDb(baseUrl, dbName), maxConnections: 10, prepare: !UNPREPARED, migrate: false });
  const log = createLogger({ level: 'info', destination: pino.destination({ dest: '/dev/null', sync: false }) });
  const ctx: Ctx = { db: handle.db, clock: systemClock, log };

  const password = `bench-${randomBytes(8).toString('hex')}`;
  const user = await registerWithPassword(ctx, {
    email: `bench-${randomBytes(4).toString('hex')}@example.test`,
    password,
    firstName: 'Bench',
    timeZone: 'America/New_York',
  });
  // Sessions begun a few minutes ago, as a person's usually are: a session's first minute re-sends
  // its cookie with every answer (web/server/middleware/session.ts), which is not the steady state.
  const earlier = { ...ctx, clock: fixedClock(new Date(Date.now() - 5 * 60_000)) };
  const { token } = await createSession(earlier, { userId: user.id });
  const { token: heavyToken } = await createSession(earlier, { userId: heavyId });
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
  const heavyCookie = { Cookie: `dps_session=${heavyToken}` };
  const routes: { name: string; label: string; path: string; headers: Record<string, string>; user: number }[] = [
    { name: 'daily', label: 'GET /api/prayers/daily (signed in)', path: '/api/prayers/daily', headers: cookie, user: user.id },
    { name: 'streak', label: 'GET /api/progress/streak (10 years)', path: '/api/progress/streak', headers: heavyCookie, user: heavyId },
    { name: 'year', label: 'GET /api/progress/year (10 years)', path: '/api/progress/year', headers: heavyCookie, user: heavyId },
    { name: 'weekly', label: 'GET /api/progress/weekly (10 years)', path: '/api/progress/weekly', headers: heavyCookie, user: heavyId },
    { name: 'stats', label: 'GET /api/progress/stats (10 years)', path: '/api/progress/stats', headers: heavyCookie, user: heavyId },
    { name: 'goals', label: 'GET /api/goals (10 years)', path: '/api/goals', headers: heavyCookie, user: heavyId },
  ].filter((r) => !ONLY || ONLY.includes(r.name));

  // Sanity: every route answers 200 with what it should.
  const daily = await fetch(`${origin}/api/prayers/daily`, { headers: cookie });
  const dailyBody = (await daily.json()) as { title?: string } | null;
  if (daily.status !== 200 || !dailyBody?.title) throw new Error(`daily route answered ${daily.status}`);
  if ((await fetch(`${origin}/bench/pk`)).status !== 200) throw new Error('bare route failed');
  const streak = (await (await fetch(`${origin}/api/progress/streak`, { headers: heavyCookie })).json()) as { streak?: number };
  if (!(streak.streak && streak.streak >= 3649)) throw new Error(`the ten-year streak is ${JSON.stringify(streak)}`);
  for (const r of routes) {
    const res = await fetch(origin + r.path, { headers: r.headers });
    if (res.status !== 200) throw new Error(`${r.path} answered ${res.status}`);
  }

  const commits = async () => {
    // Statistics reach pg_stat_database about once a second.
    await new Promise((r) => setTimeout(r, 1500));
    const [row] = await queryRows<{ n: string }>(
      db,
      sql`select xact_commit::text as n from pg_stat_database where datname = current_database()`,
    );
    return Number(row!.n);
  };

  const run = async (label: string, path: string, connections: number, headers: Record<string, string> = {}) => {
    await loadTest({ url: origin + path, connections, seconds: WARMUP_S, headers });
    const before = await commits();
    const cpu0 = process.cpuUsage();
    const r = await loadTest({ url: origin + path, connections, seconds: DURATION_S, headers });
    const cpu = process.cpuUsage(cpu0);
    const after = await commits();
    // This process is the server alone now (autocannon is a child process; the commits() wait is idle).
    const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / r.total;
    // Every statement outside a transaction commits once; the stats query itself adds one per read.
    const perRequest = (after - before - 1) / r.total;
    if (r.non2xx || r.errors || r.timeouts) {
      throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    }
    return { label, rps: r.rps, p50: r.p50, p99: r.p99, total: r.total, perRequest, cpuMsPerRequest };
  };

  console.log(
    `\nbench:api — PostgreSQL ${baseUrl.replace(/\/\/[^/@]*@/, '//')} (scratch database ${dbName}, set up in ${setupSeconds.toFixed(0)} s), ` +
      `${UNPREPARED ? 'UNPREPARED (as behind PgBouncer), ' : 'prepared statements, '}${cpus().length} CPUs, load ${loadAverage()}; ` +
      `autocannon in a child process at ${CONNECTION_COUNTS.join(' and ')} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up\n`,
  );
  // Rounds alternate the order (bare first / bare last) so drifting load on a shared machine
  // does not favour one route; with several rounds the ratio reported is the median.
  const key = (name: string, c: number) => `${name}@${c}`;
  const ratios = new Map<string, number[]>();
  const worstP99 = new Map<string, number>();
  const w = Math.max('GET /bench/pk (bare, one PK query)'.length, ...routes.map((r) => r.label.length));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const connections of CONNECTION_COUNTS) {
      const order = round % 2 === 1 ? [null, ...routes] : [...[...routes].reverse(), null];
      const results = new Map<string, Awaited<ReturnType<typeof run>>>();
      for (const r of order) {
        results.set(
          r?.name ?? 'bare',
          r ? await run(r.label, r.path, connections, r.headers) : await run('GET /bench/pk (bare, one PK query)', '/bench/pk', connections),
        );
      }
      const bareResult = results.get('bare')!;
      console.log(`${ROUNDS > 1 ? `round ${round}, ` : ''}${connections} connections (load ${loadAverage()})`);
      console.log(
        `${'route'.padEnd(w)}  ${'req/s'.padStart(8)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'SQL/req'.padStart(7)}  ${'server CPU ms/req'.padStart(17)}  ${'of bare'.padStart(7)}`,
      );
      for (const name of ['bare', ...routes.map((r) => r.name)]) {
        const r = results.get(name)!;
        const ratio = r.rps / bareResult.rps;
        const k = key(name, connections);
        ratios.set(k, [...(ratios.get(k) ?? []), ratio]);
        worstP99.set(k, Math.max(worstP99.get(k) ?? 0, r.p99));
        console.log(
          `${r.label.padEnd(w)}  ${r.rps.toFixed(0).padStart(8)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(7)}  ${r.perRequest.toFixed(2).padStart(7)}  ${r.cpuMsPerRequest.toFixed(3).padStart(17)}  ${name === 'bare' ? ''.padStart(7) : `${(ratio * 100).toFixed(0)}%`.padStart(7)}`,
        );
      }
      console.log('');
    }
  }
  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  for (const connections of CONNECTION_COUNTS) {
    console.log(
      `${ROUNDS > 1 ? `median of ${ROUNDS} rounds` : 'summary'} at ${connections} connections (targets: >= ${TARGET_RATIO * 100}% of the bare route's requests/s, p99 < ${TARGET_P99_MS} ms${ROUNDS > 1 ? ' in the worst round' : ''}):`,
    );
    console.log(`  ${'GET /bench/pk (bare, one PK query)'.padEnd(w)}               p99 ${String(worstP99.get(key('bare', connections))).padStart(4)} ms`);
    for (const r of routes) {
      const ratio = median(ratios.get(key(r.name, connections))!);
      const p99 = worstP99.get(key(r.name, connections))!;
      console.log(
        `  ${r.label.padEnd(w)}  ${`${(ratio * 100).toFixed(0)}%`.padStart(5)} ${ratio >= TARGET_RATIO ? 'met    ' : 'NOT met'}  p99 ${String(p99).padStart(4)} ms ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`,
      );
    }
  }

  // Cold: right after a write to the person's rows (a favorite toggled), one request at a time.
  const [{ id: favId }] = (await handle.db.select({ id: prayers.id }).from(prayers).limit(1).offset(1)) as [{ id: number }];
  console.log(`\ncold (after a write to the person's rows, one request at a time, ${COLD_SAMPLES} each): median / p95 ms`);
  for (const r of routes) {
    const samples: number[] = [];
    for (let i = 0; i < COLD_SAMPLES; i++) {
      const removed = await queryRows<{ id: number }>(
        db,
        sql`delete from favorites where user_id = ${r.user}::int and prayer_id = ${favId}::int returning id`,
      );
      if (removed.length === 0) await db.execute(sql`insert into favorites (user_id, prayer_id) values (${r.user}::int, ${favId}::int)`);
      const t0 = performance.now();
      const res = await fetch(origin + r.path, { headers: r.headers });
      await res.arrayBuffer();
      samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    console.log(
      `  ${r.label.padEnd(w)}  ${samples[Math.floor(samples.length / 2)]!.toFixed(1).padStart(6)} / ${samples[Math.ceil(0.95 * samples.length) - 1]!.toFixed(1).padStart(6)}`,
    );
  }

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
