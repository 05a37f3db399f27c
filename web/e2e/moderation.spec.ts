/**
 * Reporting and moderation (decision 156): a person reports a public reflection and it leaves
 * their list at once; the admin finds it in /admin/moderation with its context, hides it (the
 * author still sees it, marked), deletes another, and stops the author from posting publicly, who
 * then reads a clear message. Screenshots of the queue at 390 px and 1280 px.
 */
import type { Page } from '@playwright/test';
import { adminCredentials, dismissToasts, expect, expectAccessible, expectToast, login, register, test } from './support/fixtures';

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
}

/**
 * The community reflection with `text`, the whole list shown: Today shows the 2 newest first, and
 * specs running beside this one add reflections to the same day's prayer.
 */
async function communityItem(page: Page, text: string) {
  const card = communityCard(page);
  await expect(card.getByTestId('community-reflection').first()).toBeVisible();
  // The list may first come from what the page kept (a shorter one, without "View More"), then from
  // the server: look once the fetch is done.
  await page.waitForLoadState('networkidle');
  const item = card.getByTestId('community-reflection').filter({ hasText: text });
  const more = card.getByRole('button', { name: 'View More Reflections' });
  await expect(item.or(more).first()).toBeVisible();
  if (!(await item.isVisible())) await more.click();
  return item;
}

async function report(page: Page, text: string, reason: string, note: string) {
  const item = await communityItem(page, text);
  await item.getByRole('button', { name: /^Report reflection by/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this reflection' });
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();
  await dialog.getByLabel(reason).check();
  await dialog.getByLabel('Anything to add? (optional)').fill(note);
  return dialog;
}

test('report, then moderate: hide, delete, stop posting publicly', async ({ page, anotherPerson }) => {
  test.slow();
  const stamp = Date.now();
  const rude = `You are all fools ${stamp}`;
  const spam = `Buy cheap watches ${stamp}`;
  await page.setViewportSize({ width: 390, height: 844 });
  const author = await register(page, { firstName: 'Diotrephes' });
  await share(page, rude);
  await expectToast(page, 'Reflection Submitted!');
  await dismissToasts(page);
  await share(page, spam);
  await expectToast(page, 'Reflection Submitted!');

  // A reader reports the rude one: it is gone for them at once.
  const reader = await anotherPerson();
  await reader.setViewportSize({ width: 390, height: 844 });
  await register(reader, { firstName: 'Gaius' });
  await expect(await communityItem(reader, rude)).toBeVisible();
  const dialog = await report(reader, rude, 'Abusive or hateful', 'Insults everyone');
  await expectAccessible(reader, 'report-dialog');
  await reader.screenshot({ path: `${shots}/report-dialog-390.png` });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expectToast(reader, 'Reported');
  await expect(communityCard(reader).getByText(rude)).toHaveCount(0);
  await reader.reload();
  await expect(await communityItem(reader, spam)).toBeVisible();
  await expect(communityCard(reader).getByText(rude)).toHaveCount(0);
  await dismissToasts(reader);
  await (await report(reader, spam, 'Spam', 'Advertising')).getByRole('button', { name: 'Send report' }).click();
  await expectToast(reader, 'Reported');

  // The admin's queue.
  const admin = await anotherPerson();
  const creds = adminCredentials();
  await login(admin, creds.email, creds.password);
  await admin.goto('/profile');
  await admin.getByRole('link', { name: 'Moderation' }).click();
  await expect(admin).toHaveURL(/\/admin\/moderation$/);
  const rudeEntry = admin.getByRole('listitem', { name: /^Reflection by Diotrephes/ }).filter({ hasText: rude });
  await expect(rudeEntry).toContainText('1 report');
  await expect(rudeEntry).toContainText('Abusive');
  await expect(rudeEntry).toContainText('Insults everyone');
  await expect(rudeEntry).toContainText('Gaius');
  await expect(rudeEntry).toContainText(author.email);
  const today = await (await page.request.get('/api/prayers/daily')).json();
  await expect(rudeEntry).toContainText(`On ${today.title}`);
  await expectAccessible(admin, 'moderation-queue');
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: `${shots}/queue-390.png`, fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.screenshot({ path: `${shots}/queue-1280.png`, fullPage: true });

  // Hide: gone for everyone but the author, who sees it marked.
  await rudeEntry.getByRole('button', { name: /^Hide/ }).click();
  await expectToast(admin, 'Hidden');
  await expect(rudeEntry).toHaveCount(0);
  await page.reload();
  const hidden = await communityItem(page, rude);
  await expect(hidden).toContainText('Hidden by a moderator: only you can see this');
  await hidden.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/author-sees-hidden-390.png` });
  const third = await anotherPerson();
  await register(third, { firstName: 'Demetrius' });
  await expect(await communityItem(third, spam)).toBeVisible();
  await expect(third.getByText(rude)).toHaveCount(0);

  // Stop the author posting publicly, and delete the spam.
  const spamEntry = admin.getByRole('listitem', { name: /^Reflection by Diotrephes/ }).filter({ hasText: spam });
  await spamEntry.getByRole('button', { name: 'Stop Diotrephes posting publicly' }).click();
  await expectToast(admin, 'Public posting stopped');
  await expect(spamEntry).toContainText('public posting stopped');
  await dismissToasts(admin);
  await spamEntry.getByRole('button', { name: /^Delete/ }).click();
  await admin.getByRole('dialog', { name: 'Delete this reflection?' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(admin, 'Deleted');
  await expect(admin.getByRole('listitem').filter({ hasText: spam })).toHaveCount(0);
  await expect(admin.getByText(/stopped public posting for Diotrephes/).first()).toBeVisible();
  await expect(admin.getByText(/hid reflection #\d+ by Diotrephes/).first()).toBeVisible();
  await third.reload();
  await expect(third.getByRole('heading', { name: 'Community Reflections' })).toBeVisible();
  await expect(third.getByText(spam)).toHaveCount(0);

  // A hide can be undone from the log: the reflection shows again for everyone.
  const own = (await (await page.request.get('/api/reflections')).json()) as { id: number; content: string }[];
  const rudeId = own.find((r) => r.content === rude)!.id;
  await dismissToasts(admin);
  const hidLine = admin.getByRole('listitem').filter({ hasText: `hid reflection #${rudeId} by Diotrephes` });
  await hidLine.getByRole('button', { name: `Show again: reflection #${rudeId}`, exact: true }).click();
  await expectToast(admin, 'Shown again');
  await expect(admin.getByText(`showed again reflection #${rudeId} by Diotrephes`)).toBeVisible();
  await expect(hidLine.getByRole('button', { name: /^Show again/ })).toHaveCount(0);
  await third.reload();
  await expect(await communityItem(third, rude)).toBeVisible();

  // The author's next public post is refused with a clear message; private still works.
  await page.reload();
  await dismissToasts(page);
  await share(page, `Still here ${stamp}`);
  await expectToast(page, 'Error', "You can't share publicly right now. You can still write privately.");
  await page.screenshot({ path: `${shots}/posting-stopped-390.png` });

  // Not for a non-admin.
  await reader.goto('/admin/moderation');
  await expectToast(reader, 'Access Denied');
  await expect(reader).toHaveURL(/\/$/);
});
