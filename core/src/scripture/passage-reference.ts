/**
 * A reference someone typed ("Psalm 23:1-4 (WEB)", "Jn 3:16-18, 20", "Juan 3:16", "1 Corintios 13")
 * read into verse ranges that exist in a given version, or a message that says what was not
 * understood. The words are read by the openbible.info parser (bible-passage-reference-parser, English
 * and Spanish book names); whether a chapter or verse exists is checked against the bundled text of
 * the version asked for (its own versification: the WEB has 3 John 1:15, the KJV does not).
 */
import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as en from 'bible-passage-reference-parser/esm/lang/en.js';
import * as es from 'bible-passage-reference-parser/esm/lang/es.js';
import { AppError } from '../errors';
import { chapterCount, verseCount } from './bible';
import { BOOKS, bookByOsis } from './books';
import { versionByName, type BibleVersionId, type ScriptureLanguage } from './versions';

/** The longest reference text read (a reference is short; this bounds the parser's work). */
export const MAX_REFERENCE_LENGTH = 100;
/** The most verses one passage shows (Psalm 119, the longest chapter, has 176). */
export const MAX_PASSAGE_VERSES = 200;

/** Verses `from`..`to` of one book; each point is chapter and verse. */
export interface VerseRange {
  bookIndex: number;
  from: { chapter: number; verse: number };
  to: { chapter: number; verse: number };
}

export interface ReadReference {
  ranges: VerseRange[];
  /** A version the text itself named ("(KJV)"), if any. */
  version: BibleVersionId | undefined;
  /** The ranges named whole chapters only ("John 3", "Matthew 5-7"). */
  wholeChapters: boolean;
}

const parsers = new Map<ScriptureLanguage, bcv_parser>();

/** One configured parser per language: books are checked by the parser, chapters and verses by us. */
export function parser(lang: ScriptureLanguage): bcv_parser {
  let p = parsers.get(lang);
  if (!p) {
    p = new bcv_parser(lang === 'es' ? es : en);
    p.set_options({
      consecutive_combination_strategy: 'separate',
      osis_compaction_strategy: 'bcv',
      passage_existence_strategy: 'b',
      book_alone_strategy: 'full',
      single_chapter_1_strategy: 'verse',
      invalid_passage_strategy: 'ignore',
    });
    parsers.set(lang, p);
  }
  return p;
}

/**
 * Lets go of the parsers and the readings they remembered (a few MB of compiled patterns): the plan
 * seed calls it after checking plan files at start-up, so a server holds them only once something
 * reads a reference (decision 236). The next reference builds them again (~50 ms).
 */
export function releaseParsers(): void {
  parsers.clear();
  parsed.clear();
}

interface Entity {
  osis: string;
  type: string;
  start: { b: string; c: number; v: number; type?: string };
  end: { b: string; c: number; v: number; type?: string };
}

interface Found {
  indices: [number, number];
  entities: Entity[];
}

const parsed = new Map<string, Found[]>();
const PARSED_MAX = 5_000;

/** The parser's reading of a text, remembered: the same references (a day's passage, a chapter) are asked again and again, and the English parser takes a few milliseconds. */
function parseWith(lang: ScriptureLanguage, text: string): Found[] {
  const key = `${lang}|${text}`;
  let hit = parsed.get(key);
  if (!hit) {
    const p = parser(lang);
    p.parse(text);
    hit = (p.parsed_entities() as Found[]).filter((f) => f.entities.some((e) => e.osis !== ''));
    if (parsed.size >= PARSED_MAX) parsed.clear();
    parsed.set(key, hit);
  }
  return hit;
}

/** A version named at the end of a reference ("Psalm 23:1-4 (WEB)", "John 3:16 KJV"), taken off before parsing. */
function trailingVersion(text: string): { text: string; version: BibleVersionId | undefined } {
  const at = text.lastIndexOf(' ');
  if (at < 0) return { text, version: undefined };
  const v = versionByName(text.slice(at + 1).replace(/[()[\]]/g, ''));
  return v ? { text: text.slice(0, at).trim(), version: v.id } : { text, version: undefined };
}

const notUnderstood = (text: string) =>
  new AppError('validation', 'passageUnreadable', { values: { text }, title: 'passageNotFound' });

const bookName = (bookIndex: number, lang: ScriptureLanguage) => BOOKS[bookIndex]![lang];

/**
 * An error's `book` value names the book in the reference's language; the book's name in each
 * language lets each front end name it in the person's own language instead (decision 260).
 */
const bookDetails = (bookIndex: number) => {
  const b = BOOKS[bookIndex]!;
  return { valuesIn: { en: { book: b.en }, es: { book: b.es } } };
};

/** Whether what is left of the text once the references are taken out is only punctuation, "and" or a version. */
function leftover(text: string, found: Found[]): { clean: boolean; version: BibleVersionId | undefined; rest: string } {
  let rest = '';
  let from = 0;
  for (const f of found) {
    rest += text.slice(from, f.indices[0]) + ' ';
    from = f.indices[1];
  }
  rest += text.slice(from);
  let version: BibleVersionId | undefined;
  const words = rest.split(/[\s,;()[\]]+/).filter((w) => w !== '');
  const unknown: string[] = [];
  for (const w of words) {
    const v = versionByName(w);
    if (v) version = v.id;
    else if (!['and', 'y', '&', '.', ':', '-', '–'].includes(w.toLowerCase())) unknown.push(w);
  }
  return { clean: unknown.length === 0, version, rest: unknown.join(' ') };
}

/**
 * Reads `text` as a reference in `version`'s text. Throws AppError('validation') with a message that
 * names what was not understood: an unknown book, a chapter or verse the version does not have, a
 * whole book, or more than MAX_PASSAGE_VERSES verses.
 */
export function readReference(text: string, version: BibleVersionId, lang: ScriptureLanguage): ReadReference {
  const t = text.trim();
  if (t === '') throw new AppError('validation', 'typeReference', { title: 'passageNotFound' });
  if (t.length > MAX_REFERENCE_LENGTH)
    throw new AppError('validation', 'referenceTooLong', {
      values: { max: MAX_REFERENCE_LENGTH },
      title: 'passageNotFound',
    });

  // The person's language first; the other one when it reads more of the text ("Juan 3:16" for an English reader).
  const other: ScriptureLanguage = lang === 'en' ? 'es' : 'en';
  const tagged = trailingVersion(t);
  let found = parseWith(lang, tagged.text);
  let rest = leftover(tagged.text, found);
  if (found.length === 0 || !rest.clean) {
    const alt = parseWith(other, tagged.text);
    const covered = (fs: Found[]) => fs.reduce((n, f) => n + f.indices[1] - f.indices[0], 0);
    if (covered(alt) > covered(found)) {
      found = alt;
      rest = leftover(tagged.text, found);
    }
  }
  if (found.length === 0) throw bookOnlyProblem(tagged.text, lang) ?? notUnderstood(t);
  const named = tagged.version ?? rest.version ?? version;
  const entities = found.flatMap((f) => f.entities).filter((e) => e.osis !== '');

  const ranges: VerseRange[] = [];
  let wholeChapters = true;
  for (const e of entities) {
    const book = bookByOsis(e.start.b);
    const endBook = bookByOsis(e.end.b);
    if (!book || !endBook) throw notUnderstood(t); // a deuterocanonical book: not in the bundled Bibles
    const single = chapterCount(named, book.index) === 1;
    if (e.type === 'b' && !single) {
      // "Genesis 999": the parser keeps the book and leaves the number it could not place.
      if (/\d/.test(rest.rest)) throw chapterProblem(book.index, Number(/\d+/.exec(rest.rest)![0]), named, lang);
      throw new AppError('validation', 'wholeBook', {
        values: { reference: t, book: bookName(book.index, lang) },
        title: 'passageTooLong',
        details: bookDetails(book.index),
      });
    }
    if (!rest.clean) throw notUnderstood(t);
    const from = { chapter: e.start.c, verse: e.start.v };
    const to = { chapter: e.end.c, verse: e.end.v };
    if (endBook.index !== book.index) {
      throw new AppError('validation', 'passageOneBook', {
        title: 'passageTooLong',
      });
    }
    const lastChapter = chapterCount(named, book.index);
    if (from.chapter < 1 || from.chapter > lastChapter) throw chapterProblem(book.index, from.chapter, named, lang);
    const startVerses = verseCount(named, book.index, from.chapter)!;
    if (from.verse < 1 || from.verse > startVerses)
      throw new AppError('validation', 'noSuchVerse', {
        values: { book: bookName(book.index, lang), chapter: from.chapter, verses: startVerses, verse: from.verse },
        title: 'passageNotFound',
        details: bookDetails(book.index),
      });
    // The end of a range may overshoot (the parser writes 999 for "to the end"): it stops at the last verse.
    if (to.chapter > lastChapter) to.chapter = lastChapter;
    const endVerses = verseCount(named, book.index, to.chapter)!;
    if (to.verse > endVerses) to.verse = endVerses;
    if (to.chapter < from.chapter || (to.chapter === from.chapter && to.verse < from.verse)) {
      to.chapter = from.chapter;
      to.verse = from.verse;
    }
    const isWhole =
      from.verse === 1 &&
      to.verse === endVerses &&
      e.start.type !== 'bcv' &&
      e.type !== 'bcv' &&
      e.type !== 'integer';
    if (!isWhole || (e.type !== 'bc' && e.type !== 'range' && e.type !== 'b')) wholeChapters = false;
    ranges.push({ bookIndex: book.index, from, to });
  }
  return { ranges, version: tagged.version ?? rest.version, wholeChapters };
}

function chapterProblem(
  bookIndex: number,
  chapter: number,
  version: BibleVersionId,
  lang: ScriptureLanguage,
): AppError {
  const n = chapterCount(version, bookIndex);
  const name = bookName(bookIndex, lang);
  return new AppError('validation', n === 1 ? 'onlyOneChapter' : 'noSuchChapter', {
    values: { book: name, chapters: n, chapter },
    title: 'passageNotFound',
    details: bookDetails(bookIndex),
  });
}

/**
 * The parser answers nothing for a book with an impossible chapter and verse ("Jude 5:1"): read the
 * words before the first number as a book to say which part does not exist.
 */
function bookOnlyProblem(text: string, lang: ScriptureLanguage): AppError | undefined {
  // The book is what comes before the first number that follows a letter ("1 John 9:1" -> "1 John").
  let at = -1;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57 && /\p{L}/u.test(text.slice(0, i))) {
      at = i;
      break;
    }
  }
  if (at < 0) return undefined;
  const numbers = text
    .slice(at)
    .split(/[^\d]+/)
    .filter((x) => x !== '')
    .map(Number);
  const chapter = numbers[0]!;
  for (const l of [lang, lang === 'en' ? 'es' : 'en'] as ScriptureLanguage[]) {
    const f = parseWith(l, text.slice(0, at).trim());
    const e = f[0]?.entities[0];
    const book = e && f[0]!.indices[0] === 0 ? bookByOsis(e.start.b) : undefined;
    if (book && (chapter > chapterCount('web', book.index) || numbers.length > 1))
      return chapterProblem(book.index, chapter, 'web', lang);
  }
  return undefined;
}

/** How many verses the ranges hold in a version (the ones the version omits included). */
export function rangeVerseCount(ranges: VerseRange[], version: BibleVersionId): number {
  let n = 0;
  for (const r of ranges)
    for (let c = r.from.chapter; c <= r.to.chapter; c++) {
      const len = verseCount(version, r.bookIndex, c) ?? 0;
      const first = c === r.from.chapter ? r.from.verse : 1;
      const last = c === r.to.chapter ? r.to.verse : len;
      n += Math.max(0, last - first + 1);
    }
  return n;
}
