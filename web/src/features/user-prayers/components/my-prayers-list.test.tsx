// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { UserPrayer } from '../../../lib/user-prayers';
import { MyPrayersList } from './my-prayers-list';

const prayer = (p: Partial<UserPrayer> & Pick<UserPrayer, 'id' | 'title'>): UserPrayer => ({
  content: 'Words of the prayer.',
  date: '2026-11-20',
  isPublic: false,
  isAnonymous: false,
  createdAt: '2026-11-20T08:00:00Z',
  answeredAt: null,
  answeredNote: null,
  audience: { kind: 'only_me' },
  asksAt: null,
  archivedAt: null,
  ...p,
});

describe('My Prayers and answered prayers', () => {
  it('shows which prayers were answered, with the note, and offers Mark answered on the others', async () => {
    const { calls } = stubFetch([
      {
        path: '/api/user/prayers',
        body: [
          prayer({
            id: 1,
            title: 'For my mother',
            answeredAt: '2026-11-21T10:00:00Z',
            answeredNote: 'She is well again.',
          }),
          prayer({ id: 2, title: 'For a new job' }),
        ],
      },
      { method: 'POST', path: '/api/user/prayers/2/answered', body: { id: 2 } },
    ]);
    renderWithProviders(<MyPrayersList />);
    const answered = (await screen.findByRole('heading', { name: 'For my mother' })).closest('li')!;
    expect(within(answered).getByText('Answered')).toBeInTheDocument();
    expect(within(answered).getByText('She is well again.')).toBeInTheDocument();
    expect(within(answered).queryByRole('button', { name: /Mark answered/ })).not.toBeInTheDocument();

    const open = screen.getByRole('heading', { name: 'For a new job' }).closest('li')!;
    expect(within(open).queryByText('Answered')).not.toBeInTheDocument();
    await userEvent.click(within(open).getByRole('button', { name: /Mark answered/ }));
    // A private prayer: nobody else is told.
    const dialog = await screen.findByRole('dialog', { name: 'Mark as answered' });
    expect(within(dialog).getByText('It stays private: only you see that it was answered.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('How was it answered? (optional)'), 'Started Monday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark answered' }));
    await screen.findByText('Your prayer is marked answered.');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/user/prayers/2/answered',
      body: { note: 'Started Monday' },
    });
  });
});
