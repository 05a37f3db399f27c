/**
 * Content admin: the bootstrapped admin adds today's daily prayer and a new person sees it on Today;
 * a non-admin on /admin is denied. This file runs in Pacific/Kiritimati (UTC+14), 24 hours from the
 * other specs' Pacific/Honolulu, so replacing "today's" prayer here never changes theirs.
 */
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

test('the admin adds a daily prayer for today that a second person then sees on Today', async ({
  page,
  anotherPerson,
}) => {
  const admin = adminCredentials();
  await login(page, admin.email, admin.password);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Content Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Add Daily Prayer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Content Guidelines' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Past Daily Prayers' })).toBeVisible();
  await expectAccessible(page, 'admin');

  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await expect(page.getByLabel('Date')).toHaveValue(today);

  await page.getByRole('button', { name: 'Add Daily Prayer' }).click();
  await expectFieldError(page, 'Validation Error', 'Please fill in all required fields');

  const title = `Light for the Day ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Prayer content').fill('Lord, light my path today.\n\nKeep my steps steady and my heart open.');
  await page.getByLabel('Scripture text').fill('Your word is a lamp to my feet, and a light for my path.');
  await page.getByLabel('Scripture reference').fill('Psalm 119:105 (WEB)');
  await page.getByLabel('Topic').selectOption({ label: 'Hope' });
  await page.getByRole('button', { name: 'Add Daily Prayer' }).click();
  await expectToast(page, 'Success');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByLabel('Date')).toHaveValue(today);
  const past = page.getByRole('list', { name: 'Past daily prayers' }).getByRole('button', { name: new RegExp(title) });
  await expect(past).toBeVisible();

  // Clicking a past prayer copies it into the form.
  await past.click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Scripture reference')).toHaveValue('Psalm 119:105 (WEB)');

  const page2 = await anotherPerson();
  await register(page2, { firstName: 'Phoebe' });
  await expect(page2.getByRole('heading', { name: title })).toBeVisible();
  await expect(page2.getByText('Keep my steps steady and my heart open.')).toBeVisible();
  await expect(page2.getByText('Psalm 119:105 (WEB)')).toBeVisible();
});

test('a non-admin on /admin is told "Access Denied" and lands on Today', async ({ page }) => {
  await register(page);
  await page.goto('/admin');
  await expectToast(page, 'Access Denied', "You don't have permission to access this page.");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: "Today's Prayer" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add Daily Prayer' })).toHaveCount(0);
});
