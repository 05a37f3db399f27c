/**
 * A slot's times in words, in a zone and a language: "Tue 03:00–03:30", "mar 03:00–03:30". Pure;
 * every surface shows a watch's times through here, in the group's zone and in the reader's own.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { enUS, es } from 'date-fns/locale';

const LOCALES = { en: enUS, es } as const;

/** "03:00" in the zone (24-hour: both languages read it; the apps' own pickers show 12-hour where set). */
export const clockIn = (at: Date | string, timeZone: string): string =>
  format(new TZDate(new Date(at).getTime(), timeZone), 'HH:mm');

/** "Tue 03:00–03:30" (the day of the start; an end at midnight reads 24:00 rather than 00:00). */
export function slotLabel(
  startsAt: Date | string,
  endsAt: Date | string,
  timeZone: string,
  language: 'en' | 'es',
): string {
  const start = new TZDate(new Date(startsAt).getTime(), timeZone);
  const end = clockIn(endsAt, timeZone);
  const day = format(start, 'EEE', { locale: LOCALES[language] });
  return `${day} ${format(start, 'HH:mm')}–${end === '00:00' ? '24:00' : end}`;
}

/** "Dec 24" / "24 dic". */
export function dayLabel(at: Date | string, timeZone: string, language: 'en' | 'es'): string {
  const d = new TZDate(new Date(at).getTime(), timeZone);
  return format(d, language === 'es' ? 'd MMM' : 'MMM d', { locale: LOCALES[language] });
}
