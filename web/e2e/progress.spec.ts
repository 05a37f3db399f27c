/** Progress: the week from Sunday with today marked, goals and their dialog, statistics after praying. */
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectToast,
  register,
  test,
  expectFieldError,
  watchConsole,
} from './support/fixtures';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

async function stat(page: Page, label: string) {
  const card = page.getByRole('region', { name: 'Statistics' }).locator('div').filter({ hasText: label }).last();
  return card;
}

test('the week starts on Sunday with today highlighted; praying marks it and moves the statistics', async ({
  page,
}) => {
  await register(page);
  const audit = await watchConsole(page);
  // Progress opened as its own page, as a browser audit opens it.
  await page.goto('/progress');
  await expect(page.getByRole('heading', { name: 'Your Progress' })).toBeVisible();

  const week = page.locator('ol').filter({ has: page.getByText('Sun', { exact: true }) });
  const days = week.getByRole('listitem');
  await expect(days).toHaveCount(7);
  const labels = await days.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  expect(labels.map((l) => l.slice(0, 3))).toEqual(DAYS);
  const todayIndex = await page.evaluate(() => new Date().getDay());
  expect(labels[todayIndex]).toBe(`${DAYS[todayIndex]}: today`);
  expect(labels.filter((l) => l.endsWith('today'))).toHaveLength(1);
  const todayNumber = await page.evaluate(() => String(new Date().getDate()));
  await expect(days.nth(todayIndex)).toContainText(todayNumber);

  for (const label of ['Total Prayers', 'Favorites', 'Reflections', 'Days Active']) {
    await expect((await stat(page, label)).locator('.text-2xl').first()).toHaveText('0');
  }
  await expect(page.getByText('Best streak')).toBeVisible();
  await expectAccessible(page, 'progress');
  // No console errors and no Content-Security-Policy violation (zod's `new Function` probe was one).
  await page.waitForLoadState('networkidle');
  expect(audit.problems()).toEqual([]);

  // Pray, save and reflect on Today, then come back: the data was refreshed, not stale.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  await page.getByRole('button', { name: 'Pray', exact: true }).click();
  await expectToast(page, 'Prayer Completed!');
  await page.getByRole('button', { name: "Save today's prayer to favorites" }).click();
  await expectToast(page, 'Saved!');
  await page.getByLabel('Your reflection').fill('Thankful today.');
  await page.getByRole('button', { name: 'Submit Reflection' }).click();
  await expectToast(page, 'Reflection Submitted!');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Progress' }).click();

  await expect(days.nth(todayIndex)).toHaveAttribute('aria-label', `${DAYS[todayIndex]}: completed`);
  await expect((await stat(page, 'Total Prayers')).locator('.text-2xl').first()).toHaveText('1');
  await expect((await stat(page, 'Days Active')).locator('.text-2xl').first()).toHaveText('1');
  await expect((await stat(page, 'Favorites')).locator('.text-2xl').first()).toHaveText('1');
  await expect((await stat(page, 'Reflections')).locator('.text-2xl').first()).toHaveText('1');
  await expect(page.getByText('Great start! Keep going.')).toBeVisible();
});

test('goal dialog: Missing Title, Invalid Days, then created; it closes and resets to 21 days', async ({ page }) => {
  await register(page);
  await page.goto('/progress');
  await expect(page.getByText('No active goals yet. Set one to stay consistent.')).toBeVisible();
  await page.getByRole('button', { name: 'New Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Prayer Goal' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Target days')).toHaveValue('21');
  await expectAccessible(page, 'goal-dialog');

  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expectFieldError(page, 'Missing Title', 'Please enter a goal title.');
  await dialog.getByLabel('Goal title').fill('Pray every morning');
  await dialog.getByLabel('Target days').fill('0');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expectFieldError(page, 'Invalid Days', 'Please enter a valid number of days.');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Target days').fill('30');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(dialog).toBeHidden();
  const goal = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Pray every morning' });
  await expect(goal).toContainText('of 30 days');
  await expect(goal.getByRole('progressbar', { name: 'Pray every morning' })).toBeVisible();

  await page.getByRole('button', { name: 'New Goal' }).click();
  await expect(dialog.getByLabel('Goal title')).toHaveValue('');
  await expect(dialog.getByLabel('Target days')).toHaveValue('21');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Goals come from the server.
  await page.reload();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Pray every morning' })).toBeVisible();
});
