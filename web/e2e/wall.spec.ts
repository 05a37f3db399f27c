/**
 * The prayer wall (decision 150): a request shared from Today is on the
 * wall; another person taps "🙏 I prayed"; the author sees the count and "1 person prayed for you
 * today" in the bell, whose tap opens the request; the author marks it answered and it moves to
 * the Answered list, and the one who prayed is told. Screenshots at 390 px and 1280 px.
 */
import type { Page } from '@playwright/test';
import { dismissToasts, expect, expectAccessible, expectToast, register, test } from './support/fixtures';
import { repoRoot } from './support/env';

/** "Everyone" in a request form's audience picker, centred first: on a phone it can sit under the tab bar. */
async function checkEveryone(page: Page) {
  const everyone = page.getByRole('radio', { name: /^Everyone/ });
  await everyone.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await everyone.check();
}

const shot = async (page: Page, name: string) => {
  for (const [width, tag] of [
    [390, 'phone'],
    [1280, 'desktop'],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({
      path: `${repoRoot}/test-results/screenshots/wall/${name}-${tag}.png`,
      animations: 'disabled',
      caret: 'hide',
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
};

async function writePrayer(page: Page, title: string, content: string, opts: { anonymous?: boolean } = {}) {
  await page.goto('/');
  await page.getByRole('button', { name: /Write Your Prayer|Add Another Prayer/ }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Prayer', { exact: true }).fill(content);
  await checkEveryone(page);
  if (opts.anonymous) {
    await page.getByRole('checkbox', { name: 'Post anonymously' }).check();
    await page.getByRole('checkbox', { name: 'Post anonymously' }).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `${repoRoot}/test-results/screenshots/wall/today-post-anonymously-phone.png`,
      animations: 'disabled',
      caret: 'hide',
    });
  }
  await page.getByRole('button', { name: 'Save Prayer', exact: true }).click();
  await expectToast(page, 'Prayer Created');
  await dismissToasts(page);
}

test('write a request, someone prays for it, the author sees the count and the notification, then marks it answered', async ({
  page,
  anotherPerson,
}) => {
  const tag = Date.now();
  const title = `For my sister's surgery ${tag}`;
  await register(page, { firstName: 'Miriam' });
  await writePrayer(page, title, 'Please pray for steady hands for the doctors and a quick recovery.');

  // Today links to the wall; the request is there under Miriam's name.
  await page.getByRole('link', { name: /Prayer Wall/ }).scrollIntoViewIfNeeded();
  await page.screenshot({
    path: `${repoRoot}/test-results/screenshots/wall/today-wall-card-phone.png`,
    animations: 'disabled',
    caret: 'hide',
  });
  await page.getByRole('link', { name: /Prayer Wall/ }).click();
  await expect(page).toHaveURL(/\/wall$/);
  await expect(page.getByRole('heading', { name: 'Prayer Wall' })).toBeVisible();
  const mine = page.getByTestId('wall-item').filter({ hasText: title });
  await expect(mine).toContainText('Miriam(you)');
  await expect(mine).toContainText('0 prayers');

  // Boaz prays for it (once a day: the button turns into "Prayed today").
  const page2 = await anotherPerson();
  await register(page2, { firstName: 'Boaz' });
  await writePrayer(page2, `Work troubles ${tag}`, 'Wisdom for a hard conversation.', { anonymous: true });
  await page2.goto('/wall');
  const theirs = page2.getByTestId('wall-item').filter({ hasText: title });
  await expect(theirs).toContainText('Miriam');
  await theirs.getByRole('button', { name: 'I prayed', exact: true }).click();
  await expect(theirs.getByRole('button', { name: 'You prayed for this today' })).toBeDisabled();
  await expect(theirs).toContainText('1 prayer');
  await page2.reload();
  await expect(page2.getByTestId('wall-item').filter({ hasText: title })).toContainText('Prayed today');

  // Miriam: the count, Boaz's anonymous request, and the bell.
  await page.reload();
  await expect(mine).toContainText('1 prayer');
  await expect(page.getByTestId('wall-item').filter({ hasText: `Work troubles ${tag}` })).toContainText('Anonymous');
  await expect(page.getByTestId('wall-item').filter({ hasText: `Work troubles ${tag}` })).not.toContainText('Boaz');
  await shot(page, 'wall');
  await expectAccessible(page, 'wall');
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByTestId('notification').first()).toContainText('1 person prayed for you today');
  await panel.getByRole('button', { name: /^1 person prayed for you today/ }).click();
  await expect(page).toHaveURL(/\/wall\?request=\d+$/);
  await expect(mine).toBeInViewport();

  // Marked answered with a note: it leaves Requests for Answered.
  await mine.getByRole('button', { name: 'Mark answered' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as answered' });
  await dialog.getByLabel('How was it answered? (optional)').fill('The surgery went well and she is home!');
  await dialog.getByRole('button', { name: 'Mark answered' }).click();
  await expectToast(page, 'Praise God!');
  await dismissToasts(page);
  await expect(page.getByTestId('wall-item').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Answered' }).click();
  await expect(page).toHaveURL(/\/wall\?list=answered$/);
  const answered = page.getByTestId('wall-item').filter({ hasText: title });
  await expect(answered).toContainText('Answered');
  await expect(answered).toContainText('The surgery went well and she is home!');
  await expect(answered).toContainText('1 prayer');
  await expect(answered.getByRole('button', { name: 'I prayed', exact: true })).toHaveCount(0);
  await shot(page, 'wall-answered');
  await expectAccessible(page, 'wall-answered');

  // Boaz is told.
  await page2.reload();
  await page2.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
  await expect(page2.getByRole('dialog', { name: 'Notifications' })).toContainText(
    'A prayer you prayed for was answered',
  );
});
