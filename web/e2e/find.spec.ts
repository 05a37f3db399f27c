/**
 * Finding the Bible and the plans (decisions 266–268): the Bible in the bottom bar (390 px) and the
 * side navigation (1440 px) in English and Spanish, at 200% text with no clipped label; a visitor's
 * verse search from the landing page; a plan day holding its passage in the person's Bible, and
 * "Back to Day 1" from the reader. Screenshots (390 and 1440 px, light and dark, en and es) go to
 * /tmp/shots/find/ (E2E_FIND_SHOTS to move them).
 */
import type { Page } from '@playwright/test';
import { clientAddressHeader, expect, expectAccessible, register, test } from './support/fixtures';
import { expectNoClippedWords } from './support/reading-checks';

const shotsDir = process.env.E2E_FIND_SHOTS ?? '/tmp/shots/find';

/** The screen at 390 and 1440 px, light and dark (the theme is html.dark, as expectAccessible sets it). */
async function shots(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const theme of ['light', 'dark']) {
      await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), theme === 'dark');
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${shotsDir}/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 390, height: 844 });
}

const settings = (page: Page, data: Record<string, string>) =>
  page.request.put('/api/user/settings', { data, headers: { Origin: new URL(page.url()).origin } });

/** Every bottom-bar label inside its tab: not wider than the tab, and not cut. */
async function labelsFit(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.tab-label')].flatMap((label) => {
      const tab = label.closest('a')!.getBoundingClientRect();
      const r = label.getBoundingClientRect();
      const fits =
        r.width > 0 &&
        r.left >= tab.left - 0.5 &&
        r.right <= tab.right + 0.5 &&
        label.scrollWidth <= Math.ceil(r.width);
      return fits ? [] : [`${label.textContent} (${r.width.toFixed(1)} px in a ${tab.width.toFixed(1)} px tab)`];
    }),
  );
}

test('the Bible in the bottom bar and the side navigation, in both languages, at 200% text', async ({ page }) => {
  test.setTimeout(180_000);
  await register(page);
  for (const [language, bible, plans, today] of [
    ['en', 'Bible', 'Plans', "Today's Prayer"],
    ['es', 'Biblia', 'Planes', 'Oración del día'],
  ] as const) {
    expect((await settings(page, { language, textSize: 'default' })).status()).toBe(200);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: today })).toBeVisible();
    const nav = page.getByRole('navigation', { name: language === 'en' ? 'Main' : 'Principal' });
    await expect(nav.last().getByRole('link', { name: bible })).toBeVisible();
    expect(await labelsFit(page)).toEqual([]);
    await expectNoClippedWords(page, `today (${language}, 390 px)`);
    // The narrowest phone that still shows the labels (below 360 px they give way to the icons' names).
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await labelsFit(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await shots(page, `nav-today-${language}`);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(nav.first().getByRole('link', { name: bible })).toBeVisible();
    await expect(nav.first().getByRole('link', { name: plans })).toBeVisible();
    await nav.first().getByRole('link', { name: bible }).click();
    await expect(page).toHaveURL(/\/bible$/);
    await expect(nav.first().getByRole('link', { name: bible })).toHaveAttribute('aria-current', 'page');
    await page.setViewportSize({ width: 390, height: 844 });

    // 200% text: the labels keep to their tabs, nothing on the screen is cut.
    expect((await settings(page, { textSize: 'largest' })).status()).toBe(200);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: today })).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    await expect(nav.last().getByRole('link', { name: bible })).toBeVisible();
    expect(await labelsFit(page)).toEqual([]);
    await expectNoClippedWords(page, `today (${language}, 200% text)`);
    await page.screenshot({ path: `${shotsDir}/nav-today-${language}-200-390.png` });
    await nav.last().getByRole('link', { name: bible }).click();
    await expect(page).toHaveURL(/\/bible$/);
  }
  await expectAccessible(page, 'bible from the bottom bar (es, 200% text)');
});

test('a visitor searches the Bible from the landing page, and finds no prayers', async ({
  page,
  anotherPerson,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // The verse index is filled after start-up: a signed-in person waits for it (their searches are not limited).
  const waiter = await anotherPerson();
  await register(waiter);
  await expect
    .poll(
      async () =>
        ((await (await waiter.request.get('/api/search?q=light')).json()) as { scripture: { status: string } })
          .scripture.status,
      {
        timeout: 200_000,
        intervals: [1000],
      },
    )
    .toBe('ready');

  await page.goto('/');
  const reading = page.getByRole('region', { name: 'Read, search and follow a plan' });
  await expect(reading.getByText(/Yahweh is my shepherd/)).toBeVisible();
  await expect(reading.getByText(/^Day 1: /)).toBeVisible();
  await expect(page.getByText(/Also in Telegram and Slack/)).toBeVisible();
  await expectAccessible(page, 'landing');
  await shots(page, 'landing-en');

  await reading.getByRole('searchbox', { name: 'Search the Bible' }).fill('shepherd');
  await reading.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=shepherd$/);
  await expect(page.getByRole('heading', { name: 'Search the Bible', level: 1 })).toBeVisible();
  const verses = page.getByRole('region', { name: 'Bible verses (WEB)' }).getByRole('listitem');
  await expect(verses.first()).toContainText(/shepherd/i);
  await expect(page.getByRole('region', { name: 'Search results' })).toHaveCount(0);
  await expect(
    page.getByText('Sign in to search the prayers too, and to get a prayer with its passage every day.'),
  ).toBeVisible();
  await expectAccessible(page, 'visitor search');
  await shots(page, 'visitor-search-en');

  // A Spanish-speaking visitor: the landing and the search in Spanish, in the Reina-Valera.
  const context = await browser.newContext({
    baseURL,
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: clientAddressHeader(),
  });
  const es = await context.newPage();
  await es.goto('/');
  const lectura = es.getByRole('region', { name: 'Lee, busca y sigue un plan' });
  await expect(lectura.getByRole('link', { name: 'Abrir la Biblia' })).toBeVisible();
  await expect(lectura.getByText(/JEHOVÁ es mi pastor/)).toBeVisible();
  await expect(es.getByText(/También en Telegram y Slack/)).toBeVisible();
  await shots(es, 'landing-es');
  await lectura.getByRole('searchbox', { name: 'Buscar en la Biblia' }).fill('pastor');
  await lectura.getByRole('button', { name: 'Buscar' }).click();
  await expect(es.getByRole('heading', { name: 'Busca en la Biblia', level: 1 })).toBeVisible();
  await expect(
    es.getByRole('region', { name: 'Versículos de la Biblia (RV1909)' }).getByRole('listitem').first(),
  ).toContainText(/pastor/i);
  await expectAccessible(es, 'visitor search (es)');
  await shots(es, 'visitor-search-es');
  await context.close();
});

test('a plan day holds its passage in the person’s Bible, and the reader leads back to the day', async ({ page }) => {
  test.setTimeout(180_000);
  await register(page);
  expect((await settings(page, { bibleVersion: 'kjv' })).status()).toBe(200);
  await page.goto('/plans');
  await page.getByRole('link', { name: 'Seven Days of Rest' }).click();
  await page.getByRole('button', { name: 'Start today' }).click();
  await expect(page.getByRole('heading', { name: 'Day 1: Rest Is a Gift' })).toBeVisible();

  const passage = page.getByRole('article', { name: 'Psalm 23' });
  await expect(passage.getByText(/The LORD is my shepherd; I shall not want\./)).toBeVisible();
  await expect(passage.getByText('KJV', { exact: true })).toBeVisible();
  const markDone = page.getByRole('button', { name: 'Mark day 1 done' });
  await expect(markDone).toBeVisible();
  expect((await markDone.boundingBox())!.y).toBeGreaterThan((await passage.boundingBox())!.y);
  await expectAccessible(page, 'plan day with its passage');
  await shots(page, 'plan-day-en');

  await passage.getByRole('link', { name: 'Psalm 23' }).click();
  await expect(page).toHaveURL(/\/bible\?ref=Psalm%2023&run=\d+&day=1$/);
  await expect(page.getByText(/The LORD is my shepherd/).first()).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to Day 1' });
  await expect(back).toBeVisible();
  await shots(page, 'reader-from-plan-en');
  await back.click();
  await expect(page.getByRole('heading', { name: 'Day 1: Rest Is a Gift' })).toBeVisible();

  // In Spanish, with the Reina-Valera as the person's Bible.
  expect((await settings(page, { language: 'es', bibleVersion: 'rv1909' })).status()).toBe(200);
  await page.reload();
  const pasaje = page.getByRole('article', { name: 'Psalm 23' });
  await expect(pasaje.getByText(/JEHOVÁ es mi pastor/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar el día 1 como hecho' })).toBeVisible();
  await shots(page, 'plan-day-es');
  await pasaje.getByRole('link', { name: 'Psalm 23' }).click();
  await expect(page.getByRole('link', { name: 'Volver al día 1' })).toBeVisible();
  await expectAccessible(page, 'reader from a plan (es)');
  await shots(page, 'reader-from-plan-es');
});
