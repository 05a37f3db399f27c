/**
 * `npm run bench:embedded`: the embedded default (no DATABASE_URL: PGlite in DATA_DIR), measured
 * the way a person meets it — the real scripts/start.ts in its own process on a fresh, empty
 * DATA_DIR — with this process only driving and watching it.
 *
 * 1. Starts `node --import tsx scripts/start.ts` (what `npm start` runs) on a free port with an
 *    empty temporary DATA_DIR and no bots, SMTP or DATABASE_URL, plus a probe
 *    (scripts/bench/bench-embedded-probe.mjs) that measures the server's event-loop delay.
 * 2. Boot: time until /healthz answers 200, then — 2 s later — the server's VmRSS and VmHWM from
 *    /proc/<pid>/status (all its threads, PGlite's worker included) and process.memoryUsage().
 * 3. Registers a person over HTTP (POST /auth/register) and keeps the session cookie.
 * 4. VmRSS and event-loop delay once idle for 30 s after healthy, then autocannon at 50 connections (the
 *    issue's figure, the headline) and again at 10, each for 10 s (after a 2 s warm-up) on
 *    GET /api/prayers/daily signed in: requests/s, p50/p99/max latency, the server's
 *    event-loop delay p50/p99/max during the run, and the server's CPU time per request (all its
 *    threads, from /proc/<pid>/stat), which stays comparable when other work on the machine
 *    skews requests/s and latency.
 * 5. SIGTERM: how long a clean shutdown takes, and its exit code.
 * 6. What the web's Progress screen asks for, as a person with ten years of history: with the server
 *    stopped, bench:core's 10,000 users (scripts/bench/bench-fixtures.ts) are written into the same DATA_DIR
 *    and a session made for the heavy one; the server starts again and autocannon (as in step 4)
 *    measures /api/progress/streak, /api/progress/year, /api/progress/weekly, /api/progress/stats and
 *    /api/goals; then each once right after a write to the person's rows (a favorite saved or
 *    removed over HTTP), when no cache can answer: median and p95 of 20.
 *
 * Targets: boot RSS < 300 MB; every route's p99 < 100 ms at 50 connections. `--rounds=N` repeats
 * the load runs and reports the worst p99; `--connections=50` measures only that count. autocannon
 * runs in a process of its own (scripts/bench/bench-load.ts, its CLI with `--json`; decision 244), as in
 * bench:api, the server in another, and this one only drives; on a 2-core machine they still
 * share the CPUs, the same way before and after a change.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createDb } from '@dps/db/client';
import { createSession } from '@dps/core/accounts/create-session';
import { fixedClock, silentLog } from '@dps/core/context';
import { localDate } from '@dps/core/time/local-day';
import { HEAVY_TZ, tenYearsAmongMany } from './bench-fixtures';
import { embeddedServerEnv, freePort, startCommand } from '../start-command';
import { loadAverage, loadTest } from './bench-load';

/** The issue's figure (the headline and the target) first, then a lighter load; `--connections=50` only that. */
const CONNECTIONS_ARG = process.argv.find((a) => a.startsWith('--connections='))?.slice(14);
const CONNECTION_COUNTS = CONNECTIONS_ARG ? CONNECTIONS_ARG.split(',').map(Number) : [50, 10];
const HEADLINE = CONNECTION_COUNTS[0]!;
const DURATION_S = 10;
const WARMUP_S = 2;
const SETTLE_MS = 2000;
const IDLE_MS = 30_000;
const TARGET_RSS_MB = 300;
const TARGET_P99_MS = 100;
const ROUNDS = Math.max(1, Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9)) || 1);
const COLD_SAMPLES = 20;

interface Report {
  type: 'report';
  lag: { p50: number; p99: number; max: number };
  memoryUsage: NodeJS.MemoryUsage;
  status: { VmRSS: number; VmHWM: number };
}

const root = join(import.meta.dirname, '..', '..');
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const kbToMb = (kb: number) => kb / 1024;


function ask(child: ChildProcess, message: 'reset'): Promise<void>;
function ask(child: ChildProcess, message: 'report'): Promise<Report>;
function ask(child: ChildProcess, message: 'reset' | 'report'): Promise<unknown> {
  return new Promise((resolve) => {
    const on = (m: { type?: string }) => {
      if (m?.type !== message) return;
      child.off('message', on);
      resolve(m);
    };
    child.on('message', on);
    child.send(message);
  });
}

/** The server's CPU time so far (all its threads), in ms: utime + stime from /proc/<pid>/stat, at 100 ticks/s. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function procStatus(pid: number) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN);
  return { rssMb: kbToMb(kb('VmRSS')), hwmMb: kbToMb(kb('VmHWM')), threads: kb('Threads') };
}

const start = startCommand(root, 'bench:embedded');
const dataDir = mkdtempSync(join(tmpdir(), 'dps-bench-embedded-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
/** One run of the server (npm start's command, with the probe), on this DATA_DIR and port. */
function startServer() {
  const output: string[] = [];
  const child = spawn(
    process.execPath,
    [...start.nodeFlags, '--import', './scripts/bench/bench-embedded-probe.mjs', 'scripts/start.ts'],
    {
      cwd: root,
      env: embeddedServerEnv(start, { dataDir, port, logLevel: 'warn' }),
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const run = { child, output, exited: undefined as number | null | undefined, exit: undefined as unknown as Promise<number | null> };
  run.exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve((run.exited = code))));
  return run;
}
type ServerRun = ReturnType<typeof startServer>;

/** Waits until /healthz answers 200; the instant it did. */
async function healthy(s: ServerRun, t0: number): Promise<number> {
  for (;;) {
    if (s.exited !== undefined) throw new Error(`the server exited (${s.exited}) before it was healthy:\n${s.output.join('')}`);
    if (Date.now() - t0 > 300_000) throw new Error('the server was not healthy within 5 minutes');
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return Date.now();
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(s: ServerRun): Promise<{ code: number | null; ms: number }> {
  const s0 = Date.now();
  s.child.kill('SIGTERM');
  const code = await s.exit;
  return { code, ms: Date.now() - s0 };
}

const COLUMNS = `${'req/s'.padStart(7)}  ${'p50 ms'.padStart(6)}  ${'p99 ms'.padStart(6)}  ${'max ms'.padStart(6)}  ${'loop p50/p99/max ms'.padStart(19)}  ${'RSS after'.padStart(9)}  ${'server CPU ms/req'.padStart(17)}  timeouts`;

/** One load run (after a warm-up) on `path` at `connections`: its line of the table, and its p99s. */
async function loadRun(s: ServerRun, label: string, width: number, path: string, headers: Record<string, string>, connections: number) {
  await loadTest({ url: origin + path, connections, seconds: WARMUP_S, headers });
  await ask(s.child, 'reset');
  const cpu0 = cpuMs(s.child.pid!);
  const r = await loadTest({ url: origin + path, connections, seconds: DURATION_S, headers });
  const cpuPerRequest = (cpuMs(s.child.pid!) - cpu0) / r.total;
  const lag = (await ask(s.child, 'report')).lag;
  if (r.non2xx) throw new Error(`${path}: ${r.non2xx} answers were not 2xx`);
  const after = procStatus(s.child.pid!);
  console.log(
    `${`${label} @${connections}`.padEnd(width)}  ${r.rps.toFixed(0).padStart(7)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${String(r.max).padStart(6)}  ${`${lag.p50}/${lag.p99}/${lag.max}`.padStart(19)}  ${`${after.rssMb.toFixed(0)} MB`.padStart(9)}  ${cpuPerRequest.toFixed(2).padStart(17)}  ${String(r.timeouts).padStart(8)}`,
  );
  return { p99: r.p99, lag: lag.p99, connections };
}

const t0 = Date.now();
let server = startServer();

try {
  // 1–2. Boot until healthy, then let it settle.
  const healthyAt = await healthy(server, t0);
  const bootMs = healthyAt - t0;
  const built = server.output.join('').includes('Building the web app');
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const boot = procStatus(server.child.pid!);
  const bootReport = await ask(server.child, 'report');

  // 3. A signed-in person.
  const email = `bench-${randomBytes(4).toString('hex')}@example.test`;
  const reg = await fetch(`${origin}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email,
      password: `bench-${randomBytes(8).toString('hex')}`,
      firstName: 'Bench',
      timeZone: 'America/New_York',
    }),
  });
  const cookie = reg.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('dps_session='));
  if (reg.status !== 200 || !cookie) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
  const headers = { cookie };
  const daily = await fetch(`${origin}/api/prayers/daily`, { headers });
  const body = (await daily.json()) as { title?: string } | null;
  if (daily.status !== 200 || !body?.title) throw new Error(`daily route answered ${daily.status}`);

  const registeredAt = Date.now();

  // 4. Idle until IDLE_MS after healthy (V8 gives back what boot's allocations grew by then), then under load.
  await ask(server.child, 'reset');
  await new Promise((r) => setTimeout(r, Math.max(2000, healthyAt + IDLE_MS - Date.now())));
  const idle = await ask(server.child, 'report');
  const settled = procStatus(server.child.pid!);
  // A session's first minute re-sends its cookie with every answer (web/server/middleware/session.ts):
  // not the steady state of a person's session, so the load waits until it is over.
  await new Promise((r) => setTimeout(r, Math.max(0, registeredAt + 61_000 - Date.now())));

  console.log(
    `\nbench:embedded — npm start's default (PGlite in a fresh DATA_DIR), ${cpus().length} CPUs, load ${loadAverage()}; ` +
      `autocannon in a child process at ${CONNECTION_COUNTS.join(' and ')} connections (route @connections)\n`,
  );
  const m = bootReport.memoryUsage;
  console.log(
    `boot: healthy after ${(bootMs / 1000).toFixed(1)} s${built ? ' (built the web client first, in a child process)' : ''}; ` +
      `${(SETTLE_MS / 1000).toFixed(0)} s later VmRSS ${boot.rssMb.toFixed(0)} MB (peak VmHWM ${boot.hwmMb.toFixed(0)} MB, ${boot.threads} threads)`,
  );
  console.log(
    `      main thread: heapUsed ${mb(m.heapUsed)}, heapTotal ${mb(m.heapTotal)}, external ${mb(m.external)}, arrayBuffers ${mb(m.arrayBuffers)}`,
  );
  console.log(
    `idle: ${(IDLE_MS / 1000).toFixed(0)} s after healthy VmRSS ${settled.rssMb.toFixed(0)} MB; event-loop delay p99 ${idle.lag.p99} ms, max ${idle.lag.max} ms\n`,
  );

  const worstP99 = new Map<string, number>();
  let worstLag = 0;
  const note = (label: string, r: { p99: number; lag: number; connections: number }) => {
    const k = `${label} @${r.connections}`;
    worstP99.set(k, Math.max(worstP99.get(k) ?? 0, r.p99));
    if (r.connections === HEADLINE) worstLag = Math.max(worstLag, r.lag);
  };
  const dailyLabel = 'GET /api/prayers/daily (signed in)';
  const progress = [
    { label: 'GET /api/progress/streak (10 years)', path: '/api/progress/streak' },
    { label: 'GET /api/progress/year (10 years)', path: '/api/progress/year' },
    { label: 'GET /api/progress/weekly (10 years)', path: '/api/progress/weekly' },
    { label: 'GET /api/progress/stats (10 years)', path: '/api/progress/stats' },
    { label: 'GET /api/goals (10 years)', path: '/api/goals' },
  ];
  const width = Math.max(dailyLabel.length, ...progress.map((p) => p.label.length)) + 4;
  console.log(`${'route'.padEnd(width)}  ${COLUMNS}`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const c of CONNECTION_COUNTS) note(dailyLabel, await loadRun(server, dailyLabel, width, '/api/prayers/daily', headers, c));
  }
  console.log(`(load ${loadAverage()})`);

  // 5. Clean shutdown.
  const shutdown = await stop(server);
  console.log(`\nshutdown: SIGTERM -> exit code ${shutdown.code} after ${shutdown.ms} ms`);

  // 6. Ten years of history in the same DATA_DIR, the server stopped; then the Progress routes.
  const f0 = Date.now();
  const loader = await createDb({ dataDir, pgliteWorker: false });
  let heavyCookie: string;
  try {
    const { heavyId } = await tenYearsAmongMany(loader.db, localDate(new Date(), HEAVY_TZ));
    await loader.db.execute(sql`vacuum analyze`);
    // Begun a few minutes ago (see above).
    const earlier = fixedClock(new Date(Date.now() - 5 * 60_000));
    const { token } = await createSession({ db: loader.db, clock: earlier, log: silentLog }, { userId: heavyId });
    heavyCookie = `dps_session=${token}`;
  } finally {
    await loader.close();
  }
  const fixtureMs = Date.now() - f0;
  const r0 = Date.now();
  server = startServer();
  const again = (await healthy(server, r0)) - r0;
  console.log(
    `\nten years of history for one of 10,000 people written in ${(fixtureMs / 1000).toFixed(0)} s; healthy again after ${(again / 1000).toFixed(1)} s\n`,
  );
  const heavy = { cookie: heavyCookie };
  const streak = (await (await fetch(`${origin}/api/progress/streak`, { headers: heavy })).json()) as { streak?: number };
  if (!(streak.streak && streak.streak >= 3649)) throw new Error(`the ten-year streak is ${JSON.stringify(streak)}`);
  console.log(`${'route'.padEnd(width)}  ${COLUMNS}`);
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? progress : [...progress].reverse();
    for (const c of CONNECTION_COUNTS) {
      for (const p of order) note(p.label, await loadRun(server, p.label, width, p.path, heavy, c));
    }
  }
  console.log(`(load ${loadAverage()})`);

  // Cold: right after a write to the person's rows (a favorite saved or removed, over HTTP), one request at a time.
  const { id: prayerId } = (await (await fetch(`${origin}/api/prayers/daily`, { headers: heavy })).json()) as { id: number };
  console.log(`\ncold (after a write to the person's rows, one request at a time, ${COLD_SAMPLES} each): median / p95 ms`);
  let favorited = false;
  for (const p of progress) {
    const samples: number[] = [];
    for (let i = 0; i < COLD_SAMPLES; i++) {
      const write = await fetch(`${origin}/api/prayers/${prayerId}/favorite`, {
        method: favorited ? 'DELETE' : 'POST',
        headers: { ...heavy, origin },
      });
      if (write.status !== 200) throw new Error(`the favorite answered ${write.status}`);
      favorited = !favorited;
      const c0 = performance.now();
      await (await fetch(origin + p.path, { headers: heavy })).arrayBuffer();
      samples.push(performance.now() - c0);
    }
    samples.sort((a, b) => a - b);
    console.log(
      `  ${p.label.padEnd(width)}  ${samples[Math.floor(samples.length / 2)]!.toFixed(1).padStart(6)} / ${samples[Math.ceil(0.95 * samples.length) - 1]!.toFixed(1).padStart(6)}`,
    );
  }
  await stop(server);

  const okRss = boot.rssMb < TARGET_RSS_MB;
  console.log(
    `\ntargets: boot RSS ${boot.rssMb.toFixed(0)} MB (< ${TARGET_RSS_MB} MB: ${okRss ? 'met' : 'NOT met'}); ` +
      `p99 at ${HEADLINE} connections${ROUNDS > 1 ? ' (worst round)' : ''} < ${TARGET_P99_MS} ms; event-loop delay p99 under load at ${HEADLINE} ${worstLag} ms; load ${loadAverage()}`,
  );
  for (const [label, p99] of worstP99) {
    const judged = label.endsWith(` @${HEADLINE}`);
    console.log(`  ${label.padEnd(width)}  p99 ${String(p99).padStart(4)} ms${judged ? ` ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'}` : ''}`);
  }
  console.log('');
} finally {
  if (server.exited === undefined) {
    server.child.kill('SIGKILL');
    await server.exit;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
