/**
 * Searching in a person's language (decision 241): the PostgreSQL text-search configuration of a
 * language, the typed words folded the way the stored Spanish documents are (db/src/content/search-text.ts),
 * and the accents put back into a highlight PostgreSQL made over the folded text.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@dps/db/content/languages';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO, foldSearchText } from '@dps/db/content/search-text';

/** Spanish is folded before stemming; English is searched exactly as before. */
export const foldsText = (language: Language): boolean => language === 'es';

/** The text-search configuration as an SQL literal. */
export const searchConfigSql = (language: Language): SQL =>
  language === 'es' ? sql.raw(`'spanish'::regconfig`) : sql.raw(`'english'::regconfig`);

/** What the user typed, as the language's documents were written into the index. */
export const searchWords = (language: Language, q: string): string => (foldsText(language) ? foldSearchText(q) : q);

/** A text expression as the language's documents are indexed (folded for Spanish). */
export const searchTextSql = (language: Language, expr: SQL): SQL =>
  foldsText(language) ? sql`translate(${expr}, ${SEARCH_FOLD_FROM}::text, ${SEARCH_FOLD_TO}::text)` : expr;

const isLetter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * `highlight` is ts_headline over the folded `original` (whole, or fragments of it): each of its words
 * is found in the folded text, in order, and replaced by the same characters of the original (the
 * fold keeps every position). Markers, spacing and delimiters are left as they are.
 */
export function restoreAccents(highlight: string, original: string): string {
  const folded = foldSearchText(original);
  if (folded.length !== original.length) return highlight; // not NFC: leave it folded rather than guess
  let from = 0;
  return highlight.replace(/[\p{L}\p{N}]+/gu, (word) => {
    for (const start of [from, 0]) {
      for (let i = folded.indexOf(word, start); i >= 0; i = folded.indexOf(word, i + 1)) {
        if (isLetter(folded[i - 1]) || isLetter(folded[i + word.length])) continue;
        from = i + word.length;
        return original.slice(i, from);
      }
    }
    return word;
  });
}
