/**
 * Writes content/en/plans/bible-in-a-year.yaml (decision 217): the whole Bible in 365 days, in canon
 * order, each day whole chapters of about the same length (characters of the WEB), at most two books
 * a day. Deterministic: run it again and the file does not change.
 *   npx tsx scripts/plans/make-bible-in-a-year.ts
 */
import { BOOKS } from '../../core/src/scripture/books';
import { balance, chaptersOf, meanWords, readingDay } from './balance-chapters';
import { writeReadingPlan } from './write-reading-plan';

export const BIBLE_IN_A_YEAR_DAYS = 365;

export function bibleInAYear() {
  const chapters = chaptersOf(BOOKS.map((_, i) => i));
  return balance(chapters, BIBLE_IN_A_YEAR_DAYS).map(readingDay);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const days = bibleInAYear();
  const chars = days.map((d) => d.chars);
  const newTestamentDay = days.findIndex((d) => d.passages.some((p) => p.startsWith('Matthew'))) + 1;
  const path = writeReadingPlan(
    {
      id: 'bible-in-a-year',
      language: 'en',
      title: 'The Bible in a Year',
      summary: 'The whole Bible, Genesis to Revelation, in 365 days of about a quarter of an hour each.',
      description:
        'Every chapter of the Bible once, in the order the Bible itself keeps, so each day continues the story ' +
        'you read yesterday instead of jumping between two. The days are balanced by length, not by chapter count: ' +
        'a day of short psalms weighs about the same as a day of long chapters of Kings, about ' +
        `${meanWords(days)} words, or a quarter of an hour of unhurried reading. You reach Matthew on day ${newTestamentDay}. ` +
        'A missed day waits for you; there is no catching up in a rush.\n',
      tags: ['bible'],
    },
    days,
    'scripts/plans/make-bible-in-a-year.ts',
  );
  console.log(
    `${path}: ${days.length} days, ${Math.min(...chars)}-${Math.max(...chars)} characters a day, Matthew on day ${newTestamentDay}`,
  );
}
