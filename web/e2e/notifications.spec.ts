/** The notifications panel: kept on the device per person, three samples, mark read, remove, clear all. */
import { expect, expectAccessible, register, test } from './support/fixtures';

test('badge, samples with time labels, mark read, remove, clear all; the list persists per person', async ({
  page,
}) => {
  await register(page);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const badge = page.getByTestId('notification-badge');
  await expect(badge).toHaveText('3');
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.filter({ hasText: 'Welcome' })).toContainText('2h ago');
  await expect(items.filter({ hasText: 'Daily Prayer Reminder' })).toContainText('30m ago');
  await expect(items.filter({ hasText: 'New Content Available' })).toContainText('1d ago');
  await expect(items.filter({ hasText: 'Welcome' }).getByTestId('notification-dot')).toHaveClass(/bg-gold-500/);
  await expect(items.filter({ hasText: 'Reminder' }).getByTestId('notification-dot')).toHaveClass(/bg-blue-500/);
  await expect(items.filter({ hasText: 'New Content' }).getByTestId('notification-dot')).toHaveClass(/bg-green-500/);
  await expectAccessible(page, 'notifications');

  await panel.getByRole('button', { name: 'Mark "Daily Prayer Reminder" as read' }).click();
  await expect(badge).toHaveText('2');
  await expect(panel.getByRole('button', { name: 'Mark "Daily Prayer Reminder" as read' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Remove "New Content Available"' }).click();
  await expect(items).toHaveCount(2);
  await expect(badge).toHaveText('1');

  // Kept on the device: a reload shows the same state.
  await page.reload();
  await expect(badge).toHaveText('1');
  await bell.click();
  await expect(items).toHaveCount(2);

  await panel.getByRole('button', { name: 'Clear all' }).click();
  await expect(panel).toBeHidden();
  await expect(badge).toHaveCount(0);
  await bell.click();
  await expect(panel.getByText('No notifications')).toBeVisible();
  await expect(panel.getByText("You're all caught up!")).toBeVisible();
  await expectAccessible(page, 'notifications-empty');
});

test('unreadable stored notifications fall back to the three samples', async ({ page }) => {
  await register(page);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('notifications_')) localStorage.setItem(key, '{oops');
  });
  await page.reload();
  await expect(page.getByTestId('notification-badge')).toHaveText('3');
});
