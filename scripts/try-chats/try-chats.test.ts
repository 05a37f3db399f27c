/**
 * `npm run try:chats` starts (fakes, product, page), and what you type there reaches the real bots:
 * /start in Telegram and /prayer help in Slack get their replies, and a button under the Slack
 * prayer works. The whole script runs as a child process, as a contributor runs it (embedded
 * database in memory, no web client build).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEntry } from './chat-console';

const root = join(import.meta.dirname, '..', '..');
let child: ChildProcess;
let output = '';
let page = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function until<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n--- try:chats output ---\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const state = async () =>
  (await (await fetch(`${page}/state`)).json()) as { telegram: ChatEntry[]; slack: ChatEntry[] };
const say = (chat: 'telegram' | 'slack', text: string) =>
  fetch(`${page}/${chat}/say`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });

beforeAll(async () => {
  const [port, consolePort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    TRY_CHATS_PORT: String(consolePort),
    DATA_DIR: 'memory://',
    WEB_CLIENT: 'false',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV; // vitest's "test" is not a mode the product knows
  child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'try-chats', 'try-chats.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  page = await until(
    async () =>
      /Try the chats → (http:\/\/\S+)/.exec(output)?.[1] ??
      (child.exitCode !== null && Promise.reject(new Error(output))),
    'the page',
    180_000,
  );
}, 200_000);

afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 20_000);

describe('npm run try:chats', () => {
  it('serves the page', async () => {
    const res = await fetch(page);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Try the chats');
  });

  it('/start in the Telegram chat gets the bot’s welcome', async () => {
    await say('telegram', '/start');
    const reply = await until(async () => (await state()).telegram.find((e) => e.from === 'bot'), 'the Telegram reply');
    expect(reply.text).toMatch(/Welcome, You!/);
    expect((await state()).telegram[0]).toMatchObject({ from: 'you', text: '/start' });
  });

  it('/prayer today in Slack shows the prayer with its buttons, and Pray works', async () => {
    await say('slack', '/prayer today');
    const prayer = await until(
      async () => (await state()).slack.find((e) => e.from === 'bot' && e.buttons.length > 0),
      'the Slack prayer',
    );
    expect(prayer.note).toBe('only you see this');
    const pray = prayer.buttons.find((b) => /Pray/.test(b.label))!;
    expect(pray).toBeDefined();
    await fetch(`${page}/slack/press`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify((pray.press as { slack: unknown }).slack),
    });
    const after = await until(
      async () => (await state()).slack.find((e) => e.from === 'bot' && /Prayer Completed!/.test(e.text)),
      'the answer to Pray',
    );
    expect(after.buttons.map((b) => b.label)).toContain('✅ Prayed');
  });
});
