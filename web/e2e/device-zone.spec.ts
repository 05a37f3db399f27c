/**
 * Settings move only when the person moves them (decision 190): a web session on a device in another zone changes nothing until the person
 * accepts; the offer says both zones, and Switch then moves the account (which every channel reads).
 */
import { expect, expectAccessible, expectToast, register, test } from './support/fixtures';

test.use({ timezoneId: 'Europe/Berlin', viewport: { width: 390, height: 844 } });

test('a device in New York is offered, not applied, until the person switches', async ({ page, browser }) => {
  await register(page); // sign-up takes the browser's zone: Berlin
  const settings = async (p: typeof page) =>
    (await (await p.request.get('/api/user/settings')).json()) as { timeZone: string };
  expect((await settings(page)).timeZone).toBe('Europe/Berlin');
  await expect(page.getByRole('region', { name: 'Time zone' })).toHaveCount(0);

  // The same account opened on a laptop set to New York.
  const laptop = await browser.newContext({
    timezoneId: 'America/New_York',
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  });
  const other = await laptop.newPage();
  await other.goto('/');
  const offer = other.getByRole('region', { name: 'Time zone' });
  await expect(offer).toContainText('Your device is in New York; your prayer time follows Berlin. Switch?');
  // Nothing changed by opening the page.
  expect((await settings(other)).timeZone).toBe('Europe/Berlin');
  await expectAccessible(other, 'device-zone-offer');
  await other.screenshot({ path: 'docs/screenshots/zone/device-zone-offer-390.png' });

  // The offer goes at once (the settings move optimistically); the account moves when the save answers.
  const saved = other.waitForResponse((r) => r.url().endsWith('/api/user/settings') && r.request().method() === 'PUT');
  await offer.getByRole('button', { name: 'Switch to New York' }).click();
  await expect(offer).toHaveCount(0);
  expect((await saved).ok()).toBe(true);
  expect((await settings(other)).timeZone).toBe('America/New_York');

  // Profile shows the zone the account follows, and takes a city.
  await other.goto('/profile');
  // As people write it (decision 272), never the zone's id.
  await expect(other.getByText(/follow New York, where it is now/)).toBeVisible();
  await expect(other.getByText('America/New_York')).toHaveCount(0);
  await other.getByLabel('Change to (a city, or an abbreviation like EST)').fill('berlin');
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Time zone set to Berlin, where it is now' })).toBeVisible();
  expect((await settings(other)).timeZone).toBe('Europe/Berlin');
  await laptop.close();
});

test('a traveller prays the prayer the device shows: the date where they are, not the settings’', async ({
  browser,
}) => {
  // Settings at UTC+14, the device at UTC−11: 25 hours apart, so their dates always differ.
  const home = await browser.newContext({ timezoneId: 'Pacific/Kiritimati', viewport: { width: 390, height: 844 } });
  await register(await home.newPage());
  const away = await browser.newContext({
    timezoneId: 'Pacific/Pago_Pago',
    viewport: { width: 390, height: 844 },
    storageState: await home.storageState(),
  });
  await home.close();
  const phone = await away.newPage();
  await phone.goto('/');
  const deviceDate = await phone.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const settingsDay = (await (await phone.request.get('/api/prayers/daily')).json()) as { date: string };
  expect(settingsDay.date).not.toBe(deviceDate);
  const dayThere = async () =>
    (
      (await (await phone.request.get(`/api/prayers/days?from=${deviceDate}&to=${deviceDate}`)).json()) as {
        prayer: { title: string; isCompleted: boolean };
      }[]
    )[0]!.prayer;

  // Today shows the prayer of the device's date, and Pray records it (before: "Only today's prayer").
  await expect(phone.getByRole('heading', { name: (await dayThere()).title })).toBeVisible();
  // The offer stands in the page, never over it: at every scroll position the Pray button is the
  // thing under its own centre.
  await expect(phone.getByRole('region', { name: 'Time zone' })).toBeVisible();
  const covered = await phone.evaluate(async () => {
    const pray = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Pray')!;
    const hits: number[] = [];
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 40) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const box = pray.getBoundingClientRect();
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      if (cy < 0 || cy > window.innerHeight) continue;
      const top = document.elementFromPoint(cx, cy);
      if (top && !pray.contains(top) && top.closest('section[aria-label="Time zone"]')) hits.push(y);
    }
    window.scrollTo(0, 0);
    return hits;
  });
  expect(covered).toEqual([]);
  await phone.getByRole('button', { name: 'Pray', exact: true }).click();
  await expectToast(phone, 'Prayer Completed!');
  await expect(phone.getByRole('button', { name: 'Completed!' })).toBeDisabled();
  expect((await dayThere()).isCompleted).toBe(true);
  await phone.reload();
  await expect(phone.getByRole('button', { name: 'Completed!' })).toBeDisabled();
  await phone.getByRole('button', { name: /Keep Kiritimati/ }).click();
  await phone.screenshot({ path: 'docs/screenshots/zone/traveller-today-390.png' });
  await away.close();
});
