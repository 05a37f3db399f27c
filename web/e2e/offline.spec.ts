/**
 * The app with no network: it opens and shows today's prayer from what the device kept (service
 * worker shell + kept data); Pray made offline waits on the device, shows as pending, and is sent
 * once when the network is back, counting on the local day of the tap.
 */
import { expect, expectAccessible, register, test } from './support/fixtures';
import { offline, readyForOffline } from './support/offline';


test('a reload with no network shows today’s prayer and says the device is offline', async ({ page, context }) => {
  await register(page);
  const daily = await (await page.request.get('/api/prayers/daily')).json();
  await expect(page.getByRole('heading', { name: daily.title })).toBeVisible();
  // Topics visited once are readable offline too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Topics' }).click();
  await expect(page.getByRole('heading', { name: 'Prayer Topics' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  await readyForOffline(page, daily.title);

  await offline(context, page, true);
  // The service worker answers the reload with the shell and the kept prayer already in it
  // (decision 115), so it is on screen before the app's script has run; the page notes what the
  // parser put in before any script of the app could.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      // The prayer's title (the streak card above it has a heading too).
      const copy = document.querySelector('#prerender article h2');
      if (copy) {
        (window as unknown as { __prerendered: string }).__prerendered = copy.textContent ?? '';
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const answer = await page.reload();
  expect(answer?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: daily.title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __prerendered?: string }).__prerendered)).toBe(daily.title);
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pray', exact: true })).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await expectAccessible(page, 'today-offline');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Topics' }).click();
  await expect(page.getByRole('link', { name: /Hope/ })).toBeVisible();

  // Back online: the banner goes.
  await offline(context, page, false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveCount(0);
});

/** A whole-hour zone where it is now between 01:00 and 02:59 local time, and the hours since midnight. */
function zoneJustAfterMidnight(now = new Date()): { zone: string; hoursSinceMidnight: number } {
  for (let offset = -12; offset <= 14; offset++) {
    const local = new Date(now.getTime() + offset * 3_600_000);
    const h = local.getUTCHours();
    if (h >= 1 && h < 3) {
      // Etc/GMT-N is N hours AHEAD of UTC (POSIX sign).
      const zone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
      return { zone, hoursSinceMidnight: h + local.getUTCMinutes() / 60 };
    }
  }
  throw new Error('no zone found');
}

const { zone } = zoneJustAfterMidnight();
test.describe('a Pray made offline', () => {
  test.use({ timezoneId: zone });

  test('is pending while offline, sent once when back online, and counts on the day it was tapped', async ({
    page,
    context,
  }) => {
    await register(page);
    const daily = await (await page.request.get('/api/prayers/daily')).json();
    await readyForOffline(page, daily.title);

    await offline(context, page, true);
    const pray = page.getByRole('button', { name: 'Pray', exact: true });
    await pray.click();
    const pending = page.getByRole('button', { name: 'Prayed · waiting to sync' });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Prayer streak' })).toContainText('Your streak begins today');

    // Still pending after a reload with no network: the tap is kept on the device.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Prayed · waiting to sync' })).toBeVisible();
    await expectAccessible(page, 'today-pending');

    await offline(context, page, false);
    await expect(page.getByRole('button', { name: 'Completed!' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Prayer streak' })).toContainText('1 Day Streak!');

    // Sent once, even though both the page and the service worker try (and a second try is harmless).
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      reg.active?.postMessage({ type: 'flush-outbox' });
    });
    await page.waitForTimeout(500);
    const stats = await (await page.request.get('/api/progress/stats')).json();
    expect(stats.totalPrayers).toBe(1);
    const today = daily.date as string;
    const week = await (await page.request.get(`/api/progress/weekly?startDate=${today}`)).json();
    expect(week.filter((d: { completed: boolean }) => d.completed).map((d: { date: string }) => d.date)).toEqual([
      today,
    ]);
  });

  test('made before midnight and sent after it, counts on the day of the tap', async ({ page, context }) => {
    const { hoursSinceMidnight } = zoneJustAfterMidnight();
    const realNow = Date.now();
    // The tap happens "last night" (an hour before local midnight), with no network.
    const tapAt = realNow - (hoursSinceMidnight + 1) * 3_600_000;
    await page.clock.install({ time: tapAt });
    await register(page);
    const yesterday = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    // The server's today for this person is already the next day; the app asks for the week ahead
    // from the device's day, so yesterday's prayer is the one on screen.
    const days = await (await page.request.get(`/api/prayers/days?from=${yesterday}&to=${yesterday}`)).json();
    await expect(page.getByRole('heading', { name: days[0].prayer.title })).toBeVisible();
    await readyForOffline(page, days[0].prayer.title);

    await offline(context, page, true);
    await page.getByRole('button', { name: 'Pray', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Prayed · waiting to sync' })).toBeVisible();

    // The night passes; the phone finds the network in the morning.
    await page.clock.setSystemTime(realNow);
    await offline(context, page, false);
    await expect
      .poll(async () => (await (await page.request.get('/api/progress/stats')).json()).totalPrayers, {
        timeout: 20_000,
      })
      .toBe(1);
    const week = await (await page.request.get(`/api/progress/weekly?startDate=${yesterday}`)).json();
    expect(week.filter((d: { completed: boolean }) => d.completed).map((d: { date: string }) => d.date)).toEqual([
      yesterday,
    ]);
  });
});
