/**
 * The Bible a person reads is their choice, made on purpose (decision 253): a Spanish account peeks
 * at the KJV in the reader and still searches, reads its plan passages and gets Today's passage in
 * the RV1909; then it makes the KJV its Bible with the reader's own button, and Profile shows it.
 * The reader's menu and Profile's "My Bible" are kept at 390 px, light and dark, English and Spanish,
 * under test-results/screenshots/bible/ (and $E2E_SHOTS_DIR when set).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { repoRoot } from './support/env';
import { dismissToasts, expect, expectAccessible, expectToast, register, test } from './support/fixtures';

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  for (const dir of [`${repoRoot}/test-results/screenshots/bible`, process.env.E2E_SHOTS_DIR].filter(Boolean)) {
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
  }
}

const settings = async (page: Page) => (await page.request.get('/api/user/settings')).json();
const put = (page: Page, data: Record<string, string>) =>
  page.request.put('/api/user/settings', { data, headers: { Origin: new URL(page.url()).origin } });
const reader = (page: Page) => page.locator('main');
const KJV_PSALM = 'The LORD is my shepherd; I shall not want.';
const RV_PSALM = 'JEHOVÁ es mi pastor; nada me faltará.';

/** The server fills the verse index after it is up (decision 211). */
async function spanishVersesReady(request: APIRequestContext) {
  await expect
    .poll(async () => (await (await request.get('/api/search?q=pastor&version=rv1909')).json()).scripture.status, {
      timeout: 200_000,
      intervals: [1000],
    })
    .toBe('ready');
}

test('a Spanish account peeks at the KJV and keeps its RV1909, then makes the KJV its Bible on purpose', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await spanishVersesReady(page.request);
  await register(page);
  expect((await put(page, { language: 'es' })).ok()).toBe(true);
  expect((await settings(page)).bibleVersion).toBe('rv1909');

  // The reader in the person's Bible; the menu shows the KJV on this page only.
  await page.goto(`/bible?ref=${encodeURIComponent('Salmos 23')}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(RV1909)');
  await expect(reader(page)).toContainText(RV_PSALM);
  await page.getByLabel('Versión', { exact: true }).selectOption('kjv');
  await expect(page).toHaveURL(/[?&]v=kjv/);
  await expect(reader(page)).toContainText(KJV_PSALM);
  await expect(reader(page)).toContainText('Lees la KJV solo en esta página. Tu Biblia es la RV1909.');
  await expect(page.getByRole('button', { name: 'Hacer de la KJV mi Biblia' })).toBeVisible();
  expect((await settings(page)).bibleVersion).toBe('rv1909');

  // Search still searches the RV1909, and says so.
  await page.goto(`/search?q=${encodeURIComponent('el Señor es mi pastor')}`);
  const verses = page.getByRole('region', { name: 'Versículos de la Biblia (RV1909)' });
  await expect(verses.getByRole('listitem').first()).toBeVisible();
  await expect(verses).not.toContainText('Génesis 14:6');

  // Today's passage opens in the RV1909.
  await page.goto('/');
  const daily = await (await page.request.get('/api/prayers/daily')).json();
  await page.getByRole('link', { name: daily.scriptureReference }).first().click();
  await expect(page).toHaveURL(/\/bible\?ref=/);
  await expect(page).not.toHaveURL(/[?&]v=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(RV1909)');

  // A plan's reading (Seven Days of Rest, day 1: Psalm 23) opens in the RV1909 too.
  await page.goto('/plans/seven-days-of-rest');
  await page.getByRole('button', { name: 'Empezar hoy' }).click();
  await expect(page.getByTestId('plan-position')).toHaveText('Día 1 de 7');
  await page.getByRole('link', { name: 'Psalm 23' }).click();
  await expect(page).not.toHaveURL(/[?&]v=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(RV1909)');
  await expect(reader(page)).toContainText(RV_PSALM);

  // On purpose: the reader's own button, and the toast says what it changes.
  await page.goto(`/bible?ref=${encodeURIComponent('Salmos 23')}&v=kjv`);
  await page.getByRole('button', { name: 'Hacer de la KJV mi Biblia' }).click();
  await expectToast(
    page,
    'Ahora la KJV es tu Biblia',
    'La búsqueda, los planes, el pasaje de Hoy, la imagen para compartir y los versículos de los chats la usan.',
  );
  await expect(page.getByRole('button', { name: 'Hacer de la KJV mi Biblia' })).toHaveCount(0);
  await expect.poll(async () => (await settings(page)).bibleVersion).toBe('kjv');
  await dismissToasts(page);

  // Profile shows it, and search follows it.
  await page.goto('/profile');
  await expect(page.getByLabel('Mi Biblia')).toHaveValue('kjv');
  await expectAccessible(page, 'profile-my-bible');
  await page.goto(`/bible?ref=${encodeURIComponent('Salmos 23')}`);
  await expect(reader(page)).toContainText(KJV_PSALM);
});

test('the reader’s menu and Profile’s Bible at 390 px, light and dark, English and Spanish', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page);
  for (const language of ['en', 'es'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await put(page, { language, theme: scheme, bibleVersion: language === 'es' ? 'rv1909' : 'web' });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`/bible?ref=${encodeURIComponent(language === 'es' ? 'Salmos 23' : 'Psalm 23')}&v=kjv`);
      const make = page.getByRole('button', { name: language === 'es' ? 'Hacer de la KJV mi Biblia' : 'Make KJV my Bible' });
      await expect(make).toBeVisible();
      await page.getByLabel(language === 'es' ? 'Versión' : 'Version', { exact: true }).scrollIntoViewIfNeeded();
      if (scheme === 'dark') await expectAccessible(page, `bible-menu-${language}-dark`);
      await shot(page, `reader-menu-${language}-${scheme}`);
      await page.goto('/profile');
      const bible = page.getByLabel(language === 'es' ? 'Mi Biblia' : 'My Bible');
      await expect(bible).toHaveValue(language === 'es' ? 'rv1909' : 'web');
      await bible.scrollIntoViewIfNeeded();
      await shot(page, `profile-bible-${language}-${scheme}`);
    }
  }
});
