/**
 * `npm run try:chats`: see the Telegram bot and the Slack app work without a token (decision 187).
 *
 * 1. Starts the shipped fake Telegram Bot API and fake Slack Web API (bot/test/) on loopback.
 * 2. Starts the product (`scripts/start.ts`, as `npm start`) with the bots pointed at them:
 *    TELEGRAM_API_ROOT, SLACK_API_URL, made-up tokens and a signing secret made for this run, its
 *    embedded database in DATA_DIR (default ./.data-try, apart from `npm start`'s ./.data).
 * 3. Serves a page (TRY_CHATS_PORT, default 3100) where you type as a Telegram user and as a Slack
 *    member and tap the bots' buttons (scripts/try-chats/chat-console.ts).
 *
 * Any real TELEGRAM_* / SLACK_* settings in the environment are ignored. Ctrl-C stops everything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startFakeSlackServer } from '../../bot/test/fake-slack-server';
import { startFakeTelegram } from '../../bot/test/fake-telegram-server';
import { SLACK_TEAM, startChatConsole, type ChatConsole } from './chat-console';

const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.PORT ?? 3000);
const consolePort = Number(process.env.TRY_CHATS_PORT ?? 3100);
const appUrl = `http://127.0.0.1:${port}`;
const SLACK_TOKEN = 'xoxb-try-chats';
const signingSecret = randomBytes(16).toString('hex');

const telegram = await startFakeTelegram();
const slack = await startFakeSlackServer();
slack.addTeam({
  token: SLACK_TOKEN,
  teamId: SLACK_TEAM,
  teamName: 'Try the chats',
  botUserId: 'U0BOT',
  botId: 'B0BOT',
});

const env: NodeJS.ProcessEnv = { ...process.env };
for (const key of Object.keys(env)) if (/^(TELEGRAM|SLACK)_/.test(key)) delete env[key];
Object.assign(env, {
  PORT: String(port),
  HOST: process.env.HOST ?? '127.0.0.1',
  APP_URL: appUrl,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  TELEGRAM_BOT_TOKEN: telegram.token,
  TELEGRAM_API_ROOT: telegram.apiRoot,
  SLACK_BOT_TOKEN: SLACK_TOKEN,
  SLACK_SIGNING_SECRET: signingSecret,
  SLACK_API_URL: slack.apiUrl,
});
if (!env.DATABASE_URL) env.DATA_DIR = process.env.DATA_DIR ?? './.data-try';

console.log(`Fake Telegram Bot API on ${telegram.apiRoot}, fake Slack Web API on ${slack.url}`);
const product: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'start.ts')], {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
let stopping = false;
/** Set once the page is up; stop() may run before. */
const running: { chat?: ChatConsole } = {};
product.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`The product stopped (${signal ?? `exit ${code}`}); see its output above.`);
  void stop(1);
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

await waitUntil(async () => (await fetch(`${appUrl}/healthz`).catch(() => null))?.ok === true, 300_000, 'the product');
// The bot is reading its updates once it has asked the fake for them.
await waitUntil(() => telegram.calls.some((c) => c.method === 'getUpdates'), 60_000, 'the Telegram bot');

const chat = await startChatConsole({ telegram, slack, appUrl, signingSecret, port: consolePort });
running.chat = chat;
console.log(`\n  Try the chats → ${chat.url}\n  (the web app is at ${appUrl}; Ctrl-C stops both)\n`);

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (product.exitCode === null && product.signalCode === null) {
    product.kill('SIGTERM');
    await Promise.race([new Promise((r) => product.once('exit', r)), new Promise((r) => setTimeout(r, 12_000))]);
  }
  await Promise.allSettled([running.chat?.close(), telegram.close(), slack.close()]);
  process.exit(code);
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (stopping) await new Promise(() => {});
    if (Date.now() > until) {
      console.error(`Timed out waiting for ${what}.`);
      await stop(1);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
