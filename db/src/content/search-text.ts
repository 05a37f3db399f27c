/**
 * How Spanish text is searched (decision 241): stemmed with PostgreSQL's `spanish` configuration,
 * after folding accents, ñ and ü on both sides (the stored document in SQL, the typed words in
 * core), so "corazon" finds "corazón", "Senor" finds "Señor" and "pidio" finds "pidió". SQL's
 * translate() is immutable, so a generated column can use it, and needs no extension (unaccent is not
 * loaded in PGlite). Each character becomes exactly one character: positions in the folded text are
 * positions in the original, which is how core puts the accents back into a highlight.
 */
export const SEARCH_FOLD_FROM = 'áéíóúüñÁÉÍÓÚÜÑ';
export const SEARCH_FOLD_TO = 'aeiouunAEIOUUN';

/** The SQL for a text column (or expression) folded, as the generated columns and the queries write it. */
export const searchFoldSql = (expr: string): string => `translate(${expr}, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`;

const FOLD = new Map([...SEARCH_FOLD_FROM].map((c, i) => [c, SEARCH_FOLD_TO[i]!]));

/** The same fold in code (after NFC, so a decomposed "n" + tilde from some keyboards is an ñ first). */
export const foldSearchText = (s: string): string => [...s.normalize('NFC')].map((c) => FOLD.get(c) ?? c).join('');
