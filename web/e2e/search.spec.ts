/**
 * Search (decision 161): words with highlights, scripture references, a result opened; and
 * Bible verses (decision 211): verses by words in the person's version, a typed reference
 * offering its passage, each opening in the reader.
 */
import type { APIRequestContext, Page } from '@playwright/test';
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
    page
      .getByRole('region', { name: 'Search results' })
      .or(page.getByRole('region', { name: /^Bible verses/ }))
      .or(page.getByRole('region', { name: /\((WEB|KJV|RV1909)\)$/ }))
      .or(page.getByText(/No prayers or verses found/))
      .first(),
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
  // (No word of it is in any verse either: "alert" would be.)
  await searchFor(page, '<img src=qqq onerror=zzz()> qqqzzz');
  await expect(page.getByText(/No prayers or verses found for “<img src=qqq onerror=zzz\(\)> qqqzzz”/)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search prayers' })).toHaveAttribute('maxlength', '100');
});

test('Topics leads to search', async ({ page }) => {
  await register(page);
  await page.goto('/topics');
  await page.getByRole('link', { name: 'Search prayers and passages' }).click();
  await expect(page.getByRole('heading', { name: 'Search Prayers' })).toBeVisible();
});

const setVersion = (page: Page, bibleVersion: string) =>
  page.request.put('/api/user/settings', { data: { bibleVersion }, headers: { Origin: new URL(page.url()).origin } });

/** The server fills the verse index after it is up (decision 211): wait until every version is in. */
async function versesReady(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        for (const v of ['web', 'kjv', 'rv1909']) {
          const a = (await (await request.get(`/api/search?q=light&version=${v}`)).json()) as {
            scripture: { status: string };
          };
          if (a.scripture.status !== 'ready') return a.scripture.status;
        }
        return 'ready';
      },
      { timeout: 200_000, intervals: [1000] },
    )
    .toBe('ready');
}

test('Bible verses by words in the person’s version, and a typed reference, open in the reader', async ({ page }) => {
  test.setTimeout(300_000);
  // Signed in first: a visitor's searches are limited per address (decision 266), a person's are not.
  await register(page);
  await versesReady(page.request);
  await page.goto('/search');

  await searchFor(page, 'so loved the world');
  const verses = page.getByRole('region', { name: 'Bible verses (WEB)' }).getByRole('listitem');
  await expect(verses.first()).toContainText('John 3:16');
  await expect(verses.first().locator('mark').first()).toHaveText(/loved|world/i);
  // The best three first, above the prayers; the rest a tap away.
  await expect(verses).toHaveCount(3);
  await expectAccessible(page, 'search-verses');
  await shot(page, 'verses-words');
  await page.getByRole('button', { name: /^Show \d+ more verses$/ }).click();
  expect(await verses.count()).toBeGreaterThan(3);

  // Another version in Settings: the same search answers in the KJV's words.
  expect((await setVersion(page, 'kjv')).status()).toBe(200);
  await page.goto('/search?q=charity');
  const kjv = page.getByRole('region', { name: 'Bible verses (KJV)' }).getByRole('listitem');
  await expect(kjv.first()).toContainText('1 Corinthians 13');
  await setVersion(page, 'rv1909');
  await page.goto('/search?q=' + encodeURIComponent('amó Dios al mundo'));
  await expect(page.getByRole('region', { name: 'Bible verses (RV1909)' }).getByRole('listitem').first()).toContainText(
    'Juan 3:16',
  );
  await shot(page, 'verses-spanish');
  await setVersion(page, 'web');

  // A reference typed as the query: the passage first, and the way into the reader.
  await page.goto('/search');
  await searchFor(page, 'John 3:16');
  const passage = page.getByRole('region', { name: 'John 3:16 (WEB)' });
  await expect(passage).toContainText('For God so loved the world');
  await shot(page, 'verses-reference');
  await passage.getByRole('link', { name: 'Read John 3:16 in context' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/bible' && u.searchParams.get('ref') === 'John 3:16');
  await expect(page.getByText(/For God so loved the world/).first()).toBeVisible();

  // A verse result opens its chapter in the reader too.
  await page.goto('/search?q=' + encodeURIComponent('good shepherd'));
  const first = page.getByRole('region', { name: 'Bible verses (WEB)' }).getByRole('link').first();
  const ref = (await first.locator('span').first().innerText()).trim();
  await first.click();
  await expect(page).toHaveURL((u) => u.pathname === '/bible' && u.searchParams.get('ref') === ref);
});
