/** Topics: the grid of six, a topic's prayers as expandable titles with Pray, Save and Share, the empty state. */
import { repoRoot } from './support/env';
import { expect, expectAccessible, expectToast, register, test } from './support/fixtures';

const TOPICS = ['Hope', 'Peace', 'Wisdom', 'Healing', 'Strength', 'Gratitude'];

test('topics grid, a topic’s prayers as titles, praying and saving one, and back', async ({ page }) => {
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
  // Titles only, each a button that opens its prayer (at least 15 per topic, decision 130).
  const titles = page.getByRole('main').getByRole('button', { expanded: false });
  await expect(titles.first()).toBeVisible();
  expect(await titles.count()).toBeGreaterThanOrEqual(15);
  await expect(page.getByRole('button', { name: 'Pray', exact: true })).toHaveCount(0);
  await expectAccessible(page, 'topic-detail');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${repoRoot}/test-results/screenshots/topics/topic-list.png`, fullPage: true });

  const first = page.getByRole('main').getByRole('listitem').first();
  const title = (await first.getByRole('heading', { level: 2 }).innerText()).trim();
  await first.getByRole('button', { name: title }).click();
  await expect(first.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'true');
  await first.getByRole('button', { name: 'Pray', exact: true }).click();
  // The toast says what a topic prayer counts for, and that the streak is not it (decision 160).
  await expectToast(
    page,
    'Prayed',
    "Counted in Total Prayers and Days Active on Progress. Your streak, week and goals follow today's daily prayer.",
  );
  await expect(first.getByRole('button', { name: 'Prayed today', exact: true })).toBeDisabled();
  await expect(
    page.getByText('15 prayers · 1 prayed today').or(page.getByText(/ prayers · 1 prayed today$/)),
  ).toBeVisible();
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Saved!');
  await expect(first.getByRole('button', { name: 'Saved', exact: true })).toBeDisabled();
  await expect(first.getByRole('button', { name: 'Share' })).toBeVisible();
  await expectAccessible(page, 'topic-detail-open');
  await page.screenshot({ path: `${repoRoot}/test-results/screenshots/topics/topic-open.png`, fullPage: true });

  // Praying it counts on Progress, but the streak stays about the daily prayer.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Progress' }).click();
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats).toContainText('Total Prayers');
  await expect(stats).toContainText('incl. 1 topic prayer');
  await expect(page.getByText('Current streak').locator('..')).toContainText('0');

  // The saved topic prayer is on the Saved screen.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.goBack();
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
