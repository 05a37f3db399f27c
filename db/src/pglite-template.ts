/**
 * The migrated template for a new embedded database (docs/decisions/243): db/template holds a
 * PGlite data directory made by initdb and every migration (no seeded content), as a
 * brotli-compressed tar, and what it was made from. A first start unpacks it into DATA_DIR instead
 * of running initdb (a child process, ~4.5 s) and the migrations (~2 s); the migrator then runs
 * only migrations newer than the template.
 *
 * The template is used only when it was made by this PGlite version and its migrations are the
 * first ones of db/migrations, unchanged; otherwise a new database is made as before (initdb +
 * migrations). `npm run db:template` (scripts/maintain/db-template.ts) makes it again; a test fails while
 * it lags db/migrations.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

export const templateDir = fileURLToPath(new URL('../template', import.meta.url));
export const templateArchive = join(templateDir, 'pglite-data.tar.br');
export const templateDescription = join(templateDir, 'pglite-data.json');
const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
const unpackUrl = new URL('./pglite-unpack.js', import.meta.url);

/** One migration as drizzle's migrator knows it: its tag, its folder time, the SHA-256 of its SQL. */
export interface MigrationMark {
  tag: string;
  when: number;
  sha256: string;
}

/** What db/template/pglite-data.json says about the archive beside it. */
export interface TemplateDescription {
  /** The PGlite version that made it: another version's files may not open. */
  pglite: string;
  /** The migrations in it, in order. */
  migrations: MigrationMark[];
  /** SHA-256 of the archive: a damaged or LFS-pointer archive is not unpacked. */
  sha256: string;
}

/** The migrations in db/migrations, in the order drizzle runs them. */
export function currentMigrations(folder = migrationsDir): MigrationMark[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({
    tag,
    when,
    sha256: sha256(readFileSync(join(folder, `${tag}.sql`))),
  }));
}

/** The installed PGlite's version (from its package.json; the package exports no version). */
export function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Where a template and the migrations it is compared with are (tests point elsewhere). */
export interface TemplatePaths {
  archive: string;
  description: string;
  migrations: string;
}
const committed: TemplatePaths = {
  archive: templateArchive,
  description: templateDescription,
  migrations: migrationsDir,
};

/**
 * Why the template cannot start a new database here, or null when it can. Cheap: reads the
 * description, hashes the migrations (a few hundred kB) and the archive (under 2 MB).
 */
export function templateProblem(at: TemplatePaths = committed): string | null {
  let description: TemplateDescription;
  try {
    description = JSON.parse(readFileSync(at.description, 'utf8')) as TemplateDescription;
  } catch {
    return 'there is no template (db/template)';
  }
  const version = pgliteVersion();
  if (description.pglite !== version)
    return `the template was made by PGlite ${description.pglite}, this is ${version}`;
  const current = currentMigrations(at.migrations);
  const stale = description.migrations.findIndex(
    (m, i) => current[i]?.tag !== m.tag || current[i]?.when !== m.when || current[i]?.sha256 !== m.sha256,
  );
  if (stale >= 0)
    return `migration ${description.migrations[stale]!.tag} is not in db/migrations as it was when the template was made`;
  let archive: Buffer;
  try {
    archive = readFileSync(at.archive);
  } catch {
    return 'the template archive is missing';
  }
  if (sha256(archive) !== description.sha256) return 'the template archive is damaged';
  return null;
}

/**
 * Unpacks the template into `dataDir` (which holds no database) in a short-lived child process
 * (pglite-unpack.js, plain node): it runs beside this process's own start-up work, and the memory
 * decompressing takes leaves with it. PG_VERSION is written last.
 */
export async function unpackTemplate(dataDir: string, archive = templateArchive): Promise<void> {
  const child = spawn(process.execPath, ['--max-semi-space-size=1', fileURLToPath(unpackUrl), archive, dataDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0)
    throw new Error(
      `Unpacking the database template into ${dataDir} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`,
    );
}

/**
 * The template as an uncompressed tar for PGlite's `loadDataDir` (an in-memory database: the test
 * harness's), or undefined when it does not fit (then initdb makes one as before).
 */
export function templateTarball(): Blob | undefined {
  if (templateProblem() !== null) return undefined;
  return new Blob([brotliDecompressSync(readFileSync(templateArchive))], { type: 'application/x-tar' });
}
