/**
 * A fresh, migrated and seeded database for one test file — a real one, never a mock.
 * PGlite by default; PostgreSQL when the run has TEST_DATABASE_URL (see global-setup.ts).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '@dps/db/client';
import { adminUrl, withDatabase } from './pg-url';

export async function createTestDb(opts: { maxConnections?: number } = {}): Promise<DbHandle> {
  const cfg = inject('testDb');
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
