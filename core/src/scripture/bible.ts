/**
 * A bundled Bible in memory: loaded from db/scripture on first use and kept (immutable, about 10 MB
 * per version once parsed), so a chapter is an array lookup.
 */
import { readBibleFile, type BibleFile } from '@dps/db/scripture-files';
import { BOOKS } from './books';
import type { BibleVersionId } from './versions';

const loaded = new Map<BibleVersionId, BibleFile>();

export function bible(id: BibleVersionId): BibleFile {
  let b = loaded.get(id);
  if (!b) {
    b = readBibleFile(id);
    if (b.books.length !== BOOKS.length || b.books.some((x, i) => x.osis !== BOOKS[i]!.osis))
      throw new Error(`db/scripture/${id}.json does not hold the 66 books in canon order`);
    loaded.set(id, b);
  }
  return b;
}

/** How many chapters a book has in a version (0 for an unknown book index). */
export function chapterCount(id: BibleVersionId, bookIndex: number): number {
  return bible(id).books[bookIndex]?.chapters.length ?? 0;
}

/** The verses of one chapter ("" where the version omits a verse), or undefined. */
export function chapterVerses(id: BibleVersionId, bookIndex: number, chapter: number): string[] | undefined {
  return bible(id).books[bookIndex]?.chapters[chapter - 1];
}
