/**
 * A Bible reference someone writes in a prayer request is a link on the wall that opens the reader
 * at that verse (decision 213). Screenshots at 390 px: the wall item with its link,
 * and the reader it opens.
 */
import type { Page } from '@playwright/test';
import { expect, register, test, expectToast, dismissToasts } from './support/fixtures';
import { repoRoot } from './support/env';

/** "Everyone" in a request form's audience picker, centred first: on a phone it can sit under the tab bar. */
async function checkEveryone(page: Page) {
  const everyone = page.getByRole('radio', { name: /^Everyone/ });
  await everyone.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await everyone.check();
}

test('a reference in a wall request opens the reader at that verse', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = Date.now();
  const title = `Peace for our home ${tag}`;
  await register(page, { firstName: 'Lydia' });
  await page.goto('/');
  await page.getByRole('button', { name: /Write Your Prayer|Add Another Prayer/ }).click();
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Prayer', { exact: true })
    .fill('Please pray with us this week. Psalm 23:1 has been our verse; at 3 pm we meet.');
  await checkEveryone(page);
  await page.getByRole('button', { name: 'Save Prayer', exact: true }).click();
  await expectToast(page, 'Prayer Created');
  await dismissToasts(page);

  await page.goto('/wall');
  const item = page.getByTestId('wall-item').filter({ hasText: title });
  const link = item.getByRole('link', { name: 'Psalm 23:1' });
  await expect(link).toHaveAttribute('href', '/bible?ref=Psalm%2023%3A1');
  // The words around it stay as written, and "3 pm" is not taken for a reference.
  await expect(item).toContainText('Psalm 23:1 has been our verse; at 3 pm we meet.');
  await expect(item.getByRole('link')).toHaveCount(1);
  await item.scrollIntoViewIfNeeded();
  await item.screenshot({
    path: `${repoRoot}/test-results/screenshots/scripture/wall-reference-link-phone.png`,
    animations: 'disabled',
  });

  await link.click();
  await expect(page).toHaveURL(/\/bible\?ref=Psalm(%20|\+)23(%3A|:)1/);
  await expect(page.locator('[data-highlighted="true"]').first()).toBeVisible();
  await page.screenshot({
    path: `${repoRoot}/test-results/screenshots/scripture/wall-reference-opened-phone.png`,
    animations: 'disabled',
  });
});
