/**
 * Starts the real product (`scripts/start.ts`) the way the e2e harness does, for the screenshot and
 * benchmark scripts: a free port, a fresh PGlite directory, the bootstrapped admin, no scheduler.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePortSync, productEnv, repoRoot } from './env';

export interface RunningProduct {
  url: string;
  port: number;
  adminEmail: string;
  adminPassword: string;
  stop(): Promise<void>;
}

export async function startProduct(
  opts: {
    timeoutMs?: number;
    /** Another checkout to run (bench:web measures the previous build); default this one. */
    root?: string;
    /** Extra environment, e.g. APP_URL when the browser reaches the product through a proxy. */
    env?: Record<string, string>;
    /** Port to listen on; default a free one. */
    port?: number;
  } = {},
): Promise<RunningProduct> {
  const port = opts.port ?? freePortSync();
  const dataDir = mkdtempSync(join(tmpdir(), 'dps-product-'));
  const adminEmail = 'admin@example.test';
  const adminPassword = `Admin-${randomBytes(6).toString('hex')}!`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: opts.root ?? repoRoot,
    env: { ...productEnv({ port, dataDir, adminEmail, adminPassword }), ...opts.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => {
    exited = true;
    process.off('exit', killOnExit);
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 240_000);
  for (;;) {
    if (exited) throw new Error('the product exited before it was ready (see its output above)');
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the product did not answer ${url}/healthz in time`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    adminEmail,
    adminPassword,
    async stop() {
      if (!exited) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await done;
        clearTimeout(force);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
