/**
 * Scripture references as passages that can overlap ("Ps 23:1" lies in "Psalm 23:1-4 (WEB)"), read by
 * the openbible.info BCV parser (bible-passage-reference-parser): book names, abbreviations
 * ("Ps", "Jn", "1 Jn", "Phil") and ranges, without hand-written patterns. Callers bound the length
 * of what they pass (the search query is at most 100 characters; stored references are short).
 */
import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as en from 'bible-passage-reference-parser/esm/lang/en.js';

/** One book's stretch: verses as chapter * 1000 + verse, inclusive. */
export interface Passage {
  book: string;
  from: number;
  to: number;
}

let parser: bcv_parser | undefined;
function bcv(): bcv_parser {
  if (!parser) {
    parser = new bcv_parser(en);
    parser.set_options({ consecutive_combination_strategy: 'combine', osis_compaction_strategy: 'bcv' });
  }
  return parser;
}

const WHOLE_BOOK_END = 999 * 1000 + 999;

function point(osis: string, end: boolean): { book: string; at: number } {
  const [book = '', c, v] = osis.split('.');
  const chapter = c === undefined ? (end ? 999 : 0) : Number(c);
  const verse = v === undefined ? (end ? 999 : 0) : Number(v);
  return { book, at: chapter * 1000 + verse };
}

/** The passages an OSIS string ("Ps.23.1-Ps.23.4,John.3.16") names. */
function fromOsis(osis: string): Passage[] {
  const out: Passage[] = [];
  for (const range of osis.split(',')) {
    if (!range) continue;
    const [a = '', b = a] = range.split('-');
    const start = point(a, false);
    const end = point(b, true);
    if (start.book === end.book) out.push({ book: start.book, from: start.at, to: end.at });
    else {
      // A range across books ("Gen.50-Exod.2"): the rest of the first book, the start of the last.
      out.push({ book: start.book, from: start.at, to: WHOLE_BOOK_END });
      out.push({ book: end.book, from: 0, to: end.at });
    }
  }
  return out;
}

export interface ParsedReference {
  passages: Passage[];
  /** How many characters of the text the references cover. */
  covered: number;
  /** The text without the references ("John 3 lighthouse" -> " lighthouse"). */
  rest: string;
}

/** The passages referred to in a short text; no passages when it names none (or only a book). */
export function parseReference(text: string): ParsedReference {
  const p = bcv();
  p.parse(text);
  const found = p.osis_and_indices();
  let rest = '';
  let from = 0;
  for (const f of found) {
    rest += text.slice(from, f.indices[0]);
    from = f.indices[1];
  }
  rest += text.slice(from);
  return {
    passages: found.flatMap((f) => fromOsis(f.osis)),
    covered: found.reduce((n, f) => n + (f.indices[1] - f.indices[0]), 0),
    rest,
  };
}

const cache = new Map<string, Passage[]>();
const CACHE_MAX = 20_000;

/** parseReference for stored references, remembered (the same few hundred are read on every search). */
export function storedPassages(reference: string): Passage[] {
  let hit = cache.get(reference);
  if (!hit) {
    hit = reference.length > 200 ? [] : parseReference(reference).passages;
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(reference, hit);
  }
  return hit;
}

/**
 * How well a stored passage answers the asked ones, 0 (no shared verse) to 1 (the same passage):
 * shared verses over all verses of both (per book), so "Psalm 23:1-4" ranks above "Psalm 22:1-23:6"
 * for "Ps 23:1".
 */
export function passageOverlap(asked: Passage[], stored: Passage[]): number {
  let best = 0;
  for (const a of asked)
    for (const s of stored) {
      if (a.book !== s.book) continue;
      const shared = Math.min(a.to, s.to) - Math.max(a.from, s.from) + 1;
      if (shared <= 0) continue;
      const union = Math.max(a.to, s.to) - Math.min(a.from, s.from) + 1;
      best = Math.max(best, shared / union);
    }
  return best;
}
