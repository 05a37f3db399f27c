/**
 * Own content (decision 155): edit and delete one's own reflection (on Today and in My
 * Reflections), and open a saved prayer in full and unsave it.
 */
import type { Page } from '@playwright/test';
import { dismissToasts, expect, expectAccessible, expectToast, register, test } from './support/fixtures';

const shots = process.env.E2E_SCREENSHOTS === 'docs' ? 'docs/screenshots/moderation' : 'test-results/moderation';

const communityCard = (page: Page) =>
  page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'Community Reflections' }) })
    .last();

async function share(page: Page, text: string) {
  await page.getByLabel('Your reflection').fill(text);
  const form = page.locator('form').filter({ has: page.getByLabel('Your reflection') });
  await form.locator('label').filter({ hasText: 'Share with community' }).click();
  await page.getByRole('button', { name: 'Submit Reflection' }).click();
  await expectToast(page, 'Reflection Submitted!');
  await dismissToasts(page);
}

test.use({ viewport: { width: 390, height: 844 } });

test('edit and delete one’s own reflection; a second person sees the change', async ({ page, anotherPerson }) => {
  await register(page, { firstName: 'Lydia' });
  const first = `First words ${Date.now()}`;
  await share(page, first);
  const mine = communityCard(page).getByTestId('community-reflection').filter({ hasText: first });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Report/ })).toHaveCount(0);

  await mine.getByRole('button', { name: 'Edit this reflection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit your reflection' });
  await expect(dialog.getByLabel('Reflection')).toHaveValue(first);
  await page.screenshot({ path: `${shots}/edit-reflection-390.png` });
  await dialog.getByLabel('Reflection').fill('   ');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  const edited = `Better words ${Date.now()}`;
  await dialog.getByLabel('Reflection').fill(edited);
  await expectAccessible(page, 'edit-reflection');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await expect(communityCard(page).getByTestId('community-reflection').filter({ hasText: edited })).toBeVisible();

  const other = await anotherPerson();
  await register(other, { firstName: 'Silas' });
  const theirs = communityCard(other).getByTestId('community-reflection').filter({ hasText: edited });
  await expect(theirs).toBeVisible();
  await expect(other.getByText(first)).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

  // Delete it from My Reflections.
  await page.goto('/reflections');
  const card = page.getByRole('listitem').filter({ hasText: edited });
  await card.getByRole('button', { name: 'Delete this reflection' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this reflection?' });
  await expect(confirm).toContainText('with its likes');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Deleted');
  await expect(page.getByText(edited)).toHaveCount(0);

  await other.reload();
  await expect(other.getByRole('heading', { name: 'Community Reflections' })).toBeVisible();
  await expect(other.getByText(edited)).toHaveCount(0);
});

test('Saved opens the whole prayer and can unsave it', async ({ page }) => {
  await register(page);
  await page.getByRole('button', { name: "Save today's prayer to favorites" }).click();
  await expectToast(page, 'Saved!');
  const daily = await (await page.request.get('/api/prayers/daily')).json();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: daily.title }) });
  await card.getByRole('button', { name: `Open ${daily.title}` }).click();
  const dialog = page.getByRole('dialog', { name: daily.title });
  // The whole prayer, not the preview.
  await expect(dialog).toContainText((daily.content as string).trim().slice(-40));
  await expectAccessible(page, 'saved-prayer-open');
  await page.screenshot({ path: `${shots}/saved-open-390.png` });
  await dialog.getByRole('button', { name: 'Unsave' }).click();
  await expectToast(page, 'Removed from Saved');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('No saved prayers yet')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('button', { name: "Save today's prayer to favorites" })).toHaveAttribute('aria-pressed', 'false');
});
