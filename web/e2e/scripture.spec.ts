/**
 * The scripture reader (decision 210): opened from Today's card, the referenced verses
 * highlighted, the next chapter, the version switch (this page only; "Make KJV my Bible" saves it), a chapter read
 * before opening with no network, a visitor reading a shared link; axe on each, phone and desktop,
 * light and dark.
 */
import type { Page } from '@playwright/test';
import { repoRoot } from './support/env';
import { expect, expectAccessible, register, test } from './support/fixtures';
import { offline, readyForOffline } from './support/offline';

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${repoRoot}/test-results/screenshots/scripture/${name}.png`, fullPage: false });
}

const reader = (page: Page) => page.locator('main');

test('the reader: from Today to the passage in context, next chapter, version, offline', async ({ page, context }) => {
  await register(page);
  const daily = await (await page.request.get('/api/prayers/daily')).json();
  const ref: string = daily.scriptureReference;
  const bare = ref.replace(/\s*\((?:WEB|KJV|RV1909)\)$/, '');

  // Today's passage reference opens the reader on its chapter, the named verses highlighted.
  await page.getByRole('link', { name: ref }).click();
  await expect(page).toHaveURL(/\/bible\?ref=/);
  const passage = await (await page.request.get(`/api/scripture/passage?ref=${encodeURIComponent(bare)}`)).json();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(passage.reference);
  const highlighted = reader(page).locator('[data-highlighted="true"]');
  await expect(highlighted).toHaveCount(passage.verses.length);
  await expect(highlighted.first()).toContainText(passage.verses[0].text.slice(0, 30));
  await expect(highlighted.first()).toBeInViewport();
  // Verse numbers are there for the eye, hidden from screen readers.
  await expect(reader(page).locator('sup[aria-hidden="true"]').first()).toBeVisible();
  await expectAccessible(page, 'scripture-reader');
  await shot(page, 'reader-390-light');

  // The next chapter.
  const next = page.getByRole('navigation', { name: 'Chapters' }).getByRole('link').last();
  const nextName = (await next.innerText()).trim();
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(nextName);

  // A chapter by the picker, then the version switch: kept in the person's settings.
  await page.getByLabel('Book', { exact: true }).selectOption('Ps');
  await page.getByLabel('Chapter', { exact: true }).selectOption('23');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Psalm 23');
  await expect(reader(page)).toContainText('Yahweh is my shepherd; I shall lack nothing.');
  await page.getByLabel('Version', { exact: true }).selectOption('kjv');
  await expect(reader(page)).toContainText('The LORD is my shepherd; I shall not want.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(KJV)');
  // The menu shows the KJV on this page only; making it the Bible is its own tap (decision 253).
  expect((await (await page.request.get('/api/user/settings')).json()).bibleVersion).toBe('web');
  await page.getByRole('button', { name: 'Make KJV my Bible' }).click();
  await expect.poll(async () => (await (await page.request.get('/api/user/settings')).json()).bibleVersion).toBe('kjv');
  await expectAccessible(page, 'scripture-reader-kjv');

  // Verse numbers can be hidden on screen.
  await page.getByRole('switch', { name: 'Show verse numbers' }).click();
  await expect(reader(page).locator('sup')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show verse numbers' }).click();

  // A chapter read once opens with no network.
  await readyForOffline(page, 'The LORD is my shepherd');
  await offline(context, page, true);
  await page.reload();
  await expect(reader(page)).toContainText('The LORD is my shepherd; I shall not want.');
  await offline(context, page, false);

  // A reference that does not exist says so.
  await page.getByRole('searchbox', { name: 'Look up a passage' }).fill('Jude 5:1');
  await page.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Jude has only 1 chapter: there is no chapter 5.');
});

// One test per width and scheme: four fresh browsers with axe in one test ran past the timeout on
// a busy two-core machine.
for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`a shared passage opens for a visitor, who is invited to sign up (${width} px, ${scheme})`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height }, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto(`/bible?ref=${encodeURIComponent('John 3:16-17')}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('John 3:16-17');
      await expect(page.locator('[data-highlighted="true"]')).toHaveCount(2);
      await expect(page.getByText('For God so loved the world')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign up free' })).toBeVisible();
      if (width === 390 && scheme === 'light') await expectAccessible(page, 'scripture-visitor');
      if (scheme === 'dark') await expectAccessible(page, `scripture-visitor-dark-${width}`);
      await shot(page, `visitor-${width}-${scheme}`);
      await context.close();
    });
  }
}
