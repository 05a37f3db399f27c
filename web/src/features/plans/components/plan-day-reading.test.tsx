// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPassage } from '@dps/core/scripture/get-passage';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { PlanDetail, PlanRunView } from '../api/plans';
import { PlanDay } from './plan-day';

// Decision 267: a plan day holds its reading; the reader it opens leads back (back-to-plan-day.test.tsx).
const plan: PlanDetail = {
  id: 'rest-in-the-psalms',
  language: 'en',
  title: 'Rest in the Psalms',
  summary: 'Seven days of rest.',
  description: 'A psalm a day.',
  length: 7,
  kind: 'devotional',
  tags: ['rest'],
  season: null,
  status: 'published',
  days: Array.from({ length: 7 }, (_, i) => ({
    day: i + 1,
    title: `Day ${i + 1}`,
    passages: i === 2 ? ['Psalm 23:1-2', 'Psalm 119'] : ['Psalm 4'],
    reflection: null,
    prayer: null,
    question: null,
  })),
};
const run: PlanRunView = {
  id: 5,
  planId: plan.id,
  planTitle: plan.title,
  planLanguage: 'en',
  kind: 'devotional',
  startDate: '2026-03-08',
  pausedOn: null,
  leftAt: null,
  finishedAt: null,
  position: {
    state: 'active',
    dueThrough: 3,
    current: 3,
    catchUp: [3],
    next: { day: 4, date: '2026-03-11' },
    done: 2,
    length: 7,
  },
  doneDays: [1, 2],
};
// The person reads the KJV (their setting): the day asks for it by name.
const psalm23 = getPassage({ ref: 'Psalm 23:1-2', version: 'kjv' });

describe('a plan day holds its reading', () => {
  it('shows the passage inline in the person’s Bible, Mark day 3 done below it, and a link to the reader', async () => {
    const { calls } = stubFetch([
      { path: '/api/plans/runs/5', body: { run, plan } },
      { path: '/api/scripture/passage', body: psalm23 },
      { path: '/api/user/settings', body: { bibleVersion: 'kjv' } },
    ]);
    renderWithProviders(<PlanDay runId="5" day="3" />);
    const read = await screen.findByRole('region', { name: 'Read' });
    const first = await within(read).findByRole('article', { name: 'Psalm 23:1-2' });
    expect(await within(first).findByText(psalm23.verses[0]!.text)).toBeInTheDocument();
    expect(within(first).getByText('KJV')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Psalm 23:1-2' })).toHaveAttribute(
      'href',
      '/bible?ref=Psalm%2023%3A1-2&run=5&day=3',
    );
    // The person's setting, named: a changed setting is a new address, never the old version kept.
    const asked = calls.filter((c) => c.url.startsWith('/api/scripture/passage')).map((c) => c.url);
    expect(asked).toContain('/api/scripture/passage?ref=Psalm%2023%3A1-2&version=kjv');

    const markDone = screen.getByRole('button', { name: 'Mark day 3 done' });
    expect(first.compareDocumentPosition(markDone) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps only the link for a passage it cannot show inline', async () => {
    stubFetch([
      { path: '/api/plans/runs/5', body: { run, plan } },
      { path: '/api/scripture/passage', status: 400, body: { error: 'Too long' } },
      { path: '/api/user/settings', body: { bibleVersion: 'kjv' } },
    ]);
    renderWithProviders(<PlanDay runId="5" day="3" />);
    const long = await screen.findByRole('article', { name: 'Psalm 119' });
    expect(await within(long).findByText('Open it in the Bible reader.')).toBeInTheDocument();
    expect(within(long).getByRole('link', { name: 'Psalm 119' })).toHaveAttribute(
      'href',
      '/bible?ref=Psalm%20119&run=5&day=3',
    );
  });
});
