/**
 * createDb(): one typed drizzle handle over embedded PGlite (no DATABASE_URL) or PostgreSQL
 * (postgres.js). Nothing connects at import time; the composition root calls this once.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle handle every use case receives. Same type over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers true when a trivial query succeeds (health checks). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** postgres:// URL; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database. Default './.data'. */
  dataDir?: string | undefined;
  /** A PGlite data-dir tarball to start from (tests: a migrated template). */
  loadDataDir?: Blob | File | undefined;
  /** Connection pool size for PostgreSQL. */
  maxConnections?: number | undefined;
  /** Use named prepared statements on PostgreSQL (default true; turn off behind PgBouncer). */
  prepare?: boolean | undefined;
  /** Run migrations before returning (default true). */
  migrate?: boolean | undefined;
}

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export async function createDb(opts: CreateDbOptions = {}): Promise<DbHandle> {
  const handle = opts.databaseUrl ? await createPostgres(opts) : await createPglite(opts);
  if (opts.migrate ?? true) {
    await runMigrations(handle);
  }
  return handle;
}

async function createPostgres(opts: CreateDbOptions): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const client = postgres(opts.databaseUrl!, {
    max: opts.maxConnections ?? 10,
    onnotice: () => {},
    // Dates stay strings ('YYYY-MM-DD'); a local day must never pass through a JS Date.
    types: { date: { to: 1082, from: [1082], serialize: (v: string) => v, parse: (v: string) => v } },
  });
  // drizzle sends every query through `unsafe` unprepared, so PostgreSQL parses and plans each
  // one anew (two round trips for a query with parameters). Our query texts are a small fixed
  // set, so naming them as prepared statements per connection is safe and roughly halves the
  // database work of a short request. (Not for PgBouncer in transaction mode: set
  // DATABASE_PREPARE=off there — see the config table.)
  const prepared = opts.prepare ?? true;
  const target = prepared
    ? new Proxy(client, {
        get(t, prop, receiver) {
          if (prop === 'unsafe') {
            return (query: string, params?: unknown[], o?: object) => t.unsafe(query, params as never, { ...o, prepare: true });
          }
          return Reflect.get(t, prop, receiver);
        },
      })
    : client;
  const db = drizzle(target, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: () => ping(db),
    close: () => client.end({ timeout: 5 }),
  };
}

async function createPglite(opts: CreateDbOptions): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = opts.dataDir ?? './.data';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir.startsWith('memory://') ? undefined : dataDir, {
    loadDataDir: opts.loadDataDir,
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute('select 1' as unknown as SQL);
    return true;
  } catch {
    return false;
  }
}

export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}

/** Rows of a raw `db.execute(sql\`...\`)`, which PGlite returns as `{ rows }` and postgres.js as an array. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
