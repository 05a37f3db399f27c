/**
 * Splits a run of whole chapters into a given number of days whose readings are as even as possible
 * (decision 217). A chapter's length is the number of characters of its verses in the bundled Bible
 * the plan is read in (the WEB for English, the RV1909 for Spanish, decision 270), so a day of short
 * psalms weighs what a day of long narrative chapters weighs. Each day keeps whole
 * chapters, touches at most two books (one or two passages) and holds at most MAX_PASSAGE_VERSES
 * verses per passage (the reader's limit). The split that minimises the sum of squared differences
 * from the mean day is found by dynamic programming, so it is the same every run.
 */
import { bible, chapterCount } from '../../core/src/scripture/bible';
import { BOOKS } from '../../core/src/scripture/books';
import { MAX_PASSAGE_VERSES } from '../../core/src/scripture/passage-reference';

export interface Chapter {
  bookIndex: number;
  chapter: number;
  verses: number;
  chars: number;
  words: number;
}

/** A day's reading: its chapters, grouped into one passage per book. */
export interface ReadingDay {
  title: string;
  passages: string[];
  chars: number;
  words: number;
}

/** The bundled Bible each language's reading plans are balanced on and named in. */
export const PLAN_BIBLE = { en: 'web', es: 'rv1909' } as const;
export type PlanLanguage = keyof typeof PLAN_BIBLE;

/** A day's average words, rounded to a hundred ("about 2,000 words"; Spanish "unas 2000 palabras"). */
export function meanWords(days: ReadingDay[], language: PlanLanguage = 'en'): string {
  const w = Math.round(days.reduce((n, d) => n + d.words, 0) / days.length / 100) * 100;
  return w.toLocaleString(language === 'es' ? 'es-ES' : 'en-US');
}

/**
 * The most characters one verse weighs. The longest real verse of the WEB is under 550 characters
 * (Romans 14:23, Esther 8:9); the bundled WEB's Revelation 22:21 also carries the module's 17,000-character
 * glossary, which a reader of the chapter does not read as scripture.
 */
const LONGEST_VERSE = 600;

/** Every chapter of the given books (0-based canon indexes, in the order given) with its length in the language's Bible. */
export function chaptersOf(bookIndexes: number[], language: PlanLanguage = 'en'): Chapter[] {
  const web = bible(PLAN_BIBLE[language]);
  const out: Chapter[] = [];
  for (const b of bookIndexes) {
    web.books[b]!.chapters.forEach((verses, i) => {
      out.push({
        bookIndex: b,
        chapter: i + 1,
        verses: verses.filter((v) => v !== '').length,
        chars: verses.reduce((n, v) => n + Math.min(v.length, LONGEST_VERSE), 0),
        // a verse's words, scaled down like its characters when it is over LONGEST_VERSE
        words: verses.reduce(
          (n, v) => (v === '' ? n : n + (Math.min(v.length, LONGEST_VERSE) / v.length) * v.split(/\s+/).length),
          0,
        ),
      });
    });
  }
  return out;
}

/** The even split of `chapters` into `days` days (throws when no split fits the rules). */
export function balance(chapters: Chapter[], days: number, maxChaptersPerDay = 40): Chapter[][] {
  const n = chapters.length;
  const prefix = [0];
  for (const c of chapters) prefix.push(prefix.at(-1)! + c.chars);
  const mean = prefix[n]! / days;
  // cost[d][i]: the least cost of reading the first i chapters in d days; from[d][i]: where day d starts.
  const cost: Float64Array[] = [];
  const from: Int32Array[] = [];
  for (let d = 0; d <= days; d++) {
    cost.push(new Float64Array(n + 1).fill(Infinity));
    from.push(new Int32Array(n + 1).fill(-1));
  }
  cost[0]![0] = 0;
  for (let d = 1; d <= days; d++) {
    for (let i = d; i <= n - (days - d); i++) {
      // Day d is chapters j..i-1; walking j back, count its books and the verses of its first book.
      let books = 1;
      let verses = 0;
      for (let j = i - 1; j >= Math.max(d - 1, i - maxChaptersPerDay); j--) {
        if (j < i - 1 && chapters[j]!.bookIndex !== chapters[j + 1]!.bookIndex) {
          books++;
          verses = 0;
        }
        verses += chapters[j]!.verses;
        // at most two books a day, each book's part one passage the reader can show; a longer day breaks the same rule
        if (books > 2 || verses > MAX_PASSAGE_VERSES) break;
        if (cost[d - 1]![j] === Infinity) continue;
        const dev = prefix[i]! - prefix[j]! - mean;
        const c = cost[d - 1]![j]! + dev * dev;
        if (c < cost[d]![i]!) {
          cost[d]![i] = c;
          from[d]![i] = j;
        }
      }
    }
  }
  if (cost[days]![n] === Infinity) throw new Error(`no split of ${n} chapters into ${days} days fits the rules`);
  const out: Chapter[][] = [];
  for (let d = days, i = n; d > 0; d--) {
    const j = from[d]![i]!;
    out.unshift(chapters.slice(j, i));
    i = j;
  }
  return out;
}

const EN_DASH = '\u2013';

/**
 * "Genesis 1-3" (passage) and "Genesis 1–3" (title); a one-chapter book is named alone ("Jude").
 * Spanish names its books in Spanish ("Génesis 1-3", "Judas") and a psalm "Salmos 23", as the Spanish plans do.
 */
function part(chs: Chapter[], dash: string, language: PlanLanguage): string {
  const book = BOOKS[chs[0]!.bookIndex]![language];
  const single = chapterCount(PLAN_BIBLE[language], chs[0]!.bookIndex) === 1;
  if (single) return book;
  const first = chs[0]!.chapter;
  const last = chs.at(-1)!.chapter;
  const name = book === 'Psalms' && first === last ? 'Psalm' : book;
  return first === last ? `${name} ${first}` : `${name} ${first}${dash}${last}`;
}

/** A day's chapters as its title and passages (one passage per book), with the language's book names. */
export function readingDay(chs: Chapter[], language: PlanLanguage = 'en'): ReadingDay {
  const groups: Chapter[][] = [];
  for (const c of chs) {
    const g = groups.at(-1);
    if (g && g[0]!.bookIndex === c.bookIndex) g.push(c);
    else groups.push([c]);
  }
  return {
    title: groups.map((g) => part(g, EN_DASH, language)).join('; '),
    passages: groups.map((g) => part(g, '-', language)),
    chars: chs.reduce((n, c) => n + c.chars, 0),
    words: chs.reduce((n, c) => n + c.words, 0),
  };
}
