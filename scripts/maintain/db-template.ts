/**
 * `npm run db:template [-- --force]`: makes db/template again — the migrated, unseeded PGlite data directory a
 * new embedded database starts from (docs/decisions/243). Run it after adding a migration
 * (db/src/pglite-template.test.ts fails until then) or upgrading PGlite, and commit both files.
 *
 * It makes a database the way a first start did before the template: PGlite's initdb (in its
 * child process) and every migration, in a temporary directory; closes it cleanly; and packs the
 * directory as a brotli-compressed tar with a description of what it was made from.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { createDb } from '@dps/db/client';
import {
  currentMigrations,
  pgliteVersion,
  sha256,
  templateArchive,
  templateDescription,
  templateDir,
  templateProblem,
  type TemplateDescription,
} from '@dps/db/pglite-template';
import { writeTar } from '@dps/db/tar';

// Each run makes different bytes (PostgreSQL's system identifier, times): a current template is
// left alone, so the repository does not grow by a new archive for nothing.
if (!process.argv.includes('--force') && isCurrent()) {
  console.log('db/template is current (this PGlite, every migration); --force makes it again anyway');
  process.exit(0);
}

function isCurrent(): boolean {
  try {
    const described = JSON.parse(readFileSync(templateDescription, 'utf8')) as TemplateDescription;
    return templateProblem() === null && JSON.stringify(described.migrations) === JSON.stringify(currentMigrations());
  } catch {
    return false;
  }
}

const work = mkdtempSync(join(tmpdir(), 'dps-db-template-'));
try {
  const dataDir = join(work, 'data');
  const handle = await createDb({ dataDir, template: false });
  await handle.close();
  // postmaster.pid is left only by a database that did not close; none of this run's.
  const tar = writeTar(dataDir, (name) => name === 'postmaster.pid');
  const archive = brotliCompressSync(tar, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      // A 16 MB window: template0 and template1 are near-identical 7 MB directories.
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: tar.length,
    },
  });
  const description: TemplateDescription = {
    pglite: pgliteVersion(),
    migrations: currentMigrations(),
    sha256: sha256(archive),
  };
  mkdirSync(templateDir, { recursive: true });
  writeFileSync(templateArchive, archive);
  writeFileSync(templateDescription, `${JSON.stringify(description, null, 2)}\n`);
  const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
  console.log(
    `db/template: PGlite ${description.pglite}, ${description.migrations.length} migrations, ` +
      `${mb(tar.length)} of files in ${mb(archive.length)}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
