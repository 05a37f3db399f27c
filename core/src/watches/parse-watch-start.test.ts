import { describe, expect, it } from 'vitest';
import { localDate, localTime } from '../time/local-day';
import { parseWatchStart } from './parse-watch-start';

/** What the person would read back: the start as a day and time in their own zone, or null. */
function startOf(text: string, language: 'en' | 'es', timeZone: string, now: string): string | null {
  const at = parseWatchStart(text, { now: new Date(now), timeZone, language });
  return at ? `${localDate(at, timeZone)} ${localTime(at, timeZone)}` : null;
}

// Tuesday 8 December 2026, 10:00 in New York.
const NY = 'America/New_York';
const TUE_10AM_NY = '2026-12-08T15:00:00Z';

describe('parseWatchStart in English', () => {
  const en = (text: string, now = TUE_10AM_NY, zone = NY) => startOf(text, 'en', zone, now);

  it('reads the phrases people type', () => {
    expect(en('tomorrow 8pm')).toBe('2026-12-09 20:00');
    expect(en('Tomorrow at 8 PM')).toBe('2026-12-09 20:00');
    expect(en('tonight at 9')).toBe('2026-12-08 21:00');
    expect(en('today at 10pm')).toBe('2026-12-08 22:00');
    expect(en('friday 19:00')).toBe('2026-12-11 19:00');
    expect(en('Friday at 7pm')).toBe('2026-12-11 19:00');
    expect(en('Dec 24 9pm')).toBe('2026-12-24 21:00');
    expect(en('December 24 at 21:00')).toBe('2026-12-24 21:00');
    expect(en('24/12 21:00')).toBe('2026-12-24 21:00');
    expect(en('12/24 21:00')).toBe('2026-12-24 21:00');
    expect(en('noon')).toBe('2026-12-08 12:00');
    expect(en('the day after tomorrow at 9pm')).toBe('2026-12-10 21:00');
    expect(en('day after tomorrow 9pm')).toBe('2026-12-10 21:00');
    expect(en('tomorrow evening at 7')).toBe('2026-12-09 19:00');
    expect(en('midnight')).toBe('2026-12-09 00:00');
  });

  it('counts "in 2 hours" and "now" from this instant', () => {
    expect(en('in 2 hours')).toBe('2026-12-08 12:00');
    expect(en('in 30 minutes')).toBe('2026-12-08 10:30');
    expect(en('now')).toBe('2026-12-08 10:00');
  });

  it('takes a time that has passed today as tomorrow, and a bare hour as the nearer of morning and evening', () => {
    expect(en('9:30am')).toBe('2026-12-09 09:30');
    expect(en('at 9')).toBe('2026-12-08 21:00');
    expect(en('at 11')).toBe('2026-12-08 11:00');
    expect(en('09:00')).toBe('2026-12-09 09:00');
    // At 22:00, "at 9" is tomorrow morning.
    expect(en('at 9', '2026-12-09T03:00:00Z')).toBe('2026-12-09 09:00');
  });

  it('takes a time a few minutes past as today (the watch starts now), further past as tomorrow', () => {
    expect(en('9:55am')).toBe('2026-12-08 09:55');
    expect(en('9:45am')).toBe('2026-12-09 09:45');
  });

  it('reads a weekday as the coming one, and today only while its hour is still ahead', () => {
    const fri9am = '2026-12-11T14:00:00Z';
    expect(en('friday 19:00', fri9am)).toBe('2026-12-11 19:00');
    expect(en('friday 8am', fri9am)).toBe('2026-12-18 08:00');
    expect(en('tuesday 8pm')).toBe('2026-12-08 20:00');
    expect(en('next friday 7pm')).toBe('2026-12-18 19:00');
  });

  it('reads a date without a year as the coming one, unless it went by less than a month ago', () => {
    expect(en('Dec 1 9pm')).toBe('2026-12-01 21:00');
    expect(en('Jan 5 8pm')).toBe('2027-01-05 20:00');
    expect(en('June 15 8pm')).toBe('2027-06-15 20:00');
    expect(en('Nov 1 8pm')).toBe('2027-11-01 20:00');
  });

  it('asks again for a day without a time', () => {
    expect(en('tomorrow')).toBeNull();
    expect(en('friday')).toBeNull();
    expect(en('Dec 24')).toBeNull();
    expect(en('tonight')).toBeNull();
  });

  it('refuses words that hold no time, and numbers it cannot place', () => {
    expect(en('banana')).toBeNull();
    expect(en('')).toBeNull();
    expect(en('   ')).toBeNull();
    expect(en('2')).toBeNull();
    expect(en('25:00')).toBeNull();
    expect(en('32/13 10:00')).toBeNull();
  });

  it('uses the person’s day, not the server’s, near midnight', () => {
    // 23:30 on Tuesday in New York is already Wednesday in UTC.
    expect(en('tomorrow 8pm', '2026-12-09T04:30:00Z')).toBe('2026-12-09 20:00');
    expect(en('today at 11:45pm', '2026-12-09T04:30:00Z')).toBe('2026-12-08 23:45');
  });
});

describe('parseWatchStart in Spanish', () => {
  const es = (text: string, now = TUE_10AM_NY, zone = 'America/Mexico_City') => startOf(text, 'es', zone, now);
  // 09:00 in Mexico City on Tuesday 8 December.

  it('reads the phrases people type', () => {
    expect(es('mañana a las 20')).toBe('2026-12-09 20:00');
    expect(es('Mañana 8 de la noche')).toBe('2026-12-09 20:00');
    expect(es('mañana a las 8 de la mañana')).toBe('2026-12-09 08:00');
    expect(es('el viernes a las 19:30')).toBe('2026-12-11 19:30');
    expect(es('el viernes a las 7 de la tarde')).toBe('2026-12-11 19:00');
    expect(es('24 dic 21:00')).toBe('2026-12-24 21:00');
    expect(es('24 de diciembre a las 21:00')).toBe('2026-12-24 21:00');
    expect(es('24/12 21:00')).toBe('2026-12-24 21:00');
    expect(es('esta noche a las 21')).toBe('2026-12-08 21:00');
    expect(es('esta noche a las 9')).toBe('2026-12-08 21:00');
    expect(es('hoy a las 22')).toBe('2026-12-08 22:00');
    expect(es('hoy a las 9 de la noche')).toBe('2026-12-08 21:00');
    expect(es('mediodía')).toBe('2026-12-08 12:00');
    expect(es('medianoche')).toBe('2026-12-09 00:00');
  });

  it('reads the ways Spanish tells the time in words', () => {
    expect(es('pasado mañana a las 9')).toBe('2026-12-10 09:00');
    expect(es('a las 8 y media')).toBe('2026-12-08 20:30');
    expect(es('mañana a las 8 y cuarto de la noche')).toBe('2026-12-09 20:15');
    expect(es('mañana a las 20h')).toBe('2026-12-09 20:00');
    expect(es('24 de dic. 21 h')).toBe('2026-12-24 21:00');
    expect(es('mañana por la noche a las 8')).toBe('2026-12-09 20:00');
    expect(es('mañana por la tarde a las 5')).toBe('2026-12-09 17:00');
    expect(es('el próximo viernes a las 7pm')).toBe('2026-12-18 19:00');
  });

  it('counts "en 2 horas" and "ahora" from this instant', () => {
    expect(es('en 2 h')).toBe('2026-12-08 11:00');
    expect(es('en 2 horas')).toBe('2026-12-08 11:00');
    expect(es('ahora')).toBe('2026-12-08 09:00');
  });

  it('asks again for a day without a time, and refuses nonsense', () => {
    expect(es('mañana')).toBeNull();
    expect(es('el viernes')).toBeNull();
    expect(es('plátano')).toBeNull();
  });

  it('understands English typed by a Spanish speaker, and the other way round', () => {
    expect(es('tomorrow 8pm')).toBe('2026-12-09 20:00');
    expect(startOf('mañana a las 20', 'en', NY, TUE_10AM_NY)).toBe('2026-12-09 20:00');
  });
});

describe('parseWatchStart across zones and clock changes', () => {
  it('works in a zone with a half-hour offset', () => {
    // 20:30 in India.
    const at = (text: string) =>
      parseWatchStart(text, { now: new Date(TUE_10AM_NY), timeZone: 'Asia/Kolkata', language: 'en' });
    expect(at('tomorrow 8pm')?.toISOString()).toBe('2026-12-09T14:30:00.000Z');
    expect(at('at 9')?.toISOString()).toBe('2026-12-08T15:30:00.000Z');
    expect(at('noon')?.toISOString()).toBe('2026-12-09T06:30:00.000Z');
    expect(at('in 2 hours')?.toISOString()).toBe('2026-12-08T17:00:00.000Z');
    expect(startOf('mañana a las 20', 'es', 'America/St_Johns', TUE_10AM_NY)).toBe('2026-12-09 20:00');
  });

  it('places times on the US fall-back day (1 November 2026) by the clock of that day', () => {
    const sat = '2026-10-31T16:00:00Z'; // Saturday 12:00 EDT
    const at = (text: string) => parseWatchStart(text, { now: new Date(sat), timeZone: NY, language: 'en' });
    expect(at('tomorrow 8pm')?.toISOString()).toBe('2026-11-02T01:00:00.000Z'); // EST
    expect(at('tomorrow 1:30am')?.toISOString()).toBe('2026-11-01T05:30:00.000Z'); // the first 01:30
    expect(at('in 24 hours')?.toISOString()).toBe('2026-11-01T16:00:00.000Z'); // a span, not the clock
  });

  it('moves a time in the European spring-forward gap (29 March 2026) to just after it', () => {
    const sat = '2026-03-28T12:00:00Z'; // Saturday 13:00 in Madrid
    const at = (text: string) =>
      parseWatchStart(text, { now: new Date(sat), timeZone: 'Europe/Madrid', language: 'es' });
    expect(at('mañana a las 2:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z'); // 03:30 CEST
    expect(at('mañana a las 20')?.toISOString()).toBe('2026-03-29T18:00:00.000Z'); // summer time
    expect(at('hoy a las 20')?.toISOString()).toBe('2026-03-28T19:00:00.000Z'); // still winter time
  });
});
