/**
 * Local-day arithmetic. A "day" in this product is always a day in a person's own IANA zone,
 * carried as an ISO date string 'YYYY-MM-DD' (never a JS Date, which is an instant).
 */
import { TZDate } from '@date-fns/tz';
import { canonicalTimeZone } from './zone-names';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * True for a zone name the product accepts ('Europe/London', 'UTC', 'US/Pacific'); false for
 * 'Mars/Base' and for names only one side knows ('US/Pacific-New': Node resolves it, PostgreSQL
 * refuses it). Store `canonicalTimeZone(name)`, never the name as typed (time-zones.ts).
 */
export function isValidTimeZone(timeZone: string): boolean {
  return canonicalTimeZone(timeZone) !== null;
}

/**
 * The last answer per zone, by the second: a busy server asks "what day is it in X" for the same
 * second many times over (every zone's offset is whole seconds, so the answer cannot differ).
 */
const lastParts = new Map<string, { second: number; date: string; time: string }>();

function parts(instant: Date, timeZone: string) {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastParts.get(timeZone);
  if (last !== undefined && last.second === second) return last;
  const p = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((x) => [x.type, x.value]));
  const answer = { second, date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
  if (lastParts.size >= 1000) lastParts.clear(); // zones come from data: keep it bounded
  lastParts.set(timeZone, answer);
  return answer;
}

/** The person's calendar day at `instant`. */
export function localDate(instant: Date, timeZone: string): string {
  return parts(instant, timeZone).date;
}

/** The person's wall-clock time 'HH:MM' at `instant`. */
export function localTime(instant: Date, timeZone: string): string {
  return parts(instant, timeZone).time;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for an ISO date (calendar arithmetic, zone-free). */
export function epochDay(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

export function fromEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return fromEpochDay(epochDay(isoDate) + days);
}

/** Whole days from `a` to `b` (b - a). */
export function daysBetween(a: string, b: string): number {
  return epochDay(b) - epochDay(a);
}

/** The Sunday on or before `isoDate` (the spec's week starts on Sunday). */
export function weekStart(isoDate: string): string {
  const dow = new Date(`${isoDate}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -dow);
}

/** The seven dates of the week that starts on `sunday`. */
export function weekDates(sunday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date in 'YYYY-MM-DD' form (rejects 2025-02-30). */
export function isIsoDate(s: string): boolean {
  if (s.length !== 10 || !ISO_DATE.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
export function isHhMm(s: string): boolean {
  return s.length === 5 && HH_MM.test(s);
}

/**
 * The instant at which local wall-clock `hhmm` happens on `isoDate` in `timeZone`.
 * In a spring-forward gap (02:30 that never happens) it is the first instant after the gap;
 * in a fall-back repeat (01:30 twice) it is the first of the two.
 */
export function instantAtLocal(isoDate: string, hhmm: string, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  // TZDate resolves wall-clock time in the zone; gaps are pushed forward by the gap's length.
  const candidate = new TZDate(y, m - 1, d, hh, mm, 0, timeZone);
  const instant = new Date(candidate.getTime());
  // For repeated times, prefer the earlier of the two instants if it also shows the same wall time.
  const oneHourEarlier = new Date(instant.getTime() - 3_600_000);
  if (localDate(oneHourEarlier, timeZone) === isoDate && localTime(oneHourEarlier, timeZone) === hhmm) {
    return oneHourEarlier;
  }
  return instant;
}
