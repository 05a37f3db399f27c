/**
 * Dates and times in the person's language (decision 239), by Intl: month and weekday names are
 * never written by hand. English reads as lib/dates.ts always has ("Jun 25, 2025", "5m ago").
 */
import type { Language } from '@dps/db/content/languages';
import { parseDateish } from './dates';

const cache = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

/** "Jun 25, 2025" / "25 jun 2025". A 'YYYY-MM-DD' day is a local day. */
export function shortDateIn(language: Language, value: string): string {
  const d = parseDateish(value);
  if (Number.isNaN(d.getTime())) return '';
  return cached(
    `short:${language}`,
    () => new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric' }),
  ).format(d);
}

/** "Wednesday, June 25, 2025" / "miércoles, 25 de junio de 2025". */
export function longDateIn(language: Language, d: Date): string {
  return cached(
    `long:${language}`,
    () => new Intl.DateTimeFormat(language, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
  ).format(d);
}

/** "3:05 PM" / "15:05". */
export function shortTimeIn(language: Language, value: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return cached(
    `time:${language}`,
    () => new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }),
  ).format(d);
}

/**
 * "5m ago", "3h ago", "2d ago" / "hace 5 min", "hace 3 h", "hace 2 días": whole minutes under an
 * hour, hours under a day, then days. English keeps its short narrow form; Spanish spells out days.
 */
export function timeAgoIn(language: Language, timestamp: string | number | Date, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(timestamp).getTime()) / 60_000));
  const [value, unit]: [number, 'minute' | 'hour' | 'day'] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 1440
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  const style = language === 'en' ? 'narrow' : unit === 'day' ? 'long' : 'short';
  // -0 so that "now" reads "0m ago", not "in 0m".
  return cached(
    `ago:${language}:${style}`,
    () => new Intl.RelativeTimeFormat(language, { style, numeric: 'always' }),
  ).format(value === 0 ? -0 : -value, unit);
}
