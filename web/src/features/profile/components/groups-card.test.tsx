// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { GroupsCard } from './groups-card';

describe("Profile: leaders may see that I've been away", () => {
  it('is off until the person turns it on, and says leaders never see what they pray', async () => {
    const { calls } = stubFetch([
      { path: '/api/user/settings', body: { timeZone: 'UTC', awayVisibleToLeaders: false } },
      { method: 'PUT', path: '/api/user/settings', body: { timeZone: 'UTC', awayVisibleToLeaders: true } },
    ]);
    renderWithProviders(<GroupsCard />);
    expect(screen.getByRole('link', { name: 'My groups' })).toHaveAttribute('href', '/groups');
    const toggle = screen.getByRole('switch', { name: "Leaders may see that I've been away" });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/They never see what you pray\./);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { awayVisibleToLeaders: true } });
  });

  it('in Spanish', async () => {
    stubFetch([{ path: '/api/user/settings', body: { timeZone: 'UTC', awayVisibleToLeaders: true } }]);
    renderWithProviders(<GroupsCard />, { language: 'es' });
    const toggle = screen.getByRole('switch', { name: 'Quienes guían mis grupos pueden ver que he estado ausente' });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByRole('link', { name: 'Mis grupos' })).toBeInTheDocument();
  });
});
