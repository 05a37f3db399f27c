/**
 * The verse-search copy of the bundled Bibles (decision 211): db/scripture/<version>.json into the
 * scripture_verses table, with scripture_verse_sets recording each version filled in full.
 *
 * - Idempotent and cheap when done: a version whose set row names the same file (its size) is skipped without reading the file.
 * - Never half a Bible to a reader: search reads only versions with a set row, written after the last
 *   verse. A fill cut short (a crash, a stop) leaves no set row and the next start completes it.
 * - Small autocommit batches, not one transaction: PGlite has one connection, and a transaction would
 *   hold every request back for the whole fill; batches of ~1,000 verses keep each pause short.
 *   Rows are upserted, so two instances filling at once on PostgreSQL agree.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { readBibleFile, SCRIPTURE_DIR } from '../scripture-files';

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
  /** Verses per INSERT statement (default 1,000). */
  batch?: number;
  /** Called between batches (the background fill yields to requests there). */
  pause?: () => Promise<void>;
}

/** Verses written per version (0: already there). */
export type SeedVersesResult = Record<VerseVersion, number>;

type Row = { b: number; c: number; v: number; t: string };

function rowsOf(version: VerseVersion, books?: readonly string[]): Row[] {
  const file = readBibleFile(version);
  const rows: Row[] = [];
  file.books.forEach((book, bi) => {
    if (books && !books.includes(book.osis)) return;
    book.chapters.forEach((verses, ci) =>
      verses.forEach((t, vi) => {
        // A slot the version leaves empty (a verse other texts omit) is not a verse to find.
        if (t !== '') rows.push({ b: bi + 1, c: ci + 1, v: vi + 1, t });
      }),
    );
  });
  return rows;
}

/** What a full fill of a version records: cheap to compute (a stat), changes with the file. */
function fileSource(version: VerseVersion): string {
  return `bytes:${statSync(join(SCRIPTURE_DIR, `${version}.json`)).size}`;
}

/** Fills scripture_verses for the versions not yet there in full (or whose file changed). */
export async function seedScriptureVerses(db: Db, options: SeedVersesOptions = {}): Promise<SeedVersesResult> {
  const result = { web: 0, kjv: 0, rv1909: 0 };
  const batch = options.batch ?? 1_000;
  const sets = await queryRows<{ version: string; source: string }>(
    db,
    sql`select version, source from scripture_verse_sets`,
  );
  for (const version of options.versions ?? VERSE_VERSIONS) {
    const have = sets.find((s) => s.version === version)?.source;
    const source = options.books ? 'partial' : fileSource(version);
    if (have !== undefined && (have === source || (options.books && have !== 'partial'))) continue;
    const rows = rowsOf(version, options.books);
    // A changed file: the set is out of date until the new text is all in.
    await db.execute(sql`delete from scripture_verse_sets where version = ${version}`);
    for (let i = 0; i < rows.length; i += batch) {
      const json = JSON.stringify(rows.slice(i, i + batch));
      await db.execute(
        sql`insert into scripture_verses (version, book, chapter, verse, text)
            select ${version}, b, c, v, t
            from jsonb_to_recordset(${json}::jsonb) as x(b smallint, c smallint, v smallint, t text)
            on conflict (version, book, chapter, verse) do update set text = excluded.text
            where scripture_verses.text is distinct from excluded.text`,
      );
      await options.pause?.();
    }
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from scripture_verses where version = ${version}`,
    );
    if (!options.books && (count?.n ?? 0) > rows.length) {
      // Verses a new module version no longer has (rare: only then is this anti-join paid).
      const keep = JSON.stringify(rows.map((r) => ({ b: r.b, c: r.c, v: r.v })));
      await db.execute(
        sql`delete from scripture_verses s where s.version = ${version} and not exists (
              select 1 from jsonb_to_recordset(${keep}::jsonb) as k(b smallint, c smallint, v smallint)
              where k.b = s.book and k.c = s.chapter and k.v = s.verse)`,
      );
    }
    await db.execute(
      sql`insert into scripture_verse_sets (version, verses, source) values (${version}, ${rows.length}, ${source})
          on conflict (version) do update set verses = excluded.verses, source = excluded.source, filled_at = now()`,
    );
    result[version] = rows.length;
  }
  if (Object.values(result).some((n) => n > 0)) {
    // New rows wait in the GIN index's pending list, which every search would scan in full until a
    // vacuum moves them into the index (PGlite runs no autovacuum); and the planner needs the counts.
    await db.execute(sql`vacuum analyze scripture_verses`);
  }
  return result;
}
