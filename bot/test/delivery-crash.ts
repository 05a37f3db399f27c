/**
 * The delivery crash scenario (decision 120), shared by the fault test and `npm run
 * bench:delivery -- --crash`: the real app (`scripts/start.ts`, ROLE=bot, the scheduler on) as a
 * child process delivers to people due now through the fake Bot API; it is SIGKILLed mid-delivery;
 * a second process is started and finishes. Everything is counted from what the fake server
 * received, and from the database once the killed process's connections are gone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { createDb, queryRows } from '@dps/db/client';
import type { FakeTelegram } from './fake-telegram-server';
import { addDueTelegramPeople } from './due-people';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface AppChild {
  child: ChildProcess;
  output(): string;
  alive(): boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Signal the whole process group. */
  kill(signal?: NodeJS.Signals): void;
}

/** The app as production runs it, scheduler and Telegram bot only, against the fake Bot API. */
export function spawnBotProcess(opts: {
  databaseUrl: string;
  fake: FakeTelegram;
  env?: Record<string, string>;
  /** A checkout to run (default this one): e.g. a worktree of the code before a fix. */
  appRoot?: string;
}): AppChild {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    ROLE: 'bot',
    SCHEDULER: 'on',
    WEB_CLIENT: 'off',
    APP_URL: 'http://127.0.0.1:9',
    DATABASE_URL: opts.databaseUrl,
    TELEGRAM_BOT_TOKEN: opts.fake.token,
    TELEGRAM_API_ROOT: opts.fake.apiRoot,
    ...opts.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: opts.appRoot ?? repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    }),
  );
  return {
    child,
    output: () => out,
    alive: () => running,
    exited,
    kill(signal = 'SIGKILL') {
      if (!running || child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* gone already */
      }
    },
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A zone whose local time now is well inside the day (no midnight while the scenario runs), and now's minute there. */
export function dueNow(now = new Date()): { timeZone: string; reminderTime: string } {
  for (const timeZone of ['UTC', 'Asia/Tokyo', 'America/New_York', 'Asia/Kolkata']) {
    const hm = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
    const hour = Number(hm.slice(0, 2));
    if (hour >= 1 && hour <= 21) return { timeZone, reminderTime: hm };
  }
  throw new Error('no zone away from midnight');
}

export interface CrashFigures {
  people: number;
  /** Messages the fake had received when the first process was killed (and its sockets drained). */
  sentAtKill: number;
  /** Of those, how many the database did not have as sent: the sends in flight at the kill. */
  unrecordedAtKill: number;
  /** Claims the killed process held unsent (claimed, not sent): they wait for the lease. */
  heldAtKill: number;
  delivered: number;
  duplicates: number;
  /** Seconds from the first message of the run to the kill, to the second process's first message, to the last. */
  killAtS: number;
  secondFirstAtS: number;
  lastAtS: number;
  /** Seconds after the reminder time (the start of its minute) of the latest first message. */
  maxLateS: number;
  /** The same, counted from the first message of the run (the process starts mid-minute). */
  maxLateFromFirstS: number;
  rows: Record<string, number>;
  firstProcessExit: string;
  secondProcessErrors: string[];
}

/**
 * Run the scenario on a migrated, seeded PostgreSQL database nobody else uses. `killAfter`: kill
 * the first process once the fake has received this many messages.
 */
export async function runDeliveryCrash(opts: {
  databaseUrl: string;
  fake: FakeTelegram;
  people: number;
  killAfter: number;
  timeoutMs: number;
  appRoot?: string;
  /**
   * Make people due at the next minute the first process will surely be up for (its minute tick
   * starts the delivery), so lateness counts from the true reminder time. Otherwise they are due
   * in the current minute and the process starts mid-minute (shorter).
   */
  align?: boolean;
  progress?: (line: string) => void;
}): Promise<CrashFigures> {
  const { fake } = opts;
  const say = opts.progress ?? (() => {});
  const h = await createDb({ databaseUrl: opts.databaseUrl, migrate: false, maxConnections: 1 });
  const processes: AppChild[] = [];
  try {
    const dueAt = opts.align
      ? Math.ceil((Date.now() + 60_000) / 60_000) * 60_000
      : Math.floor(Date.now() / 60_000) * 60_000;
    const { timeZone, reminderTime } = dueNow(new Date(dueAt));
    const chatIds = await addDueTelegramPeople(h.db, {
      count: opts.people,
      firstChatId: 60_000_000,
      reminderTime,
      timeZone,
    });
    const mine = new Set(chatIds);
    const sends = () =>
      fake
        .succeeded('sendMessage')
        .filter((c) => mine.has(Number(c.params.chat_id)))
        .map((c) => ({ chat: Number(c.params.chat_id), at: fake.startedAtMs + c.at }));
    const deadline = Date.now() + opts.timeoutMs;
    const waitFor = async (what: string, check: () => boolean | Promise<boolean>, every = 50) => {
      while (!(await check())) {
        if (Date.now() > deadline)
          throw new Error(
            `timed out waiting for ${what}\n${processes.map((p) => p.output().slice(-3000)).join('\n---\n')}`,
          );
        for (const p of processes)
          if (!p.alive() && p !== processes[0]) throw new Error(`a process exited:\n${p.output()}`);
        await sleep(every);
      }
    };

    await h.close();
    const a = spawnBotProcess({
      databaseUrl: opts.databaseUrl,
      fake,
      ...(opts.appRoot ? { appRoot: opts.appRoot } : {}),
    });
    processes.push(a);
    say(`first process started (people due at ${reminderTime} ${timeZone})`);
    await waitFor(
      `${opts.killAfter} messages`,
      () => {
        if (!a.alive()) throw new Error(`the first process exited:\n${a.output()}`);
        return sends().length >= opts.killAfter;
      },
      5,
    );
    a.kill('SIGKILL');
    const killedAt = Date.now();
    const exit = await a.exited;
    // Requests it wrote before dying may still be on their way in.
    await sleep(300);
    const sentAtKill = sends().length;
    say(`killed after ${sentAtKill} messages`);

    // The killed process's database sessions must be gone before its work is judged.
    const probe = await createDb({ databaseUrl: opts.databaseUrl, migrate: false, maxConnections: 1 });
    try {
      await waitFor(
        'the killed process’s connections to close',
        async () => {
          const [r] = await queryRows<{ n: number }>(
            probe.db,
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          );
          return r!.n === 0;
        },
        100,
      );
      const [st] = await queryRows<{ sent: number; claimed: number }>(
        probe.db,
        sql`select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'claimed')::int as claimed from deliveries`,
      );
      const unrecordedAtKill = sentAtKill - st!.sent;
      const heldAtKill = st!.claimed - unrecordedAtKill;

      const b = spawnBotProcess({
        databaseUrl: opts.databaseUrl,
        fake,
        ...(opts.appRoot ? { appRoot: opts.appRoot } : {}),
      });
      processes.push(b);
      say('second process started');
      // Until every delivery is recorded as sent (so a re-send of an unrecorded one has happened too).
      await waitFor(
        'every delivery to be sent',
        async () => {
          const [r] = await queryRows<{ n: number }>(
            probe.db,
            sql`select count(*)::int as n from deliveries where status = 'sent'`,
          );
          return r!.n >= opts.people;
        },
        500,
      );
      await sleep(1000);
      const rows = Object.fromEntries(
        (
          await queryRows<{ status: string; n: number }>(
            probe.db,
            sql`select status, count(*)::int as n from deliveries group by status`,
          )
        ).map((r) => [r.status, r.n]),
      );
      b.kill('SIGTERM');
      await Promise.race([b.exited, sleep(10_000)]);

      const all = sends();
      const first = new Map<number, number>();
      for (const s of all) if (!first.has(s.chat)) first.set(s.chat, s.at);
      const t0 = Math.min(...all.map((s) => s.at));
      const last = Math.max(...first.values());
      const secondFirst = Math.min(...all.filter((s) => s.at > killedAt).map((s) => s.at));
      const problems = b
        .output()
        .split('\n')
        .filter((l) => /"level":(50|60)|Unhandled|Uncaught/.test(l));
      return {
        people: opts.people,
        sentAtKill,
        unrecordedAtKill,
        heldAtKill,
        delivered: first.size,
        duplicates: all.length - first.size,
        killAtS: (killedAt - t0) / 1000,
        secondFirstAtS: (secondFirst - t0) / 1000,
        lastAtS: (last - t0) / 1000,
        maxLateS: (last - dueAt) / 1000,
        maxLateFromFirstS: (last - t0) / 1000,
        rows,
        firstProcessExit: exit.signal ?? String(exit.code),
        secondProcessErrors: problems,
      };
    } finally {
      await probe.close();
    }
  } finally {
    for (const p of processes) p.kill('SIGKILL');
  }
}
