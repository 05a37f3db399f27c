/**
 * `npm run bench:core`: how fast the progress and daily-prayer use cases answer for a heavy user.
 *
 * Builds a database with 10,000 users (one of them with ten years of daily completions, the others
 * with a few months of history, favorites, reflections and goals), bulk-inserted with
 * generate_series, then times getStreak, getWeeklyProgress, getStats, listActiveGoals and
 * getDailyPrayer for the heavy user: 30 warm-up and 300 timed calls each, one after another.
 * Prints the median and p95 in ms, one table per database.
 *
 * Runs on embedded PGlite (in memory), and on PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL)
 * is set: a scratch database `dps_bench` is created through the maintenance database and dropped
 * at the end. `--explain` prints EXPLAIN ANALYZE of each use case's query (also printed for any
 * use case slower than the target).
 *
 * Target: under 5 ms each on PostgreSQL.
 */
import { benchOnDatabases, runBench } from './bench-databases';
import { HEAVY_DAYS, HEAVY_TZ, tenYearsAmongMany } from './bench-fixtures';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbHandle } from '@dps/db/client';
import { fixedClock, silentLog, type ActorCtx } from '@dps/core/context';
import { localDate } from '@dps/core/time/local-day';
import { getStreak } from '@dps/core/progress/get-streak';
import { getWeeklyProgress } from '@dps/core/progress/get-weekly';
import { getStats } from '@dps/core/progress/get-stats';
import { listActiveGoals } from '@dps/core/goals/list-goals';
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';

const WARMUP = 30;
const RUNS = 300;
const TARGET_MS = 5;
const BENCH_DB = 'dps_bench';

const explainAll = process.argv.includes('--explain');

interface Result {
  name: string;
  median: number;
  p95: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

async function time(name: string, fn: () => Promise<unknown>): Promise<Result> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { name, median: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1)! };
}

/** A Db whose raw `execute` runs EXPLAIN ANALYZE instead, collecting the plans. */
function explainingDb(db: Db, plans: string[]): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'execute') {
        return async (q: SQL) => {
          const rows = await queryRows<Record<string, string>>(target, sql`explain (analyze, buffers) ${q}`);
          plans.push(rows.map((r) => Object.values(r)[0]).join('\n'));
          return { rows: [] };
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}

async function benchOne(label: string, handle: DbHandle): Promise<void> {
  const now = new Date();
  const today = localDate(now, HEAVY_TZ);
  const t0 = performance.now();
  const { heavyId } = await tenYearsAmongMany(handle.db, today);
  const [counts] = await queryRows<{ users: number; completions: number; heavy: number }>(
    handle.db,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from completions) as completions,
               (select count(*)::int from completions where user_id = ${heavyId}::int) as heavy`,
  );
  console.log(
    `\n${label}: setup ${((performance.now() - t0) / 1000).toFixed(1)} s — ${counts!.users} users, ` +
      `${counts!.completions} completions (${counts!.heavy} for the heavy user, ${HEAVY_TZ}), today ${today}`,
  );

  const me = (db: Db, at: Date = now): ActorCtx => ({
    db,
    clock: fixedClock(at),
    log: silentLog,
    userId: heavyId,
    timeZone: HEAVY_TZ,
  });
  const yesterdayNoon = new Date(now.getTime() - 86_400_000);
  const cases: [string, (ctx: ActorCtx) => Promise<unknown>, Date?][] = [
    ['getStreak', getStreak],
    ['getWeeklyProgress', (ctx) => getWeeklyProgress(ctx)],
    ['getStats', getStats],
    ['listActiveGoals', listActiveGoals],
    ['getDailyPrayer (library pick)', getDailyPrayer],
    ['getDailyPrayer (scheduled)', getDailyPrayer, yesterdayNoon],
  ];

  // Sanity: the numbers a person would see.
  const streak = await getStreak(me(handle.db));
  const stats = await getStats(me(handle.db));
  if (streak.streak !== HEAVY_DAYS || stats.daysActive !== HEAVY_DAYS) {
    throw new Error(`unexpected results: ${JSON.stringify({ streak, stats })}`);
  }
  const scheduled = await getDailyPrayer(me(handle.db, yesterdayNoon));
  if (!scheduled?.title.startsWith('Scheduled')) throw new Error('expected the scheduled prayer yesterday');

  const results: Result[] = [];
  for (const [name, fn, at] of cases) results.push(await time(name, () => fn(me(handle.db, at))));

  const w = Math.max(...results.map((r) => r.name.length));
  console.log(`${'use case'.padEnd(w)}  median ms     p95 ms     max ms`);
  for (const r of results) {
    const flag = handle.kind === 'postgres' && r.p95 > TARGET_MS ? `  > ${TARGET_MS} ms target` : '';
    console.log(
      `${r.name.padEnd(w)}  ${r.median.toFixed(3).padStart(9)}  ${r.p95.toFixed(3).padStart(9)}  ${r.max.toFixed(3).padStart(9)}${flag}`,
    );
  }

  for (const [i, [name, fn, at]] of cases.entries()) {
    const slow = handle.kind === 'postgres' && results[i]!.median > TARGET_MS;
    if (!explainAll && !slow) continue;
    const plans: string[] = [];
    await fn(me(explainingDb(handle.db, plans), at));
    console.log(`\n--- EXPLAIN ANALYZE ${name} (${label}) ---\n${plans.join('\n\n')}`);
  }
}


runBench(() => benchOnDatabases('bench:core', BENCH_DB, benchOne));
