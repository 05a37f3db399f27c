// @vitest-environment jsdom
import '../../vitest.setup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigate } from '../lib/router';
import { renderWithProviders, stubFetch } from '../testing/test-utils';
import type { User } from '../lib/auth';
import { AppRouter } from './router';

const member: User = {
  id: 1,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  profileImageUrl: null,
  role: 'user',
};
const signedIn = (user: User, extra: Parameters<typeof stubFetch>[0] = []) =>
  stubFetch([
    { path: '/auth/session', body: { user } },
    {
      path: '/api/user/settings',
      body: {
        notifications: true,
        dailyReminders: false,
        reminderTime: '08:00',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    },
    { path: '/api/progress/streak', body: { streak: 3, bestStreak: 5 } },
    ...extra,
  ]);
const visitor = () => stubFetch([{ path: '/auth/session', body: { user: null } }]);

describe('routing and guards', () => {
  it('shows the landing page at / to a visitor', async () => {
    visitor();
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole('link', { name: 'Begin Your Prayer Journey' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });

  it('shows "404 Page Not Found" for an unknown path', async () => {
    visitor();
    navigate('/no-such-page');
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('toasts "Unauthorized" for a visitor on /profile, then goes to /login after 500 ms', async () => {
    visitor();
    navigate('/profile');
    renderWithProviders(<AppRouter />);
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/profile');
    await waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 2000 });
  });

  it('denies /admin to a non-admin and returns to / after 1000 ms', async () => {
    signedIn(member, [{ path: '/api/prayers/daily', body: null }]);
    navigate('/admin');
    renderWithProviders(<AppRouter />);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 2500 });
  });

  it('shows Today with the spec message when there is no daily prayer', async () => {
    signedIn(member, [{ path: '/api/prayers/daily', body: null }]);
    renderWithProviders(<AppRouter />);
    expect(await screen.findByText('No daily prayer available today.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Today's Prayer" })).toBeInTheDocument();
    expect(await screen.findByText("Keep going! You're building a beautiful habit.")).toBeInTheDocument();
    expect(screen.getByText(/Personal best: 5 days/)).toBeInTheDocument(); // the real best, not a placeholder
    // The reflection blocks need a prayer.
    expect(screen.queryByLabelText('Your reflection')).not.toBeInTheDocument();
    // Two navigations carry the tabs (decision 268): the side one (1024 px and wider, with Plans too)
    // and the bottom one (CSS shows one).
    const navs = screen.getAllByRole('navigation', { name: 'Main' });
    expect(navs).toHaveLength(2);
    const nav = navs[1]!;
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Today',
      'Bible',
      'Topics',
      'Progress',
      'Saved',
      'Profile',
    ]);
    expect(within(nav).getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    // The avatar link's name includes what it shows (the initials), as WCAG 2.5.3 asks.
    expect(screen.getByRole('link', { name: 'GH, your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'GH, your profile' })).toHaveTextContent('GH');
  });

  it("shows the bell's unread count from the server for the signed-in person", async () => {
    signedIn(member, [
      { path: '/api/prayers/daily', body: null },
      { path: '/api/notifications', body: { notifications: [], unreadCount: 12 } },
    ]);
    renderWithProviders(<AppRouter />);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('9+');
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('notifications_'))).toEqual([]);
  });

  it('shows a Google ?error= on /login to a visitor as "Login failed"', async () => {
    stubFetch([
      { path: '/auth/session', body: { user: null } },
      { path: '/api/config', body: { appName: 'x', devMode: false, googleEnabled: true, appleEnabled: false } },
    ]);
    navigate('/login?error=Google%20sign-in%20failed.%20Please%20try%20again.');
    renderWithProviders(<AppRouter />);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Google sign-in failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('a failed "Connect Google" (signed in, back on /login?error=) shows the message and returns to /profile', async () => {
    signedIn(member, [{ path: '/api/config', body: { appName: 'x', devMode: false, googleEnabled: true } }]);
    navigate('/login?error=This%20sign-in%20method%20is%20already%20connected%20to%20another%20account.');
    renderWithProviders(<AppRouter />);
    expect(await screen.findByText('Google not connected')).toBeInTheDocument();
    expect(screen.getByText('This sign-in method is already connected to another account.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(window.location.search).toBe('');
  });

  it('never moves the account to the device zone by itself: it offers the switch (decision 190)', async () => {
    const { calls } = stubFetch([
      { path: '/auth/session', body: { user: member } },
      {
        path: '/api/user/settings',
        body: { notifications: true, dailyReminders: false, reminderTime: '08:00', timeZone: 'Pacific/Chatham' },
      },
      { path: '/api/prayers/daily', body: null },
    ]);
    renderWithProviders(<AppRouter />);
    expect(await screen.findByText(/Your device is in/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
