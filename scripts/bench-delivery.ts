/**
 * `npm run bench:delivery`: the daily delivery engine under load.
 *
 * 1. Send: N people (default 10,000; `--users N`) all due in the same minute, delivered by the real
 *    scheduler (plan -> claim -> throttle -> real grammY client) to the fake Bot API server limited
 *    to 30 messages per rolling second (it answers 429 beyond). Reports the sustained send rate
 *    (target: at least 95% of the limit), 429s, and lost / duplicated messages (target: zero).
 *    A full 10,000 at 30/s takes about 5.5 minutes.
 * 2. Plan and claim: 100,000 due people (`--plan-users M`) on PostgreSQL — planDueDeliveries and
 *    claimDeliveries in one go, and in the scheduler's batches of 500. Target: under 5 s.
 *
 * Database: PostgreSQL when BENCH_DATABASE_URL is set (a scratch database `dps_bench_delivery` is
 * created through the maintenance database and dropped at the end); otherwise part 1 runs on
 * embedded PGlite and part 2 is skipped. `--skip-send` / `--skip-plan` run one part only.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Api } from 'grammy';
import { createDb, queryRows, type Db, type DbHandle } from '@dps/db/client';
import { seedDatabase } from '@dps/db/seed/seed';
import { silentLog, type Ctx } from '@dps/core/context';
import { claimDeliveries } from '@dps/core/delivery/claim-deliveries';
import { planDueDeliveries } from '@dps/core/delivery/plan-due-deliveries';
import { startFakeTelegram } from '../bot/test/fake-telegram-server';
import { createTelegramSender } from '../bot/src/scheduler/senders/telegram';
import { startScheduler } from '../bot/src/scheduler/start-scheduler';

const BENCH_DB = 'dps_bench_delivery';
const LIMIT = 30;
const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? dflt : Number(process.argv[i + 1]);
};
const SEND_USERS = arg('--users', 10_000);
const PLAN_USERS = arg('--plan-users', 100_000);
const skipSend = process.argv.includes('--skip-send');
const skipPlan = process.argv.includes('--skip-plan');
const pgUrl = process.env.BENCH_DATABASE_URL;

const ZONES = [
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
  'Pacific/Honolulu',
  'Australia/Sydney',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Africa/Lagos',
  'UTC',
];

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

async function scratchDb(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (!pgUrl) {
    const handle = await createDb({ dataDir: 'memory://' });
    return { handle, drop: () => handle.close() };
  }
  const postgres = (await import('postgres')).default;
  const admin = postgres(withDatabase(pgUrl, 'postgres'), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${BENCH_DB}" with (force)`);
  await admin.unsafe(`create database "${BENCH_DB}"`);
  const handle = await createDb({ databaseUrl: withDatabase(pgUrl, BENCH_DB), maxConnections: 10 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${BENCH_DB}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * `count` people with a private Telegram chat and reminders on, in one statement. `due` gives each
 * person's zone and local reminder time so that they are due at `now` (between 0 and 119 minutes ago).
 */
async function addSubscribers(db: Db, count: number, now: Date, firstChatId: number, spread: boolean): Promise<void> {
  const rows = [];
  for (let i = 0; i < count; i++) {
    const tz = spread ? ZONES[i % ZONES.length]! : 'UTC';
    const ago = spread ? (i * 7) % 120 : 0;
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: tz,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(now.getTime() - ago * 60_000));
    rows.push({ c: firstChatId + i, tz, rt: local });
  }
  for (let off = 0; off < rows.length; off += 50_000) {
    const payload = JSON.stringify(rows.slice(off, off + 50_000));
    await db.execute(sql`
      with p as (select * from jsonb_to_recordset(${payload}::jsonb) as x(c bigint, tz text, rt text)),
      u as (insert into users (first_name, last_name) select 'Bench', p.c::text from p returning id, last_name),
      s as (
        insert into user_settings (user_id, daily_reminders, reminder_time, time_zone, time_zone_confirmed)
        select u.id, true, p.rt, p.tz, true from u join p on p.c::text = u.last_name
      )
      insert into telegram_chats (chat_id, type, user_id, is_active)
      select p.c, 'private', u.id, true from u join p on p.c::text = u.last_name`);
  }
}

async function benchSend(): Promise<void> {
  const { handle, drop } = await scratchDb();
  const fake = await startFakeTelegram({ messagesPerSecond: LIMIT });
  try {
    await seedDatabase(handle.db);
    const base = new Date('2026-06-01T09:00:00Z');
    await addSubscribers(handle.db, SEND_USERS, base, 1_000_000, false);
    // The clock starts in the due minute and moves with real time (leases, backoffs).
    const t0 = Date.now();
    const ctx: Ctx = {
      db: handle.db,
      clock: { now: () => new Date(base.getTime() + 20_000 + (Date.now() - t0)) },
      log: silentLog,
    };
    const scheduler = startScheduler({
      ctx,
      senders: [createTelegramSender({ api: new Api(fake.token, { apiRoot: fake.apiRoot }), perSecond: LIMIT })],
      cron: false,
    });
    console.log(
      `send: ${SEND_USERS} people due at 09:00 UTC, fake Bot API limited to ${LIMIT} messages per rolling second (${handle.kind})`,
    );
    const started = performance.now();
    const progress = setInterval(() => {
      const n = fake.succeeded('sendMessage').length;
      process.stdout.write(`  ... ${n} sent, ${((n / (performance.now() - started)) * 1000).toFixed(1)}/s\r`);
    }, 5000);
    const summary = await scheduler.runDue();
    clearInterval(progress);
    const wall = (performance.now() - started) / 1000;
    await scheduler.stop();

    const ok = fake.succeeded('sendMessage');
    // Steady state: from the end of the opening burst (a rolling second allows LIMIT at once) to the last.
    const steady = ok.length > 2 * LIMIT ? ((ok.length - 1 - LIMIT) / (ok.at(-1)!.at - ok[LIMIT]!.at)) * 1000 : NaN;
    const refused = fake.calls.filter((c) => c.method === 'sendMessage' && c.errorCode === 429).length;
    const chats = new Set(ok.map((c) => Number(c.params.chat_id)));
    const first = ok[0]!.at;
    const last = ok.at(-1)!.at;
    const rate = ((ok.length - 1) / (last - first)) * 1000;
    const [db] = await queryRows<{ sent: number; other: number }>(
      handle.db,
      sql`select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status <> 'sent')::int as other from deliveries`,
    );
    console.log(
      `\n  messages delivered       ${ok.length} to ${chats.size} chats (engine: ${summary.sent} sent, ${summary.failed} failed)`,
    );
    console.log(`  lost                     ${SEND_USERS - chats.size}`);
    console.log(`  duplicated               ${ok.length - chats.size}`);
    console.log(`  refused with 429         ${refused}`);
    console.log(`  deliveries rows          ${db!.sent} sent, ${db!.other} other`);
    console.log(`  first -> last message    ${((last - first) / 1000).toFixed(1)} s (round: ${wall.toFixed(1)} s)`);
    console.log(`  average send rate        ${rate.toFixed(2)} msg/s (first to last, opening burst included)`);
    console.log(
      `  sustained send rate      ${steady.toFixed(2)} msg/s = ${((steady / LIMIT) * 100).toFixed(1)}% of ${LIMIT}/s (target >= 95%)`,
    );
  } finally {
    await fake.close();
    await drop();
  }
}

async function benchPlan(): Promise<void> {
  if (!pgUrl) {
    console.log('plan/claim: skipped (set BENCH_DATABASE_URL to a PostgreSQL server)');
    return;
  }
  const { handle, drop } = await scratchDb();
  try {
    await seedDatabase(handle.db);
    const now = new Date('2026-06-01T12:00:00Z');
    const tSetup = performance.now();
    await addSubscribers(handle.db, PLAN_USERS, now, 10_000_000, true);
    // A realistic table: yesterday's deliveries for everyone (the anti-join has rows to skip).
    await handle.db.execute(sql`
      insert into deliveries (channel, target, local_date, status, attempts)
      select 'telegram', chat_id::text, date '2026-05-30', 'sent', 1 from telegram_chats`);
    await handle.db.execute(sql`analyze`);
    console.log(
      `\nplan + claim: ${PLAN_USERS} people due at ${now.toISOString()} across ${ZONES.length} zones (setup ${((performance.now() - tSetup) / 1000).toFixed(1)} s)`,
    );
    const ctx: Ctx = { db: handle.db, clock: { now: () => now }, log: silentLog };

    const a = performance.now();
    const planned = await planDueDeliveries(ctx, { now, channel: 'telegram', limit: PLAN_USERS });
    const b = performance.now();
    const claimed = await claimDeliveries(ctx, { now, channel: 'telegram', items: planned });
    const c = performance.now();
    console.log(
      `  one statement each:  plan ${planned.length} in ${((b - a) / 1000).toFixed(2)} s, claim ${claimed.length} in ${((c - b) / 1000).toFixed(2)} s, total ${((c - a) / 1000).toFixed(2)} s (target < 5 s)`,
    );

    // Again, the way the scheduler does it: plan 20,000 at a time, claim in batches of 500.
    await handle.db.execute(sql`delete from deliveries where local_date >= date '2026-06-01'`);
    const d = performance.now();
    let total = 0;
    let plans = 0;
    for (;;) {
      const planned2 = await planDueDeliveries(ctx, { now, channel: 'telegram', limit: 20_000 });
      plans += 1;
      for (let i = 0; i < planned2.length; i += 500) {
        total += (await claimDeliveries(ctx, { now, channel: 'telegram', items: planned2.slice(i, i + 500) })).length;
      }
      if (planned2.length < 20_000) break;
    }
    const e = performance.now();
    console.log(
      `  as the scheduler:    ${total} planned (${plans} plans of up to 20,000) and claimed in batches of 500 in ${((e - d) / 1000).toFixed(2)} s`,
    );
    const [dupes] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from (select target from deliveries where local_date >= date '2026-05-31' group by target, local_date having count(*) > 1) x`,
    );
    console.log(`  duplicate claims:    ${dupes!.n}`);
  } finally {
    await drop();
  }
}

console.log(
  `bench:delivery on ${cpus().length} CPUs, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
if (!skipSend) await benchSend();
if (!skipPlan) await benchPlan();
process.exit(0);
