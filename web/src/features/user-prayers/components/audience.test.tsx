// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { Circle } from '../../../lib/circles';
import type { UserPrayer } from '../../../lib/user-prayers';
import { MyPrayersList } from './my-prayers-list';
import { OwnPrayerCard } from './own-prayer-card';

const circle = (id: number, title: string): Circle => ({
  id,
  title,
  channel: 'telegram',
  isLeader: false,
  memberCount: 5,
  openRequests: 1,
  weeklyDay: 0,
  weeklyTime: null,
  postTime: null,
  timeZone: null,
});
const circles = { path: '/api/circles', body: { circles: [circle(1, 'Home group'), circle(2, 'Youth')] } };

const prayer = (p: Partial<UserPrayer> & Pick<UserPrayer, 'id' | 'title'>): UserPrayer => ({
  content: 'Words of the request.',
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

describe('who can read a request: the picker on Today', () => {
  it('starts at Only me; My groups asks for a group; Everyone says strangers will read it; the choice is sent', async () => {
    const { calls } = stubFetch([
      circles,
      { path: '/api/user/prayers/today', body: [] },
      { method: 'POST', path: '/api/user/prayers', body: prayer({ id: 9, title: 'Exams' }) },
    ]);
    renderWithProviders(<OwnPrayerCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Write Your Prayer' }));
    const group = screen.getByRole('group', { name: 'Who can read it?' });
    expect(within(group).getByRole('radio', { name: /Only me/ })).toBeChecked();
    // First name or Anonymous only matters once someone else reads it.
    expect(screen.queryByRole('checkbox', { name: 'Post anonymously' })).toBeNull();
    expect(await within(group).findByRole('radio', { name: /My groups/ })).not.toBeChecked();

    // The keyboard moves between the choices, as radios do.
    within(group)
      .getByRole('radio', { name: /Only me/ })
      .focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: /My groups/ })).toBeChecked();

    await userEvent.type(screen.getByLabelText('Title'), 'Exams');
    await userEvent.type(screen.getByLabelText('Prayer'), 'Calm for Friday.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Prayer' }));
    expect(within(group).getByRole('alert')).toHaveTextContent('Pick at least one group.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const everyone = within(group).getByRole('radio', { name: /Everyone/ });
    expect(everyone).toHaveAccessibleDescription("On the public prayer wall: people you don't know will read it.");
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Youth' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Post anonymously' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Prayer' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/user/prayers',
        body: {
          title: 'Exams',
          isPublic: false,
          isAnonymous: true,
          audience: { kind: 'circles', circleIds: [2] },
        },
      }),
    );
  });
});

describe('My requests: where each is shared, when it will ask, archived ones apart', () => {
  it('names the audience beside each, changes it, and gives the question’s day in the person’s zone', async () => {
    const { calls } = stubFetch([
      circles,
      // Midnight in UTC is still the evening before in Los Angeles: the person's zone decides the day.
      { path: '/api/user/settings', body: { timeZone: 'America/Los_Angeles' } },
      {
        path: '/api/user/prayers',
        body: [
          prayer({ id: 1, title: 'For my mother', asksAt: '2027-01-06T03:00:00Z' }),
          prayer({
            id: 2,
            title: 'Surgery',
            audience: {
              kind: 'circles',
              circles: [
                { id: 1, title: 'Home group' },
                { id: 2, title: 'Youth' },
              ],
            },
            asksAt: '2027-01-10T18:00:00Z',
          }),
          prayer({ id: 3, title: 'Peace', isPublic: true, audience: { kind: 'everyone' } }),
          prayer({ id: 4, title: 'An old one', archivedAt: '2026-12-01T10:00:00Z' }),
        ],
      },
      { method: 'PUT', path: '/api/user/prayers/1/audience', body: prayer({ id: 1, title: 'For my mother' }) },
    ]);
    renderWithProviders(<MyPrayersList />);
    const mother = (await screen.findByRole('heading', { name: 'For my mother' })).closest('li')!;
    expect(mother).toHaveTextContent('Who can read it:Only me');
    await waitFor(() => expect(mother).toHaveTextContent("On Jan 5 we'll ask if you're still praying for it."));
    const surgery = screen.getByRole('heading', { name: 'Surgery' }).closest('li')!;
    expect(surgery).toHaveTextContent('Home group, Youth');
    expect(surgery).toHaveTextContent("On Jan 10 we'll ask");
    expect(screen.getByRole('heading', { name: 'Peace' }).closest('li')).toHaveTextContent('Everyone');

    const archived = screen.getByRole('region', { name: 'Archived' });
    expect(within(archived).getByRole('heading', { name: 'An old one' })).toBeInTheDocument();
    expect(within(archived).queryByRole('button', { name: /Change who can read/ })).toBeNull();
    expect(within(archived).queryByRole('button', { name: /Mark answered/ })).toBeNull();
    expect(mother.closest('[aria-labelledby="archived-requests"]')).toBeNull();

    await userEvent.click(within(mother).getByRole('button', { name: 'Change who can read For my mother' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who can read it?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /My groups/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Home group' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Who can read it is updated');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/user/prayers/1/audience',
      body: { audience: { kind: 'circles', circleIds: [1] } },
    });
  });

  it('in Spanish', async () => {
    stubFetch([
      circles,
      { path: '/api/user/settings', body: { timeZone: 'Europe/Madrid' } },
      {
        path: '/api/user/prayers',
        body: [
          prayer({ id: 1, title: 'Por mi madre', asksAt: '2027-01-06T10:00:00Z' }),
          prayer({ id: 2, title: 'Paz', isPublic: true, audience: { kind: 'everyone' } }),
          prayer({ id: 3, title: 'Vieja', archivedAt: '2026-12-01T10:00:00Z' }),
        ],
      },
    ]);
    renderWithProviders(<MyPrayersList />, { language: 'es' });
    const mother = (await screen.findByRole('heading', { name: 'Por mi madre' })).closest('li')!;
    expect(mother).toHaveTextContent('Solo yo');
    await waitFor(() => expect(mother).toHaveTextContent('El 6 ene te preguntaremos si sigues orando por ella.'));
    expect(within(mother).getByRole('button', { name: 'Cambiar quién puede leer Por mi madre' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paz' }).closest('li')).toHaveTextContent('Todos');
    expect(screen.getByRole('region', { name: 'Archivadas' })).toHaveTextContent('Archivada el 1 dic 2026');
  });
});
