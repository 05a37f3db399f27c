/**
 * Helpers for the fault tests: the real entry point as a child process (`npm start`, or the node
 * command it runs), a scratch PostgreSQL database copied from the test template, a TCP proxy
 * between the app and PostgreSQL that a test can cut and restore (an outage we control, without
 * touching the machine's shared PostgreSQL), and a signed-in HTTP session made through core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { testDbConfig } from '@dps/core/test/create-test-db';
import { createDb } from '@dps/db/client';
import { systemClock, silentLog } from '@dps/core/context';
import { createSession } from '@dps/core/accounts/create-session';
import { makeUser } from '@dps/core/test/factories';
import { adminUrl, withDatabase } from '@dps/core/test/pg-url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/**
 * The checkout whose app is started: this one, or FAULT_TEST_APP_ROOT (e.g. a worktree of the code
 * before a fix, to see these tests fail there).
 */
const appRoot = process.env.FAULT_TEST_APP_ROOT ?? repoRoot;

/** The PostgreSQL server of this test run, or undefined on the PGlite pass. */
export function testPostgresUrl(): string | undefined {
  const cfg = testDbConfig();
  return cfg.kind === 'postgres' ? cfg.url : undefined;
}

export async function freePort(): Promise<number> {
  const s = createServer();
  s.listen(0, '127.0.0.1');
  await once(s, 'listening');
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

export interface AppProcess {
  child: ChildProcess;
  url: string;
  port: number;
  startedAt: number;
  stdout(): string;
  stderr(): string;
  /** Resolves when the process exits: its code, signal and ms since spawn. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  alive(): boolean;
  /** Kill the whole process group (npm and the node it runs). */
  kill(): void;
}

/**
 * Spawn the app. `via: 'npm'` runs `npm start` exactly as a user or container would; `'node'` runs
 * the command the start script execs (faster: no npm in between). The environment is clean:
 * only PATH/HOME and what the test passes (never the test run's own DATABASE_URL and the like).
 */
export function spawnApp(opts: {
  env: Record<string, string>;
  via?: 'npm' | 'node';
  port?: number;
  /** Run as another user (root's tests of permissions). */
  uid?: number;
  gid?: number;
}): AppProcess {
  const port = opts.port ?? Number(opts.env.PORT ?? 0);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SCHEDULER: 'off',
    // The API only: no client build (and no race between test files building it at once).
    WEB_CLIENT: 'off',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    ...opts.env,
  };
  const startedAt = Date.now();
  const how = {
    cwd: appRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...(opts.uid !== undefined ? { uid: opts.uid, gid: opts.gid ?? opts.uid } : {}),
  };
  const child =
    opts.via === 'npm'
      ? spawn('npm', ['start', '--silent'], how)
      : spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], how);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      // Let the pipes drain before the test reads them.
      setTimeout(() => resolve({ code, signal, ms: Date.now() - startedAt }), 50);
    });
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    port,
    startedAt,
    stdout: () => out,
    stderr: () => err,
    exited,
    alive: () => running,
    kill() {
      if (!running || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    },
  };
}

/** Wait until GET /healthz answers 200 (or the process exits, which fails). */
export async function waitHealthy(app: AppProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!app.alive()) throw new Error(`the app exited during start-up:\n${app.stderr()}\n${app.stdout()}`);
    const status = await fetch(`${app.url}/healthz`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`the app did not become healthy within ${timeoutMs} ms:\n${app.stderr()}`);
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A database copied from the run's migrated, seeded template; dropped by `drop()`. */
export async function scratchPostgres(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const cfg = testDbConfig();
  if (cfg.kind !== 'postgres') throw new Error('scratchPostgres needs TEST_DATABASE_URL');
  const postgres = (await import('postgres')).default;
  const admin = postgres(adminUrl(cfg.url), { max: 1, onnotice: () => {} });
  const name = `${cfg.template}_f${randomBytes(4).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.unsafe(`create database "${name}" template "${cfg.template}"`);
      break;
    } catch (e) {
      if (attempt >= 20) throw e;
      await sleep(100 + Math.random() * 200);
    }
  }
  return {
    url: withDatabase(cfg.url, name),
    name,
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** A user and a session on the given PostgreSQL database, made through core. Returns the cookie. */
export async function sessionCookie(databaseUrl: string): Promise<string> {
  const h = await createDb({ databaseUrl, migrate: false, maxConnections: 1 });
  try {
    const ctx = { db: h.db, clock: systemClock, log: silentLog };
    const user = await makeUser(ctx);
    const { token } = await createSession(ctx, { userId: user.id });
    return `dps_session=${token}`;
  } finally {
    await h.close();
  }
}

/**
 * A TCP proxy in front of PostgreSQL. `cut()`: every open connection is reset and new ones are
 * refused (what an app sees when the database restarts or its host goes away). `freeze()`: a
 * network partition — open connections stay up but carry nothing, new ones are accepted and never
 * answered. `restore()` ends either (frozen connections are dropped) and forwards again.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<[Socket, Socket]>();
  private readonly held = new Set<Socket>();
  private frozen = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  static forUrl(url: string): TcpProxy {
    const u = new URL(url);
    return new TcpProxy(u.hostname, Number(u.port || 5432));
  }

  /** The given postgres:// URL pointed at this proxy. */
  urlFor(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  async listen(): Promise<void> {
    const server = createServer((client) => {
      if (this.frozen) {
        this.held.add(client);
        client.on('error', () => client.destroy());
        return;
      }
      const upstream = tcpConnect(this.targetPort, this.targetHost);
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      client.pipe(upstream);
      upstream.pipe(client);
      const drop = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  private async stopListening(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (s) await new Promise((r) => s.close(r));
  }

  async cut(): Promise<void> {
    const closing = this.stopListening();
    for (const [client, upstream] of this.pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    this.pairs.clear();
    await closing;
  }

  async freeze(): Promise<void> {
    this.frozen = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  /** Forward again. After a freeze, the frozen connections are dropped (their peer is long gone). */
  async restore(): Promise<void> {
    if (this.frozen) {
      this.frozen = false;
      for (const [client, upstream] of this.pairs) {
        client.destroy();
        upstream.destroy();
      }
      this.pairs.clear();
      for (const c of this.held) c.destroy();
      this.held.clear();
    }
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    for (const c of this.held) c.destroy();
    this.held.clear();
    await this.cut();
  }
}
