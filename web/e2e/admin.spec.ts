/**
 * Content admin (decision 165): the calendar of 30 days back and 90 ahead, scheduling the first date not
 * yet begun anywhere, "Replace it?" for a taken date, the channel preview, edit, delete back to the
 * library, and an all-or-nothing CSV import; a prayer per language (a Spanish one is in the Spanish
 * calendar only); a non-admin on /admin is denied. This file runs in
 * Pacific/Kiritimati (UTC+14), 24 hours from the other specs' Pacific/Honolulu: the admin's
 * "tomorrow" is the first date no one has begun, and never the other specs' today.
 */
import { repoRoot } from './support/env';
import {
  adminCredentials,
  expect,
  expectAccessible,
  expectToast,
  login,
  register,
  test,
  expectFieldError,
} from './support/fixtures';

test.use({ timezoneId: 'Pacific/Kiritimati' });

test('the admin schedules, replaces, previews, edits and deletes a date, and imports a file all or nothing', async ({
  page,
}) => {
  // A long walk through the whole screen (axe over 121 calendar rows included) on a busy machine.
  test.setTimeout(180_000);
  const admin = adminCredentials();
  await login(page, admin.email, admin.password);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Content Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Add Daily Prayer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Content Guidelines' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  const calendar = page.getByRole('list', { name: 'Calendar of daily prayers' });
  await expect(calendar.getByRole('listitem')).toHaveCount(121);
  await expectAccessible(page, 'admin');

  const iso = (offsetDays: number) =>
    page.evaluate((n) => {
      const d = new Date();
      d.setDate(d.getDate() + n);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    }, offsetDays);
  const today = await iso(0);
  const tomorrow = await iso(1);
  // Today here (UTC+14) has begun everywhere it can: live, library, no Schedule button.
  const todayRow = calendar.getByRole('listitem', { name: today });
  await expect(todayRow.getByText('Live')).toBeVisible();
  await expect(todayRow.getByRole('button', { name: 'Schedule' })).toHaveCount(0);
  // The form starts on the first date not begun anywhere.
  await expect(page.getByLabel('Date')).toHaveValue(tomorrow);

  await page.getByRole('button', { name: 'Add Daily Prayer' }).click();
  await expectFieldError(page, 'Validation Error', 'Please fill in all required fields');

  const fill = async (title: string) => {
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Prayer content')
      .fill('Lord, light my path today.\n\nKeep my steps steady and my heart open.');
    await page.getByLabel('Scripture text').fill('Your word is a lamp to my feet, and a light for my path.');
    await page.getByLabel('Scripture reference').fill('Psalm 119:105 (WEB)');
    await page.getByLabel('Topic').selectOption({ label: 'Hope' });
  };
  const first = `Light for the Day ${Date.now()}`;
  await fill(first);
  await page.getByRole('button', { name: 'Add Daily Prayer' }).click();
  await expectToast(page, 'Success');
  const row = calendar.getByRole('listitem', { name: tomorrow });
  await expect(row.getByText(first)).toBeVisible();
  await expect(row.getByText('Scheduled')).toBeVisible();

  // A second prayer for the same date asks first.
  const second = `Lamp & <Light> ${Date.now()}`;
  await fill(second);
  await expect(page.getByLabel('Date')).toHaveValue(tomorrow);
  await page.getByRole('button', { name: 'Add Daily Prayer' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Replace scheduled prayer?' });
  await expect(ask).toContainText(`${tomorrow} already has a scheduled prayer, “${first}”. Replace it?`);
  await ask.getByRole('button', { name: 'Replace' }).click();
  await expectToast(page, 'Success');
  await expect(row.getByText(second)).toBeVisible();
  await expect(row.getByText(first)).toHaveCount(0);

  // Edit it, and look at it as each channel will show it (the markup stays text).
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Scheduled Prayer' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(second);
  const edited = `${second} (edited)`;
  await page.getByLabel('Title').fill(edited);
  await page.getByRole('button', { name: 'Preview' }).click();
  const telegram = page.getByRole('region', { name: 'Telegram preview' });
  await expect(telegram).toContainText("🙏 Today's Prayer");
  await expect(telegram).toContainText(edited);
  await expect(page.getByRole('region', { name: 'Slack preview' })).toContainText(edited);
  await expect(page.getByRole('region', { name: 'Slack preview' })).toContainText('🙏 Pray');
  // Saved as the parser writes it: the language's own Bible goes unnamed (decision 257).
  await expect(page.getByRole('region', { name: 'Web preview' })).toContainText('Psalm 119:105');
  await page.screenshot({ path: `${repoRoot}/test-results/admin-shots/admin-preview-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success');
  await expect(row.getByText(edited)).toBeVisible();

  // Delete: the date goes back to the library prayer.
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Deleted');
  await expect(row.getByText('Library')).toBeVisible();
  await expect(row.getByText(edited)).toHaveCount(0);

  // Import: one bad row and nothing is imported; fixed, both dates are scheduled.
  const d1 = await iso(40);
  const d2 = await iso(41);
  const csv = (secondTitle: string) =>
    Buffer.from(`date,title,content,topic\n${d1},Imported one,"Lord, hear us.",Hope\n${d2},${secondTitle},Text,Hope\n`);
  await page
    .getByLabel('File (CSV or JSON)')
    .setInputFiles({ name: 'prayers.csv', mimeType: 'text/csv', buffer: csv('') });
  await page.getByRole('button', { name: 'Import' }).click();
  await expectToast(page, 'Nothing Imported');
  const report = page.getByRole('table', { name: 'Import report' });
  await expect(report).toContainText('Please fill in all required fields');
  await expect(calendar.getByRole('listitem', { name: d1 }).getByText('Library')).toBeVisible();
  await page
    .getByLabel('File (CSV or JSON)')
    .setInputFiles({ name: 'prayers.csv', mimeType: 'text/csv', buffer: csv('Imported two') });
  await page.getByRole('button', { name: 'Import' }).click();
  await expectToast(page, 'Imported');
  await expect(calendar.getByRole('listitem', { name: d2 }).getByText('Imported two')).toBeVisible();
  await page.screenshot({ path: `${repoRoot}/test-results/admin-shots/admin-390.png`, fullPage: true });
});

test('a Spanish prayer scheduled on a date is in the Spanish calendar only, and previews in Spanish', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = adminCredentials();
  await login(page, admin.email, admin.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Add Daily Prayer' })).toBeVisible();
  const calendar = page.getByRole('list', { name: 'Calendar of daily prayers' });
  // The picker starts on the admin's own language (English here).
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(calendar.getByRole('listitem')).toHaveCount(121);
  // A date no other test schedules (the first test uses tomorrow and 40-41 days ahead).
  const date = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 60);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const englishRow = calendar.getByRole('listitem', { name: date });
  await expect(englishRow.getByText('Library')).toBeVisible();
  const englishTitle = (await englishRow.locator('p').first().textContent()) ?? '';

  await page.locator('label').filter({ hasText: /^Español$/ }).click();
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  await expect(page.getByText('for the prayers people who read Spanish get')).toBeVisible();
  const row = calendar.getByRole('listitem', { name: date });
  await expect(row.getByText('Library')).toBeVisible();
  await row.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByLabel('Date')).toHaveValue(date);
  const title = `Luz para el camino ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Prayer content').fill('Señor, guía mis pasos hoy.\n\nQue tu palabra alumbre mi camino.');
  await page.getByLabel('Scripture text').fill('NUN. Lámpara es á mis pies tu palabra, y lumbrera á mi camino.');
  await page.getByLabel('Scripture reference').fill('Salmos 119:105 (RV1909)');
  await page.getByLabel('Topic').selectOption({ label: 'Hope' });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Web preview' })).toContainText(title);
  await expect(page.getByRole('region', { name: 'Telegram preview' })).toContainText('Señor, guía mis pasos hoy.');
  await page.getByRole('button', { name: 'Add Daily Prayer' }).click();
  await expectToast(page, 'Success');
  await expect(row.getByText(title)).toBeVisible();
  await expect(row.getByText('Scheduled')).toBeVisible();
  await page.screenshot({ path: `${repoRoot}/test-results/admin-shots/admin-spanish-390.png`, fullPage: true });

  // The English calendar still has the library prayer on that date, and never the Spanish one.
  await page.locator('label').filter({ hasText: /^English$/ }).click();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(calendar.getByRole('listitem', { name: date }).getByText('Library')).toBeVisible();
  await expect(calendar.getByText(title)).toHaveCount(0);
  if (englishTitle) await expect(calendar.getByRole('listitem', { name: date })).toContainText(englishTitle);

  // Back in Spanish it is there, after a reload too (the server keeps it per language).
  await page.reload();
  await page.locator('label').filter({ hasText: /^Español$/ }).click();
  await expect(calendar.getByRole('listitem', { name: date }).getByText(title)).toBeVisible();
});

test('a non-admin on /admin is told "Access Denied" and lands on Today', async ({ page }) => {
  await register(page);
  await page.goto('/admin');
  await expectToast(page, 'Access Denied', "You don't have permission to access this page.");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: "Today's Prayer" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add Daily Prayer' })).toHaveCount(0);
});
