/**
 * The wide-screen layout (1440x900): a side navigation instead of the bottom tabs, a reading
 * column for the prayer, two columns where the phone stacks (Progress, Profile, Admin), nothing
 * stretched across the screen. Screenshots go to test-results, or to docs/screenshots/desktop/ with
 * E2E_SCREENSHOTS=docs.
 */
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { repoRoot } from './support/env';
import { adminCredentials, expect, expectAccessible, login, register, test } from './support/fixtures';
import { expectNoClippedWords } from './support/reading-checks';

test.use({ viewport: { width: 1440, height: 900 } });

const shotsDir =
  process.env.E2E_SCREENSHOTS === 'docs'
    ? join(repoRoot, 'docs', 'screenshots', 'desktop')
    : join(repoRoot, 'test-results', 'screenshots', 'desktop');

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(1439, 899);
  await page.screenshot({ path: join(shotsDir, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

const box = async (l: Locator) => (await l.boundingBox())!;

test('a side navigation, a reading column and two columns where a phone stacks', async ({ page }) => {
  // A walk over every screen with a picture of each: on a busy two-core machine it needs more than
  // one screen's 60 s.
  test.slow();
  await register(page);
  const sideNav = page.getByRole('navigation', { name: 'Main' });
  await expect(sideNav).toHaveCount(1);
  expect((await box(sideNav)).x).toBe(0);
  expect((await box(sideNav)).height).toBeGreaterThan(800);

  // Today: the prayer in a reading column (about 45-75 characters a line), not the whole width.
  await expect(page.getByRole('button', { name: 'Pray', exact: true })).toBeVisible();
  const column = await box(page.getByRole('main'));
  expect(column.width).toBeLessThanOrEqual(800);
  await expectNoClippedWords(page, 'today (desktop)');
  await expectAccessible(page, 'today-desktop');
  await shot(page, 'today');

  const go = async (tab: string, heading: string | RegExp) => {
    await sideNav.getByRole('link', { name: tab }).click();
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  };

  await go('Topics', 'Prayer Topics');
  await shot(page, 'topics');
  await page.getByRole('link', { name: /Hope/ }).click();
  await expect(page.getByRole('heading', { name: /Hope/ }).first()).toBeVisible();
  await shot(page, 'topic-detail');

  await go('Progress', 'Your Progress');
  // Streak and week in one column; the year, the rhythm, goals and statistics beside them.
  const streak = await box(page.getByRole('heading', { name: 'Prayer Streak' }));
  const goals = await box(page.getByRole('heading', { name: 'Your year' }));
  expect(Math.abs(goals.y - streak.y)).toBeLessThan(40);
  expect(goals.x).toBeGreaterThan(streak.x + 200);
  await expectAccessible(page, 'progress-desktop');
  await shot(page, 'progress');

  await go('Saved', 'Saved Prayers');
  await shot(page, 'favorites');

  await go('Profile', /Grace Hopper/);
  const settings = await box(page.getByRole('heading', { name: 'Settings' }));
  const card = await box(page.getByRole('heading', { name: /Grace Hopper/ }));
  expect(settings.x).toBeGreaterThan(card.x + 200);
  await expectNoClippedWords(page, 'profile (desktop)');
  await expectAccessible(page, 'profile-desktop');
  await shot(page, 'profile');

  await page.getByRole('link', { name: 'My Reflections' }).click();
  await expect(page.getByRole('heading', { name: 'My Reflections' })).toBeVisible();
  await shot(page, 'reflections');
  await page.goto('/my-prayers');
  await expect(page.getByRole('heading', { name: 'My Prayers' })).toBeVisible();
  await shot(page, 'my-prayers');
});

test('the admin screen puts the form beside the calendar, with the guidelines under it', async ({ page }) => {
  const { email, password } = adminCredentials();
  await login(page, email, password);
  await page.goto('/admin');
  const form = await box(page.getByRole('heading', { name: 'Add Daily Prayer' }));
  const calendar = await box(page.getByRole('heading', { name: 'Calendar', exact: true }));
  const guide = await box(page.getByRole('heading', { name: 'Content Guidelines' }));
  expect(calendar.x).toBeGreaterThan(form.x + 200);
  expect(Math.abs(calendar.y - form.y)).toBeLessThan(40);
  expect(Math.abs(guide.x - calendar.x)).toBeLessThan(4);
  expect(guide.y).toBeGreaterThan(calendar.y + 100);
  await expectAccessible(page, 'admin-desktop');
  await shot(page, 'admin');
});

test('signed out, the landing and sign-in pages are not stretched either', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Begin Your Prayer Journey/ }).first()).toBeVisible();
  await shot(page, 'landing');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await shot(page, 'login');
});
