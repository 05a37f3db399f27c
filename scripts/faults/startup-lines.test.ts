/**
 * Every broken setting stops start-up with ONE line on stderr that names it and its cause, within
 * 10 s of starting the process: a database that refuses, does not exist, does not know the user or
 * never answers; Telegram or Slack out of reach; a DATA_DIR that cannot be written. Before the fix
 * these printed 24-32 line stacks, took 32-37 s, said "Aborted delay", hung past a minute (Slack)
 * or started anyway and failed later.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '@dps/core/test/pg-url';
import { freePort, spawnApp, testPostgresUrl } from './fault-harness';

const pgUrl = testPostgresUrl();
const LIMIT_MS = 10_000;

/** A port that accepts connections and never says a word. */
let silent: Server;
let silentPort = 0;
const held: Socket[] = [];
let scratch: string;

beforeAll(async () => {
  silent = createServer((s) => held.push(s.on('error', () => {})));
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  silentPort = (silent.address() as { port: number }).port;
  scratch = mkdtempSync(join(tmpdir(), 'dps-startup-'));
});

afterAll(async () => {
  for (const s of held) s.destroy();
  await new Promise((r) => silent.close(r));
  rmSync(scratch, { recursive: true, force: true });
});

async function run(env: Record<string, string>, spawnOpts: { uid?: number; gid?: number } = {}) {
  const app = spawnApp({ env: { PORT: String(await freePort()), ...env }, ...spawnOpts });
  const exit = await Promise.race([app.exited, new Promise<null>((r) => setTimeout(() => r(null), 30_000))]);
  app.kill();
  const lines = app
    .stderr()
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return { exit, lines, stdout: app.stdout() };
}

/**
 * Start the app with `env`, and beside it, at the same moment, a control that stops at once (a
 * config error): the difference is the time the broken setting itself cost, free of how long node
 * takes to load the app on a machine as busy as CI's.
 */
async function startWith(env: Record<string, string>, spawnOpts: { uid?: number; gid?: number } = {}) {
  const [r, control] = await Promise.all([run(env, spawnOpts), run({ PORT: 'not-a-port' })]);
  expect(control.lines).toEqual(['Invalid configuration: PORT: Invalid input: expected number, received NaN']);
  return { ...r, controlMs: control.exit?.ms ?? 0 };
}

function expectOneLine(r: Awaited<ReturnType<typeof startWith>>, pattern: RegExp) {
  expect(r.exit, 'the process did not stop within 30 s').not.toBeNull();
  expect(r.lines, `stderr:\n${r.lines.join('\n')}`).toHaveLength(1);
  expect(r.lines[0]).toMatch(pattern);
  expect(r.exit!.code).toBe(1);
  // Within 10 s of starting, of which loading the app takes ~3 s on an idle machine.
  expect(r.exit!.ms - r.controlMs).toBeLessThan(LIMIT_MS - 3000);
  if (r.controlMs < 3000) expect(r.exit!.ms).toBeLessThan(LIMIT_MS);
  expect(r.stdout).not.toMatch(/\n\s+at /); // no stack anywhere
}

describe('one line at start-up for each broken setting', () => {
  it('a database that refuses the connection', async () => {
    const port = await freePort();
    const r = await startWith({ DATABASE_URL: `postgres://app:secret-pw@127.0.0.1:${port}/prayer` });
    expectOneLine(
      r,
      new RegExp(`^Database unreachable: 127\\.0\\.0\\.1:${port} refused the connection .*DATABASE_URL`),
    );
    expect(r.lines[0]).not.toContain('secret-pw');
  });

  it('a database that never answers', async () => {
    const r = await startWith({ DATABASE_URL: `postgres://app@127.0.0.1:${silentPort}/prayer` });
    expectOneLine(r, new RegExp(`^Database unreachable: 127\\.0\\.0\\.1:${silentPort} did not answer within 2 s`));
  });

  it.skipIf(!pgUrl)('a database that does not exist', async () => {
    const r = await startWith({ DATABASE_URL: withDatabase(pgUrl!, 'dps_no_such_database') });
    expectOneLine(
      r,
      /^Database "dps_no_such_database" does not exist on [\w.-]+:\d+\. Create it or fix DATABASE_URL\.$/,
    );
  });

  it.skipIf(!pgUrl)('a database user that does not exist', async () => {
    const u = new URL(pgUrl!);
    u.username = 'dps_no_such_user';
    const r = await startWith({ DATABASE_URL: u.toString() });
    expectOneLine(r, /^Database refused user "dps_no_such_user" on [\w.-]+:\d+ \(.+\)\. Check DATABASE_URL\.$/);
  });

  it('Telegram out of reach', async () => {
    const port = await freePort();
    const r = await startWith({
      DATA_DIR: 'memory://',
      TELEGRAM_BOT_TOKEN: '123456:not-a-real-token',
      TELEGRAM_API_ROOT: `http://127.0.0.1:${port}`,
    });
    expectOneLine(
      r,
      new RegExp(`^Telegram unreachable: 127\\.0\\.0\\.1:${port} refused the connection \\(check TELEGRAM_API_ROOT`),
    );
    expect(r.lines[0]).not.toContain('not-a-real-token');
  });

  it('Slack not answering', async () => {
    const r = await startWith({
      DATA_DIR: 'memory://',
      SLACK_BOT_TOKEN: 'xoxb-fake1',
      SLACK_SIGNING_SECRET: 'not-a-real-secret',
      SLACK_API_URL: `http://127.0.0.1:${silentPort}/api/`,
    });
    expectOneLine(
      r,
      new RegExp(`^Slack unreachable: 127\\.0\\.0\\.1:${silentPort} did not answer within 4 s \\(check SLACK_API_URL`),
    );
  });

  it('a DATA_DIR below a file', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, '');
    const r = await startWith({ DATA_DIR: join(file, 'data') });
    expectOneLine(r, new RegExp(`^DATA_DIR is not writable: ${file}/data \\(a part of the path is a file\\)`));
  });

  it('a DATA_DIR without write permission', async (ctx) => {
    const dir = join(scratch, 'read-only');
    mkdirSync(dir);
    chmodSync(dir, 0o555);
    // root may write anywhere: run the app as nobody then (when this checkout is readable by all).
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const r = await startWith({ DATA_DIR: join(dir, 'data') }, asNobody);
    // nobody may be unable to read this checkout (e.g. below /root): then this case cannot run here.
    if (
      asNobody.uid &&
      r.lines.some((l) => /Cannot find module|ERR_MODULE_NOT_FOUND|EACCES.*(node_modules|\.[cm]?[jt]s\b)/.test(l))
    )
      ctx.skip();
    expectOneLine(r, new RegExp(`^DATA_DIR is not writable: ${dir}/data \\(permission denied\\)\\. Set DATA_DIR`));
  });
});
