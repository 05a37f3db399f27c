// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { AppConfig } from '../../../lib/config';
import type { User } from '../../../lib/auth';
import { ProfilePage } from './profile-page';

const person: User = {
  id: 5,
  firstName: 'Ruth',
  lastName: 'Moab',
  email: 'ruth@example.com',
  profileImageUrl: null,
  role: 'user',
};

const config = (googleEnabled: boolean): AppConfig => ({
  appName: 'x',
  devMode: false,
  googleEnabled,
  appleEnabled: false,
  appleClientId: null,
  telegramBotUsername: null,
  passwordReset: true,
  slackEnabled: false,
  slackInstallUrl: null,
});

const routes = (googleEnabled: boolean) => [
  { path: '/api/config', body: config(googleEnabled) },
  {
    path: '/api/user/settings',
    body: { notifications: true, dailyReminders: false, reminderTime: '08:00', timeZone: 'UTC' },
  },
];

describe('profile: Connect Google', () => {
  it('offers "Connect Google" as a plain link to /auth/google when the server has Google configured', async () => {
    stubFetch(routes(true));
    renderWithProviders(<ProfilePage user={person} />);
    const link = await screen.findByRole('link', { name: /Connect Google/ });
    // A full page load of the server route, not a client-side navigation.
    expect(link).toHaveAttribute('href', '/auth/google');
    expect(link).not.toHaveAttribute('target');
  });

  it('hides it when Google is not configured', async () => {
    const { calls } = stubFetch(routes(false));
    renderWithProviders(<ProfilePage user={person} />);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/config')).toBe(true));
    expect(await screen.findByText('Connect a chat with a code')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Connect Google/ })).not.toBeInTheDocument();
  });
});
