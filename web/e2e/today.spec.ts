/** Today: the streak card, the daily prayer (pray, save), reflections, the community and own prayers. */
import type { Page } from '@playwright/test';
import {
  dismissToasts,
  expect,
  expectAccessible,
  expectToast,
  register,
  test,
  expectFieldError,
} from './support/fixtures';

/** "Everyone" in a request form's audience picker, centred first: on a phone it can sit under the tab bar. */
async function checkEveryone(page: Page) {
  const everyone = page.getByRole('radio', { name: /^Everyone/ });
  await everyone.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await everyone.check();
}

const communityCard = (page: Page) =>
  page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'Community Reflections' }) })
    .last();

async function reflect(page: Page, text: string, visibility: 'Private' | 'Share with community') {
  await page.getByLabel('Your reflection').fill(text);
  const form = page.locator('form').filter({ has: page.getByLabel('Your reflection') });
  await form.locator('label').filter({ hasText: visibility }).click();
  await expect(form.getByRole('radio', { name: visibility })).toBeChecked();
  await page.getByRole('button', { name: 'Submit Reflection' }).click();
  await expectToast(page, 'Reflection Submitted!');
  await expect(page.getByLabel('Your reflection')).toHaveValue('');
  // The visibility chosen last stays chosen (decision 206).
  await expect(form.getByRole('radio', { name: visibility })).toBeChecked();
  await dismissToasts(page);
}

test('a new person prays and saves today’s prayer; the streak card follows', async ({ page }) => {
  await register(page);
  const longDate = await page.evaluate(() =>
    new Date().toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
  );
  await expect(page.getByText(longDate)).toBeVisible();
  const streak = page.getByRole('region', { name: 'Prayer streak' });
  // No "0" for a new person (decision 206).
  await expect(streak).toContainText('Your streak begins today');
  await expect(streak).toContainText('Start your prayer journey today!');
  await expect(streak).not.toContainText('Personal best');
  await expectAccessible(page, 'today');

  // The prayer card: title, paragraphs, scripture.
  const pray = page.getByRole('button', { name: 'Pray', exact: true });
  await expect(pray).toBeEnabled();
  const daily = await (await page.request.get('/api/prayers/daily')).json();
  await expect(page.getByRole('heading', { name: daily.title })).toBeVisible();
  const paragraphs = (daily.content as string).split(/\n\s*\n/).filter((p) => p.trim());
  await expect(page.getByText(paragraphs[0]!.trim(), { exact: true })).toBeVisible();
  if (daily.scriptureReference) await expect(page.getByText(daily.scriptureReference)).toBeVisible();

  await pray.click();
  await expectToast(page, 'Prayer Completed!');
  const completed = page.getByRole('button', { name: 'Completed!' });
  await expect(completed).toBeDisabled();
  await expect(streak).toContainText('1 Day Streak!');
  await expect(streak).toContainText('Great start! Keep going.');
  // The real best streak (decision 145's item: no placeholder), the same number Progress shows.
  await expect(streak).toContainText('Personal best: 1 day');

  await page.getByRole('button', { name: "Save today's prayer to favorites" }).click();
  await expectToast(page, 'Saved!');
  const saved = page.getByRole('button', { name: 'Saved' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(saved).toBeDisabled();
  await expect(saved.locator('svg')).toHaveClass(/fill-red-500/);

  // Both facts survive a reload: they come from the server, not from local state.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Completed!' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await expect(streak).toContainText('Great start! Keep going.');
});

test('reflections: empty is refused, private stays private, public is liked and replied to', async ({
  page,
  anotherPerson,
}) => {
  const author = await register(page, { firstName: 'Miriam' });
  await expect(page.getByRole('button', { name: 'Submit Reflection' })).toBeDisabled();
  await page.getByLabel('Your reflection').fill('   ');
  await expect(page.getByRole('button', { name: 'Submit Reflection' })).toBeDisabled();

  const secret = `A private thought ${Date.now()}`;
  const shared = `Grateful for this morning ${Date.now()}`;
  await reflect(page, secret, 'Private');
  await reflect(page, shared, 'Share with community');

  const community = communityCard(page);
  const mine = community.getByTestId('community-reflection').filter({ hasText: shared });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('Miriam');
  // A private reflection is never in the community list, not even for its author: it is in My Reflections.
  await expect(community.getByTestId('community-reflection').filter({ hasText: secret })).toHaveCount(0);
  await expect(mine).not.toContainText('only you can see this');
  await expectAccessible(page, 'today-with-reflections');

  // Someone else sees the public one (not the private one), likes it and replies.
  const page2 = await anotherPerson();
  await register(page2, { firstName: 'Boaz' });
  const theirs = communityCard(page2).getByTestId('community-reflection').filter({ hasText: shared });
  await expect(theirs).toBeVisible();
  await expect(page2.getByText(secret)).toHaveCount(0);

  const like = theirs.getByRole('button', { name: /^Like reflection by Miriam/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toContainText('0');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1');
  await like.click();
  await expect(like).toContainText('0');
  await like.click();
  await expect(like).toContainText('1');

  await theirs.getByRole('button', { name: 'Reply' }).click();
  const box = page2.getByLabel('Reply to Miriam');
  await expect(box).toHaveAttribute('rows', '2');
  await expect(theirs.getByRole('button', { name: 'Post Reply' })).toBeDisabled();
  await box.fill('  Amen to that  ');
  await theirs.getByRole('button', { name: 'Post Reply' }).click();
  await expectToast(page2, 'Success', 'Reply posted successfully!');
  await expect(box).toHaveCount(0);
  const reply = theirs.getByTestId('reflection-reply');
  await expect(reply).toContainText('Boaz');
  await expect(reply).toContainText('Amen to that');
  // Replies cannot be liked or replied to (their author may edit or delete them).
  await expect(reply.getByRole('button', { name: /like/i })).toHaveCount(0);
  await expect(reply.getByRole('button', { name: /^reply/i })).toHaveCount(0);
  await expect(reply.getByRole('button', { name: 'Edit this reply' })).toBeVisible();

  // The author sees the like and the reply after a reload.
  await page.reload();
  const again = communityCard(page).getByTestId('community-reflection').filter({ hasText: shared });
  await expect(again.getByRole('button', { name: /^Like reflection by Miriam, 1 like/ })).toBeVisible();
  await expect(again.getByTestId('reflection-reply')).toContainText('Amen to that');
  expect(author.firstName).toBe('Miriam');
});

test('community reflections: 2 newest first, View More Reflections and Show Less, one reply box', async ({ page }) => {
  await register(page, { firstName: 'Lydia' });
  const stamp = Date.now();
  const texts = [1, 2, 3].map((n) => `Reflection number ${n} of ${stamp}`);
  for (const t of texts) await reflect(page, t, 'Share with community');

  const community = communityCard(page);
  const items = community.getByTestId('community-reflection');
  await expect(items).toHaveCount(2);
  // Newest first: others may post at the same time, but of mine the third comes before the second.
  await expect(items.filter({ hasText: texts[2]! })).toBeVisible();
  await expect(items.filter({ hasText: texts[0]! })).toHaveCount(0);

  await community.getByRole('button', { name: 'View More Reflections' }).click();
  await expect(items.filter({ hasText: texts[0]! })).toBeVisible();
  const order = await items.allInnerTexts();
  const pos = texts.map((t) => order.findIndex((s) => s.includes(t)));
  expect(pos[2]).toBeLessThan(pos[1]!);
  expect(pos[1]).toBeLessThan(pos[0]!);

  // One reply box at a time.
  await items.filter({ hasText: texts[2]! }).getByRole('button', { name: 'Reply' }).click();
  await items.filter({ hasText: texts[1]! }).getByRole('button', { name: 'Reply' }).click();
  await expect(community.getByRole('textbox')).toHaveCount(1);
  await community.getByRole('button', { name: 'Cancel' }).click();
  await expect(community.getByRole('textbox')).toHaveCount(0);

  await community.getByRole('button', { name: 'Show Less' }).click();
  await expect(items).toHaveCount(2);
  await expect(community.getByRole('button', { name: 'View More Reflections' })).toBeVisible();
});

test('own prayers: validation, Prayer Created, listed with Add Another Prayer', async ({ page }) => {
  await register(page);
  await page.getByRole('button', { name: 'Write Your Prayer' }).click();
  await page.getByLabel('Title').fill('   ');
  await page.getByRole('button', { name: 'Save Prayer', exact: true }).click();
  await expectFieldError(page, 'Missing Information', 'Please provide both a title and content for your prayer.');
  await expectAccessible(page, 'today-own-prayer-form');

  await page.getByLabel('Title').fill('  For my family  ');
  await page.getByLabel('Prayer', { exact: true }).fill('Lord, keep them safe today.');
  await checkEveryone(page);
  await page.getByRole('button', { name: 'Save Prayer', exact: true }).click();
  await expectToast(page, 'Prayer Created');
  await expect(page.getByRole('button', { name: 'Save Prayer', exact: true })).toHaveCount(0);
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: 'For my family' });
  await expect(item).toContainText('Lord, keep them safe today.');
  await expect(item).toContainText('Shared with community');

  await page.getByRole('button', { name: 'Add Another Prayer' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByRole('radio', { name: /^Only me/ })).toBeChecked();
  await page.getByLabel('Title').fill('Quiet one');
  await page.getByLabel('Prayer', { exact: true }).fill('Just between us.');
  await page.getByRole('button', { name: 'Save Prayer', exact: true }).click();
  await expectToast(page, 'Prayer Created');
  const quiet = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Quiet one' });
  await expect(quiet).toBeVisible();
  await expect(quiet).not.toContainText('Shared with community');
});
