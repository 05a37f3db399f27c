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
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbHandle } from '@dps/db/client';
import { seedDatabase } from '@dps/db/seed/seed';
import { fixedClock, silentLog, type ActorCtx } from '@dps/core/context';
import { localDate } from '@dps/core/time/local-day';
import { getStreak } from '@dps/core/progress/get-streak';
import { getWeeklyProgress } from '@dps/core/progress/get-weekly';
import { getStats } from '@dps/core/progress/get-stats';
import { listActiveGoals } from '@dps/core/goals/list-goals';
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';

const USERS = 10_000;
const HEAVY_DAYS = 3_650;
const OTHER_DAYS = 120; // the other users' history window
const OTHER_RATE = 0.2; // ...and how often they prayed in it
const WARMUP = 30;
const RUNS = 300;
const TARGET_MS = 5;
const HEAVY_TZ = 'America/New_York';
const BENCH_DB = 'dps_bench';

const explainAll = process.argv.includes('--explain');

interface Result {
  name: string;
  median: number;
  p95: number;
  max: number;
}

async function setup(db: Db, today: string): Promise<{ heavyId: number }> {
  await seedDatabase(db);
  const exec = (q: SQL) => db.execute(q);
  // Admin-scheduled prayers for the past year (not today, so today's pick takes the library path).
  await exec(sql`
    insert into prayers (kind, title, content, scripture, scripture_reference, date)
    select 'daily', 'Scheduled ' || d, 'Content of the prayer for ' || d, 'Scripture text', 'Psalm 1:1',
           ${today}::date - d
    from generate_series(1, 365) d`);
  await exec(sql`
    insert into users (email, first_name, last_name)
    select 'bench-' || g || '@example.test', 'Bench', 'User ' || g from generate_series(1, ${USERS}::int) g`);
  const [heavy] = await queryRows<{ id: number }>(
    db,
    sql`select min(id)::int as id from users where email like 'bench-%'`,
  );
  const heavyId = heavy!.id;
  await exec(sql`
    insert into user_settings (user_id, time_zone, time_zone_confirmed)
    select id, case when id = ${heavyId}::int then ${HEAVY_TZ} else 'UTC' end, true
    from users where email like 'bench-%'`);
  // Prayer ids to spread completions over (any existing prayer will do).
  await exec(sql`create temporary table bench_prayers as
    select row_number() over (order by id)::int - 1 as i, id from prayers where kind <> 'daily'`);
  // The heavy user: one completion every day for ten years, ending today.
  await exec(sql`
    insert into completions (user_id, prayer_id, local_date, source, created_at)
    select ${heavyId}::int, bp.id, ${today}::date - d, 'web', (${today}::date - d) + time '07:30'
    from generate_series(0, ${HEAVY_DAYS - 1}::int) d
    join bench_prayers bp on bp.i = d % (select count(*) from bench_prayers)`);
  // Everyone else: a day in five over the last four months.
  await exec(sql`
    insert into completions (user_id, prayer_id, local_date, source, created_at)
    select u.id, bp.id, ${today}::date - d, 'web', (${today}::date - d) + time '08:00'
    from users u
    cross join generate_series(0, ${OTHER_DAYS - 1}::int) d
    join bench_prayers bp on bp.i = (u.id + d) % (select count(*) from bench_prayers)
    where u.email like 'bench-%' and u.id <> ${heavyId}::int and random() < ${OTHER_RATE}`);
  // Favorites: 50 for the heavy user, 2 for everyone else.
  await exec(sql`
    insert into favorites (user_id, prayer_id)
    select u.id, bp.id from users u join bench_prayers bp
      on bp.i < case when u.id = ${heavyId}::int then 50 else 2 end
    where u.email like 'bench-%'
    on conflict do nothing`);
  // Reflections: 300 top-level (+100 replies) for the heavy user, one for everyone else.
  await exec(sql`
    insert into reflections (user_id, prayer_id, content, is_public)
    select ${heavyId}::int, bp.id, 'Reflection ' || g, g % 2 = 0
    from generate_series(1, 300) g join bench_prayers bp on bp.i = g % (select count(*) from bench_prayers)`);
  await exec(sql`
    insert into reflections (user_id, prayer_id, parent_id, content, is_public)
    select ${heavyId}::int, r.prayer_id, r.id, 'Reply', true
    from reflections r where r.user_id = ${heavyId}::int order by r.id limit 100`);
  await exec(sql`
    insert into reflections (user_id, prayer_id, content, is_public)
    select u.id, (select id from bench_prayers where i = 0), 'Reflection', true
    from users u where u.email like 'bench-%' and u.id <> ${heavyId}::int`);
  // Goals: three for the heavy user (one spanning all ten years), one for everyone else.
  await exec(sql`
    insert into goals (user_id, title, target_days, start_date)
    values (${heavyId}::int, 'Ten years', 3650, ${today}::date - ${HEAVY_DAYS - 1}::int),
           (${heavyId}::int, 'A hundred days', 100, ${today}::date - 60),
           (${heavyId}::int, 'Three weeks', 21, ${today}::date - 10)`);
  await exec(sql`
    insert into goals (user_id, title, target_days, start_date)
    select id, 'Three weeks', 21, ${today}::date - 30 from users where email like 'bench-%' and id <> ${heavyId}::int`);
  await exec(sql`drop table bench_prayers`);
  // Bulk loads leave the visibility map unset and the statistics empty; production tables are
  // vacuumed and analysed by autovacuum, so measure in that state (index-only scans possible).
  await exec(sql`vacuum analyze`);
  return { heavyId };
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
  const { heavyId } = await setup(handle.db, today);
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
