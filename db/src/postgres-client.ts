/**
 * The PostgreSQL branch of createDb(): a postgres.js pool that fails fast and honestly when the
 * database goes away (docs/decisions/091-fast-honest-database-failure.md).
 *
 * - connect timeout (default 2 s) and a short reconnect backoff (at most 0.5 s), so a request
 *   never waits out postgres.js's default 30 s connect timeout or its backoff of up to 20 s;
 * - a server-side statement timeout (default 10 s) for a database that is up but stuck;
 * - `ping()` on a connection of its own with a deadline (default 800 ms), for /healthz;
 * - a watchdog for the silent outage (a partition: nothing refused, nothing answered, and TCP
 *   would wait ~15 min): when a query has waited 1.2 s, it pings on its own connection; if that
 *   gets no answer within 1 s either, every socket of the pool is destroyed, so the waiting
 *   queries fail at once (503) and the pool reconnects when the database is back.
 */
import { connect as netConnect, type Socket } from 'node:net';
import type { DbHandle } from './db-types';
import { DATABASE_UNREACHABLE, databaseErrorCode } from './database-errors';
import * as schema from './schema';

export interface PostgresTimeouts {
  /** Give up connecting (TCP, TLS and authentication) after this long. Default 2000. */
  connectTimeoutMs?: number | undefined;
  /** PostgreSQL's statement_timeout for the pool's sessions; 0 turns it off. Default 10000. */
  statementTimeoutMs?: number | undefined;
  /** ping() answers false when `select 1` takes longer. Default 800. */
  pingTimeoutMs?: number | undefined;
}

export interface PostgresOptions extends PostgresTimeouts {
  databaseUrl: string;
  maxConnections?: number | undefined;
  prepare?: boolean | undefined;
}

const SUSPECT_AFTER_MS = 1200;
const PROBE_TIMEOUT_MS = 1000;
const WATCH_EVERY_MS = 250;

/** The URL and connect timeout of each PostgreSQL handle, for migrations on a session of their own. */
export const postgresHandles = new WeakMap<DbHandle, { url: string; connectTimeoutMs: number }>();

interface ParsedPgOptions {
  host: string[];
  port: number[];
  path: string | false | undefined;
}

/** Opens the pool's sockets itself (postgres.js's `socket` option) so it can destroy them all. */
class Sockets {
  private readonly open = new Set<Socket>();
  private next = 0;

  readonly factory = (o: ParsedPgOptions): Socket => {
    const i = this.next++ % Math.max(1, o.host.length);
    const host = o.host[i] ?? 'localhost';
    const port = o.port[i] ?? o.port[0] ?? 5432;
    // Returned unconnected: postgres.js writes its startup message at once (node buffers it until
    // the connection is up) and learns of a refusal through the socket's error and close events.
    const s = o.path ? netConnect(o.path) : netConnect({ host, port });
    // postgres.js names the server in its errors from these two.
    Object.assign(s, { host: o.path || host, port });
    this.open.add(s);
    s.once('close', () => this.open.delete(s));
    return s;
  };

  destroyAll(why: string): number {
    const n = this.open.size;
    for (const s of this.open) {
      s.destroy(Object.assign(new Error(`The database stopped answering (${why})`), { code: DATABASE_UNREACHABLE }));
    }
    this.open.clear();
    return n;
  }
}

/** Resolves with the promise's outcome, or 'timeout' after `ms` (checked after pending I/O, so a
 * busy event loop that delayed both the answer and the timer does not count as a timeout). */
function within<T>(
  p: Promise<T>,
  ms: number,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown } | 'timeout'> {
  return new Promise((resolve) => {
    let settled = false;
    const timer = setTimeout(() => setImmediate(() => !settled && ((settled = true), resolve('timeout'))), ms);
    p.then(
      (value) => !settled && ((settled = true), clearTimeout(timer), resolve({ ok: true, value })),
      (error: unknown) => !settled && ((settled = true), clearTimeout(timer), resolve({ ok: false, error })),
    );
  });
}

/** Errors of a probe that mean the server cannot be reached (as opposed to "answered with an error"). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'CONNECT_TIMEOUT',
  '57P03',
  DATABASE_UNREACHABLE,
]);

export async function createPostgres(opts: PostgresOptions): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const connectTimeoutMs = opts.connectTimeoutMs ?? 2000;
  const statementTimeoutMs = opts.statementTimeoutMs ?? 10_000;
  const pingTimeoutMs = opts.pingTimeoutMs ?? 800;

  const poolSockets = new Sockets();
  const pingSockets = new Sockets();
  const common = {
    onnotice: () => {},
    connect_timeout: connectTimeoutMs / 1000,
    // postgres.js waits up to 20 s between reconnects after errors; a request must not.
    backoff: (attempt: number) => Math.min(0.05 * 2 ** attempt, 0.5),
    ...(statementTimeoutMs > 0 ? { connection: { statement_timeout: statementTimeoutMs } } : {}),
  };
  const client = postgres(opts.databaseUrl, {
    ...common,
    max: opts.maxConnections ?? 10,
    socket: poolSockets.factory,
    // Dates stay strings ('YYYY-MM-DD'); a local day must never pass through a JS Date.
    types: { date: { to: 1082, from: [1082], serialize: (v: string) => v, parse: (v: string) => v } },
  } as never);
  // Health checks and the watchdog's probe use a connection of their own: a busy pool must not
  // make a healthy database look down, and a dead pool must not hide that the database is back.
  const pinger = postgres(opts.databaseUrl, {
    ...common,
    // No pause before reconnecting: a ping must say "down" now, not after a backoff.
    backoff: 0,
    max: 1,
    fetch_types: false,
    socket: pingSockets.factory,
  } as never);

  async function selectOne(timeoutMs: number): Promise<'up' | 'down' | 'error'> {
    const started = Date.now();
    for (let attempt = 0; attempt < 2; attempt++) {
      const left = timeoutMs - (Date.now() - started);
      if (left <= 0) break;
      const r = await within(pinger`select 1` as Promise<unknown>, left);
      if (r === 'timeout') {
        // Its connection is stuck in the silence: drop it, so the next ping connects afresh.
        pingSockets.destroyAll('ping timed out');
        return 'down';
      }
      if (r.ok) return 'up';
      const code = databaseErrorCode(r.error);
      if (code && UNREACHABLE.has(code)) return 'down';
      // The ping's own connection was closed or terminated: try once more on a new one.
    }
    return 'error';
  }

  // In-flight work of the pool (each drizzle query and transaction), for the watchdog.
  const inflight = new Map<number, number>();
  let nextId = 0;
  const track = (p: PromiseLike<unknown>) => {
    const id = nextId++;
    inflight.set(id, Date.now());
    const done = () => void inflight.delete(id);
    // The native then: subscribes without starting postgres.js's lazy query.
    Promise.prototype.then.call(p, done, done);
  };
  let probing = false;
  let lastProbe = 0;
  const watchdog = setInterval(() => {
    if (probing || inflight.size === 0 || Date.now() - lastProbe < PROBE_TIMEOUT_MS) return;
    let oldest = Infinity;
    for (const since of inflight.values()) oldest = Math.min(oldest, since);
    if (Date.now() - oldest < SUSPECT_AFTER_MS) return;
    probing = true;
    lastProbe = Date.now();
    void selectOne(PROBE_TIMEOUT_MS)
      .then((state) => {
        if (state === 'down') poolSockets.destroyAll('no answer to a health probe');
      })
      .finally(() => {
        probing = false;
      });
  }, WATCH_EVERY_MS);
  watchdog.unref();

  // drizzle sends every query through `unsafe` unprepared, so PostgreSQL parses and plans each
  // one anew (two round trips for a query with parameters). Our query texts are a small fixed
  // set, so naming them as prepared statements per connection is safe and roughly halves the
  // database work of a short request. (Not for PgBouncer in transaction mode: set
  // DATABASE_PREPARE=off there — see the config table.)
  const prepared = opts.prepare ?? true;
  const target = new Proxy(client, {
    get(t, prop, receiver) {
      if (prop === 'unsafe') {
        return (query: string, params?: unknown[], o?: object) => {
          const q = t.unsafe(query, params as never, prepared ? { ...o, prepare: true } : o);
          track(q);
          return q;
        };
      }
      if (prop === 'begin') {
        return (...args: unknown[]) => {
          const p = (t.begin as (...a: unknown[]) => Promise<unknown>)(...args);
          track(p);
          return p;
        };
      }
      return Reflect.get(t, prop, receiver);
    },
  });
  const db = drizzle(target, { schema }) as unknown as DbHandle['db'];
  const handle: DbHandle = {
    db,
    kind: 'postgres',
    ping: async () => (await selectOne(pingTimeoutMs)) === 'up',
    close: async () => {
      clearInterval(watchdog);
      await Promise.all([client.end({ timeout: 5 }), pinger.end({ timeout: 1 })]);
    },
  };
  postgresHandles.set(handle, { url: opts.databaseUrl, connectTimeoutMs });
  return handle;
}
