/**
 * What `npm start` runs, read from a checkout's package.json so a benchmark starts exactly that:
 * `[NAME=value ...] exec node [flags ...] scripts/start.ts`. Shared by bench:boot, bench:embedded and
 * bench:scripture; it reads only the checkout's package.json, so a bench can time another checkout.
 */
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface StartCommand {
  /** The variables set before `exec node`. */
  env: Record<string, string>;
  /** node's flags before scripts/start.ts. */
  nodeFlags: string[];
}

/** The start script of the checkout at `root`; `bench` names the caller in the error for a script it cannot read. */
export function startCommand(root: string, bench: string): StartCommand {
  const script = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts
    .start;
  const m = /^((?:\w+=\S+ )*)exec node ((?:\S+ )*)scripts\/start\.ts$/.exec(script);
  if (!m) throw new Error(`${bench} does not understand the start script: ${script}`);
  const env = Object.fromEntries(
    m[1]!
      .split(' ')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );
  return { env, nodeFlags: m[2]!.split(' ').filter(Boolean) };
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The environment a bench starts the product with: this process's, without any database, mail,
 * chat, sign-in provider or admin setting it may carry (the bench measures the embedded default),
 * plus the start script's own variables, a development NODE_ENV, the data directory and the port.
 */
export function embeddedServerEnv(
  start: StartCommand,
  opts: { dataDir: string; port: number; logLevel: 'info' | 'warn' },
): NodeJS.ProcessEnv {
  const blank = Object.fromEntries(
    Object.keys(process.env)
      .filter((k) => /^(DATABASE_|SMTP_|TELEGRAM_|SLACK_|GOOGLE_|APPLE_|ADMIN_)/.test(k))
      .map((k) => [k, '']),
  );
  return {
    ...process.env,
    ...blank,
    ...start.env,
    NODE_ENV: 'development',
    DATA_DIR: opts.dataDir,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${opts.port}`,
    LOG_LEVEL: opts.logLevel,
  };
}
