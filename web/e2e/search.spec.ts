/** Search (issue 14, decision 161): words with highlights, scripture references, a result opened. */
import type { Page } from '@playwright/test';
import { repoRoot } from './support/env';
import { expect, expectAccessible, register, test } from './support/fixtures';

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${repoRoot}/test-results/screenshots/search/${name}.png`, fullPage: true });
}

const searchFor = async (page: Page, q: string) => {
  await page.getByRole('searchbox', { name: 'Search prayers' }).fill(q);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Search results' }).or(page.getByText(/No prayers found/)),
  ).toBeVisible();
};

test('search by word with highlighted matches, by passage with abbreviations, and open a result', async ({ page }) => {
  await register(page);
  await page.getByRole('link', { name: 'Search prayers' }).first().click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { name: 'Search Prayers' })).toBeVisible();

  await searchFor(page, 'shepherd');
  await expect(page).toHaveURL(/\/search\?q=shepherd$/);
  const results = page.getByRole('region', { name: 'Search results' }).getByRole('listitem');
  expect(await results.count()).toBeGreaterThan(0);
  // Every result shows where the word matched, marked as text (never as markup from the data).
  await expect(results.first().locator('mark').first()).toHaveText(/shepherd/i);
  await expectAccessible(page, 'search');
  await shot(page, 'results-shepherd');

  await searchFor(page, 'Ps 23:4');
  await expect(results.first()).toContainText('Psalm 23:4 (WEB)');
  await searchFor(page, '1 Jn 4');
  await expect(results.first()).toContainText(/1 John 4:\d/);
  await shot(page, 'results-reference');

  // Open a result: the prayer, Save and Share; a daily prayer has no Pray here.
  const title = (await results.first().getByRole('heading').innerText()).trim();
  await results.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/prayers\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expectAccessible(page, 'search-prayer');

  // Odd input is just text; nothing found says so.
  await page.goto('/search');
  await searchFor(page, '<img src=x onerror=alert(1)> qqqzzz');
  await expect(page.getByText(/No prayers found for “<img src=x onerror=alert\(1\)> qqqzzz”/)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search prayers' })).toHaveAttribute('maxlength', '100');
});

test('Topics leads to search', async ({ page }) => {
  await register(page);
  await page.goto('/topics');
  await page.getByRole('link', { name: 'Search prayers and passages' }).click();
  await expect(page.getByRole('heading', { name: 'Search Prayers' })).toBeVisible();
});
