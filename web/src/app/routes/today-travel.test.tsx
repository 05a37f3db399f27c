// @vitest-environment jsdom
import '../../../vitest.setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../lib/dates';
import { renderWithProviders, stubFetch } from '../../testing/test-utils';
import type { DailyPrayer } from '../../lib/prayer-of-day';
import type { User } from '../../lib/auth';
import { TodayRoute } from './today';

const member: User = {
  id: 1,
  firstName: 'Ruth',
  lastName: '',
  email: 'ruth@example.com',
  profileImageUrl: null,
  role: 'user',
};
const prayerOf = (date: string, id: number, title: string): DailyPrayer => ({
  id,
  title,
  content: 'Lord, be near.\n\nAmen.',
  scripture: null,
  scriptureReference: null,
  date,
  isFavorited: false,
  isCompleted: false,
});

describe('Today on a traveller’s device', () => {
  it('a week fetched without the device’s date is asked for again, and the device’s prayer shows', async () => {
    // The settings' zone is a day ahead: the daily answer is tomorrow's (for this device).
    const tomorrow = prayerOf(addDays(new Date(), 1), 8, 'Prayer of the settings’ date');
    const here = prayerOf(todayIso(), 7, 'Prayer of the date where I am');
    const daysAsked = () => stub.calls.filter((c) => c.url.startsWith('/api/prayers/days')).length;
    const stub = stubFetch([
      { path: '/api/prayers/daily', body: tomorrow },
      {
        path: '/api/prayers/days',
        // First a week that starts at the settings' date (as a preload made for the settings' zone),
        // then the device's own week.
        get body() {
          return daysAsked() === 1
            ? [{ date: tomorrow.date, prayer: tomorrow }]
            : [
                { date: here.date, prayer: here },
                { date: tomorrow.date, prayer: tomorrow },
              ];
        },
      },
      { path: '/api/progress/streak', body: { streak: 0, bestStreak: 0 } },
      { path: '/api/plans/mine', body: { open: [], finished: [] } },
      { path: '/api/user/prayers/today', body: [] },
      { path: /^\/api\/prayers\/\d+\/reflections$/, body: [] },
    ]);
    renderWithProviders(<TodayRoute user={member} />);
    expect(await screen.findByRole('heading', { name: here.title })).toBeInTheDocument();
    expect(screen.queryByText('No daily prayer available today.')).not.toBeInTheDocument();
    expect(daysAsked()).toBe(2);
  });

  it('a week that still lacks the date says there is no prayer, and asks no more', async () => {
    const tomorrow = prayerOf(addDays(new Date(), 1), 8, 'Prayer of the settings’ date');
    const { calls } = stubFetch([
      { path: '/api/prayers/daily', body: tomorrow },
      { path: '/api/prayers/days', body: [{ date: tomorrow.date, prayer: tomorrow }] },
      { path: '/api/progress/streak', body: { streak: 0, bestStreak: 0 } },
      { path: '/api/plans/mine', body: { open: [], finished: [] } },
      { path: '/api/user/prayers/today', body: [] },
    ]);
    renderWithProviders(<TodayRoute user={member} />);
    expect(await screen.findByText('No daily prayer available today.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(calls.filter((c) => c.url.startsWith('/api/prayers/days'))).toHaveLength(2);
  });
});
