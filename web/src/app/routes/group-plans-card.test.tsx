// @vitest-environment jsdom
/**
 * "With your groups" on Today and Progress (decision 273), not only on /plans: a member sees the
 * plan their group reads, where the group is and their own place, in English and Spanish.
 */
import '../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayIso, weekDays, weekStartSunday } from '../../lib/dates';
import { renderWithProviders, stubFetch } from '../../testing/test-utils';
import type { User } from '../../lib/auth';
import type { MyGroupPlan } from '../../features/plans/api/plans';
import ProgressRoute from './progress';
import { TodayRoute } from './today';

const member: User = {
  id: 1,
  firstName: 'Dana',
  lastName: '',
  email: 'dana@example.com',
  profileImageUrl: null,
  role: 'user',
};
const plan: MyGroupPlan = {
  runId: 7,
  planId: 'a-week-of-thanks',
  planTitle: 'Learning to Give Thanks',
  language: 'en',
  length: 5,
  startDate: '2026-05-04',
  channel: 'telegram',
  chatTitle: 'Morning Prayer',
  finished: false,
  group: {
    today: '2026-05-05',
    dueThrough: 2,
    dayToday: 2,
    endDate: '2026-05-08',
    summaryDate: '2026-05-09',
    counts: { doneByDay: [2, 1, 0, 0, 0], members: 2, finished: 0 },
  },
  me: { done: [1], catchUp: [2], behind: false, finished: false },
  days: [
    { day: 1, date: '2026-05-04', title: "Don't Forget", passages: ['Psalm 103:1-14'] },
    { day: 2, date: '2026-05-05', title: 'The One Who Came Back', passages: ['Luke 17:11-19'] },
    { day: 3, date: '2026-05-06', title: 'In Everything', passages: ['1 Thessalonians 5:16-18'] },
    { day: 4, date: '2026-05-07', title: 'Day Four', passages: ['Psalm 100'] },
    { day: 5, date: '2026-05-08', title: 'Day Five', passages: ['Psalm 136:1-9'] },
  ],
};

function stubToday(groups: MyGroupPlan[]) {
  return stubFetch([
    {
      path: '/api/prayers/daily',
      body: {
        id: 7,
        title: 'Light for the Way',
        content: 'Lord, guide my steps.',
        scripture: 'Thy word is a lamp unto my feet.',
        scriptureReference: 'Psalm 119:105 (KJV)',
        date: todayIso(),
        isFavorited: false,
        isCompleted: false,
      },
    },
    { path: '/api/prayers/days', body: [] },
    { path: '/api/progress/streak', body: { streak: 4, bestStreak: 9 } },
    { path: '/api/plans/mine', body: { open: [], finished: [] } },
    { path: '/api/plans/groups', body: groups },
    { path: '/api/user/prayers/today', body: [] },
    { path: /^\/api\/prayers\/\d+\/reflections$/, body: [] },
  ]);
}

function stubProgress(groups: MyGroupPlan[]) {
  return stubFetch([
    {
      path: '/api/progress/streak',
      body: {
        streak: 4,
        bestStreak: 9,
        today: '2026-05-05',
        graceHeld: 0,
        towardNextGrace: 3,
        graceKeptOn: null,
        restDay: null,
        restReminders: 'gentle',
        pause: null,
      },
    },
    { path: '/api/progress/weekly', body: weekDays(weekStartSunday()).map((date) => ({ date, completed: false })) },
    {
      path: '/api/progress/year',
      body: {
        year: 2026,
        marks: 'n'.repeat(365),
        daysPrayed: 0,
        graceDays: 0,
        restDays: 0,
        pausedDays: 0,
        travelDays: 0,
        missedDays: 0,
      },
    },
    {
      path: '/api/progress/stats',
      body: { totalPrayers: 0, topicPrayers: 0, favoritePrayers: 0, reflectionsShared: 0, daysActive: 0 },
    },
    { path: '/api/goals', body: [] },
    { path: '/api/plans/mine', body: { open: [], finished: [] } },
    { path: '/api/plans/groups', body: groups },
  ]);
}

describe('With your groups on Today and Progress', () => {
  it('Today shows the group’s plan, its day and the person’s own place', async () => {
    stubToday([plan]);
    renderWithProviders(<TodayRoute user={member} />);
    const card = await screen.findByRole('region', { name: 'With your groups' });
    expect(within(card).getByText('Learning to Give Thanks')).toBeInTheDocument();
    expect(within(card).getByText('With Morning Prayer on Telegram')).toBeInTheDocument();
    expect(card).toHaveTextContent('Day 2 of 5 for the group · 1 marked today’s day');
    expect(within(card).getByText('Today: The One Who Came Back')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Luke 17:11-19' })).toHaveAttribute(
      'href',
      '/bible?ref=Luke%2017%3A11-19',
    );
  });

  it('Progress shows it too, in Spanish', async () => {
    stubProgress([plan]);
    renderWithProviders(<ProgressRoute />, { language: 'es' });
    const card = await screen.findByRole('region', { name: 'Con tus grupos' });
    expect(card).toHaveTextContent('Día 2 de 5 para el grupo · 1 marcó el día de hoy');
    expect(within(card).getByText('Con Morning Prayer en Telegram')).toBeInTheDocument();
  });

  it('neither shows the card when the person reads no plan with a group', async () => {
    stubToday([]);
    renderWithProviders(<TodayRoute user={member} />);
    expect(await screen.findByRole('heading', { name: 'Light for the Way' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'With your groups' })).toBeNull();
  });
});
