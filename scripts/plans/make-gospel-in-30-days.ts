/**
 * Writes content/en/plans/gospels-in-30-days.yaml (decision 217) and its Spanish sister,
 * content/es/plans/marcos-y-juan-en-30-dias.yaml (decision 270): Mark, then John, in 30 days of
 * whole chapters balanced by length (the same balancing as The Bible in a Year). Deterministic.
 *   npx tsx scripts/plans/make-gospel-in-30-days.ts
 */
import { BOOKS } from '../../core/src/scripture/books';
import { balance, chaptersOf, meanWords, readingDay, type PlanLanguage } from './balance-chapters';
import { writeReadingPlan } from './write-reading-plan';

export const GOSPEL_BOOKS = ['Mark', 'John'];
export const GOSPEL_IN_30_DAYS_ID = { en: 'gospels-in-30-days', es: 'marcos-y-juan-en-30-dias' } as const;

export function gospelIn30Days(language: PlanLanguage = 'en') {
  const books = GOSPEL_BOOKS.map((name) => BOOKS.findIndex((b) => b.en === name));
  return balance(chaptersOf(books, language), 30).map((d) => readingDay(d, language));
}

const SCRIPT = 'scripts/plans/make-gospel-in-30-days.ts';

function writeEnglish() {
  const days = gospelIn30Days('en');
  const johnDay = days.findIndex((d) => d.passages.some((p) => p.startsWith('John'))) + 1;
  const path = writeReadingPlan(
    {
      id: GOSPEL_IN_30_DAYS_ID.en,
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
    SCRIPT,
  );
  return { path, days, johnDay };
}

function writeSpanish() {
  const days = gospelIn30Days('es');
  const johnDay = days.findIndex((d) => d.passages.some((p) => p.startsWith('Juan'))) + 1;
  const path = writeReadingPlan(
    {
      id: GOSPEL_IN_30_DAYS_ID.es,
      language: 'es',
      title: 'Marcos y Juan en 30 días',
      summary: 'Dos Evangelios en un mes: Marcos, rápido y directo; luego Juan, pausado y hondo. Pocos minutos al día.',
      description:
        'Marcos es el Evangelio más corto y va deprisa, del río Jordán a la tumba vacía: un buen lugar para ' +
        'conocer a Jesús por primera vez o para volver a encontrarte con él. Juan recorre el mismo camino con ' +
        'calma, con conversaciones largas y la última noche antes de la cruz. Leerlos uno detrás del otro, ' +
        'enteros, te deja oír cómo dos amigos de Jesús contaron su historia, cada uno a su manera. Cada día son ' +
        `capítulos enteros equilibrados por extensión, unas ${meanWords(days, 'es')} palabras, de cinco a diez ` +
        `minutos en la Reina-Valera 1909; Juan empieza el día ${johnDay}.\n`,
      tags: ['gospels', 'bible', 'new-believers'],
    },
    days,
    SCRIPT,
  );
  return { path, days, johnDay };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { path, days, johnDay } of [writeEnglish(), writeSpanish()]) {
    const chars = days.map((d) => d.chars);
    console.log(
      `${path}: ${days.length} days, ${Math.min(...chars)}-${Math.max(...chars)} characters a day, John from day ${johnDay}`,
    );
  }
}
