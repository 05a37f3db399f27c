/**
 * Whether a chat message IS a Bible reference ("John 3:16", "ps 23", "Juan 3:16 RV1909"), for the
 * bots' private chats, where a plain reference is answered with the passage (decision 212). Ordinary talk
 * must never be taken for one ("Mark my words", "job interview at 3", "is 5 ok?"): the whole message
 * must be a reference to existing verses, a chapter needs a book written out (three letters or more)
 * unless a verse is named too, and a whole book alone is not a question.
 */
import { readReference } from './passage-reference';
import { referencesInText } from './references-in-text';
import type { BibleVersionId, ScriptureLanguage } from './versions';

/** Two-letter book abbreviations that are not English or Spanish words ("Ps 23"; not "Is 5"). */
const TWO_LETTER_BOOKS = new Set(['ps', 'jn', 'mt', 'mk', 'lk', 'gn', 'sl']);

/**
 * Book abbreviations that are everyday words before a number ("Act 2" of a play, "Song 2", the date
 * "Mar 3"): a chapter alone after them is talk; with a verse ("Act 2:38") it is a reference.
 */
const WORDS_NEEDING_A_VERSE = new Set(['act', 'song', 'mar']);

/** Longer messages are talk, not a reference (and the parser's work stays bounded). */
const MAX_MESSAGE = 60;

export function referenceInMessage(text: string, version: BibleVersionId, lang: ScriptureLanguage): string | undefined {
  const t = text.trim();
  if (t.length < 3 || t.length > MAX_MESSAGE) return undefined;
  // A reference has a number right after a word: "John 3", "1 John 4:8". A message with no digit after a letter is talk.
  let digitAfterLetter = false;
  let letters = 0;
  for (let i = 0; i < t.length; i++) {
    const ch = t[i]!;
    if (/\p{L}/u.test(ch)) letters++;
    else if (ch >= '0' && ch <= '9' && letters > 0) {
      digitAfterLetter = true;
      break;
    }
  }
  if (!digitAfterLetter) return undefined;
  const namesVerse = /\d\s*[:.]\s*\d/.test(t);
  if (!namesVerse && letters < 3 && !TWO_LETTER_BOOKS.has(t.slice(0, 2).toLowerCase())) return undefined;
  if (!namesVerse && WORDS_NEEDING_A_VERSE.has(/^\p{L}+/u.exec(t)?.[0].toLowerCase() ?? '')) return undefined;
  // Sentences are talk: a reference has at most a book of a few words and a version.
  if (t.split(/\s+/).length > 6) return undefined;
  try {
    const read = readReference(t, version, lang);
    return read.ranges.length > 0 ? t : undefined;
  } catch {
    return undefined;
  }
}

/** The most passages one message is answered with (each a message of its own). */
export const MAX_PASSAGES_PER_MESSAGE = 3;

/**
 * The passages a private message asks for (decision 265): the message itself when it IS a reference
 * (a version it names kept), else each distinct reference it holds among other words, read with the
 * caution of references-in-text.ts ("John 11:35, again John 11:35" is one passage), at most three.
 */
export function referencesAskedFor(text: string, version: BibleVersionId, lang: ScriptureLanguage): string[] {
  const whole = referenceInMessage(text, version, lang);
  if (whole) return [whole];
  const refs: string[] = [];
  for (const span of referencesInText(text, lang)) {
    if (!refs.includes(span.ref)) refs.push(span.ref);
    if (refs.length === MAX_PASSAGES_PER_MESSAGE) break;
  }
  return refs;
}
