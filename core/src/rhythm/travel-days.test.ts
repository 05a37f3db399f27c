import { describe, expect, it } from 'vitest';
import { instantAtLocal, localDate } from '../time/local-day';
import { computeRhythm, type DayMark } from './compute-rhythm';
import { openFrom, travelSpans, type ZoneCrossing } from './travel-days';

/** A completion at local `day` `time` in `zone`, as readHistory gives it. */
const at = (day: string, time: string, zone: string) => ({ at: instantAtLocal(day, time, zone).toISOString(), zone, day });
const crossing = (a: ReturnType<typeof at>, b: ReturnType<typeof at>): ZoneCrossing => ({
  fromAt: a.at,
  fromZone: a.zone,
  fromDay: a.day,
  toAt: b.at,
  toZone: b.zone,
  toDay: b.day,
});

describe('travelSpans', () => {
  it('Los Angeles → Sydney: the date the flight skipped is a travel day, not a missed one', () => {
    const la = at('2026-11-26', '08:00', 'America/Los_Angeles'); // 03:00 on the 27th in Sydney
    const syd = at('2026-11-28', '20:00', 'Australia/Sydney');
    expect(travelSpans([crossing(la, syd)])).toEqual([{ kind: 'travel', weekday: null, from: '2026-11-27', until: '2026-11-27' }]);
    const marks: Record<string, DayMark> = {};
    const r = computeRhythm(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-28'], '2026-11-29', travelSpans([crossing(la, syd)]), (d, m) => {
      marks[d] = m;
    });
    expect(r.current).toBe(4);
    expect(marks['2026-11-27']).toBe('travel');
  });

  it('a real gap stays missed: two days not prayed in either zone', () => {
    const la = at('2026-11-25', '08:00', 'America/Los_Angeles'); // the 26th in Sydney
    const syd = at('2026-11-29', '08:00', 'Australia/Sydney'); // the 28th in LA
    // Calendar: 26, 27, 28 between; in Sydney 27 and 28; in LA 26 and 27: two missed, one travel day.
    expect(travelSpans([crossing(la, syd)])).toEqual([{ kind: 'travel', weekday: null, from: '2026-11-26', until: '2026-11-26' }]);
    const r = computeRhythm(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-29'], '2026-11-29', travelSpans([crossing(la, syd)]));
    expect(r).toMatchObject({ current: 1, best: 3 });
  });

  it('nothing to forgive when the calendar shows no gap (flying west)', () => {
    const syd = at('2026-11-26', '08:00', 'Australia/Sydney');
    const la = at('2026-11-26', '20:00', 'America/Los_Angeles');
    expect(travelSpans([crossing(syd, la)])).toEqual([]);
  });

  it('praying at 23:59 in Tokyo and 00:01 two dates later in London is a day in London', () => {
    const tokyo = at('2026-06-10', '23:59', 'Asia/Tokyo'); // 15:59 on the 10th in London
    const london = at('2026-06-12', '00:01', 'Europe/London'); // 08:01 on the 12th in Tokyo
    expect(localDate(new Date(tokyo.at), 'Europe/London')).toBe('2026-06-10');
    // In Tokyo the 11th passed without a prayer; in London too (10th 15:59 → 12th 00:01): missed.
    expect(travelSpans([crossing(tokyo, london)])).toEqual([]);
  });
});

describe('openFrom', () => {
  const now = new Date('2026-11-27T18:00:00Z'); // 10:00 on the 27th in LA, 05:00 on the 28th in Sydney
  it('is today in the settings’ zone, or earlier where the person last prayed', () => {
    expect(openFrom(now, 'Australia/Sydney', null)).toBe('2026-11-28');
    expect(openFrom(now, 'Australia/Sydney', 'America/Los_Angeles')).toBe('2026-11-27');
    expect(openFrom(now, 'America/Los_Angeles', 'Australia/Sydney')).toBe('2026-11-27');
  });
});
