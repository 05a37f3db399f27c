/**
 * Reading comfort: dark mode and a text size up to 200%, chosen once on Profile, kept on the
 * server (so another device follows), and every main screen read at 200% in the dark with no word
 * split, cut off or pushed out of the window; also 200% browser zoom (a phone 195 CSS px wide).
 * Screenshots go to test-results, or to docs/screenshots/reading/ with E2E_SCREENSHOTS=docs.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from './support/env';
import { adminCredentials, expect, expectAccessible, login, register, test } from './support/fixtures';
import { expectNoClippedWords } from './support/reading-checks';

const shotsDir =
  process.env.E2E_SCREENSHOTS === 'docs'
    ? join(repoRoot, 'docs', 'screenshots', 'reading')
    : join(repoRoot, 'test-results', 'screenshots', 'reading');

const SCREENS: { name: string; path: string; heading: string | RegExp }[] = [
  // Your Reflection: the app's whole Today (its lower half comes a frame after the prayer), not the server's first copy.
  { name: 'today', path: '/', heading: 'Your Reflection' },
  { name: 'topics', path: '/topics', heading: 'Prayer Topics' },
  { name: 'progress', path: '/progress', heading: 'Your Progress' },
  { name: 'favorites', path: '/favorites', heading: 'Saved Prayers' },
  { name: 'profile', path: '/profile', heading: /Grace Hopper/ },
  { name: 'reflections', path: '/reflections', heading: /Reflections/ },
  { name: 'my-prayers', path: '/my-prayers', heading: /Prayers/ },
];

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

test('dark mode and the largest text size follow the person to another device, and nothing is clipped', async ({
  page,
  anotherPerson,
}) => {
  // Two devices, every screen in two themes, each with its clipped-words and axe checks: this is
  // the longest spec, so it gets three times the usual minute on a busy machine.
  test.slow();
  const person = await register(page);
  await page.goto('/profile');
  await page.getByText('Dark', { exact: true }).click();
  await page.getByText('Largest', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
  await expect
    .poll(async () => (await (await page.request.get('/api/user/settings')).json()) as Record<string, unknown>)
    .toMatchObject({ theme: 'dark', textSize: 'largest' });

  // Another device: signs in, gets the same reading settings from the server.
  const other = await anotherPerson();
  await login(other, person.email, person.password);
  await expect(other.locator('html')).toHaveClass(/\bdark\b/);
  await expect.poll(() => other.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');

  for (const s of SCREENS) {
    await visit(page, s.path, s.heading);
    await expectNoClippedWords(page, `${s.name} (dark, 200% text)`);
    await page.screenshot({ path: join(shotsDir, `dark-200-${s.name}.png`), fullPage: true });
  }
  await expectAccessible(page, 'profile-dark-200');
});

test('at 200% browser zoom (a 390 px phone is 195 CSS px wide) no word is clipped either', async ({ page }) => {
  await register(page);
  await page.setViewportSize({ width: 195, height: 422 });
  for (const s of SCREENS) {
    await visit(page, s.path, s.heading);
    await expectNoClippedWords(page, `${s.name} (200% zoom)`);
  }
  await page.screenshot({ path: join(shotsDir, 'zoom-200-today.png'), fullPage: true });
});

test('the admin screen reads at 200% text in the dark too', async ({ page }) => {
  const { email, password } = adminCredentials();
  // The shared admin's own settings stay untouched (other specs use the account at the same time):
  // this page is told the admin chose dark and the largest text.
  await page.route('**/api/user/settings', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), theme: 'dark', textSize: 'largest' } });
  });
  // The calendar always has a long title with a long number in it, as admin.spec.ts makes one, so
  // the check does not depend on which spec ran first.
  await page.route('**/api/admin/calendar', async (route) => {
    const res = await route.fetch();
    const calendar = (await res.json()) as { days: Array<{ prayer: Record<string, unknown> | null }> };
    const day = calendar.days.find((d) => d.prayer);
    if (day?.prayer) day.prayer.title = 'Light for the Day 1795398459312';
    await route.fulfill({ response: res, json: calendar });
  });
  await login(page, email, password);
  await visit(page, '/admin', 'Content Admin');
  await expectNoClippedWords(page, 'admin (dark, 200% text)');
  await page.screenshot({ path: join(shotsDir, 'dark-200-admin.png'), fullPage: true });
});
