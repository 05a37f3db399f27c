import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, instantAtLocal, localDate, localTime } from '../time/local-day';
import { isDue, nextDeliveryAt } from './is-due';

const at = (iso: string) => new Date(iso);
const due = (
  now: string,
  timeZone: string,
  reminderTime: string,
  last: string | null = null,
  catchUpMinutes?: number,
) =>
  isDue({
    now: at(now),
    timeZone,
    reminderTime,
    lastDeliveredLocalDate: last,
    ...(catchUpMinutes ? { catchUpMinutes } : {}),
  });

describe('isDue', () => {
  it('is due from the local reminder time on, not a minute before', () => {
    expect(due('2026-03-10T12:59:00Z', 'America/New_York', '09:00').due).toBe(false); // 08:59 EDT
    const r = due('2026-03-10T13:00:00Z', 'America/New_York', '09:00');
    expect(r).toEqual({ due: true, localDate: '2026-03-10', dueAt: at('2026-03-10T13:00:00Z') });
  });

  it('is not due again once today (or a later local date) was delivered', () => {
    expect(due('2026-03-10T13:05:00Z', 'America/New_York', '09:00', '2026-03-10').due).toBe(false);
    expect(due('2026-03-10T13:05:00Z', 'America/New_York', '09:00', '2026-03-11').due).toBe(false);
    expect(due('2026-03-10T13:05:00Z', 'America/New_York', '09:00', '2026-03-09').due).toBe(true);
  });

  it('catches up after downtime, within the window only', () => {
    expect(due('2026-03-10T15:59:00Z', 'America/New_York', '09:00').due).toBe(true); // 2h59 late
    expect(due('2026-03-10T16:00:00Z', 'America/New_York', '09:00').due).toBe(false); // 3h late
    expect(due('2026-03-10T16:00:00Z', 'America/New_York', '09:00', null, 240).due).toBe(true);
  });

  it('spring forward: 02:30 does not exist on 8 March 2026 in New York, it is due at 03:30 EDT', () => {
    // The wall clock jumps 02:00 -> 03:00; a time in the gap moves forward by the gap (as PostgreSQL does).
    expect(due('2026-03-08T07:29:00Z', 'America/New_York', '02:30').due).toBe(false); // 03:29 EDT
    const r = due('2026-03-08T07:30:00Z', 'America/New_York', '02:30'); // 03:30 EDT
    expect(r.due).toBe(true);
    expect(r.localDate).toBe('2026-03-08');
  });

  it('fall back: 01:30 happens twice on 1 November 2026 in New York, due at the first', () => {
    const first = due('2026-11-01T05:30:00Z', 'America/New_York', '01:30'); // 01:30 EDT
    expect(first).toEqual({ due: true, localDate: '2026-11-01', dueAt: at('2026-11-01T05:30:00Z') });
    // At the second 01:30 (EST) the first one's delivery exists: not due again.
    expect(due('2026-11-01T06:30:00Z', 'America/New_York', '01:30', '2026-11-01').due).toBe(false);
  });

  it('far-east and far-west zones live on different dates', () => {
    // 2026-03-10T18:00Z is 08:00 on 11 March in Kiritimati (UTC+14) and 07:00 on 10 March in Pago Pago (UTC-11).
    expect(due('2026-03-10T18:00:00Z', 'Pacific/Kiritimati', '08:00')).toMatchObject({
      due: true,
      localDate: '2026-03-11',
    });
    expect(due('2026-03-10T18:00:00Z', 'Pacific/Pago_Pago', '07:00')).toMatchObject({
      due: true,
      localDate: '2026-03-10',
    });
    expect(due('2026-03-10T18:00:00Z', 'Pacific/Pago_Pago', '08:00').due).toBe(false);
  });

  const zones = [
    'America/New_York',
    'Europe/London',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
    'Asia/Kolkata',
    'Australia/Lord_Howe',
    'America/St_Johns',
    'UTC',
  ];
  const hhmm = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const instant = fc
    .integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-01-01T00:00:00Z') })
    .map((t) => new Date(Math.floor(t / 60_000) * 60_000));

  it('property: ticking every minute through a day and a half delivers each local date exactly once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), hhmm, instant, (timeZone, reminderTime, start) => {
        let last: string | null = null;
        const deliveredDates: string[] = [];
        for (let t = start.getTime(); t < start.getTime() + 36 * 3_600_000; t += 60_000) {
          const r = isDue({ now: new Date(t), timeZone, reminderTime, lastDeliveredLocalDate: last });
          if (r.due) {
            deliveredDates.push(r.localDate);
            last = r.localDate;
          }
        }
        expect(new Set(deliveredDates).size).toBe(deliveredDates.length);
        // 36 hours always contain at least one full local day's reminder.
        expect(deliveredDates.length).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 12 },
    );
  });

  it('property: when due, the local clock shows the reminder time or later (a gap pushes it forward)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), hhmm, instant, (timeZone, reminderTime, now) => {
        const r = isDue({ now, timeZone, reminderTime, lastDeliveredLocalDate: null });
        if (!r.due) return;
        expect(localDate(r.dueAt, timeZone)).toBe(r.localDate);
        expect(
          localTime(r.dueAt, timeZone) >= reminderTime ||
            instantAtLocal(r.localDate, reminderTime, timeZone) === r.dueAt,
        ).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('nextDeliveryAt', () => {
  it('is today when the time is ahead (or just passed) and today was not delivered, else tomorrow', () => {
    const base = { timeZone: 'Europe/London', reminderTime: '08:00' };
    expect(nextDeliveryAt({ ...base, now: at('2026-06-01T06:00:00Z'), lastDeliveredLocalDate: null })).toEqual({
      localDate: '2026-06-01',
      at: at('2026-06-01T07:00:00Z'),
    });
    // 09:00 BST, an hour after 08:00 and nothing sent yet: it goes now (catch-up), not tomorrow.
    expect(nextDeliveryAt({ ...base, now: at('2026-06-01T08:00:00Z'), lastDeliveredLocalDate: '2026-05-31' })).toEqual({
      localDate: '2026-06-01',
      at: at('2026-06-01T08:00:00Z'),
    });
    // 13:00 BST: past the catch-up window, so tomorrow.
    expect(
      nextDeliveryAt({ ...base, now: at('2026-06-01T12:00:00Z'), lastDeliveredLocalDate: '2026-05-31' }).localDate,
    ).toBe('2026-06-02');
    expect(
      nextDeliveryAt({ ...base, now: at('2026-06-01T06:00:00Z'), lastDeliveredLocalDate: '2026-06-01' }).localDate,
    ).toBe(addDays('2026-06-01', 1));
  });
});
