/**
 * The migrated template a new embedded database starts from (db/template, decision 243): it is
 * current, it makes the same database as initdb + every migration, a start that stops half-way
 * leaves no database behind, and a template that does not fit is not used.
 */
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb, migrationsFolder, queryRows, type Db, type NewDatabase } from './client';
import { embeddedDatabaseExists } from './pglite-worker-client';
import {
  currentMigrations,
  pgliteVersion,
  templateArchive,
  templateDescription,
  templateProblem,
  unpackTemplate,
  type TemplateDescription,
} from './pglite-template';
import { writeTar } from './tar';

const root = mkdtempSync(join(tmpdir(), 'dps-pglite-template-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const newDir = () => join(root, `d${++n}`);

/** What a database is made of: tables and columns, indexes, constraints, functions, text search, migrations. */
async function shape(db: Db) {
  const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);
  return {
    columns: await q(sql`select table_schema, table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema') order by 1, 2, 3`),
    indexes: await q(sql`select schemaname, indexname, indexdef from pg_indexes
      where schemaname not in ('pg_catalog') order by 1, 2`),
    constraints: await q(sql`select conrelid::regclass::text as t, conname, pg_get_constraintdef(oid) as def
      from pg_constraint where connamespace not in ('pg_catalog'::regnamespace) order by 1, 2`),
    functions: await q(sql`select proname, prosrc from pg_proc
      where pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace) order by 1, 2`),
    textSearch: await q(sql`select cfgname from pg_ts_config order by 1`),
    extensions: await q(sql`select extname, extversion from pg_extension order by 1`),
    migrations: await q(sql`select hash, created_at::text from drizzle.__drizzle_migrations order by id`),
  };
}

describe('the migrated template for new databases (db/template)', () => {
  it('is current: made by this PGlite from every migration in db/migrations', () => {
    const description = JSON.parse(readFileSync(templateDescription, 'utf8')) as TemplateDescription;
    const fix = 'db/template is out of date: run `npm run db:template` and commit db/template';
    expect(description.pglite, fix).toBe(pgliteVersion());
    expect(description.migrations, fix).toEqual(currentMigrations());
    expect(templateProblem(), fix).toBeNull();
  });

  it('makes the same database as initdb and every migration, and a restart opens it as an existing one', async () => {
    const made: NewDatabase[] = [];
    const fromTemplate = newDir();
    const a = await createDb({ dataDir: fromTemplate, onNewDatabase: (m) => made.push(m) });
    const b = await createDb({ dataDir: newDir(), template: false, onNewDatabase: (m) => made.push(m) });
    try {
      expect(made).toEqual([{ from: 'template' }, { from: 'initdb', why: 'not asked to use the template' }]);
      const [shapeA, shapeB] = [await shape(a.db), await shape(b.db)];
      expect(shapeA.migrations).toHaveLength(currentMigrations(migrationsFolder).length);
      expect(shapeA.columns.length).toBeGreaterThan(100);
      expect(shapeA).toEqual(shapeB);
    } finally {
      await a.close();
      await b.close();
    }
    expect(embeddedDatabaseExists(fromTemplate)).toBe(true);
    const again = await createDb({ dataDir: fromTemplate, onNewDatabase: (m) => made.push(m) });
    try {
      expect(made).toHaveLength(2); // not a new database this time
      expect(await again.ping()).toBe(true);
      await again.db.execute(sql`create table kept (k int)`);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('leaves no database behind when unpacking fails half-way, and leaves what the directory held', async () => {
    const damaged = join(root, 'damaged.tar.br');
    const whole = readFileSync(templateArchive);
    writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length / 2)));
    const dir = newDir();
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    await expect(unpackTemplate(dir, damaged)).rejects.toThrow(/Unpacking the database template/);
    expect(embeddedDatabaseExists(dir)).toBe(false);
    expect(readdirSync(dir)).toEqual(['notes.txt']);
    // The next start unpacks the whole template over what is left.
    await unpackTemplate(dir);
    expect(embeddedDatabaseExists(dir)).toBe(true);
  });

  it('writes PG_VERSION last, and unpacks exactly what was packed', async () => {
    const src = join(root, 'src');
    mkdirSync(join(src, 'base', '1'), { recursive: true });
    mkdirSync(join(src, 'empty'));
    writeFileSync(join(src, 'PG_VERSION'), '17\n');
    writeFileSync(join(src, 'base', '1', 'big'), Buffer.alloc(300_000, 7));
    writeFileSync(join(src, 'base', '1', 'small'), 'x');
    writeFileSync(join(src, 'zero'), '');
    const archive = join(root, 'small.tar.br');
    writeFileSync(archive, brotliCompressSync(writeTar(src)));
    const dir = newDir();
    await unpackTemplate(dir, archive);
    expect(readdirSync(dir).sort()).toEqual(['PG_VERSION', 'base', 'empty', 'zero']);
    expect(readFileSync(join(dir, 'base', '1', 'big')).equals(Buffer.alloc(300_000, 7))).toBe(true);
    expect(readFileSync(join(dir, 'base', '1', 'small'), 'utf8')).toBe('x');
    expect(readFileSync(join(dir, 'PG_VERSION'), 'utf8')).toBe('17\n');

    // No PG_VERSION in the archive: nothing that looks like a database is left.
    rmSync(join(src, 'PG_VERSION'));
    writeFileSync(archive, brotliCompressSync(writeTar(src)));
    const other = newDir();
    await expect(unpackTemplate(other, archive)).rejects.toThrow(/no PG_VERSION/);
    expect(existsSync(other) ? readdirSync(other) : []).toEqual([]);
  });

  describe('is not used when it does not fit', () => {
    /** A copy of the committed template and migrations, to change. */
    function copy() {
      const dir = newDir();
      cpSync(migrationsFolder, join(dir, 'migrations'), { recursive: true });
      copyFileSync(templateArchive, join(dir, 'archive'));
      copyFileSync(templateDescription, join(dir, 'description'));
      const at = {
        archive: join(dir, 'archive'),
        description: join(dir, 'description'),
        migrations: join(dir, 'migrations'),
      };
      const description = JSON.parse(readFileSync(at.description, 'utf8')) as TemplateDescription;
      const describe = (d: TemplateDescription) => writeFileSync(at.description, JSON.stringify(d));
      return { at, description, describe };
    }

    it('fits as committed, and still fits once a newer migration is added (the migrator runs only that one)', () => {
      const { at } = copy();
      expect(templateProblem(at)).toBeNull();
      const journalPath = join(at.migrations, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string; when: number }[] };
      journal.entries.push({ ...journal.entries.at(-1)!, tag: '9999_later', when: Date.now() });
      writeFileSync(journalPath, JSON.stringify(journal));
      writeFileSync(join(at.migrations, '9999_later.sql'), 'select 1;');
      expect(templateProblem(at)).toBeNull();
    });

    it('made by another PGlite version', () => {
      const { at, description, describe } = copy();
      describe({ ...description, pglite: '0.0.1' });
      expect(templateProblem(at)).toMatch(/made by PGlite 0\.0\.1, this is/);
    });

    it('when a migration it holds changed since', () => {
      const { at, description } = copy();
      const first = description.migrations[0]!.tag;
      writeFileSync(
        join(at.migrations, `${first}.sql`),
        `${readFileSync(join(at.migrations, `${first}.sql`), 'utf8')}\n-- changed`,
      );
      expect(templateProblem(at)).toBe(
        `migration ${first} is not in db/migrations as it was when the template was made`,
      );
    });

    it('when its archive is damaged or missing (a Git LFS pointer, say)', () => {
      const { at } = copy();
      writeFileSync(at.archive, 'version https://git-lfs.github.com/spec/v1\n');
      expect(templateProblem(at)).toBe('the template archive is damaged');
      rmSync(at.archive);
      expect(templateProblem(at)).toBe('the template archive is missing');
      rmSync(at.description);
      expect(templateProblem(at)).toBe('there is no template (db/template)');
    });
  });
});
