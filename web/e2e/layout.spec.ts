/** The signed-in frame: top bar (name, bell, avatar initials) and the six tabs (the Bible among them, decision 268). */
import { expect, expectAccessible, register, test } from './support/fixtures';

test('six tabs lead to their screens and mark the current one; the avatar shows initials', async ({ page }) => {
  await register(page, { firstName: 'samuel', lastName: 'ramah' });
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Daily Prayer & Scripture')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Your profile' })).toHaveText('SR');

  const nav = page.getByRole('navigation', { name: 'Main' });
  const tabs: [string, RegExp, string][] = [
    ['Bible', /\/bible$/, 'John 1'],
    ['Topics', /\/topics$/, 'Prayer Topics'],
    ['Progress', /\/progress$/, 'Your Progress'],
    ['Saved', /\/favorites$/, 'Saved Prayers'],
    ['Profile', /\/profile$/, 'Samuel Ramah'],
    ['Today', /\/$/, "Today's Prayer"],
  ];
  await expect(nav.getByRole('link')).toHaveCount(6);
  for (const [tab, url, heading] of tabs) {
    await nav.getByRole('link', { name: tab }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { name: heading, exact: false }).first()).toBeVisible();
    await expect(nav.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
  }
  await banner.getByRole('link', { name: 'Your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expectAccessible(page, 'profile-from-avatar');

  // Sign-up saved the browser's time zone, so "today" on the server is this person's day.
  const settings = await (await page.request.get('/api/user/settings')).json();
  expect(settings.timeZone).toBe('Pacific/Honolulu');
});

test('a signed-in person on /login or /register is sent to Today', async ({ page }) => {
  await register(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: "Today's Prayer" })).toBeVisible();
});
