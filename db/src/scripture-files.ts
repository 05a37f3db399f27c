/**
 * The bundled public-domain Bibles (db/scripture/<id>.json), written by the maintainer script
 * scripts/scripture/convert-sword.ts from Debian's SWORD modules (decision 210). Read from disk on
 * first use of a version, never at import: a process that never opens scripture never loads them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BibleFile {
  id: string;
  name: string;
  abbreviation: string;
  language: string;
  licence: string;
  notice: string;
  source: { debianPackage: string; packageVersion: string; module: string; moduleVersion: string };
  /** In canon order; chapters[c - 1][v - 1] is verse c:v ("" where the version has no such verse). */
  books: { osis: string; chapters: string[][] }[];
}

export const SCRIPTURE_DIR = join(import.meta.dirname, '..', 'scripture');

/** Reads and parses one bundled Bible (about 4 MB; 30-60 ms). */
export function readBibleFile(id: string): BibleFile {
  if (!/^[a-z0-9]{1,12}$/.test(id)) throw new Error(`not a bundled Bible id: ${id}`);
  return JSON.parse(readFileSync(join(SCRIPTURE_DIR, `${id}.json`), 'utf8')) as BibleFile;
}

/** One verse slot of a bundled Bible, in canon order ("" where the version has no such verse). */
export interface BibleVerse {
  /** The book's place in the file (0: Genesis) and its OSIS id ('Gen'). */
  bookIndex: number;
  book: string;
  chapter: number;
  verse: number;
  text: string;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * The verse slots of one bundled Bible, read from the file's bytes one at a time (decision 236): no
 * parsed copy of the whole file (about 10 MB per version, plus its 4–8 MB of text) is built, so
 * filling the verse-search table or counting a version's verses holds a few kB at a time. The same
 * verses, in the same order, as `readBibleFile(id).books` (db/src/scripture-files.test.ts compares
 * them for every version). `dir` is for tests.
 */
export function* bibleVerses(id: string, dir: string = SCRIPTURE_DIR): Generator<BibleVerse> {
  if (!/^[a-z0-9]{1,12}$/.test(id)) throw new Error(`not a bundled Bible id: ${id}`);
  const bytes = readFileSync(join(dir, `${id}.json`));
  // The open containers, outermost first: a book is an object in the root's array ("books"), a
  // chapter an array in the book's array ("chapters"), a verse a string in a chapter.
  const open: number[] = [];
  const IN_BOOK = 1;
  const IN_CHAPTER = 2;
  let where = 0;
  const place = () =>
    open.length === 3 && open[0] === OPEN_OBJECT && open[1] === OPEN_ARRAY && open[2] === OPEN_OBJECT
      ? IN_BOOK
      : open.length === 5 &&
          open[0] === OPEN_OBJECT &&
          open[1] === OPEN_ARRAY &&
          open[2] === OPEN_OBJECT &&
          open[3] === OPEN_ARRAY &&
          open[4] === OPEN_ARRAY
        ? IN_CHAPTER
        : 0;
  let bookIndex = -1;
  let book = '';
  let chapter = 0;
  let verse = 0;
  let key = '';
  let isValue = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === QUOTE) {
      // A string ends at the next quote no backslash escapes. UTF-8 never puts an ASCII byte inside
      // a multi-byte character, so bytes show the same structure as characters.
      const start = i;
      let escaped = false;
      for (i++; bytes[i] !== QUOTE; i++)
        if (bytes[i] === BACKSLASH) {
          escaped = true;
          i++;
        }
      if (where === 0) continue;
      const text = escaped
        ? (JSON.parse(bytes.toString('utf8', start, i + 1)) as string)
        : bytes.toString('utf8', start + 1, i);
      if (where === IN_CHAPTER) yield { bookIndex, book, chapter, verse: ++verse, text };
      else if (!isValue) key = text;
      else if (key === 'osis') book = text;
      isValue = false;
    } else if (b === COLON) isValue = true;
    else if (b === OPEN_ARRAY || b === OPEN_OBJECT) {
      open.push(b);
      isValue = false;
      where = place();
      if (where === IN_BOOK) {
        bookIndex += 1;
        book = '';
        chapter = 0;
      } else if (where === IN_CHAPTER) {
        chapter += 1;
        verse = 0;
      }
    } else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) {
      open.pop();
      where = place();
    }
  }
  if (open.length !== 0) throw new Error(`db/scripture/${id}.json ends inside a value`);
}
