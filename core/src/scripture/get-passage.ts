/**
 * A passage of the bundled Bibles by reference: the one service the web reader, search, the bots'
 * verse lookups, unfurls and share images read scripture through (decision 210). Public domain text: no
 * account is needed, so this takes a plain Ctx-free input.
 */
import { z } from 'zod';
import { AppError } from '../errors';
import { issue, parseInput } from '../validate';
import { chapterCount, chapterVerses, verseCount } from './bible';
import { BOOKS } from './books';
import {
  MAX_PASSAGE_VERSES,
  MAX_REFERENCE_LENGTH,
  rangeVerseCount,
  readReference,
  type VerseRange,
} from './passage-reference';
import {
  BIBLE_VERSION_IDS,
  DEFAULT_VERSION,
  bibleVersion,
  type BibleVersionId,
  type ScriptureLanguage,
} from './versions';

export const ZGetPassageInput = z.object({
  ref: z.string({ error: issue('typeReference') }).max(MAX_REFERENCE_LENGTH, {
    error: issue('referenceTooLong', undefined, { max: MAX_REFERENCE_LENGTH }),
  }),
  version: z.enum(BIBLE_VERSION_IDS, { error: issue('unknownBibleVersion') }).optional(),
  /** The reader's language: which book names to show and which to try first. */
  lang: z.enum(['en', 'es'], { error: issue('languageEnOrEs') }).optional(),
  /** `chapter`: the whole chapter(s) around the reference, with the asked verses in `highlight`. */
  context: z.enum(['chapter'], { error: issue('onlyChapterContext') }).optional(),
});
export type TGetPassageInput = z.input<typeof ZGetPassageInput>;

export interface PassageVerse {
  book: string;
  osis: string;
  chapter: number;
  verse: number;
  text: string;
}

export interface ChapterLink {
  /** What to show and what to ask for ("John 4"). */
  reference: string;
  book: string;
  osis: string;
  chapter: number;
}

export interface PassageAnswer {
  reference: string;
  version: {
    id: BibleVersionId;
    abbreviation: string;
    name: string;
    language: ScriptureLanguage;
    licence: string;
    notice: string;
  };
  verses: PassageVerse[];
  /** The verses the reference named, as "chapter:verse" (all of `verses` unless context=chapter). */
  highlight: string[];
  prev?: ChapterLink;
  next?: ChapterLink;
}

export function getPassage(input: TGetPassageInput): PassageAnswer {
  const { ref, version: asked, lang: askedLang, context } = parseInput(ZGetPassageInput, input);
  const lang: ScriptureLanguage = askedLang ?? (asked ? bibleVersion(asked).language : 'en');
  const requested = asked ?? DEFAULT_VERSION[lang];
  const read = readReference(ref, requested, lang);
  const versionId = read.version ?? requested;
  const version = bibleVersion(versionId);

  const count = rangeVerseCount(read.ranges, versionId);
  if (count > MAX_PASSAGE_VERSES)
    throw new AppError('validation', 'passageTooManyVerses', {
      values: { count, max: MAX_PASSAGE_VERSES },
      title: 'passageTooLong',
    });

  const asked_ = versesOf(read.ranges, versionId, version.language);
  // One verse once, however often the reference names it ("John 3:16, 16").
  const seen = new Set<string>();
  const namedVerses = asked_.filter((v) => {
    const k = `${v.osis}.${v.chapter}.${v.verse}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const highlight = namedVerses.map((v) => `${v.chapter}:${v.verse}`);

  let verses = namedVerses;
  const chapters = new Set(read.ranges.flatMap((r) => chaptersOf(r)).map((c) => `${c.bookIndex}.${c.chapter}`));
  if (context === 'chapter' && read.ranges.length > 0 && chapters.size === 1) {
    const r = read.ranges[0]!;
    verses = versesOf(
      [
        {
          bookIndex: r.bookIndex,
          from: { chapter: r.from.chapter, verse: 1 },
          to: { chapter: r.from.chapter, verse: 999 },
        },
      ],
      versionId,
      version.language,
    );
  }

  const answer: PassageAnswer = {
    reference: formatReference(read.ranges, version.language, versionId),
    version: {
      id: version.id,
      abbreviation: version.abbreviation,
      name: version.name,
      language: version.language,
      licence: version.licence,
      notice: version.notice,
    },
    verses,
    highlight,
  };
  if (chapters.size === 1) {
    const r = read.ranges[0]!;
    const prev = neighbour(r.bookIndex, r.from.chapter, -1, versionId, version.language);
    const next = neighbour(r.bookIndex, r.from.chapter, 1, versionId, version.language);
    if (prev) answer.prev = prev;
    if (next) answer.next = next;
  }
  return answer;
}

function chaptersOf(r: VerseRange): { bookIndex: number; chapter: number }[] {
  const out = [];
  for (let c = r.from.chapter; c <= r.to.chapter; c++) out.push({ bookIndex: r.bookIndex, chapter: c });
  return out;
}

function versesOf(ranges: VerseRange[], versionId: BibleVersionId, lang: ScriptureLanguage): PassageVerse[] {
  const out: PassageVerse[] = [];
  for (const r of ranges) {
    const book = BOOKS[r.bookIndex]!;
    for (let c = r.from.chapter; c <= r.to.chapter; c++) {
      const texts = chapterVerses(versionId, r.bookIndex, c) ?? [];
      const first = c === r.from.chapter ? r.from.verse : 1;
      const last = Math.min(c === r.to.chapter ? r.to.verse : texts.length, texts.length);
      for (let v = first; v <= last; v++) {
        const text = texts[v - 1]!;
        if (text === '') continue; // a verse this version leaves out (e.g. Matthew 17:21 in some texts)
        out.push({ book: book[lang], osis: book.osis, chapter: c, verse: v, text });
      }
    }
  }
  return out;
}

function neighbour(
  bookIndex: number,
  chapter: number,
  step: 1 | -1,
  versionId: BibleVersionId,
  lang: ScriptureLanguage,
): ChapterLink | undefined {
  let b = bookIndex;
  let c = chapter + step;
  if (c < 1) {
    b -= 1;
    if (b < 0) return undefined;
    c = chapterCount(versionId, b);
  } else if (c > chapterCount(versionId, b)) {
    b += 1;
    if (b >= BOOKS.length) return undefined;
    c = 1;
  }
  const book = BOOKS[b]!;
  return { reference: `${chapterBookName(b, lang, true)} ${c}`, book: book[lang], osis: book.osis, chapter: c };
}

/** "Psalm 23" for one psalm, "Psalms 23-24" for more (es: "Salmo" / "Salmos"). */
function chapterBookName(bookIndex: number, lang: ScriptureLanguage, oneChapter: boolean): string {
  const book = BOOKS[bookIndex]!;
  if (book.osis === 'Ps' && oneChapter) return lang === 'es' ? 'Salmo' : 'Psalm';
  return book[lang];
}

/** The ranges as a person writes them: "John 3:16-18, 20", "Matthew 5-7", "Psalm 23", "Jude 1:5". */
export function formatReference(ranges: VerseRange[], lang: ScriptureLanguage, versionId: BibleVersionId): string {
  const parts: string[] = [];
  let lastBook = -1;
  let lastChapter = -1;
  const seen = new Set<string>();
  for (const r of ranges) {
    const key = `${r.bookIndex}.${r.from.chapter}.${r.from.verse}.${r.to.chapter}.${r.to.verse}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const endLen = verseCount(versionId, r.bookIndex, r.to.chapter) ?? 0;
    const whole = r.from.verse === 1 && r.to.verse === endLen;
    const oneChapter = r.from.chapter === r.to.chapter;
    const name = chapterBookName(r.bookIndex, lang, oneChapter);
    let s: string;
    if (whole) s = oneChapter ? `${r.from.chapter}` : `${r.from.chapter}-${r.to.chapter}`;
    else if (oneChapter) {
      const verses = r.from.verse === r.to.verse ? `${r.from.verse}` : `${r.from.verse}-${r.to.verse}`;
      if (r.bookIndex === lastBook && r.from.chapter === lastChapter) {
        parts[parts.length - 1] += `, ${verses}`;
        continue;
      }
      s = `${r.from.chapter}:${verses}`;
    } else s = `${r.from.chapter}:${r.from.verse}-${r.to.chapter}:${r.to.verse}`;
    parts.push(r.bookIndex === lastBook ? s : `${name} ${s}`);
    lastBook = r.bookIndex;
    lastChapter = r.to.chapter;
  }
  return parts.join('; ');
}
