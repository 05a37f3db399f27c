/** An open tab that crosses local midnight moves to the new day by itself: prayer, date, week. */
import type { Page } from '@playwright/test';
import { expect, register, test } from './support/fixtures';

/** The suite's browsers run in Pacific/Honolulu: UTC-10 all year (no daylight saving). */
const OFFSET_H = -10;
/** The instant of local `hh:mm:ss` on the local day `dayShift` days from today. */
function localInstant(dayShift: number, hh: number, mm: number, ss: number): number {
  const local = new Date(Date.now() + OFFSET_H * 3_600_000);
  return (
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + dayShift, hh, mm, ss) -
    OFFSET_H * 3_600_000
  );
}
const pageToday = (page: Page) =>
  page.evaluate(() => ({
    iso: `${new Date().getFullYear()}-${String(new Date().getMonth() + 1).padStart(2, '0')}-${String(new Date().getDate()).padStart(2, '0')}`,
    long: new Date().toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
  }));

test('the tab left open past midnight shows the new day’s prayer without a reload', async ({ page }) => {
  await page.clock.install({ time: localInstant(0, 23, 59, 30) });
  await register(page);
  const today = await pageToday(page);
  await expect(page.getByText(today.long)).toBeVisible();
  const days = (await (await page.request.get(`/api/prayers/days?from=${today.iso}&to=2999-01-01`)).json()) as {
    date: string;
    prayer: { title: string };
  }[];
  const [todays, tomorrows] = days;
  await expect(page.getByRole('heading', { name: todays!.prayer.title })).toBeVisible();

  // Midnight passes with the tab open (no reload, no navigation).
  await page.clock.runFor(60_000);
  const tomorrow = await pageToday(page);
  expect(tomorrow.iso).toBe(tomorrows!.date);
  await expect(page.getByText(tomorrow.long)).toBeVisible();
  await expect(page.getByRole('heading', { name: tomorrows!.prayer.title })).toBeVisible();
  if (tomorrows!.prayer.title !== todays!.prayer.title) {
    await expect(page.getByRole('heading', { name: todays!.prayer.title })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Pray', exact: true })).toBeVisible();
});

test('a tab woken the next morning (page visible again) moves to the new day', async ({ page }) => {
  await page.clock.install({ time: localInstant(0, 22, 0, 0) });
  await register(page);
  // The phone sleeps: no timer runs; the clock stands at the next morning when it wakes. It sleeps
  // a moment after the page's own clock, which ran on while the person registered (a fixed 22:00:05
  // was already past when registering took more than 5 s: "Cannot fast-forward to the past").
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  await page.clock.setSystemTime(localInstant(1, 7, 0, 0));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const morning = await pageToday(page);
  await expect(page.getByText(morning.long)).toBeVisible();
});
