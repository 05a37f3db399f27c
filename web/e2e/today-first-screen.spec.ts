/**
 * Today leads with the prayer (decision 206): at 390 × 844 and the default text size, the day's
 * prayer and its Pray button are on the first screen, above the tab bar; a new person's streak card
 * has no "0"; the two Save buttons have distinct names; the wall has its own "Ask for prayer".
 * Screenshots go to docs/screenshots/today/ with E2E_SCREENSHOTS=docs.
 */
import type { Page } from '@playwright/test';
import { repoRoot } from './support/env';
import { dismissToasts, expect, expectAccessible, expectToast, register, test } from './support/fixtures';

const shots = `${repoRoot}/${process.env.E2E_SCREENSHOTS === 'docs' ? 'docs/screenshots/today' : 'test-results/screenshots/today'}`;

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shots}/${name}.png`, animations: 'disabled', caret: 'hide' });
}

test.beforeEach(() => test.setTimeout(180_000));

test('at 390 × 844 the prayer and its Pray button are on the first screen; no "0" for a new person', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page);
  const daily = await (await page.request.get('/api/prayers/daily')).json();
  await expect(page.getByRole('heading', { name: daily.title })).toBeInViewport();
  const pray = page.getByRole('button', { name: 'Pray', exact: true });
  // Without any scrolling: inside the window and above the tab bar, not under it.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(pray).toBeInViewport({ ratio: 1 });
  const button = (await pray.boundingBox())!;
  const tabBar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  expect(button.y + button.height).toBeLessThanOrEqual(tabBar.y);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');

  const streak = page.getByRole('region', { name: 'Prayer streak' });
  await expect(streak).toContainText('Your streak begins today');
  await expect(streak).not.toContainText('0');
  await expectAccessible(page, 'today-first-screen');
  await shot(page, 'first-screen-390x844');

  // The favorite button and the own prayer's save button are told apart by name.
  await expect(page.getByRole('button', { name: "Save today's prayer to favorites" })).toHaveCount(1);
  await page.getByRole('button', { name: 'Write Your Prayer' }).click();
  await expect(page.getByRole('button', { name: 'Save Prayer', exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /save/i })).toHaveCount(2);

  await pray.click();
  await expectToast(page, 'Prayer Completed!');
  await expect(streak).toContainText('1 Day Streak!');
  await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'first-screen-after-praying-390x844');
});

test('the wall has its own "Ask for prayer", anonymous if chosen', async ({ page }) => {
  await register(page, { firstName: 'Hannah' });
  await page.goto('/wall');
  await page.getByRole('button', { name: 'Ask for prayer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for prayer' });
  await dialog.getByRole('button', { name: 'Share request' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please provide both a title and content for your prayer.');
  const words = `A quiet heart before surgery ${Date.now()}`;
  await dialog.getByLabel('Title').fill('Surgery on Friday');
  await dialog.getByLabel('Your request').fill(words);
  // The wall's form chooses no audience for the person: Everyone is picked on purpose (decision 315).
  const everyone = dialog.getByRole('radio', { name: /^Everyone/ });
  await everyone.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await everyone.check();
  await dialog.getByRole('checkbox', { name: 'Post anonymously' }).check();
  await expectAccessible(page, 'wall-ask-for-prayer');
  await shot(page, 'wall-ask-for-prayer');
  await dialog.getByRole('button', { name: 'Share request' }).click();
  await expectToast(page, 'Prayer Created');
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: words });
  await expect(item.first()).toContainText('Anonymous');
  await expect(item.first()).not.toContainText('Hannah');
});
