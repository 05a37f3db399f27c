/**
 * A fresh, migrated and seeded database for one test file — a real one, never a mock.
 * PGlite by default; PostgreSQL when the run has TEST_DATABASE_URL (see global-setup.ts).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '@dps/db/client';
import { adminUrl, withDatabase } from './pg-url';
import { recordDatabaseUse } from './record-database-use';

/**
 * The run's database settings. Every test file that touches a database asks for them here (never
 * `inject('testDb')` directly; database-use.test.ts checks), so the file is recorded as one that
 * uses the database: `npm test` runs only those files again on PostgreSQL (record-database-use.ts).
 */
export function testDbConfig() {
  recordDatabaseUse();
  return inject('testDb');
}

export async function createTestDb(opts: { maxConnections?: number } = {}): Promise<DbHandle> {
  const cfg = testDbConfig();
  if (cfg.kind === 'pglite') {
    const loadDataDir = new Blob([readFileSync(cfg.tarball)]);
    return createDb({ dataDir: 'memory://', loadDataDir, migrate: false });
  }
  const name = `${cfg.template}_${randomBytes(4).toString('hex')}`;
  const postgres = (await import('postgres')).default;
  const admin = postgres(adminUrl(cfg.url), { max: 1, onnotice: () => {} });
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.unsafe(`create database "${name}" template "${cfg.template}"`);
      break;
    } catch (e) {
      // Two files copying the template at the same instant can collide; try again briefly.
      if (attempt >= 20) throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const handle = await createDb({
    databaseUrl: withDatabase(cfg.url, name),
    migrate: false,
    maxConnections: opts.maxConnections ?? 5,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
