/** Topics: the grid of six, a topic's prayers with Save and Share, the empty state. */
import { expect, expectAccessible, expectToast, register, test } from './support/fixtures';

const TOPICS = ['Hope', 'Peace', 'Wisdom', 'Healing', 'Strength', 'Gratitude'];

test('topics grid, a topic’s prayers, saving one, and back', async ({ page }) => {
  await register(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Topics' }).click();
  await expect(page).toHaveURL(/\/topics$/);
  await expect(page.getByRole('heading', { name: 'Prayer Topics' })).toBeVisible();
  await expect(page.getByText("Choose a prayer based on what you're going through")).toBeVisible();
  for (const name of TOPICS) await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Hope/ })).toContainText("Find strength in God's promises");
  await expectAccessible(page, 'topics');

  await page.getByRole('link', { name: /^Hope/ }).click();
  await expect(page).toHaveURL(/\/topics\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Hope Prayers' })).toBeVisible();
  await expect(page.getByText("Find strength in God's promises")).toBeVisible();
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  await expectAccessible(page, 'topic-detail');

  const first = cards.first();
  const title = (await first.getByRole('heading', { level: 2 }).innerText()).trim();
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Saved!');
  await expect(first.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await expect(first.getByRole('button', { name: 'Share' })).toBeVisible();

  // The saved topic prayer is on the Saved screen.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: 'Back to Topics' }).click();
  await expect(page.getByRole('heading', { name: 'Prayer Topics' })).toBeVisible();
});

test('a topic that does not exist shows the empty state', async ({ page }) => {
  await register(page);
  await page.goto('/topics/999999');
  await expect(page.getByRole('heading', { name: /Prayers$/ })).toBeVisible();
  await expect(page.getByText('No prayers available for this topic yet.')).toBeVisible();
  await expect(page.getByText('Check back soon for new content!')).toBeVisible();
  await expectAccessible(page, 'topic-empty');
});
