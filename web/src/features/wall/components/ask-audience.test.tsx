// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { WallPage } from './wall-page';

const circles = {
  path: '/api/circles',
  body: {
    circles: [
      {
        id: 7,
        title: 'Home group',
        channel: 'slack_channel',
        isLeader: false,
        memberCount: 4,
        openRequests: 2,
        weeklyDay: 0,
        weeklyTime: null,
        postTime: null,
        timeZone: null,
      },
    ],
  },
};

describe('asking for prayer from the wall', () => {
  it('chooses nothing for the person: reaching everyone is picked, never assumed', async () => {
    window.history.replaceState(null, '', '/wall');
    const { calls } = stubFetch([
      circles,
      { path: '/api/wall', body: { items: [], nextCursor: null } },
      { method: 'POST', path: '/api/user/prayers', body: { id: 3 } },
    ]);
    renderWithProviders(<WallPage />);
    // The group's requests are on its own page, not here.
    expect(await screen.findByRole('link', { name: /My groups/ })).toHaveAttribute('href', '/groups');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for prayer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for prayer' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Healing');
    await userEvent.type(within(dialog).getByLabelText('Your request'), 'For my father.');
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose who can read it.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // One group: choosing "My groups" means that group.
    await userEvent.click(await within(dialog).findByRole('radio', { name: /My groups/ }));
    expect(within(dialog).getByRole('checkbox', { name: 'Home group' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share request' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        isPublic: false,
        audience: { kind: 'circles', circleIds: [7] },
      }),
    );
  });

  it('in Spanish, Everyone says who will read it', async () => {
    window.history.replaceState(null, '', '/wall');
    const { calls } = stubFetch([
      { path: '/api/circles', body: { circles: [] } },
      { path: '/api/wall', body: { items: [], nextCursor: null } },
      { method: 'POST', path: '/api/user/prayers', body: { id: 3 } },
    ]);
    renderWithProviders(<WallPage />, { language: 'es' });
    await userEvent.click(screen.getByRole('button', { name: 'Pedir oración' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir oración' });
    const group = within(dialog).getByRole('group', { name: '¿Quién puede leerla?' });
    expect(within(group).queryByRole('radio', { name: /Mis grupos/ })).toBeNull();
    const everyone = within(group).getByRole('radio', { name: /Todos/ });
    expect(everyone).toHaveAccessibleDescription('En el muro de oración público: la leerán personas que no conoces.');
    await userEvent.type(within(dialog).getByLabelText('Título'), 'Paz');
    await userEvent.type(within(dialog).getByLabelText('Tu petición'), 'Por mi ciudad.');
    await userEvent.click(everyone);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compartir petición' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        isPublic: true,
        audience: { kind: 'everyone' },
      }),
    );
  });
});
