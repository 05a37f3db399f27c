/**
 * A time of day as people say it ('8am', '7:30 pm', '19h', 'noon', '07:30', '1930') -> 'HH:MM'
 * (24 h), the one form stored. Every channel parses with this function (web settings, Telegram
 * `/remind`, Slack `remind` and `subscribe`), so '8am' means the same everywhere. Browser-safe.
 *
 * Input is bounded before it is looked at and read by a small hand-written scanner (decision 050:
 * no pattern on unbounded input).
 */
import { z } from 'zod';
import { issue } from '../validate';

/** What every channel answers for a time it cannot read. */
export const TIME_OF_DAY_MESSAGE = 'Please choose a valid time, like 8am, 7:30 pm, 19:00 or noon.';

export type TimeOfDayResult = { ok: true; time: string } | { ok: false; message: string };

const WORDS: Readonly<Record<string, string>> = {
  noon: '12:00',
  midday: '12:00',
  midnight: '00:00',
};

const pad = (n: number) => String(n).padStart(2, '0');

function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * Read a time of day. Accepted: 24-hour `19:00`, `7:30`, `7.30`, `1930`, `19`, `19h`, `19h30`;
 * 12-hour `8am`, `8 am`, `8 a.m.`, `7:30pm`, `12am` (midnight), `12pm` (noon); `noon`, `midday`,
 * `midnight`. Refused: anything else, and impossible times (`25:00`, `13pm`, `7:60`).
 */
export function parseTimeOfDay(input: unknown): TimeOfDayResult {
  const fail = { ok: false as const, message: TIME_OF_DAY_MESSAGE };
  if (typeof input !== 'string' || input.length > 40) return fail;
  let s = input.trim().toLowerCase().replaceAll(' ', '').replaceAll('.', ':');
  if (s.length === 0 || s.length > 12) return fail;
  const word = WORDS[s];
  if (word) return { ok: true, time: word };

  // The meridiem: 'am', 'pm', 'a:m:' (from 'a.m.'), or a lone 'a'/'p'.
  let meridiem: 'am' | 'pm' | null = null;
  for (const [suffix, m] of [
    ['a:m:', 'am'],
    ['p:m:', 'pm'],
    ['a:m', 'am'],
    ['p:m', 'pm'],
    ['am', 'am'],
    ['pm', 'pm'],
    ['a', 'am'],
    ['p', 'pm'],
  ] as const) {
    if (s.endsWith(suffix)) {
      meridiem = m;
      s = s.slice(0, -suffix.length);
      break;
    }
  }
  if (meridiem === null && s.endsWith(':')) s = s.slice(0, -1); // '7:30.' at the end of a sentence

  let hours: string;
  let minutes = '00';
  const h = meridiem === null ? s.indexOf('h') : -1;
  const colon = s.indexOf(':');
  if (h !== -1) {
    // '19h', '19h30' (French and German style)
    hours = s.slice(0, h);
    const rest = s.slice(h + 1);
    if (rest.length > 0) minutes = rest;
  } else if (colon !== -1) {
    hours = s.slice(0, colon);
    minutes = s.slice(colon + 1);
  } else if (s.length >= 3) {
    // '730pm', '1930'
    hours = s.slice(0, s.length - 2);
    minutes = s.slice(-2);
  } else {
    hours = s;
  }
  if (!isDigits(hours) || hours.length > 2 || !isDigits(minutes) || minutes.length !== 2) return fail;
  let hh = Number(hours);
  const mm = Number(minutes);
  if (mm > 59) return fail;
  if (meridiem !== null) {
    if (hh < 1 || hh > 12) return fail;
    if (meridiem === 'am' && hh === 12) hh = 0;
    else if (meridiem === 'pm' && hh !== 12) hh += 12;
  } else if (hh > 23) {
    return fail;
  }
  return { ok: true, time: `${pad(hh)}:${pad(mm)}` };
}

/** '08:00' -> '8:00 am', '19:30' -> '7:30 pm', '12:00' -> '12:00 pm (noon)': how a confirmation says it. */
export function sayTimeOfDay(hhmm: string): string {
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  if (hh === 12 && mm === 0) return '12:00 noon';
  if (hh === 0 && mm === 0) return '12:00 midnight';
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  return `${h12}:${pad(mm)} ${hh < 12 ? 'am' : 'pm'}`;
}

/** A time of day at core's edge: 'HH:MM' on the way in from any spoken form, else `message` (an `issue()` key, validate.ts). */
export function zTimeOfDay(message: string = issue('timeOfDay')) {
  return z.string({ error: message }).transform((value, ctx) => {
    const parsed = parseTimeOfDay(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed.time;
  });
}
