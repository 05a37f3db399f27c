/**
 * Verses picked in the reader and shared (decisions 275, 277): a tap selects a verse, a second tap
 * a range, the bar under them names the exact reference, and Share offers the square image of just
 * those verses; an image that cannot hold them all names the ones it holds and offers the rest.
 * Screenshots of the bar at 390 px, light and dark, English and Spanish.
 */
import type { Page, Response } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

const SHOTS = '/tmp/shots/share';

const bar = (page: Page) => page.getByRole('region', { name: /Selected verses|Versículos elegidos/ });
const verse = (page: Page, chapter: number, n: number) => page.locator(`#v${chapter}-${n}`);
const imageAnswer = (page: Page, ref: string) =>
  page.waitForResponse(
    (r: Response) =>
      r.url().includes('/api/scripture/image?') && new URL(r.url()).searchParams.get('ref') === ref && r.ok(),
  );

test('a verse, then a range, tapped in the reader is shared as an image of exactly those verses', async ({ page }) => {
  await page.goto(`/bible?ref=${encodeURIComponent('Psalm 23')}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Psalm 23');
  await expect(bar(page)).toHaveCount(0);

  // One tap: one verse.
  await verse(page, 23, 2).click();
  await expect(verse(page, 23, 2)).toHaveAttribute('aria-pressed', 'true');
  await expect(bar(page)).toContainText('Psalm 23:2 (WEB)');
  let answer = imageAnswer(page, 'Psalm 23:2');
  await bar(page).getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: 'Psalm 23:2 (WEB) as a square image' })).toBeVisible();
  expect(decodeURIComponent((await answer).headers()['x-image-reference']!)).toBe('Psalm 23:2');
  await expect(dialog).toContainText('He makes me lie down in green pastures.');
  await page.keyboard.press('Escape');

  // A second tap: the range between them.
  await verse(page, 23, 4).click();
  await expect(bar(page)).toContainText('Psalm 23:2-4 (WEB)');
  await expect(page.locator('[data-selected="true"]')).toHaveCount(3);
  await expectAccessible(page, 'verse-selection');
  answer = imageAnswer(page, 'Psalm 23:2-4');
  await bar(page).getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByRole('img', { name: 'Psalm 23:2-4 (WEB) as a square image' })).toBeVisible();
  const res = await answer;
  expect(decodeURIComponent(res.headers()['x-image-reference']!)).toBe('Psalm 23:2-4');
  expect(res.headers()['x-passage-verses']).toBe('3/3');
  await expect(
    dialog.getByRole('button', { name: 'Download image' }).or(dialog.getByRole('button', { name: 'Share image' })),
  ).toBeEnabled();
  await page.keyboard.press('Escape');

  // Telegram's share page gets the verses with their reference and a link that opens them.
  const telegram = new URL((await bar(page).getByRole('link', { name: 'Telegram' }).getAttribute('href'))!);
  expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url');
  expect(telegram.searchParams.get('text')).toMatch(
    /^"He makes me lie down in green pastures\..*" - Psalm 23:2-4 \(WEB\)$/,
  );
  expect(telegram.searchParams.get('url')).toMatch(/\/bible\?ref=Psalm%2023%3A2-4&v=web$/);

  // The ✕ clears it.
  await bar(page).getByRole('button', { name: 'Clear the selection' }).click();
  await expect(bar(page)).toHaveCount(0);
});

test('verses too many for one image: the image names those it holds, and the next ones are a tap away', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'es-ES', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/bible?ref=${encodeURIComponent('Salmo 23')}&v=rv1909`);
  await verse(page, 23, 1).click();
  await verse(page, 23, 6).click();
  await expect(bar(page)).toContainText('Salmo 23:1-6 (RV1909)');
  const first = imageAnswer(page, 'Salmo 23:1-6');
  await bar(page).getByRole('button', { name: 'Compartir', exact: true }).click();
  const dialog = page.getByRole('dialog');
  expect(decodeURIComponent((await first).headers()['x-image-reference']!)).toBe('Salmo 23:1-5');
  await expect(dialog).toContainText('La imagen contiene Salmo 23:1-5: los primeros 5 de los 6 versículos.');
  const rest = imageAnswer(page, 'Salmo 23:6');
  await dialog.getByRole('button', { name: 'Siguientes: Salmo 23:6' }).click();
  expect(decodeURIComponent((await rest).headers()['x-image-reference']!)).toBe('Salmo 23:6');
  await expect(dialog.getByRole('button', { name: /^Siguientes/ })).toHaveCount(0);
  await context.close();
});

for (const scheme of ['light', 'dark'] as const) {
  for (const locale of ['en-US', 'es-ES'] as const) {
    test(`the selection bar at 390 px (${scheme}, ${locale})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        locale,
        colorScheme: scheme,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      const es = locale === 'es-ES';
      await page.goto(
        es ? `/bible?ref=${encodeURIComponent('Juan 3:16')}&v=rv1909` : `/bible?ref=${encodeURIComponent('John 3:16')}`,
      );
      await verse(page, 3, 16).click();
      await verse(page, 3, 17).click();
      await expect(bar(page)).toContainText(es ? 'Juan 3:16-17 (RV1909)' : 'John 3:16-17 (WEB)');
      await verse(page, 3, 16).scrollIntoViewIfNeeded();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${SHOTS}/selection-390-${scheme}-${es ? 'es' : 'en'}.png` });
      await context.close();
    });
  }
}
