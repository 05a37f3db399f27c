/** The share dialog: every way out, and Copy to Clipboard with the spec's text. */
import { expect, expectAccessible, expectToast, register, test } from './support/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('sharing today’s prayer: Copy to Clipboard copies title, scripture and "Shared from"', async ({ page }) => {
  await register(page);
  const daily = await (await page.request.get('/api/prayers/daily')).json();
  await page.getByRole('button', { name: 'Share prayer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog).toBeVisible();
  for (const name of ['Share Now', 'Copy to Clipboard', 'Facebook', 'Twitter', 'WhatsApp', 'Email']) {
    await expect(dialog.getByRole('button', { name })).toBeVisible();
  }
  await expectAccessible(page, 'share-dialog');

  await dialog.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expectToast(page, 'Copied to clipboard!');
  await expect(dialog).toBeHidden();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(daily.title)).toBe(true);
  if (daily.scripture) expect(copied).toContain(`"${String(daily.scripture).trim()}"`);
  if (daily.scriptureReference) expect(copied).toContain(daily.scriptureReference);
  expect(copied).toContain('Shared from Daily Prayer & Scripture');
});

test('an external share opens a window and the dialog closes about a second later', async ({ page, context }) => {
  await register(page);
  // No real network: answer the share window with an empty page.
  await context.route(/facebook\.com|twitter\.com|wa\.me/, (route) => route.fulfill({ body: '<title>shared</title>' }));
  await page.getByRole('button', { name: 'Share prayer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  const popup = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'WhatsApp' }).click();
  const win = await popup;
  expect(win.url()).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent(win.url())).toContain('Shared from Daily Prayer & Scripture');
  await win.close();
  await expect(dialog).toBeHidden({ timeout: 3000 });
});
