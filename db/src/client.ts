/**
 * createDb(): one typed drizzle handle over embedded PGlite (no DATABASE_URL) or PostgreSQL
 * (postgres.js). Nothing connects at import time; the composition root calls this once.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema';
import type { Db, DbHandle, Tx } from './db-types';

export type { Db, DbHandle, Schema, Tx } from './db-types';

export interface CreateDbOptions {
  /** postgres:// URL; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database. Default './.data'. */
  dataDir?: string | undefined;
  /** A PGlite data-dir tarball to start from (tests: a migrated template). */
  loadDataDir?: Blob | File | undefined;
  /**
   * Run PGlite in a worker thread, off the event loop (default: yes for a directory, no for
   * `memory://`; not with loadDataDir). See docs/decisions/101-pglite-in-a-worker-thread.md.
   */
  pgliteWorker?: boolean | undefined;
  /** Connection pool size for PostgreSQL. */
  maxConnections?: number | undefined;
  /** Use named prepared statements on PostgreSQL (default true; turn off behind PgBouncer). */
  prepare?: boolean | undefined;
  /** PostgreSQL: connect timeout (default 2000 ms), statement_timeout (default 10000 ms, 0: off), ping deadline (default 800 ms). */
  connectTimeoutMs?: number | undefined;
  statementTimeoutMs?: number | undefined;
  pingTimeoutMs?: number | undefined;
  /** Run migrations before returning (default true). */
  migrate?: boolean | undefined;
  /**
   * A new embedded database in a directory starts from the migrated template in db/template when
   * it fits (default true; false: initdb and every migration, as `npm run db:template` needs).
   * The template is migrated: with `migrate: false` too, a new directory gets every migration
   * the template holds. See docs/decisions/243-a-migrated-template-for-new-databases.md.
   */
  template?: boolean | undefined;
  /** Told how a new embedded database was made: from the template, or by initdb and why not the template. */
  onNewDatabase?: ((made: NewDatabase) => void) | undefined;
}

/** How createDb made a new embedded database. */
export type NewDatabase = { from: 'template' } | { from: 'initdb'; why: string };

/** The write epochs of embedded databases in a worker (see writeEpochOf). */
const writeEpochs = new WeakMap<Db | Tx, () => number>();

/**
 * A number that moves whenever this handle's database may have changed (decision 244): only for the
 * embedded database in its worker thread, which this process alone reaches, so every write passes
 * through it (pglite-worker-client.ts). Undefined for PostgreSQL (other instances, psql) and for a
 * transaction: there only the database can say what changed (decision 238's generations).
 */
export function writeEpochOf(db: Db | Tx): (() => number) | undefined {
  return writeEpochs.get(db);
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
  // Timeouts, health pings and the outage watchdog live there (docs/decisions/091).
  const { createPostgres: create } = await import('./postgres-client');
  return create({ ...opts, databaseUrl: opts.databaseUrl! });
}

/**
 * PostgreSQL settings for PGlite, on top of PGlite's own start parameters. shared_buffers is
 * PostgreSQL's 128MB default, far beyond this app's data (a page PGlite misses is one read from
 * the OS page cache); see docs/decisions/102-pglite-memory.md.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

async function createPglite(opts: CreateDbOptions): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = opts.dataDir ?? './.data';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
  if (!inMemory && !opts.loadDataDir) await newDatabaseFromTemplate(dataDir, opts);
  if (opts.pgliteWorker ?? (!inMemory && !opts.loadDataDir)) {
    if (opts.loadDataDir) throw new Error('loadDataDir needs the in-process PGlite (pgliteWorker: false)');
    const { PgliteWorkerClient } = await import('./pglite-worker-client');
    const client = await PgliteWorkerClient.start({ dataDir: inMemory ? undefined : dataDir, startParams });
    const db = drizzle(client as never, { schema }) as unknown as Db;
    writeEpochs.set(db, () => client.writeEpoch);
    return { db, kind: 'pglite', ping: () => ping(db), close: () => client.close() };
  }
  const client = await PGlite.create(inMemory ? undefined : dataDir, {
    loadDataDir: opts.loadDataDir,
    startParams,
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/**
 * A directory without a database gets the migrated template unpacked into it when the template
 * fits; otherwise (or when not asked to) PGlite's initdb makes it as before, and the migrations run.
 */
async function newDatabaseFromTemplate(dataDir: string, opts: CreateDbOptions): Promise<void> {
  const { embeddedDatabaseExists } = await import('./pglite-worker-client');
  if (embeddedDatabaseExists(dataDir)) return;
  const { templateProblem, unpackTemplate } = await import('./pglite-template');
  const problem = (opts.template ?? true) ? templateProblem() : 'not asked to use the template';
  if (problem === null) await unpackTemplate(dataDir);
  opts.onNewDatabase?.(problem === null ? { from: 'template' } : { from: 'initdb', why: problem });
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
    // A migration may run longer than the pool's statement_timeout: it gets a session of its own.
    const { postgresHandles } = await import('./postgres-client');
    const own = postgresHandles.get(handle);
    if (!own) return migrate(handle.db as never, { migrationsFolder });
    const [{ default: postgres }, { drizzle }] = await Promise.all([
      import('postgres'),
      import('drizzle-orm/postgres-js'),
    ]);
    const session = postgres(own.url, { max: 1, onnotice: () => {}, connect_timeout: own.connectTimeoutMs / 1000 });
    try {
      await migrate(drizzle(session) as never, { migrationsFolder });
    } finally {
      await session.end({ timeout: 5 });
    }
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
