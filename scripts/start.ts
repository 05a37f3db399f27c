/**
 * `npm start`: the composition root. config -> db (migrated, seeded) -> admin bootstrap -> the web
 * app on PORT, plus the Telegram bot, the Slack app and the delivery scheduler when configured.
 * ROLE=web|bot|all picks what this process runs (default all). SIGTERM/SIGINT drain and exit.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { createDb } from '@dps/db/client';
import { seedDatabase } from '@dps/db/seed/seed';
import { systemClock, type Ctx } from '@dps/core/context';
import { bootstrapAdmin } from '@dps/core/accounts/users';
import { createApp } from '@dps/web/server/app';
import { createLogger } from '@dps/web/server/logger';
import { webConfigFrom } from './web-config';
import { prepareBots } from './start-bots';
import { ConfigError, parseConfig } from './config';

const started = Date.now();
let config;
try {
  config = parseConfig(process.env);
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
const log = createLogger({ level: config.LOG_LEVEL });
const role = (process.env.ROLE ?? 'all') as 'all' | 'web' | 'bot';

const staticDir = join(import.meta.dirname, '..', 'web', 'dist');
if (role !== 'bot') ensureWebBuild(staticDir);

const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, prepare: config.DATABASE_PREPARE });
const seeded = await seedDatabase(db.db);
const ctx: Ctx = { db: db.db, clock: systemClock, log };
if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
  await bootstrapAdmin(ctx, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
}
log.info({ database: db.kind, seededTopics: seeded.topics, seededPrayers: seeded.prayers }, 'database ready');

const bots = await prepareBots(ctx, config, { http: role !== 'bot' }).catch(async (e: unknown) => {
  // A wrong token or an unreachable platform: one clear line, not a stack.
  const err = e as { message?: string; code?: string; data?: { error?: string }; description?: string };
  console.error(`A bot could not start: ${err.data?.error ?? err.description ?? err.message ?? String(e)} (check the TELEGRAM_/SLACK_ settings)`);
  await db.close();
  process.exit(1);
});
let server: Server | undefined;
if (role !== 'bot') {
  const webConfig = { ...webConfigFrom(config, staticDir), telegramBotUsername: bots.telegramBotUsername };
  const app = createApp({ db, clock: systemClock, log, config: webConfig }, { rawRoutes: bots.rawRoutes });
  server = app.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => {
    server!.once('listening', resolve);
    server!.once('error', reject);
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
  log.info({ port, ms: Date.now() - started }, `Daily Prayer & Scripture is up at ${config.appUrl}`);
  console.log(`\n  Daily Prayer & Scripture → http://localhost:${port}\n`);
}
await bots.afterListen();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  // Stop taking new work first (scheduler, bots, new connections), finish what is in flight.
  const closed = server ? new Promise<void>((r) => server!.close(() => r())) : Promise.resolve();
  await bots.stop();
  server?.closeIdleConnections();
  await closed;
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

/** Build the React client when web/dist is missing or older than its sources. */
function ensureWebBuild(dir: string) {
  const index = join(dir, 'index.html');
  const webRoot = join(dir, '..');
  if (!existsSync(join(webRoot, 'index.html'))) return; // no client in this checkout
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const newest = Math.max(
    newestMtime(join(webRoot, 'src')),
    statSync(join(webRoot, 'index.html')).mtimeMs,
    newestMtime(join(webRoot, 'public')),
  );
  if (built >= newest) return;
  console.log('Building the web app (first start, or its sources changed)…');
  const r = spawnSync('npx', ['vite', 'build', '--config', join(webRoot, 'vite.config.ts'), '--logLevel', 'warn'], {
    stdio: 'inherit',
    cwd: webRoot,
  });
  if (r.status !== 0) {
    console.error('The web app did not build; see the output above.');
    process.exit(1);
  }
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

