/** Saved Prayers: empty state, then the saved daily prayer with its 150-character preview (cut at a word). */
import { previewText } from '../src/lib/preview-text';
import { expect, expectAccessible, expectToast, register, test } from './support/fixtures';

test('Saved starts empty, then lists the saved prayer with a 150-character preview and a date', async ({ page }) => {
  await register(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByRole('heading', { name: 'Saved Prayers' })).toBeVisible();
  await expect(page.getByText('No saved prayers yet')).toBeVisible();
  await expectAccessible(page, 'favorites-empty');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  await page.getByRole('button', { name: "Save today's prayer to favorites" }).click();
  await expectToast(page, 'Saved!');
  const daily = await (await page.request.get('/api/prayers/daily')).json();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: daily.title }) });
  await expect(card).toBeVisible();
  const content = daily.content as string;
  const preview = previewText(content, 150);
  await expect(card.getByText(preview, { exact: true })).toBeVisible();
  if (daily.scriptureReference) await expect(card).toContainText(daily.scriptureReference);
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  );
  await expect(card).toContainText(`Saved ${today}`);
  await expect(card.getByRole('button', { name: 'Share' })).toBeVisible();
  await expectAccessible(page, 'favorites');
});
