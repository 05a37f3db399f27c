/**
 * The bell (decision 145): real notifications from the server. A new account sees one welcome;
 * a like by someone else shows in the author's bell with the unread badge, and a tap on it opens
 * Today with that reflection highlighted. Mark read, mark all read, remove.
 */
import type { Page } from '@playwright/test';
import { dismissToasts, expect, expectAccessible, expectToast, register, test } from './support/fixtures';
import { repoRoot } from './support/env';

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `${repoRoot}/test-results/screenshots/notifications/${name}.png`,
    animations: 'disabled',
    caret: 'hide',
  });

test('a new account: one real welcome, nothing invented; mark read and remove', async ({ page }) => {
  await register(page);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const badge = page.getByTestId('notification-badge');
  await expect(badge).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const items = panel.getByTestId('notification');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Welcome to Daily Prayer & Scripture!');
  await expect(items.first()).toContainText('0m ago');
  await expect(panel.getByText('Daily Prayer Reminder')).toHaveCount(0);
  await expect(panel.getByText('New Content Available')).toHaveCount(0);
  await shot(page, 'notifications-welcome');
  await expectAccessible(page, 'notifications');

  await panel.getByRole('button', { name: 'Mark "Welcome to Daily Prayer & Scripture!" as read' }).click();
  await expect(badge).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications');
  // Kept on the server: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(badge).toHaveCount(0);
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await panel.getByRole('button', { name: 'Remove "Welcome to Daily Prayer & Scripture!"' }).click();
  await expect(panel.getByText('No notifications')).toBeVisible();
  await expect(panel.getByText("You're all caught up!")).toBeVisible();
  await expectAccessible(page, 'notifications-empty');
});

test("a like by someone else shows in the author's bell; a tap opens the reflection", async ({
  page,
  anotherPerson,
}) => {
  await register(page, { firstName: 'Miriam' });
  const shared = `Grateful for the morning light ${Date.now()}`;
  await page.getByLabel('Your reflection').fill(shared);
  const form = page.locator('form').filter({ has: page.getByLabel('Your reflection') });
  await form.locator('label').filter({ hasText: 'Share with community' }).click();
  await page.getByRole('button', { name: 'Submit Reflection' }).click();
  await expectToast(page, 'Reflection Submitted!');
  await dismissToasts(page);
  await expect(page.getByTestId('notification-badge')).toHaveText('1'); // the welcome

  const page2 = await anotherPerson();
  await register(page2, { firstName: 'Boaz' });
  const theirs = page2.getByTestId('community-reflection').filter({ hasText: shared });
  await theirs.getByRole('button', { name: /^Like reflection by Miriam/ }).click();
  await expect(theirs.getByRole('button', { name: /^Like reflection by Miriam, 1 like/ })).toBeVisible();
  // The liker's own bell has only their welcome.
  await expect(page2.getByTestId('notification-badge')).toHaveText('1');

  // The author's bell: the badge counts the like (on the next load of the list).
  await page.reload();
  const badge = page.getByTestId('notification-badge');
  await expect(badge).toHaveText('2');
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const items = panel.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Boaz liked your reflection');
  await expect(items.nth(1)).toContainText('Welcome');
  await shot(page, 'notifications-like');
  await expectAccessible(page, 'notifications-with-like');

  // Scroll away, then a tap on the notification opens Today with that reflection in view.
  await page.keyboard.press('Escape');
  await page
    .getByRole('link', { name: /Progress/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/progress$/);
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  await panel.getByRole('button', { name: /^Boaz liked your reflection/ }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/\?reflection=\d+$/);
  const highlighted = page.locator('[data-testid="community-reflection"][data-highlighted="true"]');
  await expect(highlighted).toContainText(shared);
  await expect(highlighted).toBeInViewport();
  await expect(badge).toHaveText('1');
  await shot(page, 'notifications-opened-reflection');

  // Mark all read.
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(badge).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toHaveCount(0);
});
