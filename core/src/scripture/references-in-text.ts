/**
 * Where a text someone wrote (a reflection, a prayer request on the wall) names a Bible passage, so
 * the web shows it as a link to the reader (decision 213). The web client cannot ship the
 * parser, so the server annotates each text with `[{ start, end, ref }]`: offsets into the text as
 * returned (JavaScript string indices), and the reference as core writes it.
 *
 * The same parser and the same existence check as the passage service (passage-reference.ts); what
 * is added is caution, because this reads ordinary sentences: a chapter alone counts only after a
 * book name that is not also a first name or an everyday word ("Psalm 23", "Romans 8", never "Mark
 * 10" or "Numbers 1 through 10"), a book must be written with three letters or more unless it is a
 * two-letter abbreviation that is not a word ("Ps 23:1", never "is 5:3"), and a time ("Mark 3:30
 * pm") is not a verse. Only texts up to the product's longest (5,000 characters) are read, and each
 * text's answer is remembered.
 */
import { formatReference } from './get-passage';
import { parser, readReference } from './passage-reference';
import type { ScriptureLanguage } from './versions';

export interface ReferenceSpan {
  /** Index of the first character of the reference in the text. */
  start: number;
  /** Index just after its last character (`text.slice(start, end)` is the reference as written). */
  end: number;
  /** The reference as core writes it ("John 3:16", "Salmo 23"), for the reader's `ref`. */
  ref: string;
}

/** The longest text read: a reflection or a prayer request holds at most 5,000 characters. */
export const MAX_ANNOTATED_TEXT = 5_000;

/** Books whose name is also a first name or an everyday word: they count only with a verse ("John 3:16"). */
const NEEDS_VERSE = new Set([
  // English
  'mark',
  'job',
  'acts',
  'act',
  'numbers',
  'num',
  'ruth',
  'james',
  'john',
  'jude',
  'amos',
  'daniel',
  'dan',
  'luke',
  'matthew',
  'matt',
  'titus',
  'timothy',
  'tim',
  'esther',
  'joel',
  'jonah',
  'micah',
  'nahum',
  'hosea',
  'samuel',
  'sam',
  'ezra',
  'nehemiah',
  'peter',
  'pet',
  'philemon',
  'phil',
  'judges',
  'kings',
  'song',
  'joshua',
  'josh',
  'chronicles',
  'deut',
  'gen',
  'col',
  'rev',
  'heb',
  'hab',
  'jer',
  'gal',
  'eph',
  // Spanish
  'juan',
  'marcos',
  'lucas',
  'mateo',
  'hechos',
  'números',
  'numeros',
  'rut',
  'santiago',
  'judas',
  'amós',
  'jonás',
  'jonas',
  'pedro',
  'tito',
  'timoteo',
  'ester',
  'daniel',
  'samuel',
  'reyes',
  'cantares',
  'josué',
  'jueces',
]);

/** Two-letter abbreviations that are not English or Spanish words (as in reference-in-message.ts). */
const TWO_LETTER_BOOKS = new Set(['ps', 'jn', 'mt', 'mk', 'lk', 'gn', 'sl']);

interface Found {
  indices: [number, number];
  entities: { osis: string; indices: [number, number] }[];
}

/**
 * The parser reads "Romans 8:28, and also Rom 12:2" as one sequence; a link is one reference with
 * its book, so a sequence is cut where a book is named again ("John 3:16, 18" stays one).
 */
function groupsOf(text: string, f: Found): [number, number][] {
  const groups: [number, number][] = [];
  for (const e of f.entities) {
    const [s, t] = e.indices;
    if (e.osis === '' && !/\p{L}/u.test(text.slice(s, t))) continue;
    const last = groups[groups.length - 1];
    if (last && !/\p{L}/u.test(text.slice(s, t))) last[1] = t;
    else groups.push([s, t]);
  }
  return groups;
}

const cache = new Map<string, ReferenceSpan[]>();
const CACHE_MAX = 2_000;

/** The references `text` names, in order, not overlapping; [] for a text without one (most texts). */
export function referencesInText(text: string, lang: ScriptureLanguage = 'en'): ReferenceSpan[] {
  if (text.length < 3 || text.length > MAX_ANNOTATED_TEXT) return [];
  // A reference has a number right after a word ("John 3", "Ps. 23"): most texts have none and cost nothing.
  if (!/\p{L}\.?\s{0,3}\d/u.test(text)) return [];
  const key = `${lang}|${text}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const spans: ReferenceSpan[] = [];
  for (const [from, to] of candidateWindows(text)) {
    const piece = text.slice(from, to);
    for (const l of [lang, lang === 'en' ? 'es' : 'en'] as ScriptureLanguage[]) {
      const p = parser(l);
      p.parse(piece);
      for (const f of p.parsed_entities() as Found[]) {
        if (!f.entities.some((e) => e.osis !== '')) continue;
        for (const [s0, e0] of groupsOf(piece, f)) {
          const start = from + s0;
          const end = from + e0;
          if (spans.some((s) => start < s.end && end > s.start)) continue; // the first reading stays
          const ref = acceptedReference(text, start, end, l);
          if (ref) spans.push({ start, end, ref });
        }
      }
    }
  }
  spans.sort((a, b) => a.start - b.start);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, spans);
  return spans;
}

/** The reference the span names, when it is one a reader meant (see the file's comment); else undefined. */
function acceptedReference(text: string, start: number, end: number, lang: ScriptureLanguage): string | undefined {
  const written = text.slice(start, end);
  // Inside a word or a number ("abcJohn 3:16", "John 3:16x", "3John 1:2") is not a reference.
  if (/[\p{L}\p{N}]/u.test(text.charAt(start - 1)) || /[\p{L}\p{N}]/u.test(text.charAt(end))) return undefined;
  const at = firstNumberAfterLetter(written);
  if (at < 0) return undefined; // a book alone
  const book = written
    .slice(0, at)
    .toLowerCase()
    .replace(/[\d\s.]+/g, ' ')
    .trim();
  const numbered = /^\s*[123]/.test(written) || /^(i{1,3})\s/i.test(written);
  const letters = book.replace(/\s/g, '');
  if (letters.length < 3 && !TWO_LETTER_BOOKS.has(letters)) return undefined;
  const namesVerse = /\d\s*[:.]\s*\d/.test(written.slice(at));
  if (!namesVerse && !numbered && NEEDS_VERSE.has(book)) return undefined;
  // "Mark 3:30 pm", "Juan 10.30 h": a time of day, not a verse.
  if (/^\s*(?:[ap]\.?\s?m\b\.?|h\b|hs\b|hrs?\b|o'?clock)/i.test(text.slice(end))) return undefined;
  try {
    const read = readReference(written, 'web', lang);
    if (read.ranges.length === 0) return undefined;
    return formatReference(read.ranges, lang, 'web');
  } catch {
    return undefined; // a chapter or verse that does not exist, a whole book: plain text
  }
}

/** Characters read on each side of a number that follows a word: room for "1 Corinthians 13:4-7, 13". */
const WINDOW = 48;

/**
 * The parts of the text worth giving the parser: around each number that follows a word, widened to
 * whole words, overlapping parts joined. A long reflection with one reference costs as much as a
 * short one (the parser's time grows with the text it reads).
 */
function candidateWindows(text: string): [number, number][] {
  const windows: [number, number][] = [];
  const numberAfterWord = /\p{L}\.?\s{0,3}\d/gu;
  for (let m = numberAfterWord.exec(text); m; m = numberAfterWord.exec(text)) {
    let from = Math.max(0, m.index - WINDOW);
    let to = Math.min(text.length, m.index + m[0].length + WINDOW);
    // To a word's edge, a word's length at most (a text with no spaces is not walked end to end).
    for (let k = 0; k < 24 && from > 0 && !/\s/.test(text.charAt(from - 1)); k++) from--;
    for (let k = 0; k < 24 && to < text.length && !/\s/.test(text.charAt(to)); k++) to++;
    const last = windows[windows.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else windows.push([from, to]);
    numberAfterWord.lastIndex = Math.max(numberAfterWord.lastIndex, m.index + 1);
  }
  return windows;
}

/** Index of the first digit that follows a letter ("1 John 3" -> 7), or -1. */
function firstNumberAfterLetter(s: string): number {
  let letter = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charAt(i);
    if (/\p{L}/u.test(ch)) letter = true;
    else if (letter && ch >= '0' && ch <= '9') return i;
  }
  return -1;
}
