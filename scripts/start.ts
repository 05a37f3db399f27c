/**
 * `npm start`: the composition root. config -> db (migrated, seeded) -> admin bootstrap -> the web
 * app on PORT, plus the Telegram bot, the Slack app and the delivery scheduler when configured.
 * ROLE=web|bot|all picks what this process runs (default all).
 *
 * Faults (docs/decisions/090-093): a broken setting stops start-up with one line per setting on
 * stderr; a lost database is an error per request (503), never a crash; an uncaught exception
 * exits 1 for the supervisor to restart us; SIGTERM/SIGINT drain and exit 0 within 10 s.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { createDb, type DbHandle } from '@dps/db/client';
import { describeDatabaseStartupError, isDatabaseUnavailable } from '@dps/db/database-errors';
import { embeddedDatabaseExists } from '@dps/db/pglite-worker-client';
import { systemClock, type Ctx } from '@dps/core/context';
import { createLogger, type Logger } from '@dps/web/server/logger';
import { webConfigFrom } from './web-config';
import type { Bots } from './start-bots';
import { checkBotsReachable } from './check-bots';
import { ConfigError, parseConfig, type Config } from './config';
import { trackHttpConnections, type HttpDrain } from './graceful-http';
import { errInfo, installProcessSafety } from './process-safety';
import { lazyPrayerPreview } from './lazy-prayer-preview';
import { ensureWebBuild } from './web-build';

/** Whole shutdown budget: a supervisor (docker stop: 10 s) must not need to kill us. */
const STOP_BUDGET_MS = 9_500;
/** In-flight requests get this long to finish; idle keep-alive connections are closed after IDLE_MS,
 * node's own keep-alive timeout: draining closes no connection sooner than serving would, so it adds
 * no keep-alive race of its own (a starved client pausing 2 s met one under CI load). */
const GRACE_MS = 8_000;
const IDLE_MS = 5_000;

const started = Date.now();
let log: Logger | undefined = undefined; // set once the config is read; the handlers below may run before
let config: Config | undefined;
let db: DbHandle | undefined;
let dbStarting: Promise<unknown> | undefined;
let server: Server | undefined;
let http: HttpDrain | undefined;
let bots: Bots | undefined;
let stopping = false;
let theRest: Promise<TheRest> | undefined;
let filesAhead: ReturnType<typeof readFilesAhead> | undefined;
let dbOpenMs: number | undefined;

// ---- Process-level safety nets (scripts/process-safety.ts) ---------------------------------

installProcessSafety({ log: () => log, exit: (code) => process.exit(code) });
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

/** One line on stderr per broken setting, then exit 1. */
let failing = false;
async function failStartup(lines: string[]): Promise<never> {
  if (failing) return halted();
  failing = true;
  for (const line of lines) console.error(line);
  await Promise.race([db?.close().catch(() => undefined), new Promise((r) => setTimeout(r, 1000))]);
  process.exit(1);
}

/** Once a signal arrived, start-up stops where it is (shutdown() exits). */
const halted = () => new Promise<never>(() => {});

/**
 * Everything start-up needs once the database is up — the seeds, the web app, the bots — imported
 * while the database starts: that is a child process (unpacking the template, decision 243, or
 * initdb) and PGlite's own thread, so on two cores the two overlap instead of one waiting for the
 * other (decision 236).
 */
const loadTheRest = async () => {
  const [seed, verses, plans, content, users, app, startBots, references] = await Promise.all([
    import('@dps/db/seed/seed'),
    import('@dps/db/seed/scripture-verses'),
    import('@dps/core/plans/seed-plan-library'),
    import('@dps/db/content/load-content'),
    import('@dps/core/accounts/bootstrap-admin'),
    import('@dps/web/server/app'),
    import('./start-bots'),
    import('@dps/core/admin/check-daily-prayer-references-once'),
  ]);
  return {
    seedDatabase: seed.seedDatabase,
    seedScriptureVerses: verses.seedScriptureVerses,
    seedPlanLibrary: plans.seedPlanLibrary,
    checkReferencesOnce: references.checkDailyPrayerReferencesOnce,
    checkPlanLibrary: plans.checkPlanLibrary,
    readContentFiles: content.readContentFiles,
    bootstrapAdmin: users.bootstrapAdmin,
    createApp: app.createApp,
    prepareBots: startBots.prepareBots,
  };
};
type TheRest = Awaited<ReturnType<typeof loadTheRest>>;

/**
 * A new embedded database needs every content and plan file read and checked: that is done while
 * the database is being created (in a child process and PGlite's thread), not after it (decision 236).
 */
async function readFilesAhead(rest: TheRest, plans: { contentDir?: string }) {
  const content = rest.readContentFiles();
  await new Promise((r) => setImmediate(r)); // the database's messages in between
  return { content, plans: rest.checkPlanLibrary(plans) };
}

// ---- Start-up -----------------------------------------------------------------------------

try {
  config = parseConfig(process.env);
} catch (e) {
  if (e instanceof ConfigError) await failStartup([e.message]);
  throw e;
}
const cfg = config!;
log = createLogger({ level: cfg.LOG_LEVEL });
const role = (process.env.ROLE ?? 'all') as 'all' | 'web' | 'bot';
const serveWeb = role !== 'bot';
const staticDir = join(import.meta.dirname, '..', 'web', 'dist');
if (serveWeb && cfg.WEB_CLIENT && !ensureWebBuild(join(staticDir, '..'), staticDir)) {
  console.error('The web app did not build; see the output above.');
  process.exit(1);
}

// Telegram and Slack first: one round trip each, and a bad setting is named before any
// database work (an embedded database may keep the event loop busy while it starts).
const botProblems = await checkBotsReachable(cfg);
if (botProblems.length > 0) await failStartup(botProblems);

if (!cfg.DATABASE_URL && !cfg.DATA_DIR.startsWith('memory://')) {
  const problem = dataDirProblem(cfg.DATA_DIR);
  if (problem) await failStartup([problem]);
}

const planFiles = cfg.PLANS_CONTENT_DIR ? { contentDir: resolve(cfg.PLANS_CONTENT_DIR) } : {};
const newDatabase = !cfg.DATABASE_URL && !cfg.DATA_DIR.startsWith('memory://') && !embeddedDatabaseExists(cfg.DATA_DIR);
try {
  const starting = createDb({
    databaseUrl: cfg.DATABASE_URL,
    dataDir: cfg.DATA_DIR,
    prepare: cfg.DATABASE_PREPARE,
    connectTimeoutMs: cfg.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: cfg.DATABASE_STATEMENT_TIMEOUT_MS,
    onNewDatabase: (made) => {
      // The migrated template fits unless PGlite or an old migration changed without `npm run db:template` (decision 243).
      if (made.from === 'initdb')
        log?.info({ event: 'database_template_unused', why: made.why }, `new database made by initdb: ${made.why}`);
      else log?.debug({ event: 'database_from_template' }, 'new database made from the migrated template');
    },
  });
  dbStarting = starting;
  theRest = loadTheRest();
  if (newDatabase) filesAhead = theRest.then((rest) => readFilesAhead(rest, planFiles));
  // Both are awaited below; a failure must not count as unhandled meanwhile.
  theRest.catch(() => undefined);
  filesAhead?.catch(() => undefined);
  db = await starting;
  dbOpenMs = Date.now() - started;
} catch (e) {
  const line = cfg.DATABASE_URL
    ? describeDatabaseStartupError(e, { url: cfg.DATABASE_URL, connectTimeoutMs: cfg.DATABASE_CONNECT_TIMEOUT_MS })
    : `The embedded database in DATA_DIR (${resolve(cfg.DATA_DIR)}) could not start: ${oneLine(e)}`;
  await failStartup([line]);
}
if (stopping) await halted();

const handle = db!;
try {
  const {
    seedDatabase,
    seedScriptureVerses,
    seedPlanLibrary,
    bootstrapAdmin,
    createApp,
    prepareBots,
    checkReferencesOnce,
  } = await theRest!;
  const ahead = await filesAhead;
  filesAhead = undefined; // the files read ahead (~3 MB of content and plans) are not kept once seeded
  const seeded = await seedDatabase(handle.db, { files: ahead?.content });
  const ctx: Ctx = { db: handle.db, clock: systemClock, log };
  // The plan library from its files; a bad file is named and skipped, never stopping the start (decision 215).
  const planSeed = await seedPlanLibrary(handle.db, { ...planFiles, checked: ahead?.plans });
  for (const e of planSeed.errors)
    log.warn({ event: 'plan_file_skipped', file: e.file, problem: e.message }, 'plan file skipped');
  log.info(
    { plansAdded: planSeed.added, plansUpdated: planSeed.updated, plansSkipped: planSeed.errors.length },
    'plans ready',
  );
  if (cfg.ADMIN_EMAIL && cfg.ADMIN_PASSWORD) {
    await bootstrapAdmin(ctx, { email: cfg.ADMIN_EMAIL, password: cfg.ADMIN_PASSWORD });
  }
  // Once per database, off the start's path: stored prayers whose reference does not resolve are
  // withdrawn before their date (decision 257).
  void checkReferencesOnce(ctx).catch((e: unknown) =>
    log.error({ event: 'daily_prayer_reference_check_failed', err: e }, 'reference check failed'),
  );
  log.info(
    {
      database: handle.kind,
      seededTopics: seeded.topics,
      seededPrayers: seeded.prayers,
      openMs: dbOpenMs,
      ms: Date.now() - started,
    },
    'database ready',
  );

  bots = await prepareBots(ctx, cfg, { http: serveWeb }).catch(async (e: unknown) => {
    // A wrong token or an unreachable platform: one clear line, not a stack.
    const err = e as { message?: string; code?: string; data?: { error?: string }; description?: string };
    return failStartup([
      `A bot could not start: ${err.data?.error ?? err.description ?? err.message ?? String(e)} (check the TELEGRAM_/SLACK_ settings)`,
    ]);
  });
  if (stopping) await halted();
  if (serveWeb) {
    const webConfig = {
      ...webConfigFrom(cfg, cfg.WEB_CLIENT ? staticDir : undefined),
      telegramBotUsername: bots.telegramBotUsername,
      slack: bots.slack,
    };
    const app = createApp(
      {
        db: handle,
        clock: systemClock,
        log,
        config: webConfig,
        prayerPreview: lazyPrayerPreview,
        circleMembership: bots.circleMembership ?? null,
      },
      { rawRoutes: bots.rawRoutes },
    );
    const s = app.listen(cfg.PORT, cfg.HOST);
    server = s;
    http = trackHttpConnections(s);
    await new Promise<void>((resolveListen, reject) => {
      s.once('listening', resolveListen);
      s.once('error', reject);
    });
    const addr = s.address();
    const port = typeof addr === 'object' && addr ? addr.port : cfg.PORT;
    log.info({ port, ms: Date.now() - started }, `Daily Prayer & Scripture is up at ${cfg.appUrl}`);
    console.log(`\n  Daily Prayer & Scripture → http://localhost:${port}\n`);
  }
  if (stopping) await halted();
  void fillVerseSearch(handle, log, seedScriptureVerses);
  await bots.afterListen();
} catch (e) {
  const code = (e as { code?: string }).code;
  if (code === 'EADDRINUSE')
    await failStartup([`PORT ${cfg.PORT} is already in use on ${cfg.HOST}. Stop the other server or set PORT.`]);
  if (code === 'EACCES' && server)
    await failStartup([`PORT ${cfg.PORT} on ${cfg.HOST} needs privileges this user lacks. Set PORT above 1023.`]);
  if (isDatabaseUnavailable(e)) {
    await failStartup([
      cfg.DATABASE_URL
        ? describeDatabaseStartupError(e, { url: cfg.DATABASE_URL, connectTimeoutMs: cfg.DATABASE_CONNECT_TIMEOUT_MS })
        : `The embedded database stopped answering during start-up: ${oneLine(e)}`,
    ]);
  }
  await failStartup([`Start-up failed: ${oneLine(e)}`]);
}

// ---- Shutdown -----------------------------------------------------------------------------

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const deadline = Date.now() + STOP_BUDGET_MS;
  log?.info({ signal }, 'shutting down');
  // Whatever still hangs at the end of the budget: exit non-zero, the supervisor notices.
  setTimeout(() => {
    log?.error({ event: 'shutdown_timeout' }, 'shutdown took too long; exiting');
    process.exit(1);
  }, STOP_BUDGET_MS).unref();
  const left = () => Math.max(0, deadline - Date.now() - 300);
  const bounded = (p: Promise<unknown>, ms: number) =>
    Promise.race([
      p.catch((err: unknown) => log?.warn({ event: 'stop_failed', err: errInfo(err) })),
      new Promise((r) => setTimeout(r, ms)),
    ]);

  // Stop taking work (new connections, scheduler rounds, bot updates), finish what is in flight.
  const drained = http ? http.drain({ graceMs: GRACE_MS, idleMs: IDLE_MS }) : Promise.resolve({ forced: 0 });
  await Promise.all([
    drained.then((r) => r.forced > 0 && log?.warn({ event: 'connections_cut', count: r.forced })),
    bots ? bounded(bots.stop(), GRACE_MS) : undefined,
  ]);
  // A database still starting is let finish (an interrupted first start could leave a half-made data dir).
  if (dbStarting) await bounded(dbStarting, left());
  if (db) await bounded(db.close(), left());
  process.exit(0);
}

// ---- Helpers ------------------------------------------------------------------------------

/**
 * The verse-search copy of the Bibles (decision 211), filled after the server is up: on a fresh
 * embedded database it takes tens of seconds, which must not hold back the first page. Search says
 * "still being prepared" until a version is in; later starts find it there and skip it in one query.
 */
async function fillVerseSearch(
  h: DbHandle,
  logger: Logger,
  fill: typeof import('@dps/db/seed/scripture-verses').seedScriptureVerses,
): Promise<void> {
  const t0 = Date.now();
  try {
    const added = await fill(h.db, {
      // Between batches: let requests in, and stop at once when shutting down.
      pause: () =>
        new Promise((resolvePause, reject) =>
          setImmediate(() => (stopping ? reject(new Error('stopping')) : resolvePause())),
        ),
    });
    const verses = Object.values(added).reduce((a, b) => a + b, 0);
    if (verses > 0) logger.info({ verses, ms: Date.now() - t0 }, 'Bible verses ready for search');
  } catch (e) {
    if (!stopping)
      logger.error({ event: 'verse_fill_failed', err: errInfo(e) }, 'Bible verse search could not be prepared');
  }
}

function oneLine(e: unknown): string {
  const err = e as { name?: string; message?: string; code?: string; errno?: number } | null;
  const message = (err?.message || '').split('\n')[0];
  if (message) return `${err?.code ? `${err.code}: ` : ''}${message}`;
  // PGlite's file system errors carry only an errno.
  if (typeof err?.errno === 'number') return `${err.name ?? 'Error'} errno ${err.errno}`;
  return String(e);
}

/** null when DATA_DIR can hold the embedded database; otherwise the line that says why not. */
function dataDirProblem(dir: string): string | null {
  const abs = resolve(dir);
  try {
    mkdirSync(abs, { recursive: true });
    // Write something: access(W_OK) says yes to root on a read-only mount.
    const probe = join(abs, `.write-test-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
    return null;
  } catch (e) {
    const code = (e as { code?: string }).code ?? 'error';
    const why =
      {
        EACCES: 'permission denied',
        EPERM: 'permission denied',
        EROFS: 'read-only file system',
        ENOTDIR: 'a part of the path is a file',
        ENOSPC: 'no space left',
      }[code] ?? code;
    return `DATA_DIR is not writable: ${abs} (${why}). Set DATA_DIR to a directory this user can write, or DATABASE_URL to use PostgreSQL.`;
  }
}
