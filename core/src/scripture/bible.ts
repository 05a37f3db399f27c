/**
 * A bundled Bible in memory: loaded from db/scripture on first use and kept (immutable, about 10 MB
 * per version once parsed), so a chapter is an array lookup.
 *
 * Reading a reference needs only the version's shape — how many chapters each book has and how many
 * verses each chapter — which is kept apart (a few kB): checking the plan files' references at a
 * start reads a version's file once for its shape and lets the text go, so a server holds a
 * version's text only once something shows it (decision 236).
 */
import { bibleVerses, readBibleFile, type BibleFile } from '@dps/db/scripture-files';
import { BOOKS } from './books';
import type { BibleVersionId } from './versions';

const loaded = new Map<BibleVersionId, BibleFile>();
/** Per version: per book (canon order), per chapter, its number of verse slots. */
const shapes = new Map<BibleVersionId, readonly (readonly number[])[]>();

function checkCanon(id: BibleVersionId, osis: readonly string[]): void {
  if (osis.length !== BOOKS.length || osis.some((x, i) => x !== BOOKS[i]!.osis))
    throw new Error(`db/scripture/${id}.json does not hold the 66 books in canon order`);
}

function readChecked(id: BibleVersionId): BibleFile {
  const b = readBibleFile(id);
  checkCanon(
    id,
    b.books.map((x) => x.osis),
  );
  return b;
}

export function bible(id: BibleVersionId): BibleFile {
  let b = loaded.get(id);
  if (!b) {
    b = readChecked(id);
    loaded.set(id, b);
  }
  return b;
}

/** The version's chapters and verses per chapter: from its text when that is in memory, else counted from its file a verse at a time. */
function shape(id: BibleVersionId): readonly (readonly number[])[] {
  let s = shapes.get(id);
  if (!s) {
    const text = loaded.get(id);
    if (text) s = text.books.map((book) => book.chapters.map((verses) => verses.length));
    else {
      const books: number[][] = [];
      const osis: string[] = [];
      for (const v of bibleVerses(id)) {
        if (v.bookIndex === books.length) {
          books.push([]);
          osis.push(v.book);
        }
        books[v.bookIndex]![v.chapter - 1] = v.verse;
      }
      checkCanon(id, osis);
      s = books;
    }
    shapes.set(id, s);
  }
  return s;
}

/** How many chapters a book has in a version (0 for an unknown book index). */
export function chapterCount(id: BibleVersionId, bookIndex: number): number {
  return shape(id)[bookIndex]?.length ?? 0;
}

/** How many verse slots a chapter has in a version (the ones it omits included), or undefined. */
export function verseCount(id: BibleVersionId, bookIndex: number, chapter: number): number | undefined {
  return shape(id)[bookIndex]?.[chapter - 1];
}

/** The verses of one chapter ("" where the version omits a verse), or undefined. */
export function chapterVerses(id: BibleVersionId, bookIndex: number, chapter: number): string[] | undefined {
  return bible(id).books[bookIndex]?.chapters[chapter - 1];
}
