// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { MyGroupPlan } from '../api/plans';
import { GroupPlans } from './group-plans';
import { PlansBrowse } from './plans-browse';

const days: MyGroupPlan['days'] = [
  { day: 1, date: '2026-05-04', title: "Don't Forget", passages: ['Psalm 103:1-14'] },
  { day: 2, date: '2026-05-05', title: 'The One Who Came Back', passages: ['Luke 17:11-19'] },
  { day: 3, date: '2026-05-06', title: 'In Everything', passages: ['1 Thessalonians 5:16-18', 'Philippians 4:4-7'] },
  { day: 4, date: '2026-05-07', title: 'Day Four', passages: ['Psalm 100'] },
  { day: 5, date: '2026-05-08', title: 'Day Five', passages: ['Psalm 136:1-9'] },
];
const base = {
  planId: 'a-week-of-thanks',
  planTitle: 'Learning to Give Thanks',
  language: 'en' as const,
  length: 5,
  startDate: '2026-05-04',
  finished: false,
  days,
};
/** Day 3 in a Telegram group: 2 marked it; the person read day 1 only (day 2 waits, and today's). */
const telegram: MyGroupPlan = {
  ...base,
  runId: 7,
  channel: 'telegram',
  chatTitle: 'Morning Prayer',
  group: {
    today: '2026-05-06',
    dueThrough: 3,
    dayToday: 3,
    endDate: '2026-05-08',
    summaryDate: '2026-05-09',
    counts: { doneByDay: [3, 2, 2, 0, 0], members: 3, finished: 0 },
  },
  me: { done: [1], catchUp: [2, 3], behind: true, finished: false },
};
/** Day 3 in a Slack channel; the person has read every day that came. */
const slack: MyGroupPlan = {
  ...base,
  runId: 8,
  channel: 'slack_channel',
  chatTitle: null,
  group: { ...telegram.group, counts: { doneByDay: [1, 1, 1, 0, 0], members: 1, finished: 0 } },
  me: { done: [1, 2, 3], catchUp: [], behind: false, finished: false },
};
/** Over: 2 of 4 read every day, the person among them. */
const finished: MyGroupPlan = {
  ...base,
  runId: 9,
  channel: 'telegram',
  chatTitle: 'Youth',
  finished: true,
  group: {
    today: '2026-05-10',
    dueThrough: 5,
    dayToday: null,
    endDate: '2026-05-08',
    summaryDate: '2026-05-09',
    counts: { doneByDay: [4, 3, 3, 2, 2], members: 4, finished: 2 },
  },
  me: { done: [1, 2, 3, 4, 5], catchUp: [], behind: false, finished: true },
};

describe('group plans on /plans', () => {
  it('shows each group plan: the chat, the group’s day and count, the person’s own place and the passages', async () => {
    stubFetch([{ path: '/api/plans/groups', body: [telegram, slack, finished] }]);
    renderWithProviders(<GroupPlans />);
    const section = await screen.findByRole('region', { name: 'With your groups' });
    const [tg, sl, done] = within(section).getAllByTestId('group-plan');

    expect(within(tg!).getByText('Learning to Give Thanks')).toBeInTheDocument();
    expect(within(tg!).getByText('With Morning Prayer on Telegram')).toBeInTheDocument();
    expect(tg).toHaveTextContent('Day 3 of 5 for the group · 2 marked today’s day');
    expect(tg).toHaveTextContent('You have 1 day to catch up · 1 of 5 done');
    expect(within(tg!).getByText('Today: In Everything')).toBeInTheDocument();
    expect(within(tg!).getByRole('link', { name: 'Philippians 4:4-7' })).toHaveAttribute(
      'href',
      '/bible?ref=Philippians%204%3A4-7',
    );
    expect(within(tg!).getByText('Waiting for you')).toBeInTheDocument();
    expect(within(tg!).getByText('Day 2: The One Who Came Back')).toBeInTheDocument();
    expect(within(tg!).getByRole('link', { name: 'Luke 17:11-19' })).toHaveAttribute(
      'href',
      '/bible?ref=Luke%2017%3A11-19',
    );

    expect(within(sl!).getByText('With a Slack channel')).toBeInTheDocument();
    expect(sl).toHaveTextContent('You’re up to date · 3 of 5 done');
    expect(sl).toHaveTextContent('1 marked today’s day');

    expect(done).toHaveTextContent('Finished: 2 of 4 read all 5 days');
    expect(done).toHaveTextContent('You read every day');
    expect(within(done!).queryByRole('link')).toBeNull();
  });

  it('is hidden when the person reads no plan with a group', async () => {
    const { calls } = stubFetch([
      { path: '/api/plans', body: [] },
      { path: '/api/plans/mine', body: { open: [], finished: [] } },
      { path: '/api/plans/groups', body: [] },
    ]);
    const { queryClient } = renderWithProviders(<PlansBrowse />);
    expect(await screen.findByRole('heading', { name: 'Reading Plans', level: 1 })).toBeInTheDocument();
    await screen.findByText('No plans match. Try another topic or length.');
    expect(calls.some((c) => c.url === '/api/plans/groups')).toBe(true);
    await waitFor(() => expect(queryClient.getQueryState(['/api/plans/groups'])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'With your groups' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    stubFetch([{ path: '/api/plans/groups', body: [telegram, slack] }]);
    renderWithProviders(<GroupPlans />, { language: 'es' });
    const section = await screen.findByRole('region', { name: 'Con tus grupos' });
    const [tg, sl] = within(section).getAllByTestId('group-plan');
    expect(within(tg!).getByText('Con Morning Prayer en Telegram')).toBeInTheDocument();
    expect(tg).toHaveTextContent('Día 3 de 5 para el grupo · 2 marcaron el día de hoy');
    expect(tg).toHaveTextContent('Tienes 1 día para ponerte al día · 1 de 5 hechos');
    expect(within(tg!).getByText('Hoy: In Everything')).toBeInTheDocument();
    expect(within(tg!).getByText('Te esperan')).toBeInTheDocument();
    expect(within(sl!).getByText('Con un canal de Slack')).toBeInTheDocument();
    expect(sl).toHaveTextContent('Vas al día · 3 de 5 hechos');
  });
});
