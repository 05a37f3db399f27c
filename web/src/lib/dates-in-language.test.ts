import { describe, expect, it } from 'vitest';
import { longDateIn, shortDateIn, timeAgoIn } from './dates-in-language';
import { shortDate, timeAgo } from './dates';

const MIN = 60_000;
const now = Date.parse('2025-06-25T12:00:00Z');

describe('dates in the person’s language', () => {
  it('reads in English exactly as before', () => {
    expect(shortDateIn('en', '2025-06-25')).toBe(shortDate('2025-06-25'));
    expect(longDateIn('en', new Date(2025, 5, 25))).toBe('Wednesday, June 25, 2025');
    for (const ago of [0, 30 * MIN, 60 * MIN, 23 * 60 * MIN, 24 * 60 * MIN, 3 * 24 * 60 * MIN])
      expect(timeAgoIn('en', now - ago, now)).toBe(timeAgo(now - ago, now));
  });

  it('reads in Spanish with Spanish month and weekday names', () => {
    expect(shortDateIn('es', '2025-06-25')).toBe('25 jun 2025');
    expect(longDateIn('es', new Date(2025, 5, 25))).toBe('miércoles, 25 de junio de 2025');
    expect(timeAgoIn('es', now, now)).toBe('hace 0 min');
    expect(timeAgoIn('es', now - 5 * MIN, now)).toBe('hace 5 min');
    expect(timeAgoIn('es', now - 3 * 60 * MIN, now)).toBe('hace 3 h');
    expect(timeAgoIn('es', now - 24 * 60 * MIN, now)).toBe('hace 1 día');
    expect(timeAgoIn('es', now - 3 * 24 * 60 * MIN, now)).toBe('hace 3 días');
  });
});
