/**
 * Writes content/en/plans/gospels-in-30-days.yaml (decision 217): Mark, then John, in 30 days of
 * whole chapters balanced by length (the same balancing as The Bible in a Year). Deterministic.
 *   npx tsx scripts/plans/make-gospel-in-30-days.ts
 */
import { BOOKS } from '../../core/src/scripture/books';
import { balance, chaptersOf, meanWords, readingDay } from './balance-chapters';
import { writeReadingPlan } from './write-reading-plan';

export const GOSPEL_BOOKS = ['Mark', 'John'];

export function gospelIn30Days() {
  const books = GOSPEL_BOOKS.map((name) => BOOKS.findIndex((b) => b.en === name));
  return balance(chaptersOf(books), 30).map(readingDay);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const days = gospelIn30Days();
  const johnDay = days.findIndex((d) => d.passages.some((p) => p.startsWith('John'))) + 1;
  const chars = days.map((d) => d.chars);
  const path = writeReadingPlan(
    {
      id: 'gospels-in-30-days',
      language: 'en',
      title: 'Mark and John in 30 Days',
      summary: 'Two Gospels in a month: Mark, fast and plain, then John, slow and deep. A few minutes a day.',
      description:
        'Mark is the shortest Gospel and moves quickly, from the river Jordan to the empty tomb; it is a good ' +
        'place to meet Jesus for the first time or again. John walks the same road slowly, with long ' +
        'conversations and the night before the cross. Reading them one after the other, each whole, lets you ' +
        'hear how two friends of Jesus told his story in their own way. The days are whole chapters balanced ' +
        `by length, about ${meanWords(days)} words or five to ten minutes each; John begins on day ${johnDay}.\n`,
      tags: ['gospels', 'bible', 'new-believers'],
    },
    days,
    'scripts/plans/make-gospel-in-30-days.ts',
  );
  console.log(
    `${path}: ${days.length} days, ${Math.min(...chars)}-${Math.max(...chars)} characters a day, John from day ${johnDay}`,
  );
}
