/**
 * A scheduled prayer's scripture, checked against the bundled Bible of its language (decision 257):
 * the reference is read by the one parser (getPassage) and stored as it writes it ("Jhn 3:16" ->
 * "John 3:16"); the verse text is the Bible's, filled in when the admin left it empty, and a typed
 * text that says something else is refused with the difference. The language's own Bible unless
 * the reference names another version of that language ("John 3:16 (KJV)"), which then stays in it.
 * Pure (no database): the form, the import, the preview and the one-time check share it.
 */
import { BIBLE_OF_LANGUAGE, type Language } from '@dps/db/content/languages';
import { normaliseScripture } from '@dps/db/seed/scripture-reference';
import { AppError, isAppError } from '../errors';
import { getPassage } from '../scripture/get-passage';
import { bibleVersion } from '../scripture/versions';

export interface DailyScriptureInput {
  scripture: string | null;
  scriptureReference: string | null;
  language: Language;
}

export interface DailyScripture {
  scripture: string | null;
  scriptureReference: string | null;
}

/** How much of each side of a difference the message quotes. */
const QUOTE_MAX = 80;

/**
 * The name before the chapter and verse numbers of "Hezekiah 4:2" ("1 Hezekiah 2:3 (WEB)"), or
 * undefined when the text is not a name followed only by numbers (and perhaps a version).
 */
function nameBeforeNumbers(reference: string): string | undefined {
  const ordinal = /^[1-3] /.test(reference) ? 2 : 0;
  let at = ordinal;
  while (at < reference.length && !/\d/.test(reference[at]!)) at++;
  const name = reference.slice(0, at).trim();
  // A version after the numbers ("(WEB)", "KJV") is not part of them.
  const tail = reference.slice(at);
  const lastWord = tail.lastIndexOf(' ');
  const numbers = lastWord > 0 && /[A-Za-z]/.test(tail.slice(lastWord)) ? tail.slice(0, lastWord).trim() : tail;
  if (!/^[\p{L}][\p{L}.' ]*$/u.test(name.slice(ordinal)) || !/^\d[\d\s:.,\-–]*$/.test(numbers)) return undefined;
  return name;
}

/**
 * The parser's own message, except that a name it cannot place before chapter and verse numbers is
 * said plainly to be no book ("Hezekiah is not a book of the Bible"), not "couldn't read".
 */
function referenceRefusal(e: unknown, reference: string): unknown {
  if (!isAppError(e) || e.key !== 'passageUnreadable') return e;
  const book = nameBeforeNumbers(reference.trim());
  return book ? new AppError('validation', 'notABook', { values: { book }, title: 'passageNotFound' }) : e;
}

/** How many words of each side the message quotes from where they part. */
const QUOTE_WORDS = 6;

/**
 * Where two texts part: from the word before the first difference to the word after it ends (at
 * most QUOTE_WORDS words), so the admin sees the change with a word of context on each side.
 */
export function scriptureDifference(typed: string, bible: string): { typed: string; bible: string } {
  const a = typed.split(' ');
  const b = bible.split(' ');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const from = Math.max(0, start - 1);
  const quote = (words: string[], end: number) => {
    const to = Math.min(end + 1, start + QUOTE_WORDS, words.length);
    const s = words.slice(from, to).join(' ');
    const text = s.length > QUOTE_MAX ? `${s.slice(0, QUOTE_MAX).trimEnd()}…` : s;
    return `${from > 0 ? '…' : ''}${text === '' ? '—' : text}${to < words.length ? '…' : ''}`;
  };
  return { typed: quote(a, endA), bible: quote(b, endB) };
}

/**
 * The scripture as it will be stored: the reference normalised and the text the Bible's. Throws
 * AppError('validation') with the parser's message for a book, chapter or verse that does not
 * exist, for a version of another language, for a text without a reference, and for a text that
 * differs from the Bible (`scriptureDiffers`, quoting both sides where they part).
 */
export function resolveDailyScripture(input: DailyScriptureInput): DailyScripture {
  const reference = input.scriptureReference?.trim() || null;
  const typed = input.scripture?.trim() || null;
  if (!reference) {
    if (typed) throw new AppError('validation', 'scriptureNeedsReference', { title: 'validationError' });
    return { scripture: null, scriptureReference: null };
  }
  const own = BIBLE_OF_LANGUAGE[input.language];
  let passage;
  try {
    passage = getPassage({ ref: reference, version: own.id, lang: input.language });
  } catch (e) {
    throw referenceRefusal(e, reference);
  }
  if (passage.version.language !== input.language)
    throw new AppError('validation', 'versionOfOtherLanguage', {
      values: { version: passage.version.abbreviation, bible: bibleVersion(own.id).abbreviation },
      title: 'passageNotFound',
    });
  const bible = passage.verses.map((v) => v.text).join(' ');
  if (typed) {
    const a = normaliseScripture(typed);
    const b = normaliseScripture(bible);
    if (a !== b) {
      const diff = scriptureDifference(a, b);
      throw new AppError('validation', 'scriptureDiffers', {
        values: { reference: passage.reference, version: passage.version.abbreviation, ...diff },
        title: 'scriptureDiffersTitle',
      });
    }
  }
  const named = passage.version.id === own.id ? '' : ` (${passage.version.abbreviation})`;
  return { scripture: bible, scriptureReference: `${passage.reference}${named}` };
}
