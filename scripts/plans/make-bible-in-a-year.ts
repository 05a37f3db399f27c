/**
 * Writes content/en/plans/bible-in-a-year.yaml (decision 217) and its Spanish sister,
 * content/es/plans/la-biblia-en-un-ano.yaml (decision 270): the whole Bible in 365 days, in canon
 * order, each day whole chapters of about the same length (characters of the WEB, or of the RV1909
 * for Spanish), at most two books a day. Deterministic: run it again and the files do not change.
 *   npx tsx scripts/plans/make-bible-in-a-year.ts
 */
import { BOOKS } from '../../core/src/scripture/books';
import { balance, chaptersOf, meanWords, readingDay, type PlanLanguage } from './balance-chapters';
import { writeReadingPlan } from './write-reading-plan';

export const BIBLE_IN_A_YEAR_DAYS = 365;
export const BIBLE_IN_A_YEAR_ID = { en: 'bible-in-a-year', es: 'la-biblia-en-un-ano' } as const;

export function bibleInAYear(language: PlanLanguage = 'en') {
  const chapters = chaptersOf(
    BOOKS.map((_, i) => i),
    language,
  );
  return balance(chapters, BIBLE_IN_A_YEAR_DAYS).map((d) => readingDay(d, language));
}

const SCRIPT = 'scripts/plans/make-bible-in-a-year.ts';

function writeEnglish() {
  const days = bibleInAYear('en');
  const newTestamentDay = days.findIndex((d) => d.passages.some((p) => p.startsWith('Matthew'))) + 1;
  const path = writeReadingPlan(
    {
      id: BIBLE_IN_A_YEAR_ID.en,
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
    SCRIPT,
  );
  return { path, days, newTestamentDay };
}

function writeSpanish() {
  const days = bibleInAYear('es');
  const newTestamentDay = days.findIndex((d) => d.passages.some((p) => p.startsWith('Mateo'))) + 1;
  const path = writeReadingPlan(
    {
      id: BIBLE_IN_A_YEAR_ID.es,
      language: 'es',
      title: 'La Biblia en un año',
      summary: 'Toda la Biblia, de Génesis a Apocalipsis, en 365 días de un cuarto de hora más o menos.',
      description:
        'Cada capítulo de la Biblia una vez, en el orden en que ella misma lo cuenta, para que cada día siga la ' +
        'historia donde la dejaste ayer. Los días están equilibrados por extensión y no por número de capítulos: ' +
        'un día de salmos cortos pesa lo mismo que uno de capítulos largos de Reyes, unas ' +
        `${meanWords(days, 'es')} palabras, un cuarto de hora de lectura tranquila en la Reina-Valera 1909. ` +
        `Llegas a Mateo el día ${newTestamentDay}. Si un día no puedes leer, te espera; no hace falta ponerse al día ` +
        'a la carrera.\n',
      tags: ['bible'],
    },
    days,
    SCRIPT,
  );
  return { path, days, newTestamentDay };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { path, days, newTestamentDay } of [writeEnglish(), writeSpanish()]) {
    const chars = days.map((d) => d.chars);
    console.log(
      `${path}: ${days.length} days, ${Math.min(...chars)}-${Math.max(...chars)} characters a day, the New Testament from day ${newTestamentDay}`,
    );
  }
}
