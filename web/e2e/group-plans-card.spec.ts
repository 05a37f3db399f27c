/**
 * "With your groups" on Today and Progress (decision 273), at phone width, light and dark, English
 * and Spanish. The group plan itself is made in a chat (the bot tests drive that), so this screen
 * test answers the one request for it, /api/plans/groups, with a member's plan; the rest is the
 * real product. Pictures go to $E2E_SHOTS_DIR when set.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, register, test } from './support/fixtures';

const plan = (today: string) => ({
  runId: 7,
  planId: 'a-week-of-thanks',
  planTitle: 'Learning to Give Thanks',
  language: 'en',
  length: 5,
  startDate: today,
  channel: 'telegram',
  chatTitle: 'Morning Prayer',
  finished: false,
  group: {
    today,
    dueThrough: 1,
    dayToday: 1,
    endDate: today,
    summaryDate: today,
    counts: { doneByDay: [3, 0, 0, 0, 0], members: 4, finished: 0 },
  },
  me: { done: [], catchUp: [1], behind: false, finished: false },
  days: [1, 2, 3, 4, 5].map((day) => ({
    day,
    date: today,
    title: day === 1 ? "Don't Forget" : `Day ${day}`,
    passages: ['Psalm 103:1-14'],
  })),
});

async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const language of ['en', 'es'] as const) {
  test(`the group card on Today and Progress (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await register(page);
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    await page.route('**/api/plans/groups', (route) => route.fulfill({ json: [plan(today)] }));
    const origin = new URL(page.url()).origin;
    if (language === 'es')
      expect(
        (await page.request.put('/api/user/settings', { data: { language }, headers: { Origin: origin } })).ok(),
      ).toBe(true);
    const name = language === 'es' ? 'Con tus grupos' : 'With your groups';
    for (const [path, screen] of [
      ['/', 'today'],
      ['/progress', 'progress'],
    ] as const) {
      await page.goto(path);
      const card = page.getByRole('region', { name });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Morning Prayer');
      for (const dark of [false, true]) {
        await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
        await card.scrollIntoViewIfNeeded();
        await shoot(page, `${screen}-${language}-${dark ? 'dark' : 'light'}`);
      }
      await page.evaluate(() => document.documentElement.classList.toggle('dark', false));
      await expectAccessible(page, `group-card-${screen}-${language}`);
    }
  });
}
