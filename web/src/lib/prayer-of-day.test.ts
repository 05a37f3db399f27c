import { describe, expect, it } from 'vitest';
import type { DailyPrayer, PrayerOfDay } from './prayer-of-day';
import { pickPrayerOfDay } from './prayer-of-day';

const prayer = (id: number, date: string) =>
  ({ id, date, title: `P${id}`, content: 'C', scripture: null, scriptureReference: null }) as unknown as DailyPrayer;
const week: PrayerOfDay[] = [
  { date: '2026-11-22', prayer: prayer(1, '2026-11-22') },
  { date: '2026-11-23', prayer: prayer(2, '2026-11-23') },
] as unknown as PrayerOfDay[];

describe('the prayer of the day (Today and the service worker’s copy)', () => {
  it('is the daily answer when it is for that day', () => {
    expect(pickPrayerOfDay(prayer(9, '2026-11-22'), week, '2026-11-22')?.id).toBe(9);
  });
  it('after midnight, with yesterday’s answer still kept, is that day from the week fetched ahead', () => {
    expect(pickPrayerOfDay(prayer(1, '2026-11-22'), week, '2026-11-23')?.id).toBe(2);
  });
  it('is null when the server said there is none, and unknown when neither source has the day', () => {
    expect(pickPrayerOfDay(null, week, '2026-11-23')).toBeNull();
    expect(pickPrayerOfDay(undefined, week, '2026-11-30')).toBeUndefined();
    expect(pickPrayerOfDay(undefined, undefined, '2026-11-22')).toBeUndefined();
  });
});
