/**
 * Vitest global setup: build ONE migrated and seeded database, then let every test file start
 * from a copy of it (PGlite: a data-dir tarball; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 * Set TEST_DATABASE_URL (a postgres:// URL whose user may create databases) to run on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '@dps/db/client';
import { templateTarball } from '@dps/db/pglite-template';
import { seedDatabase } from '@dps/db/seed/seed';
import { adminUrl, withDatabase } from './pg-url';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'pglite'; tarball: string } | { kind: 'postgres'; url: string; template: string };
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `dps_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    const postgres = (await import('postgres')).default;
    const admin = postgres(adminUrl(url), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${template}"`);
    const h = await createDb({ databaseUrl: withDatabase(url, template), maxConnections: 1 });
    await seedDatabase(h.db);
    await h.close();
    project.provide('testDb', { kind: 'postgres', url, template });
    return async () => {
      // Test files drop their own copies; drop any left by a crashed worker, then the template.
      const left = await admin<{ datname: string }[]>`
        select datname from pg_database where datname like ${template + '_%'}`;
      for (const { datname } of left) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
      await admin.unsafe(`drop database if exists "${template}" with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'dps-test-'));
  // From the migrated template (decision 243): no initdb in this process (~600 MB, a few seconds).
  const h = await createDb({ dataDir: 'memory://', loadDataDir: templateTarball() });
  await seedDatabase(h.db);
  const client = (h.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const blob = await client.dumpDataDir('none');
  await h.close();
  const tarball = join(dir, 'template.tar');
  writeFileSync(tarball, Buffer.from(await blob.arrayBuffer()));
  project.provide('testDb', { kind: 'pglite', tarball });
  return () => rmSync(dir, { recursive: true, force: true });
}
