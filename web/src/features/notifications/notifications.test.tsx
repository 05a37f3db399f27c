// @vitest-environment jsdom
import '../../../vitest.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationView } from '@dps/core/notifications/notification';
import { timeAgo } from '../../lib/dates';
import { renderWithProviders, stubFetch } from '../../testing/test-utils';
import { NotificationBell } from './components/notification-bell';
import { badgeLabel, dotColorClass } from './notification-style';

const MIN = 60_000;

function note(id: number, over: Partial<NotificationView> = {}): NotificationView {
  return {
    id,
    kind: 'reflection_like',
    title: `Note ${id}`,
    body: '',
    link: `/?reflection=${id}`,
    read: false,
    createdAt: new Date(Date.now() - id * MIN).toISOString(),
    ...over,
  };
}

describe('notification badge', () => {
  it('caps the unread count at "9+"', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
    expect(badgeLabel(250)).toBe('9+');
  });

  it("shows the server's unread count on the bell, nothing when all are read", async () => {
    stubFetch([{ path: '/api/notifications', body: { notifications: [note(1)], unreadCount: 12 } }]);
    const { unmount } = renderWithProviders(<NotificationBell />);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('9+');
    expect(screen.getByRole('button', { name: 'Notifications, 12 unread' })).toBeInTheDocument();
    unmount();
    stubFetch([{ path: '/api/notifications', body: { notifications: [note(1, { read: true })], unreadCount: 0 } }]);
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('colours the dot by kind', () => {
    expect(dotColorClass('welcome')).toContain('gold');
    expect(dotColorClass('reflection_like')).toContain('red');
    expect(dotColorClass('streak_milestone')).toContain('green');
    expect(dotColorClass('something new')).toContain('slate');
  });
});

describe('notification time labels', () => {
  const now = Date.parse('2025-06-25T12:00:00Z');
  it.each([
    [0, '0m ago'],
    [30 * MIN, '30m ago'],
    [59 * MIN, '59m ago'],
    [60 * MIN, '1h ago'],
    [2 * 60 * MIN, '2h ago'],
    [23 * 60 * MIN + 59 * MIN, '23h ago'],
    [24 * 60 * MIN, '1d ago'],
    [3 * 24 * 60 * MIN + 5 * MIN, '3d ago'],
  ])('%i ms ago reads "%s"', (ago, label) => {
    expect(timeAgo(now - ago, now)).toBe(label);
  });
});

describe('the panel', () => {
  it('marks read, marks all read and removes through the API, updating the badge at once', async () => {
    const user = userEvent.setup();
    const list = { notifications: [note(1), note(2), note(3, { kind: 'welcome', link: '/' })], unreadCount: 3 };
    const { calls } = stubFetch([
      { path: '/api/notifications', body: list },
      { method: 'POST', path: /^\/api\/notifications\/\d+\/read$/, body: { read: true } },
      { method: 'POST', path: '/api/notifications/read-all', body: { marked: 2 } },
      { method: 'DELETE', path: /^\/api\/notifications\/\d+$/, body: { removed: true } },
    ]);
    renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByTestId('notification')).toHaveLength(3);

    // The server's state after the call, as the refetch that follows will see it.
    list.notifications[0] = { ...list.notifications[0]!, read: true };
    list.unreadCount = 2;
    await user.click(within(panel).getByRole('button', { name: 'Mark "Note 1" as read' }));
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/notifications/1/read')).toBe(true);

    await user.click(within(panel).getByRole('button', { name: 'Remove "Note 2"' }));
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/notifications/2')).toBe(true);

    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/notifications/read-all')).toBe(true);
  });

  it('shows "No notifications" for an empty list', async () => {
    const user = userEvent.setup();
    stubFetch([{ path: '/api/notifications', body: { notifications: [], unreadCount: 0 } }]);
    renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No notifications')).toBeInTheDocument();
    expect(within(panel).getByText("You're all caught up!")).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('a tap opens what the notification refers to and marks it read', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([
      {
        path: '/api/notifications',
        body: { notifications: [note(7, { title: 'Ben liked your reflection' })], unreadCount: 1 },
      },
      { method: 'POST', path: '/api/notifications/7/read', body: { read: true } },
    ]);
    renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: /^Ben liked your reflection/ }));
    expect(window.location.pathname + window.location.search).toBe('/?reflection=7');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/notifications/7/read')).toBe(true);
  });
});
