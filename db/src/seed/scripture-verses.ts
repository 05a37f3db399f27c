/**
 * The verse-search copy of the bundled Bibles (decision 211): db/scripture/<version>.json into the
 * scripture_verses table, with scripture_verse_sets recording each version filled in full.
 *
 * - Idempotent and cheap when done: a version whose set row names the same file (its size) is skipped without reading the file.
 * - Never half a Bible to a reader: search reads only versions with a set row, written after the last
 *   verse. A fill cut short (a crash, a stop) leaves no set row and the next start completes it.
 * - Small autocommit batches, not one transaction: PGlite has one connection, and a transaction would
 *   hold every request back for the whole fill; batches of 250 verses keep each wait short.
 *   Rows are upserted, so two instances filling at once on PostgreSQL agree.
 * - Small in memory (decision 236): a version's file is read a verse at a time (`bibleVerses`) and
 *   only one batch of rows is built; no parsed copy of a whole Bible is made.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { bibleVerses, SCRIPTURE_DIR } from '../scripture-files';

export const VERSE_VERSIONS = ['web', 'kjv', 'rv1909'] as const;
export type VerseVersion = (typeof VERSE_VERSIONS)[number];

export interface SeedVersesOptions {
  /** Which versions (default all three). */
  versions?: readonly VerseVersion[];
  /**
   * Only these books (OSIS ids, e.g. ['John', 'Ps']): tests that search a few chapters fill them in a
   * moment. Recorded as a "partial" set, which the next full fill completes.
   */
  books?: readonly string[];
  /** Verses per INSERT statement (default 250: a request waits behind one batch at most). */
  batch?: number;
  /** Called between batches (the background fill yields to requests there). */
  pause?: () => Promise<void>;
}

/** Verses written per version (0: already there). */
export type SeedVersesResult = Record<VerseVersion, number>;

type Row = { b: number; c: number; v: number; t: string };

/** A version's verses (of `books`, or all), `size` at a time, read from its file a verse at a time. */
function* batchesOf(version: VerseVersion, size: number, books?: readonly string[]): Generator<Row[]> {
  let rows: Row[] = [];
  for (const { bookIndex, book, chapter, verse, text } of bibleVerses(version)) {
    // A slot the version leaves empty (a verse other texts omit) is not a verse to find.
    if (text === '' || (books && !books.includes(book))) continue;
    rows.push({ b: bookIndex + 1, c: chapter, v: verse, t: text });
    if (rows.length === size) {
      yield rows;
      rows = [];
    }
  }
  if (rows.length > 0) yield rows;
}

/** What a full fill of a version records: cheap to compute (a stat), changes with the file. */
function fileSource(version: VerseVersion): string {
  return `bytes:${statSync(join(SCRIPTURE_DIR, `${version}.json`)).size}`;
}

/** Fills scripture_verses for the versions not yet there in full (or whose file changed). */
export async function seedScriptureVerses(db: Db, options: SeedVersesOptions = {}): Promise<SeedVersesResult> {
  const result = { web: 0, kjv: 0, rv1909: 0 };
  const batch = options.batch ?? 250;
  const sets = await queryRows<{ version: string; source: string }>(
    db,
    sql`select version, source from scripture_verse_sets`,
  );
  for (const version of options.versions ?? VERSE_VERSIONS) {
    const have = sets.find((s) => s.version === version)?.source;
    const source = options.books ? 'partial' : fileSource(version);
    if (have !== undefined && (have === source || (options.books && have !== 'partial'))) continue;
    // A changed file: the set is out of date until the new text is all in.
    await db.execute(sql`delete from scripture_verse_sets where version = ${version}`);
    let verses = 0;
    for (const rows of batchesOf(version, batch, options.books)) {
      verses += rows.length;
      await db.execute(
        sql`insert into scripture_verses (version, book, chapter, verse, text)
            select ${version}, b, c, v, t
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(b smallint, c smallint, v smallint, t text)
            on conflict (version, book, chapter, verse) do update set text = excluded.text
            where scripture_verses.text is distinct from excluded.text`,
      );
      await options.pause?.();
    }
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from scripture_verses where version = ${version}`,
    );
    if (!options.books && (count?.n ?? 0) > verses) {
      // Verses a new module version no longer has (rare: only then is this anti-join paid).
      const keep = JSON.stringify([...batchesOf(version, Infinity)].flat().map((r) => ({ b: r.b, c: r.c, v: r.v })));
      await db.execute(
        sql`delete from scripture_verses s where s.version = ${version} and not exists (
              select 1 from jsonb_to_recordset(${keep}::jsonb) as k(b smallint, c smallint, v smallint)
              where k.b = s.book and k.c = s.chapter and k.v = s.verse)`,
      );
    }
    await db.execute(
      sql`insert into scripture_verse_sets (version, verses, source) values (${version}, ${verses}, ${source})
          on conflict (version) do update set verses = excluded.verses, source = excluded.source, filled_at = now()`,
    );
    result[version] = verses;
  }
  if (Object.values(result).some((n) => n > 0)) {
    // New rows wait in the GIN index's pending list, which every search would scan in full until a
    // vacuum moves them into the index (PGlite runs no autovacuum); and the planner needs the counts.
    await db.execute(sql`vacuum analyze scripture_verses`);
  }
  return result;
}
