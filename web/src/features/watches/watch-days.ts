/**
 * A watch's slots as the page shows them (decision 361): grouped by the day they begin in the zone
 * the reader chose (their own, or the group's), each with its times in that zone. Slots are
 * instants (decision 340): a clock change inside the watch shows as one slot that reads an hour
 * longer or shorter, never as a missing or doubled slot. Intl only: the browser knows every zone.
 */
import { localDate } from '@dps/core/time/local-day';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(language, { timeZone, ...options });
    formatters.set(key, f);
  }
  return f;
}

/** "03:00" in the zone, 24-hour (as the chats' posts write it, in both languages). */
export function clockAt(at: string | Date, timeZone: string): string {
  return formatter('en-GB', timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));
}

/** "03:00–03:30"; a slot ending at midnight ends at 24:00, so it reads as the same night. */
export function slotTimes(startsAt: string, endsAt: string, timeZone: string): string {
  const end = clockAt(endsAt, timeZone);
  return `${clockAt(startsAt, timeZone)}–${end === '00:00' ? '24:00' : end}`;
}

/** "Tue 03:00–03:30" / "mar 03:00–03:30": a slot named on its own (a button's name, the open runs). */
export function slotName(startsAt: string, endsAt: string, timeZone: string, language: string): string {
  const day = formatter(language, timeZone, { weekday: 'short' }).format(new Date(startsAt)).replace(/\.$/, '');
  return `${day} ${slotTimes(startsAt, endsAt, timeZone)}`;
}

/** "Tuesday, December 8" / "Martes, 8 de diciembre" (a heading starts with a capital; the month keeps its own case). */
export function dayHeading(at: string | Date, timeZone: string, language: string): string {
  const words = formatter(language, timeZone, { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(at));
  return words.charAt(0).toLocaleUpperCase(language) + words.slice(1);
}

/** "Tue, Dec 8, 20:00" / "mar, 8 dic, 20:00": a watch's start in a list. */
export function whenLabel(at: string, timeZone: string, language: string): string {
  const day = formatter(language, timeZone, { weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(at));
  return `${day}, ${clockAt(at, timeZone)}`;
}

export interface DayOfSlots<S> {
  /** The local date, 'YYYY-MM-DD'. */
  date: string;
  heading: string;
  slots: S[];
}

/** The slots grouped by the local day each begins on, in order. */
export function slotsByDay<S extends { startsAt: string }>(
  slots: readonly S[],
  timeZone: string,
  language: string,
): DayOfSlots<S>[] {
  const days: DayOfSlots<S>[] = [];
  for (const slot of slots) {
    const date = localDate(new Date(slot.startsAt), timeZone);
    const last = days[days.length - 1];
    if (last && last.date === date) last.slots.push(slot);
    else days.push({ date, heading: dayHeading(slot.startsAt, timeZone, language), slots: [slot] });
  }
  return days;
}

/** The zone this browser is in, when it can tell (a visitor has no account to say it). */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
