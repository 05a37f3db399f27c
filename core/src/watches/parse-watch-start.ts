/**
 * "tomorrow 8pm", "mañana a las 20", "Friday 19:00", "24 dic 21:00" (decision 365): a start typed
 * in words, in the person's language and zone, as an instant. Null when the words hold no time.
 *
 * chrono-node reads the words; this file decides what they mean here. chrono knows zones only as
 * fixed offsets, so it is given the zone's offset at `now` (for "today" and "in 2 hours"), and the
 * wall-clock day and time it finds become an instant with `instantAtLocal`, which knows daylight
 * saving (a time in a spring-forward gap moves past it; a repeated time is the first one).
 */
import * as chrono from 'chrono-node';
import { addDays, epochDay, instantAtLocal, localDate, localTime } from '../time/local-day';
import { WATCH_START_GRACE_MS } from './watch-form';

export interface ParseWatchStartOptions {
  now: Date;
  timeZone: string;
  language: 'en' | 'es';
}

const parsers = { en: chrono.en.casual, es: chrono.es.casual } as const;

/** The zone's offset from UTC at `now`, in minutes (India: 330). */
function offsetMinutes(now: Date, timeZone: string): number {
  const wall = Date.parse(`${localDate(now, timeZone)}T${localTime(now, timeZone)}:00Z`);
  return Math.round((wall - Math.floor(now.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * Spanish says times in words chrono does not read ("8 de la noche", "8 y media", "20h",
 * "mediodía", "pasado mañana"): say them as chrono does. Only these phrases change.
 */
function spanishClock(text: string, dayAfterTomorrow: string): string {
  const [y, m, d] = dayAfterTomorrow.split('-');
  return (
    text
      .replace(/\bpasado\s+mañana\b/g, `${d}/${m}/${y}`)
      .replace(/\bmedio\s?d[ií]a\b/g, '12:00')
      .replace(/\bmedianoche\b/g, '00:00')
      .replace(/\b(\d{1,2})\s+y\s+media\b/g, '$1:30')
      .replace(/\b(\d{1,2})\s+y\s+cuarto\b/g, '$1:15')
      .replace(
        /(?<!\ben\s)\b(\d{1,2})(?::(\d{2}))?\s?(?:h|hs|hrs)\b/g,
        (_, h: string, mm: string | undefined) => `${h}:${mm ?? '00'}`,
      )
      .replace(
        /\b(\d{1,2})(?:[:.h](\d{2}))?\s*(?:de|por)\s+la\s+(noche|tarde|mañana|madrugada)\b/g,
        (_, h: string, mm: string | undefined, part: string) =>
          `${h}:${mm ?? '00'}${part === 'noche' || part === 'tarde' ? 'pm' : 'am'}`,
      )
      // "mañana por la noche a las 8": the part of the day is kept aside (EVENING below), not read.
      .replace(/\b(?:por|en)\s+la\s+(?:noche|tarde)\b/g, ' ')
  );
}

/** "The day after tomorrow" is a date chrono's English misses half of: say it as the date. */
const englishDays = (text: string, dayAfterTomorrow: string) =>
  text.replace(/\b(?:the\s+)?day\s+after\s+tomorrow\b/g, dayAfterTomorrow);

/** Words that put an hour without am/pm in the evening ("mañana por la noche a las 8"). */
const EVENING = /\b(noche|tarde|tonight|evening|night|afternoon)\b/;

/** A date without a year this recently gone by is that date (refused as past), not next year's. */
const RECENT_PAST_MS = 31 * 86_400_000;

interface Reading {
  /** How much of the text chrono understood: the longer reading wins between the two languages. */
  length: number;
  at: Date;
}

function read(text: string, language: 'en' | 'es', opts: ParseWatchStartOptions): Reading | null {
  const { now, timeZone } = opts;
  const today = localDate(now, timeZone);
  const words = language === 'es' ? spanishClock(text, addDays(today, 2)) : englishDays(text, addDays(today, 2));
  const [r] = parsers[language].parse(
    words,
    { instant: now, timezone: offsetMinutes(now, timeZone) },
    { forwardDate: true },
  );
  if (!r) return null;
  // A number chrono left out ("32/13 10:00") is a date we did not understand: ask again, never guess.
  if (/\d/.test(words.slice(0, r.index) + words.slice(r.index + r.text.length))) return null;
  const s = r.start;
  // "in 2 hours", "now": a span from this instant, not a wall-clock time.
  if (s.isCertain('timezoneOffset')) return { length: r.text.length, at: s.date() };
  // A day with no time ("Friday", "mañana") is asked again: a watch's hour is the point (decision 365).
  if (!s.isCertain('hour')) return null;
  let hour = s.get('hour')!;
  if (EVENING.test(text) && !s.isCertain('meridiem') && hour >= 1 && hour <= 11) hour += 12;
  const hhmm = `${String(hour).padStart(2, '0')}:${String(s.get('minute') ?? 0).padStart(2, '0')}`;
  const earliest = now.getTime() - WATCH_START_GRACE_MS;
  const at = (day: string, clock = hhmm) => instantAtLocal(day, clock, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const dayOf = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

  if (s.isCertain('day')) {
    const [y, m, d] = [s.get('year')!, s.get('month')!, s.get('day')!];
    if (s.isCertain('year')) return { length: r.text.length, at: at(dayOf(y, m, d)) };
    // "Dec 1 9pm" typed on Dec 8 is last week (refused as past), not next year; "June 15" typed
    // in December is next June. A date gone by less than a month ago was meant as that one.
    const ahead = at(dayOf(y, m, d));
    const before = at(dayOf(y - 1, m, d));
    const near = before.getTime() >= now.getTime() - RECENT_PAST_MS && before < ahead ? before : ahead;
    return { length: r.text.length, at: near };
  }
  if (s.isCertain('weekday')) {
    // "Friday 19:00": the next Friday whose 19:00 is still ahead (today, if it is Friday and early).
    const weekday = s.get('weekday')!;
    const todayWeekday = (epochDay(today) + 4) % 7; // 1970-01-01 was a Thursday
    let day = addDays(today, (weekday - todayWeekday + 7) % 7);
    if (at(day).getTime() < earliest) day = addDays(day, 7);
    // "next Friday" is chrono's reading (the week after); a bare "Friday" is the coming one.
    if (/\b(next|pr[oó]xim[oa])\b/.test(r.text)) day = dayOf(s.get('year')!, s.get('month')!, s.get('day')!);
    return { length: r.text.length, at: at(day) };
  }
  // A time alone: the next time it comes round. "at 9" without am/pm is the nearer of 9:00 and
  // 21:00 still ahead, as a person saying it in the afternoon means this evening (decision 365).
  const clocks =
    !s.isCertain('meridiem') && hour >= 1 && hour <= 11 && !/\b0\d/.test(r.text)
      ? [hhmm, `${pad(hour + 12)}:${hhmm.slice(3)}`]
      : [hhmm];
  for (const day of [today, addDays(today, 1)]) {
    for (const clock of clocks) {
      const t = at(day, clock);
      if (t.getTime() >= earliest) return { length: r.text.length, at: t };
    }
  }
  return null;
}

export function parseWatchStart(text: string, opts: ParseWatchStartOptions): Date | null {
  const words = text.trim().toLowerCase().slice(0, 200);
  if (!words) return null;
  const other = opts.language === 'es' ? 'en' : 'es';
  // A Spanish speaker may type "tomorrow 8pm" and the other way round: the person's language
  // first, the other only when it understood more of the words.
  const mine = read(words, opts.language, opts);
  const theirs = read(words, other, opts);
  if (theirs && (!mine || theirs.length > mine.length)) return theirs.at;
  return mine?.at ?? null;
}
