/**
 * bench:watch — prayer watches under load (decision 367).
 *
 * 1. One 168-hour watch (15-minute slots, 5 places each: 3,360 places) in a group of 1,000, every
 *    member taking 3 slots through `claimWatchSlot`, WATCH_CONCURRENCY (12) at a time. Every claim
 *    locks the watch row while it counts a slot's places (decision 340), so this is the worst case.
 * 2. 100 watches at once (24 hours, 30-minute slots, 3 places), 40 claimers each from the same
 *    1,000 people, 2 slots each, interleaved across the watches.
 * Prints claim latency p50/p95/p99, claims a second, and how many found their slot full.
 * 3. The delivery lateness of slot messages: many claimed slots starting at the same minute, the
 *    outbox's planning, claim and record with a fake sender at Telegram's pace, lateness p50/p99 of
 *    `slot_start` (sent − due). It needs the watch outbox (`core/src/watches/outbox/watch-outbox.ts`);
 *    without it that part says it was skipped.
 * Runs on embedded PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set.
 */
import { performance } from 'node:perf_hooks';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { createDb, queryRows, type Db, type DbHandle } from '@dps/db/client';
import { fixedClock, silentLog, type ActorCtx, type Ctx } from '@dps/core/context';
import { AppError } from '@dps/core/errors';
import { startWatch } from '@dps/core/watches/start-watch';
import { claimWatchSlot } from '@dps/core/watches/claim-watch-slot';
import { slotCount } from '@dps/core/watches/watch-slots';
import { runBench, withDatabase } from './bench-databases';

const BENCH_DB = 'dps_bench_watch';
const PEOPLE = Number(process.env.WATCH_PEOPLE ?? 1000);
const CONCURRENCY = Number(process.env.WATCH_CONCURRENCY ?? 12);
const WATCHES = Number(process.env.WATCH_MANY ?? 100);
const SAME_MINUTE = Number(process.env.WATCH_SAME_MINUTE ?? 500);
/** Telegram's pace for one bot: about 30 messages a second to different chats. */
const SENDS_PER_SECOND = Number(process.env.WATCH_SENDS_PER_SECOND ?? 30);
const START = '2027-01-04T00:00:00Z';
const ZONES = ['Europe/Madrid', 'America/New_York', 'Asia/Kolkata', 'America/Mexico_City'];

/** A small seeded generator, so every run asks for the same slots. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

async function makePeople(db: Db, n: number, tag: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, first_name)
        select ${`watch-${tag}-`} || g || '@example.test', 'Person ' || g from generate_series(1, ${n}::int) g
        returning id`,
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

async function makeGroup(db: Db, target: string, members: number[]): Promise<number> {
  const [c] = await queryRows<{ id: number }>(
    db,
    sql`insert into circles (channel, target, title) values ('telegram', ${target}, 'Bench group') returning id`,
  );
  const id = Number(c!.id);
  await queryRows(
    db,
    sql`insert into circle_members (circle_id, user_id, is_member)
        select ${id}::int, u, true from unnest(${`{${members.join(',')}}`}::int[]) u`,
  );
  return id;
}

interface Claim {
  userId: number;
  watchId: number;
  slot: number;
}

interface Run {
  ms: number[];
  full: number;
  seconds: number;
}

/** The claims, `concurrency` at a time, each timed from its call to its answer. */
async function claimAll(ctx: Ctx, claims: Claim[], concurrency: number): Promise<Run> {
  const ms: number[] = [];
  let full = 0;
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < claims.length) {
      const c = claims[next++]!;
      const actor: ActorCtx = { ...ctx, userId: c.userId, timeZone: ZONES[c.userId % ZONES.length]! };
      const t = performance.now();
      try {
        await claimWatchSlot(actor, { watchId: c.watchId, slot: c.slot });
      } catch (e) {
        if (!(e instanceof AppError && e.key === 'watchSlotFull')) throw e;
        full++;
      }
      ms.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ms: ms.sort((a, b) => a - b), full, seconds: (performance.now() - t0) / 1000 };
}

function report(name: string, run: Run): void {
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${name.padEnd(34)} ${String(run.ms.length).padStart(6)} ${String(run.full).padStart(5)} ${f(pct(run.ms, 50))} ${f(pct(run.ms, 95))} ${f(pct(run.ms, 99))} ${f(run.ms[run.ms.length - 1] ?? 0)} ${(run.ms.length / run.seconds).toFixed(0).padStart(8)}`,
  );
}

async function benchClaims(handle: DbHandle, concurrency: number): Promise<void> {
  const clock = fixedClock(START);
  const ctx: Ctx = { db: handle.db, clock, log: silentLog };
  const people = await makePeople(handle.db, PEOPLE, 'claimers');
  const rnd = random(20261208);
  console.log('scenario                            claims  full   p50 ms  p95 ms  p99 ms  max ms  claims/s');

  // 1. One week-long watch.
  const circle = await makeGroup(handle.db, '-1009000001', people);
  const week = await startWatch(
    { ...ctx, userId: people[0]!, timeZone: 'Europe/Madrid' },
    {
      title: 'A week of prayer',
      circleId: circle,
      startsAt: '2027-01-04T01:00:00Z',
      hours: 168,
      slotMinutes: 15,
      perSlot: 5,
    },
  );
  const slots = slotCount(week);
  const weekClaims: Claim[] = people.flatMap((userId) =>
    Array.from({ length: 3 }, () => ({ userId, watchId: week.id, slot: Math.floor(rnd() * slots) })),
  );
  report(`168 h watch, ${PEOPLE} claimers x3`, await claimAll(ctx, weekClaims, concurrency));

  // 2. Many watches at once, each in its own group of 40 of the same people.
  const many: Claim[][] = [];
  for (let i = 0; i < WATCHES; i++) {
    const members = Array.from({ length: 40 }, (_, k) => people[(i * 37 + k * 13) % people.length]!);
    const unique = [...new Set(members)];
    const g = await makeGroup(handle.db, `-10090100${String(i).padStart(3, '0')}`, unique);
    const w = await startWatch(
      { ...ctx, userId: unique[0]!, timeZone: ZONES[i % ZONES.length]! },
      {
        title: `Watch ${i + 1}`,
        circleId: g,
        startsAt: '2027-01-04T02:00:00Z',
        hours: 24,
        slotMinutes: 30,
        perSlot: 3,
      },
    );
    many.push(
      unique.flatMap((userId) =>
        Array.from({ length: 2 }, () => ({ userId, watchId: w.id, slot: Math.floor(rnd() * slotCount(w)) })),
      ),
    );
  }
  // Interleaved: the k-th claim of every watch before the (k+1)-th of any.
  const longest = Math.max(...many.map((m) => m.length));
  const interleaved = Array.from({ length: longest }, (_, k) => many.flatMap((m) => (m[k] ? [m[k]] : []))).flat();
  report(`${WATCHES} watches at once, 40 x2 each`, await claimAll(ctx, interleaved, concurrency));
}

/**
 * The outbox's module, where this checkout has it. A variable path: the bench typechecks and runs
 * (saying the part was skipped) on a branch without the outbox.
 */
const OUTBOX = fileURLToPath(new URL('../../core/src/watches/outbox/watch-outbox.ts', import.meta.url));

interface OutboxModule {
  planWatchSends(ctx: Ctx, input: { running: readonly string[] }): Promise<{ planned: number }>;
  claimWatchSends(
    ctx: Ctx,
    input: { limit: number; plan: boolean; running: readonly string[] },
  ): Promise<{ sendId: number; kind: string; target: string }[]>;
  recordWatchSend(ctx: Ctx, sendId: number, result: { status: 'sent'; externalId?: string }): Promise<void>;
}

async function benchLateness(handle: DbHandle): Promise<void> {
  if (!existsSync(OUTBOX)) {
    console.log('slot message lateness: skipped (the watch outbox is not in this checkout)');
    return;
  }
  const outbox = (await import(OUTBOX)) as OutboxModule;
  const db = handle.db;
  // SAME_MINUTE people, each with a private Telegram chat for their reminders, all holding a slot
  // of one watch that starts at the same minute (per slot 5: SAME_MINUTE / 5 watches).
  const people = await makePeople(db, SAME_MINUTE, 'late');
  await queryRows(
    db,
    sql`insert into telegram_chats (chat_id, type, user_id)
        select 900000000 + u, 'private', u from unnest(${`{${people.join(',')}}`}::int[]) u`,
  );
  await queryRows(
    db,
    sql`insert into user_settings (user_id, time_zone, telegram_reminders)
        select u, 'Europe/Madrid', true from unnest(${`{${people.join(',')}}`}::int[]) u
        on conflict (user_id) do update set telegram_reminders = true`,
  );
  const due = new Date('2027-01-11T20:00:00Z');
  const clock = fixedClock('2027-01-11T12:00:00Z');
  const ctx: Ctx = { db, clock, log: silentLog };
  for (let i = 0; i * 5 < people.length; i++) {
    const group = people.slice(i * 5, i * 5 + 5);
    const w = await startWatch(
      { ...ctx, userId: group[0]!, timeZone: 'Europe/Madrid' },
      { title: `Same minute ${i + 1}`, startsAt: due.toISOString(), hours: 1, slotMinutes: 60, perSlot: 5 },
    );
    for (const userId of group)
      await claimWatchSlot({ ...ctx, userId, timeZone: 'Europe/Madrid' }, { watchId: w.id, slot: 0 });
  }
  const running = ['telegram'] as const;
  // Plan everything due before the minute (reminders, posts) and send it, so only the starts are left.
  clock.set(new Date(due.getTime() - 60_000));
  await outbox.planWatchSends(ctx, { running });
  for (;;) {
    const batch = await outbox.claimWatchSends(ctx, { limit: 100, plan: false, running });
    if (batch.length === 0) break;
    for (const s of batch) await outbox.recordWatchSend(ctx, s.sendId, { status: 'sent' });
  }
  // The minute comes: the clock runs in real time from `due`; the fake sender keeps Telegram's pace.
  const t0 = performance.now();
  const now = () => new Date(due.getTime() + (performance.now() - t0));
  const live: Ctx = { db, clock: { now }, log: silentLog };
  const late: number[] = [];
  let nextSlot = performance.now();
  await outbox.planWatchSends(live, { running });
  for (;;) {
    const batch = await outbox.claimWatchSends(live, { limit: 30, plan: true, running });
    if (batch.length === 0) break;
    for (const s of batch) {
      const wait = nextSlot - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      nextSlot = Math.max(nextSlot, performance.now()) + 1000 / SENDS_PER_SECOND;
      await outbox.recordWatchSend(live, s.sendId, { status: 'sent', externalId: String(s.sendId) });
      if (s.kind === 'slot_start') late.push(now().getTime() - due.getTime());
    }
  }
  late.sort((a, b) => a - b);
  if (late.length !== people.length) console.log(`  ${people.length - late.length} slot_start messages were not sent!`);
  console.log(
    `slot_start lateness, ${late.length} due at one minute, ${SENDS_PER_SECOND}/s: p50 ${(pct(late, 50) / 1000).toFixed(1)} s, p99 ${(pct(late, 99) / 1000).toFixed(1)} s, last ${((late[late.length - 1] ?? 0) / 1000).toFixed(1)} s (pure send pace: ${(late.length / SENDS_PER_SECOND).toFixed(1)} s)`,
  );
}

async function benchOne(label: string, handle: DbHandle, concurrency: number): Promise<void> {
  console.log(`\n${label}, ${concurrency} claims at a time`);
  await benchClaims(handle, concurrency);
  await benchLateness(handle);
}

async function main(): Promise<void> {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`bench:watch — ${cpus().length} CPUs, load average ${load} (timings on a busy machine run long)`);
  const pglite = await createDb({ dataDir: 'memory://' });
  try {
    await benchOne('PGlite (in-memory, one connection)', pglite, CONCURRENCY);
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) {
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or DATABASE_URL to include it).');
    return;
  }
  // Not bench-databases' two connections: the claims run CONCURRENCY at a time, each its own.
  const postgres = (await import('postgres')).default;
  const admin = postgres(withDatabase(url, 'postgres'), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${BENCH_DB}" with (force)`);
    await admin.unsafe(`create database "${BENCH_DB}"`);
    const pg = await createDb({ databaseUrl: withDatabase(url, BENCH_DB), maxConnections: CONCURRENCY });
    try {
      const [v] = await queryRows<{ v: string }>(pg.db, sql`select current_setting('server_version') as v`);
      await benchOne(`PostgreSQL ${v!.v} (${new URL(url).host})`, pg, CONCURRENCY);
    } finally {
      await pg.close();
    }
  } finally {
    await admin.unsafe(`drop database if exists "${BENCH_DB}" with (force)`);
    await admin.end();
  }
}

runBench(main);
