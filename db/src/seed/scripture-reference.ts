/**
 * The reference format every seeded passage uses, 'Book chapter:verse[-verse] (WEB)', and the single
 * verses it covers. Shared by the seed tests and the scripture check (scripts/scripture/seed-scripture.ts).
 */

/** The 66 books of the Protestant canon as the references name them, in canonical order. */
export const BIBLE_BOOKS = [
  'Genesis',
  'Exodus',
  'Leviticus',
  'Numbers',
  'Deuteronomy',
  'Joshua',
  'Judges',
  'Ruth',
  '1 Samuel',
  '2 Samuel',
  '1 Kings',
  '2 Kings',
  '1 Chronicles',
  '2 Chronicles',
  'Ezra',
  'Nehemiah',
  'Esther',
  'Job',
  'Psalms',
  'Proverbs',
  'Ecclesiastes',
  'Song of Solomon',
  'Isaiah',
  'Jeremiah',
  'Lamentations',
  'Ezekiel',
  'Daniel',
  'Hosea',
  'Joel',
  'Amos',
  'Obadiah',
  'Jonah',
  'Micah',
  'Nahum',
  'Habakkuk',
  'Zephaniah',
  'Haggai',
  'Zechariah',
  'Malachi',
  'Matthew',
  'Mark',
  'Luke',
  'John',
  'Acts',
  'Romans',
  '1 Corinthians',
  '2 Corinthians',
  'Galatians',
  'Ephesians',
  'Philippians',
  'Colossians',
  '1 Thessalonians',
  '2 Thessalonians',
  '1 Timothy',
  '2 Timothy',
  'Titus',
  'Philemon',
  'Hebrews',
  'James',
  '1 Peter',
  '2 Peter',
  '1 John',
  '2 John',
  '3 John',
  'Jude',
  'Revelation',
] as const;

export type BibleBook = (typeof BIBLE_BOOKS)[number];

export interface ParsedReference {
  /** The canonical book name ('Psalms' even when the reference says 'Psalm 23:1'). */
  book: BibleBook;
  chapter: number;
  from: number;
  to: number;
}

const FORMAT = /^(.+) ([1-9]\d*):([1-9]\d*)(?:-([1-9]\d*))? \(WEB\)$/;

/**
 * 'Psalm 4:8-9 (WEB)' -> { book: 'Psalms', chapter: 4, from: 8, to: 9 }; null when the text is not a
 * reference to one to four verses of one chapter of a known book, in ascending order.
 */
export function parseReference(reference: string): ParsedReference | null {
  const m = FORMAT.exec(reference);
  if (!m) return null;
  const name = m[1] === 'Psalm' ? 'Psalms' : m[1];
  const book = BIBLE_BOOKS.find((b) => b === name);
  if (!book) return null;
  const chapter = Number(m[2]);
  const from = Number(m[3]);
  const to = m[4] === undefined ? from : Number(m[4]);
  if (m[4] !== undefined && to <= from) return null;
  if (to - from > 3) return null;
  return { book, chapter, from, to };
}

/** The single verses a reference covers, as 'Psalms 4:8' strings; empty when it does not parse. */
export function versesOf(reference: string): string[] {
  const r = parseReference(reference);
  if (!r) return [];
  const verses: string[] = [];
  for (let v = r.from; v <= r.to; v++) verses.push(`${r.book} ${r.chapter}:${v}`);
  return verses;
}

/**
 * What two copies of the same WEB text may differ in and still be the same text: runs of whitespace
 * (poetry lines, double spaces left where a footnote mark was) and typographic versus straight quotes.
 */
export function normaliseScripture(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
