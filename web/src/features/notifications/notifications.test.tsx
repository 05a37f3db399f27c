// @vitest-environment jsdom
import '../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../lib/dates';
import { renderWithProviders } from '../../testing/test-utils';
import { NotificationBell } from './components/notification-bell';
import {
  badgeLabel,
  defaultNotifications,
  loadNotifications,
  storageKey,
  type AppNotification,
} from './notifications-store';

const MIN = 60_000;

function seed(userId: number, count: number, read = false) {
  const list: AppNotification[] = Array.from({ length: count }, (_, i) => ({
    id: `n${i}`,
    title: `Note ${i}`,
    message: 'Hello',
    type: 'content',
    read,
    timestamp: new Date(Date.now() - (i + 1) * MIN).toISOString(),
  }));
  window.localStorage.setItem(storageKey(userId), JSON.stringify(list));
}

describe('notification badge', () => {
  it('caps the unread count at "9+"', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
    expect(badgeLabel(250)).toBe('9+');
  });

  it('shows "9+" on the bell for twelve unread and nothing when all are read', () => {
    seed(1, 12);
    seed(2, 4, true);
    const { unmount } = renderWithProviders(<NotificationBell userId={1} />);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('9+');
    unmount();
    renderWithProviders(<NotificationBell userId={2} />);
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
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

describe('notification storage', () => {
  it('keeps one list per user and a guest key when nobody is signed in', () => {
    expect(storageKey(42)).toBe('notifications_42');
    expect(storageKey(null)).toBe('notifications_guest');
    expect(storageKey(undefined)).toBe('notifications_guest');
  });

  it('starts with the three samples dated 2 h, 30 min and 24 h ago', () => {
    const now = Date.parse('2025-06-25T12:00:00Z');
    const list = defaultNotifications(now);
    expect(list.map((n) => n.type)).toEqual(['welcome', 'reminder', 'content']);
    expect(list.map((n) => timeAgo(n.timestamp, now))).toEqual(['2h ago', '30m ago', '1d ago']);
  });

  it('falls back to the samples when the stored list cannot be parsed', () => {
    window.localStorage.setItem('notifications_7', '{not json');
    expect(loadNotifications('notifications_7').map((n) => n.type)).toEqual(['welcome', 'reminder', 'content']);
    window.localStorage.setItem('notifications_7', JSON.stringify({ some: 'object' }));
    expect(loadNotifications('notifications_7')).toHaveLength(3);
  });

  it('shows the samples in the panel when storage is corrupt, with labels and dot colours', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('notifications_7', 'garbage');
    renderWithProviders(<NotificationBell userId={7} />);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('2h ago')).toBeInTheDocument();
    expect(within(panel).getByText('30m ago')).toBeInTheDocument();
    expect(within(panel).getByText('1d ago')).toBeInTheDocument();
    const dots = within(panel)
      .getAllByTestId('notification-dot')
      .map((d) => d.className);
    expect(dots[0]).toContain('bg-gold-500');
    expect(dots[1]).toContain('bg-blue-500');
    expect(dots[2]).toContain('bg-green-500');
  });

  it('marks read, removes one, and "Clear all" empties the list and closes the panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell userId={8} />);
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    let panel = await screen.findByRole('dialog', { name: 'Notifications' });

    await user.click(within(panel).getByRole('button', { name: /^Mark "Daily Prayer Reminder" as read/ }));
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
    await user.click(within(panel).getByRole('button', { name: /^Remove "New Content Available"/ }));
    expect(within(panel).queryByText('New Content Available')).not.toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem('notifications_8')!) as AppNotification[];
    expect(stored.map((n) => [n.type, n.read])).toEqual([
      ['welcome', false],
      ['reminder', true],
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('No notifications')).toBeInTheDocument();
    expect(within(panel).getByText("You're all caught up!")).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('notifications_8')!)).toEqual([]);
  });
});
