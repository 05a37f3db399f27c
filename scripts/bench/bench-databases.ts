/**
 * What bench:core and bench:search share: run one benchmark on in-memory PGlite, then on a scratch
 * PostgreSQL database (created and dropped here) when BENCH_DATABASE_URL or DATABASE_URL is set.
 */
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { createDb, queryRows, type DbHandle } from '@dps/db/client';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function benchOnDatabases(
  title: string,
  scratchName: string,
  benchOne: (label: string, handle: DbHandle) => Promise<void>,
): Promise<void> {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`${title} — ${cpus().length} CPUs, load average ${load} (timings on a busy machine run long)`);
  const pglite = await createDb({ dataDir: 'memory://' });
  try {
    await benchOne('PGlite (in-memory)', pglite);
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) {
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or DATABASE_URL to include it).');
    return;
  }
  const postgres = (await import('postgres')).default;
  const admin = postgres(withDatabase(url, 'postgres'), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${scratchName}" with (force)`);
    await admin.unsafe(`create database "${scratchName}"`);
    const pg = await createDb({ databaseUrl: withDatabase(url, scratchName), maxConnections: 2 });
    try {
      const [v] = await queryRows<{ v: string }>(pg.db, sql`select current_setting('server_version') as v`);
      await benchOne(`PostgreSQL ${v!.v} (${new URL(url).host})`, pg);
    } finally {
      await pg.close();
    }
  } finally {
    await admin.unsafe(`drop database if exists "${scratchName}" with (force)`);
    await admin.end();
  }
}

/** Runs `main` and exits with 0, or 1 after printing what went wrong. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
