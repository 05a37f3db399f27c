/**
 * Where a route's time goes (decision 238): the real app on a scratch PostgreSQL database (or
 * in-memory PGlite with `--pglite`), a signed-in person, autocannon (50 connections, `--connections=`)
 * in a CHILD process (scripts/bench/bench-load.ts, shared with the benches) so that this process is the server alone, and the V8 CPU profile of the server during
 * the run: the server's CPU per request, SQL statements per request (PostgreSQL), and self time by
 * package and by function. The profile is written to /tmp/profile-api.cpuprofile (`--out=` another
 * file; Chrome DevTools or speedscope open it).
 *
 *   npx tsx scripts/profile/profile-api.ts [--pglite] [--path=/api/prayers/daily] [--seconds=8] [--history]
 *
 * `--history`: the person has ten years of daily prayers (a zone change a month), for the Progress
 * routes (`--path=/api/progress/streak`). `--path=/bench/pk`: bench:api's bare route (one primary-key
 * query, mounted before the session), to compare with.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { createDb, queryRows, type DbHandle } from '@dps/db/client';
import { prayers } from '@dps/db/schema';
import { seedDatabase } from '@dps/db/seed/seed';
import { fixedClock, systemClock, type Ctx } from '@dps/core/context';
import { registerWithPassword } from '@dps/core/accounts/register';
import { createSession } from '@dps/core/accounts/create-session';
import { createApp } from '@dps/web/server/app';
import { createLogger } from '@dps/web/server/logger';
import { loadAverage, loadTest, type LoadResult } from '../bench/bench-load';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const PGLITE = process.argv.includes('--pglite');
const HISTORY = process.argv.includes('--history');
/** `--gzip`: ask as a browser does (Accept-Encoding: gzip, deflate, br). */
const GZIP = process.argv.includes('--gzip');
const PATH = arg('path') ?? '/api/prayers/daily';
const SECONDS = Number(arg('seconds') ?? 8);
const CONNECTIONS = Number(arg('connections') ?? 50);
const OUT = arg('out') ?? '/tmp/profile-api.cpuprofile';
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `dps_profile_${randomBytes(3).toString('hex')}`;
const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

function cannon(url: string, cookie: string, seconds: number): Promise<LoadResult> {
  const headers: Record<string, string> = { cookie, ...(GZIP ? { 'accept-encoding': 'gzip, deflate, br' } : {}) };
  return loadTest({ url, connections: CONNECTIONS, seconds, headers });
}

const postgres = (await import('postgres')).default;
const admin = PGLITE ? null : postgres(withDb(baseUrl, 'postgres'), { max: 1, onnotice: () => {} });
await admin?.unsafe(`create database "${dbName}"`);
let handle: DbHandle | undefined;
let server: Server | undefined;

try {
  handle = PGLITE
    ? await createDb({ dataDir: 'memory://' })
    : await createDb({ databaseUrl: withDb(baseUrl, dbName), maxConnections: 10 });
  const db = handle.db;
  await seedDatabase(db);
  const log = createLogger({ level: 'info', destination: pino.destination({ dest: '/dev/null', sync: false }) });
  const ctx: Ctx = { db, clock: systemClock, log };
  const user = await registerWithPassword(ctx, {
    email: `profile-${randomBytes(4).toString('hex')}@example.test`,
    password: `profile-${randomBytes(8).toString('hex')}`,
    firstName: 'Profile',
    timeZone: 'America/New_York',
  });
  if (HISTORY) {
    await db.execute(sql`
      insert into completions (user_id, prayer_id, local_date, prayed_on, time_zone, source, created_at)
      select ${user.id}::int, (select min(id) from prayers where kind = 'topic'), current_date - d, current_date - d,
             case when (d / 30) % 2 = 0 then 'America/New_York' else 'America/Chicago' end, 'web',
             (current_date - d) + time '07:30'
      from generate_series(1, 3650) d`);
  }
  await db.execute(sql`vacuum analyze`);
  // Begun a few minutes ago: a session's first minute re-sends its cookie with every answer.
  const { token } = await createSession({ ...ctx, clock: fixedClock(new Date(Date.now() - 5 * 60_000)) }, { userId: user.id });
  const [{ id: pkId }] = (await db.select({ id: prayers.id }).from(prayers).limit(1)) as [{ id: number }];
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
        mailFrom: 'profile@example.test',
      },
    },
    { rawRoutes: [{ path: '/bench/pk', router: bare }] },
  );
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PATH}`;
  const cookie = `dps_session=${token}`;
  const first = await fetch(url, { headers: { cookie } });
  if (first.status !== 200) throw new Error(`${PATH} answered ${first.status}`);
  await cannon(url, cookie, 2);

  const commits = async () => {
    if (handle!.kind !== 'postgres') return 0;
    await new Promise((r) => setTimeout(r, 1500)); // statistics reach pg_stat_database about once a second
    const [row] = await queryRows<{ n: string }>(
      db,
      sql`select xact_commit::text as n from pg_stat_database where datname = current_database()`,
    );
    return Number(row!.n);
  };
  const c0 = await commits();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const cpu0 = process.cpuUsage();
  const r = await cannon(url, cookie, SECONDS);
  const cpu = process.cpuUsage(cpu0);
  const { profile } = await session.post('Profiler.stop');
  const c1 = await commits();
  if (r.non2xx) throw new Error(`${r.non2xx} answers were not 2xx`);
  writeFileSync(OUT, JSON.stringify(profile));
  console.log(
    `${PATH} on ${handle.kind}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms; ` +
      `server CPU ${((cpu.user + cpu.system) / 1000 / r.total).toFixed(3)} ms/req` +
      (handle.kind === 'postgres' ? `; SQL ${((c1 - c0 - 1) / r.total).toFixed(2)}/req` : '') +
      `; profile in ${OUT}; load ${loadAverage()}`,
  );

  // Self time by function and by package.
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const dt = profile.timeDeltas ?? [];
  profile.samples?.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
  const byFn = new Map<string, number>();
  const byPkg = new Map<string, number>();
  let all = 0;
  const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
  for (const [id, us] of self) {
    const f = nodes.get(id)!.callFrame;
    all += us;
    const file = f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(core|db|web|scripts)\//, '$1/');
    add(byFn, `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`, us);
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f.url)?.[1] ?? (f.url ? file.split('/').slice(0, 3).join('/') : f.functionName);
    add(byPkg, pkg, us);
  }
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, us]) => `${((us / all) * 100).toFixed(1).padStart(5)}%  ${(us / r.total).toFixed(1).padStart(6)} µs/req  ${name}`)
      .join('\n');
  console.log(`\nby package (self time):\n${top(byPkg, 25)}\n\nby function (self time):\n${top(byFn, 40)}`);
} finally {
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((r) => server!.close(() => r()));
  }
  await handle?.close();
  await admin?.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin?.end();
}
