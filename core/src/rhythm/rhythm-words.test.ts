import { describe, expect, it } from 'vitest';
import { graceLine, graceNews, pauseLine, rhythmLine } from './rhythm-words';

describe('the rhythm in words, the same on every channel', () => {
  it('says the streak, grace days held, the rest day and a pause', () => {
    expect(rhythmLine({ streak: 12, graceHeld: 1, restDay: 0 })).toBe('12-day streak · 1 grace day held · rest day Sunday');
    expect(rhythmLine({ streak: 1, graceHeld: 2, restDay: null })).toBe('1-day streak · 2 grace days held');
    expect(rhythmLine({ streak: 0 })).toBe('No streak yet');
    expect(
      rhythmLine({ streak: 5, pause: { from: '2026-03-05', until: '2026-03-14' }, today: '2026-03-06' }),
    ).toBe('5-day streak · paused until March 14');
    // A pause that has not begun is not "paused" yet.
    expect(rhythmLine({ streak: 5, pause: { from: '2026-03-07', until: '2026-03-14' }, today: '2026-03-06' })).toBe('5-day streak');
  });

  it('tells when a grace day kept the streak', () => {
    expect(graceNews({ streak: 9, graceKeptOn: '2026-03-08' })).toBe('A grace day kept your streak on Sunday, March 8.');
    expect(graceNews({ streak: 9, graceKeptOn: null })).toBeNull();
  });

  it('says a pause in effect and one to come', () => {
    expect(pauseLine({ from: '2026-03-05', until: '2026-03-14' }, '2026-03-06')).toBe(
      'Your rhythm is paused until Saturday, March 14: no reminders, and your streak waits for you.',
    );
    expect(pauseLine({ from: '2026-03-07', until: '2026-03-14' }, '2026-03-06')).toMatch(/^Your rhythm pauses from Saturday, March 7/);
  });
});

describe('graceLine', () => {
  it('says what is held, or how far the next grace day is', () => {
    expect(graceLine(1, 0)).toBe('1 grace day held');
    expect(graceLine(2, 3)).toBe('2 grace days held');
    expect(graceLine(0, 0)).toBe('7 more days prayed earn a grace day');
    expect(graceLine(0, 6)).toBe('1 more day prayed earns a grace day');
  });
});
