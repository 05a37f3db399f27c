/**
 * Reading plans alone (decision 215): browse with a filter, start, read day 1 in the reader, mark it
 * done, and see "Day 2 of 7" the next day. The server runs on the real clock, so "the next day"
 * comes by the person moving a day east (Pacific/Honolulu, UTC-10, to Pacific/Kiritimati, UTC+14:
 * the same instant is one calendar day later); the core and bot tests pin the clock itself.
 * The plans are the test plans in core/test/fixtures/plans (PLANS_CONTENT_DIR, support/env.ts).
 * Screens are checked with axe (light and dark) and kept under docs/screenshots/plans/.
 */
import type { Page } from '@playwright/test';
import { adminCredentials, expect, expectAccessible, login, register, test } from './support/fixtures';
import { repoRoot } from './support/env';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${repoRoot}/docs/screenshots/plans/${name}.png`, fullPage: true });

test('browse, start, read day 1 in the reader, mark it done, and see Day 2 of 7 the next day', async ({ page }) => {
  test.setTimeout(180_000);
  await register(page);

  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Reading Plans' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Three Gospel Readings' })).toBeVisible();
  await page.getByLabel('Topic').selectOption('rest');
  await expect(page.getByRole('link', { name: 'Three Gospel Readings' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Seven Days of Rest' })).toBeVisible();
  await expectAccessible(page, 'plans');
  await shot(page, 'browse-phone');

  await page.getByRole('link', { name: 'Seven Days of Rest' }).click();
  await expect(page.getByRole('heading', { name: 'Seven Days of Rest', level: 1 })).toBeVisible();
  await expect(page.getByText('Rest Is a Gift')).toBeVisible();
  await expectAccessible(page, 'plan page');
  await shot(page, 'plan-phone');
  await page.getByRole('button', { name: 'Start today' }).click();

  await expect(page.getByRole('heading', { name: 'Day 1: Rest Is a Gift' })).toBeVisible();
  await expect(page.getByTestId('plan-position')).toHaveText('Day 1 of 7');
  await expectAccessible(page, 'plan day');
  await shot(page, 'day-phone');

  // The passage opens the reader.
  await page.getByRole('link', { name: 'Psalm 23' }).click();
  await expect(page).toHaveURL(/\/bible\?ref=Psalm%2023/);
  await expect(page.getByText(/Yahweh is my shepherd/).first()).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Mark day 1 done' }).click();
  await expect(page.getByRole('main').getByText('Day 1 done', { exact: true })).toBeVisible();
  await expect(page.getByTestId('plan-position')).toHaveText('Day 1 of 7 done');

  // The next day: the same instant is tomorrow a day east.
  const moved = await page.evaluate(async () => {
    const res = await fetch('/api/user/settings', {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ timeZone: 'Pacific/Kiritimati' }),
    });
    return res.status;
  });
  expect(moved).toBe(200);
  await page.goto('/');
  const mine = page.getByRole('region', { name: 'Your plans' });
  await expect(mine.getByText('Day 2 of 7')).toBeVisible();
  // The whole of Today in the picture: the lower half appears a frame after the prayer (<Deferred>).
  await expect(page.getByRole('heading', { name: 'Your Reflection' })).toBeVisible();
  await shot(page, 'today-phone');
  await mine.getByRole('link', { name: 'Seven Days of Rest' }).click();
  await expect(page.getByRole('heading', { name: 'Day 2: Come to Me' })).toBeVisible();
  await expect(page.getByTestId('plan-position')).toHaveText('Day 2 of 7');
  await expectAccessible(page, 'plan day 2');
  await shot(page, 'day2-phone');

  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'day2-desktop');
  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Reading Plans' })).toBeVisible();
  await shot(page, 'browse-desktop');

  await page.goto('/progress');
  await expect(page.getByRole('region', { name: 'Your plans' }).getByText('Day 2 of 7')).toBeVisible();
});

test('the admin sees each plan with its status and figures, edits and previews it', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = adminCredentials();
  await login(page, admin.email, admin.password);
  await page.goto('/admin/plans');
  await expect(page.getByRole('heading', { name: 'Reading Plans' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Three Gospel Readings' }) });
  await expect(card.getByText('published')).toBeVisible();
  await card.getByRole('button', { name: 'Preview' }).click();
  await expect(card.getByText('Mark 2', { exact: false }).first()).toBeVisible();
  await card.getByRole('button', { name: 'Edit' }).click();
  await card.getByLabel('Summary').fill('Three chapters of Mark, one a day.');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Plan saved').first()).toBeVisible();
  await expectAccessible(page, 'admin plans');
  await shot(page, 'admin-phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'admin-desktop');
});
