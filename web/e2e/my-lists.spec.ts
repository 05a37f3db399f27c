/** My Reflections and My Prayers, reached from Profile. */
import type { Page } from '@playwright/test';
import { dismissToasts, expect, expectAccessible, expectToast, register, test } from './support/fixtures';

/** "Everyone" in a request form's audience picker, centred first: on a phone it can sit under the tab bar. */
async function checkEveryone(page: Page) {
  const everyone = page.getByRole('radio', { name: /^Everyone/ });
  await everyone.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await everyone.check();
}

test('My Reflections: empty state, then own reflections with title, date and the shared marker', async ({ page }) => {
  await register(page);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'My Reflections' }).click();
  await expect(page.getByRole('heading', { name: 'My Reflections' })).toBeVisible();
  await expect(page.getByText('No reflections yet')).toBeVisible();
  await expectAccessible(page, 'my-reflections-empty');
  await page.getByRole('link', { name: "Go to Today's Prayer" }).click();
  await expect(page).toHaveURL(/\/$/);

  const daily = await (await page.request.get('/api/prayers/daily')).json();
  await page.getByLabel('Your reflection').fill('Kept to myself');
  await page.getByRole('button', { name: 'Submit Reflection' }).click();
  await expectToast(page, 'Reflection Submitted!');
  await page.getByLabel('Your reflection').fill('Shared with all');
  await page.locator('label').filter({ hasText: 'Share with community' }).click();
  // Only a new toast says the second one was saved (the first one's may still be up).
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Submit Reflection' }).click();
  await expectToast(page, 'Reflection Submitted!');

  await page.goto('/reflections');
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  );
  const items = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: daily.title }) });
  await expect(items).toHaveCount(2);
  const shared = items.filter({ hasText: 'Shared with all' });
  await expect(shared).toContainText('Shared with community');
  await expect(shared).toContainText(today);
  await expect(shared.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(items.filter({ hasText: 'Kept to myself' })).not.toContainText('Shared with community');
  // Newest first.
  await expect(items.first()).toContainText('Shared with all');
  await expectAccessible(page, 'my-reflections');
});

test('My Prayers: empty state, then each prayer with date, time and whether it is shared', async ({ page }) => {
  await register(page);
  await page.goto('/my-prayers');
  await expect(page.getByRole('heading', { name: 'My Prayers' })).toBeVisible();
  await expect(page.getByText('No prayers yet')).toBeVisible();
  await expectAccessible(page, 'my-prayers-empty');

  await page.goto('/');
  for (const [title, isPublic] of [
    ['Morning offering', true],
    ['Night watch', false],
  ] as const) {
    await page.getByRole('button', { name: /Write Your Prayer|Add Another Prayer/ }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Prayer', { exact: true }).fill(`${title}: Lord, be near.`);
    if (isPublic) await checkEveryone(page);
    // The first prayer's toast may still be up: only a new one says this prayer was saved (the
    // toast comes with the server's answer, so leaving the page after it loses nothing).
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Save Prayer', exact: true }).click();
    await expectToast(page, 'Prayer Created');
  }

  await page.goto('/profile');
  await page.getByRole('link', { name: 'My Prayers' }).click();
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  );
  const morning = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Morning offering' });
  await expect(morning).toContainText('Everyone');
  await expect(morning).toContainText(today);
  await expect(morning).toContainText(/\d{1,2}:\d{2}\s?[AP]M/);
  await expect(morning.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Night watch' })).toContainText(
    'Only me',
  );
  await expectAccessible(page, 'my-prayers');
});
