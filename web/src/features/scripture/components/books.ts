/**
 * The 66 books and their chapter counts, for the reader's picker (the same in the three bundled
 * versions; checked by web/test/scripture.test.ts against the server's text).
 */
import { BOOKS } from '@dps/core/scripture/books';

export const CHAPTERS = [
  50, 40, 27, 36, 34, 24, 21, 4, 31, 24, 22, 25, 29, 36, 10, 13, 10, 42, 150, 31, 12, 8, 66, 52, 5, 48, 12, 14, 3, 9, 1,
  4, 7, 3, 3, 3, 2, 14, 4, 28, 16, 24, 21, 28, 16, 16, 13, 6, 6, 4, 4, 5, 3, 6, 4, 3, 1, 13, 5, 5, 3, 5, 1, 1, 1, 22,
];

export const PICKER_BOOKS = BOOKS.map((b, i) => ({ osis: b.osis, en: b.en, es: b.es, chapters: CHAPTERS[i]! }));
