/**
 * Day and time formatting on the person's own device (days are local calendar days), in the
 * person's language: every formatter takes `language` (from `useI18n()`), English when left out.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd of a Date in the device's zone. */
export function toIsoDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function todayIso(now: Date = new Date()): string {
  return toIsoDay(now);
}

/** yyyy-MM-dd of the local day `days` after the one containing `from`. */
export function addDays(from: Date, days: number): string {
  return toIsoDay(new Date(from.getFullYear(), from.getMonth(), from.getDate() + days));
}

/** The Sunday that starts the week containing `now`, as yyyy-MM-dd. */
export function weekStartSunday(now: Date = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  d.setDate(d.getDate() - d.getDay());
  return toIsoDay(d);
}

/** The 7 days yyyy-MM-dd from a Sunday. */
export function weekDays(sundayIso: string): string[] {
  const [y, m, day] = sundayIso.split('-').map(Number) as [number, number, number];
  return Array.from({ length: 7 }, (_, i) => toIsoDay(new Date(y, m - 1, day + i)));
}

/** One formatter per language: toLocaleDateString made a new one on every render of Today (decision 242). */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/** "Wednesday, June 25, 2025", "miércoles, 25 de junio de 2025" */
export function longDate(d: Date = new Date(), language: string = 'en'): string {
  let format = longDateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    longDateFormats.set(language, format);
  }
  return format.format(d);
}

/** The same as longDate (its old name, from when every date was American English). */
export const longUsDate = longDate;

/** A date label that stands alone (a heading, a line of its own) begins with a capital: "Miércoles, 25 de junio". */
export function capitalized(label: string): string {
  return label.charAt(0).toLocaleUpperCase() + label.slice(1);
}

/** The week's day names from Sunday ("Sun".."Sat", "dom".."sáb"). */
export function weekdayNames(language: string = 'en', width: 'long' | 'short' | 'narrow' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
  // 4 January 1970 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(1970, 0, 4 + i)));
}

/** The year's month names from January ("Jan".."Dec" short, "enero".."diciembre" long). */
export function monthNames(language: string = 'en', width: 'long' | 'short' = 'long'): string[] {
  const format = new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2001, i, 15)));
}

/** Parses an ISO instant, or a yyyy-MM-dd day as a local day (not UTC midnight). */
export function parseDateish(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(value);
}

/** "Jun 25, 2025" (MMM d, yyyy), "25 jun 2025" */
export function shortDate(value: string, language: string = 'en'): string {
  const d = parseDateish(value);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString(language, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "3:05 PM", "15:05" */
export function shortTime(value: string, language: string = 'en'): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleTimeString(language, { hour: 'numeric', minute: '2-digit' });
}

/** "5m ago", "3h ago", "2d ago" ("hace 5 min", "hace 3 h", "hace 2 d"). */
export function timeAgo(timestamp: string | number | Date, now: number = Date.now(), language: string = 'en'): string {
  const format = new Intl.RelativeTimeFormat(language, { style: 'narrow', numeric: 'always' });
  const then = new Date(timestamp).getTime();
  const minutes = Math.max(0, Math.floor((now - then) / 60_000));
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
