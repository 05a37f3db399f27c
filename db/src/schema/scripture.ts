/**
 * The bundled Bibles, verse by verse, searchable per language (decisions 210, 211).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { searchFoldSql } from '../content/search-text';
import { ts, tsvector } from './columns';

/**
 * The bundled Bibles' verses, for verse search by words (decision 211). A copy of
 * db/scripture/<version>.json made by the seed (the files stay the source the passage service reads);
 * the search document is stemmed in the version's language.
 */
export const scriptureVerses = pgTable(
  'scripture_verses',
  {
    /** 'web' | 'kjv' | 'rv1909' (core/src/scripture/versions.ts). */
    version: text('version').notNull(),
    /** The book's place in the canon, 1 (Genesis) to 66 (Revelation). */
    book: smallint('book').notNull(),
    chapter: smallint('chapter').notNull(),
    verse: smallint('verse').notNull(),
    text: text('text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        `to_tsvector(case when version = 'rv1909' then 'spanish'::regconfig else 'english'::regconfig end, ` +
          `case when version = 'rv1909' then ${searchFoldSql('text')} else text end)`,
      ),
    ),
  },
  (t) => [
    primaryKey({ columns: [t.version, t.book, t.chapter, t.verse] }),
    index('scripture_verses_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * Which versions scripture_verses holds in full (decision 211): written after a version's last verse,
 * so search answers "still being prepared" rather than half a Bible, and a start whose file is the
 * same (its size in bytes) skips the fill without reading the file.
 */
export const scriptureVerseSets = pgTable('scripture_verse_sets', {
  version: text('version').primaryKey(),
  verses: integer('verses').notNull(),
  /** The file it was filled from ("bytes:4139129"), or "partial" (a test's fill of a few books). */
  source: text('source').notNull(),
  filledAt: ts('filled_at').notNull().defaultNow(),
});
