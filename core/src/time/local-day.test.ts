import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  instantAtLocal,
  isHhMm,
  isIsoDate,
  isValidTimeZone,
  localDate,
  localTime,
  weekDates,
  weekStart,
} from './local-day';

describe('localDate', () => {
  it('gives different days on either side of the date line for the same instant', () => {
    const instant = new Date('2026-03-10T11:30:00Z');
    expect(localDate(instant, 'Pacific/Kiritimati')).toBe('2026-03-11'); // UTC+14
    expect(localDate(instant, 'Pacific/Pago_Pago')).toBe('2026-03-10'); // UTC-11
    expect(localDate(new Date('2026-03-10T10:59:00Z'), 'Pacific/Pago_Pago')).toBe('2026-03-09');
  });

  it('follows New York across both DST changes', () => {
    // 2026-03-08 02:00 EST -> 03:00 EDT; 2026-11-01 02:00 EDT -> 01:00 EST
    expect(localDate(new Date('2026-03-08T04:59:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(localDate(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(localDate(new Date('2026-03-09T03:59:00Z'), 'America/New_York')).toBe('2026-03-08'); // 23:59 EDT
    expect(localDate(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
    expect(localDate(new Date('2026-11-02T04:59:00Z'), 'America/New_York')).toBe('2026-11-01'); // 23:59 EST
    expect(localDate(new Date('2026-11-02T05:00:00Z'), 'America/New_York')).toBe('2026-11-02');
  });
});

describe('weeks start on Sunday', () => {
  it('maps every day of a week to its Sunday', () => {
    for (const d of ['2026-11-15', '2026-11-16', '2026-11-18', '2026-11-21']) expect(weekStart(d)).toBe('2026-11-15');
    expect(weekStart('2026-11-22')).toBe('2026-11-22');
    expect(weekDates('2026-11-15')).toEqual([
      '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21',
    ]);
  });

  it('is a Sunday within the last 6 days, for any date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), (n) => {
        const d = addDays('1970-01-01', n);
        const s = weekStart(d);
        const back = daysBetween(s, d);
        return new Date(`${s}T00:00:00Z`).getUTCDay() === 0 && back >= 0 && back <= 6;
      }),
    );
  });
});

describe('instantAtLocal', () => {
  it('is the plain instant on an ordinary day', () => {
    expect(instantAtLocal('2026-06-01', '08:00', 'Europe/London').toISOString()).toBe('2026-06-01T07:00:00.000Z');
    expect(instantAtLocal('2026-06-01', '08:00', 'Pacific/Kiritimati').toISOString()).toBe('2026-05-31T18:00:00.000Z');
  });

  it('moves a time that does not exist (spring forward) to just after the gap', () => {
    const t = instantAtLocal('2026-03-08', '02:30', 'America/New_York');
    expect(t.toISOString()).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    expect(localDate(t, 'America/New_York')).toBe('2026-03-08');
  });

  it('takes the first of a time that happens twice (fall back)', () => {
    const t = instantAtLocal('2026-11-01', '01:30', 'America/New_York');
    expect(t.toISOString()).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT, not 01:30 EST
    expect(localTime(t, 'America/New_York')).toBe('01:30');
  });

  it('round-trips wall time for any date and time in several zones', () => {
    const zones = ['UTC', 'America/New_York', 'Europe/London', 'Australia/Sydney', 'Pacific/Kiritimati', 'Asia/Kolkata'];
    fc.assert(
      fc.property(
        fc.integer({ min: 19_000, max: 22_000 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom(...zones),
        (day, h, m, zone) => {
          const date = addDays('1970-01-01', day);
          const hhmm = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
          const t = instantAtLocal(date, hhmm, zone);
          // Either the exact wall time, or (inside a DST gap) a later time on the same day.
          return localDate(t, zone) === date && localTime(t, zone) >= hhmm;
        },
      ),
    );
  });
});

describe('validators', () => {
  it('knows real zones, dates and times from fakes', () => {
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(isHhMm('08:00')).toBe(true);
    expect(isHhMm('23:59')).toBe(true);
    expect(isHhMm('25:99')).toBe(false);
    expect(isHhMm('8:00')).toBe(false);
  });
});
