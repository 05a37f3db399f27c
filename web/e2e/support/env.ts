/**
 * One run's facts, settled once in Playwright's main process and inherited by its workers through
 * process.env: the port, a fresh data directory, the bootstrapped admin's credentials.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LaunchOptions } from '@playwright/test';

export const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium when installed (no browser download), with the flags a headless CI box wants. */
export function chromiumLaunchOptions(): LaunchOptions {
  const args = [
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
  ];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return {
    ...(existsSync(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM } : {}),
    args,
  };
}

/** A TCP port nobody listens on right now (asked of the OS in a child, as config loading is synchronous). */
export function freePortSync(): number {
  const r = spawnSync(
    process.execPath,
    ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"],
    { encoding: 'utf8' },
  );
  const port = Number(r.stdout.trim());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`could not find a free port: ${r.stderr}`);
  return port;
}

export interface E2eEnv {
  baseUrl: string;
  /** True when E2E_BASE_URL points at a server someone else started. */
  external: boolean;
  adminEmail: string;
  adminPassword: string;
  dataDir: string | undefined;
  serverEnv: Record<string, string>;
}

/** The product's environment for a test run (see scripts/config.ts): dev mode, no scheduler, quiet logs. */
export function productEnv(opts: { port: number; dataDir: string; adminEmail: string; adminPassword: string }) {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  // A developer's own .env-style settings must not leak in: no SMTP (dev mode), no external database.
  for (const k of [
    'DATABASE_URL',
    'SMTP_URL',
    'APP_URL',
    'NODE_ENV',
    'TELEGRAM_BOT_TOKEN',
    'SLACK_BOT_TOKEN',
    'SLACK_APP_TOKEN',
  ]) {
    delete env[k];
  }
  return {
    ...env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    ADMIN_EMAIL: opts.adminEmail,
    ADMIN_PASSWORD: opts.adminPassword,
    LOG_LEVEL: 'warn',
    // The harness plays the proxy: each browser context sends its own X-Forwarded-For (fixtures.ts),
    // so the per-address sign-up limit applies per context, not to the whole run (decision 043).
    TRUST_PROXY: 'loopback',
    SCHEDULER: 'off',
    ROLE: 'web',
    // The plans spec reads the test plans, not whatever the library holds today.
    PLANS_CONTENT_DIR: join(repoRoot, 'core/test/fixtures/plans'),
  };
}

export function e2eEnv(): E2eEnv {
  const adminEmail = (process.env.E2E_ADMIN_EMAIL ??= 'admin@example.test');
  const adminPassword = (process.env.E2E_ADMIN_PASSWORD ??= `E2e-admin-${randomBytes(6).toString('hex')}!`);
  if (process.env.E2E_BASE_URL) {
    return {
      baseUrl: process.env.E2E_BASE_URL.replace(/\/$/, ''),
      external: true,
      adminEmail,
      adminPassword,
      dataDir: undefined,
      serverEnv: {},
    };
  }
  const port = Number((process.env.E2E_PORT ??= String(freePortSync())));
  let dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) {
    // Only the process that creates the directory (Playwright's main process; workers inherit the
    // variable) removes it, when it exits, after the web server has been stopped.
    const created = mkdtempSync(join(tmpdir(), 'dps-e2e-'));
    process.env.E2E_DATA_DIR = dataDir = created;
    process.once('exit', () => rmSync(created, { recursive: true, force: true }));
  }
  return {
    baseUrl: `http://localhost:${port}`,
    external: false,
    adminEmail,
    adminPassword,
    dataDir,
    serverEnv: productEnv({ port, dataDir, adminEmail, adminPassword }),
  };
}
