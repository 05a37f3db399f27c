/**
 * `npm run bench:delivery`: the daily delivery engine under load.
 *
 * 1. Send: N people (default 10,000; `--users N`) all due in the same minute, delivered by the real
 *    scheduler (plan -> claim -> throttle -> real grammY client) to the fake Bot API server limited
 *    to 30 messages per rolling second (it answers 429 beyond). Reports the sustained send rate
 *    (target: at least 95% of the limit), 429s, and lost / duplicated messages (target: zero).
 *    A full 10,000 at 30/s takes about 5.5 minutes.
 * 2. Plan and claim: 100,000 due people (`--plan-users M`) on PostgreSQL — planDueDeliveries and
 *    claimDeliveries in one go, and in the scheduler's batches of 50. Target: under 5 s.
 * 3. `--crash` (PostgreSQL): 2,000 people due now (`--crash-users N`); the real app (ROLE=bot) as a
 *    child process delivers them, is SIGKILLed mid-minute (after 45% are sent), and a second
 *    process finishes. Reports the sends in flight at the kill, duplicates, and the latest arrival
 *    (targets: duplicates <= in flight, everyone delivered, nobody 2 minutes late).
 * 4. `--instances K` (PostgreSQL): K app processes (webhook mode, so none polls) each running the
 *    scheduler, 2,000 people due now (`--instance-users N`). Reports the aggregate rate per rolling
 *    second at the fake Bot API (limit 30), 429s and duplicates (targets: <= 30, 0, 0).
 *    `--app-root DIR` runs 3 and 4 from another checkout (e.g. a worktree of the code before a change).
 *
 * Database: PostgreSQL when BENCH_DATABASE_URL is set (a scratch database `dps_bench_delivery` is
 * created through the maintenance database and dropped at the end); otherwise part 1 runs on
 * embedded PGlite and the others are skipped. `--skip-send` / `--skip-plan` leave part 1 / 2 out.
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
import { startFakeTelegram } from '../../bot/test/fake-telegram-server';
import { dueNow, runDeliveryCrash, spawnBotProcess, type AppChild } from '../../bot/test/delivery-crash';
import { addDueTelegramPeople } from '../../bot/test/due-people';
import { maxPerRollingSecond } from '../../bot/test/rolling-rate';
import { createTelegramSender } from '../../bot/src/telegram/delivery-sender';
import { startScheduler } from '../../bot/src/sending/start-scheduler';

const BENCH_DB = 'dps_bench_delivery';
const LIMIT = 30;
const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? dflt : Number(process.argv[i + 1]);
};
const SEND_USERS = arg('--users', 10_000);
const PLAN_USERS = arg('--plan-users', 100_000);
const CRASH_USERS = arg('--crash-users', 2_000);
const INSTANCES = arg('--instances', 0);
const INSTANCE_USERS = arg('--instance-users', 2_000);
const skipSend = process.argv.includes('--skip-send');
const skipPlan = process.argv.includes('--skip-plan');
const crash = process.argv.includes('--crash');
const appRootAt = process.argv.indexOf('--app-root');
const appRoot = appRootAt === -1 ? undefined : process.argv[appRootAt + 1];
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
  const opened = await createDb({ databaseUrl: withDatabase(pgUrl, BENCH_DB), maxConnections: 10 });
  let closed = false;
  // Closed early by the parts whose child processes must be the database's only sessions.
  const handle: DbHandle = {
    ...opened,
    close: async () => {
      if (closed) return;
      closed = true;
      await opened.close();
    },
  };
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

    // Again, the way the scheduler does it: plan 20,000 at a time, claim in batches of 50.
    await handle.db.execute(sql`delete from deliveries where local_date >= date '2026-06-01'`);
    const d = performance.now();
    let total = 0;
    let plans = 0;
    for (;;) {
      const planned2 = await planDueDeliveries(ctx, { now, channel: 'telegram', limit: 20_000 });
      plans += 1;
      for (let i = 0; i < planned2.length; i += 50) {
        total += (await claimDeliveries(ctx, { now, channel: 'telegram', items: planned2.slice(i, i + 50) })).length;
      }
      if (planned2.length < 20_000) break;
    }
    const e = performance.now();
    console.log(
      `  as the scheduler:    ${total} planned (${plans} plans of up to 20,000) and claimed in batches of 50 in ${((e - d) / 1000).toFixed(2)} s`,
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
/** Part 3: a delivery process SIGKILLed mid-minute, a second one finishing. */
async function benchCrash(): Promise<void> {
  if (!pgUrl) {
    console.log('crash: skipped (set BENCH_DATABASE_URL to a PostgreSQL server)');
    return;
  }
  const { handle, drop } = await scratchDb();
  const fake = await startFakeTelegram({ messagesPerSecond: LIMIT });
  try {
    await seedDatabase(handle.db);
    await handle.close();
    // Mid-minute, and mid-batch (not a multiple of the batch of 50).
    const killAfter = Math.round(CRASH_USERS * 0.45) + 25;
    console.log(
      `\ncrash: ${CRASH_USERS} people due at the next minute the app is up for, the app (ROLE=bot${appRoot ? `, from ${appRoot}` : ''}) SIGKILLed after ${killAfter} messages, a second process finishing`,
    );
    const f = await runDeliveryCrash({
      databaseUrl: withDatabase(pgUrl, BENCH_DB),
      fake,
      people: CRASH_USERS,
      killAfter,
      timeoutMs: 15 * 60_000,
      align: true,
      ...(appRoot ? { appRoot } : {}),
      progress: (line) => console.log(`  ... ${line}`),
    });
    console.log(`  sent at the kill         ${f.sentAtKill} (${f.killAtS.toFixed(1)} s after the first message)`);
    console.log(`  in flight at the kill    ${f.unrecordedAtKill} sent, not yet recorded`);
    console.log(`  claimed, unsent          ${f.heldAtKill} (held by the dead process until its lease ran out)`);
    console.log(`  delivered                ${f.delivered} of ${f.people}`);
    console.log(`  duplicates               ${f.duplicates} (target: <= in flight)`);
    console.log(`  second process's first   ${f.secondFirstAtS.toFixed(1)} s after the first message`);
    console.log(
      `  last person's prayer     ${f.lastAtS.toFixed(1)} s after the first message, ${f.maxLateS.toFixed(1)} s after the reminder minute (target < 120 s)`,
    );
    console.log(`  deliveries rows          ${JSON.stringify(f.rows)}`);
    if (f.secondProcessErrors.length > 0) console.log(`  errors logged            ${f.secondProcessErrors.length}`);
  } finally {
    await fake.close();
    await drop();
  }
}

/** Part 4: K app processes delivering the same minute, sharing (or not) the platform's budget. */
async function benchInstances(): Promise<void> {
  if (!pgUrl) {
    console.log('instances: skipped (set BENCH_DATABASE_URL to a PostgreSQL server)');
    return;
  }
  const { handle, drop } = await scratchDb();
  const fake = await startFakeTelegram({ messagesPerSecond: LIMIT });
  const apps: AppChild[] = [];
  try {
    await seedDatabase(handle.db);
    const { timeZone, reminderTime } = dueNow();
    const chats = new Set(
      await addDueTelegramPeople(handle.db, { count: INSTANCE_USERS, firstChatId: 3_000_000, reminderTime, timeZone }),
    );
    console.log(
      `\ninstances: ${INSTANCES} app processes (webhook mode, scheduler on${appRoot ? `, from ${appRoot}` : ''}), ${INSTANCE_USERS} people due now, fake Bot API limited to ${LIMIT} per rolling second`,
    );
    const { createServer } = await import('node:net');
    const freePort = () =>
      new Promise<number>((resolve) => {
        const srv = createServer().listen(0, '127.0.0.1', () => {
          const port = (srv.address() as { port: number }).port;
          srv.close(() => resolve(port));
        });
      });
    for (let i = 0; i < INSTANCES; i++) {
      const port = await freePort();
      apps.push(
        spawnBotProcess({
          databaseUrl: withDatabase(pgUrl, BENCH_DB),
          fake,
          ...(appRoot ? { appRoot } : {}),
          env: {
            ROLE: 'all',
            PORT: String(port),
            HOST: '127.0.0.1',
            APP_URL: `http://127.0.0.1:${port}`,
            LOG_LEVEL: 'warn',
            TELEGRAM_WEBHOOK_URL: `http://127.0.0.1:${port}/telegram/webhook`,
            TELEGRAM_WEBHOOK_SECRET: 'bench-secret',
          },
        }),
      );
    }
    const sends = () => fake.calls.filter((c) => c.method === 'sendMessage' && chats.has(Number(c.params.chat_id)));
    const deadline = Date.now() + 10 * 60_000;
    let lastCount = -1;
    let quietSince = Date.now();
    for (;;) {
      const ok = new Set(
        sends()
          .filter((c) => c.ok)
          .map((c) => Number(c.params.chat_id)),
      );
      if (ok.size >= INSTANCE_USERS) break;
      if (Date.now() > deadline) break;
      const n = sends().length;
      if (n !== lastCount) quietSince = Date.now();
      lastCount = n;
      // Nothing for 3 minutes after starting: the rest waits for a retry much later.
      if (n > 0 && Date.now() - quietSince > 180_000) break;
      process.stdout.write(`  ... ${ok.size} delivered\r`);
      await new Promise((r) => setTimeout(r, 1000));
    }
    await new Promise((r) => setTimeout(r, 3000));
    const all = sends();
    const ok = all.filter((c) => c.ok);
    const people = new Set(ok.map((c) => Number(c.params.chat_id)));
    const refused = all.filter((c) => c.errorCode === 429).length;
    const first = ok[0]?.at ?? 0;
    const last = ok.at(-1)?.at ?? 0;
    console.log(`\n  delivered                ${people.size} of ${INSTANCE_USERS}`);
    console.log(`  duplicates               ${ok.length - people.size}`);
    console.log(`  refused with 429         ${refused}`);
    console.log(`  max in a rolling second  ${maxPerRollingSecond(ok.map((c) => c.at))} (limit ${LIMIT})`);
    console.log(
      `  first -> last message    ${((last - first) / 1000).toFixed(1)} s, ${(((ok.length - 1) / (last - first)) * 1000).toFixed(2)} msg/s`,
    );
    console.log(`  processes alive          ${apps.filter((a) => a.alive()).length} of ${INSTANCES}`);
  } finally {
    for (const a of apps) a.kill('SIGKILL');
    await fake.close();
    await drop();
  }
}

if (!skipSend) await benchSend();
if (!skipPlan) await benchPlan();
if (crash) await benchCrash();
if (INSTANCES > 0) await benchInstances();
process.exit(0);
