/**
 * The admin's references against the bundled Bible (decision 257), as the admin sees them: a book
 * the Bible lacks is refused in the parser's words, a quote that differs is refused with the
 * difference, and the preview shows the verses filled in from the prayer's Bible. In English and
 * Spanish, light and dark, at 390 and 1440 px; screenshots under /tmp/shots/admin/.
 * Pacific/Kiritimati as admin.spec.ts: its "tomorrow" is a date no one has begun.
 */
import { adminCredentials, expect, expectToast, login, test } from './support/fixtures';

test.use({ timezoneId: 'Pacific/Kiritimati' });

const SHOTS = '/tmp/shots/admin';

const WORDS = {
  en: {
    add: 'Add Daily Prayer',
    preview: 'Preview',
    notFound: 'Passage not found',
    notABook: 'Hezekiah is not a book of the Bible.',
    reference: 'Jhn 3:16',
    normalised: 'John 3:16',
    verse: 'For God so loved the world, that he gave his only born Son',
    differs: 'Scripture Differs',
    wrote: 'You wrote “…only Son,…” where it says “…only born Son,…”',
    typed:
      'For God so loved the world, that he gave his only Son, that whoever believes in him should not perish, but have eternal life.',
  },
  es: {
    add: 'Agregar oración del día',
    preview: 'Vista previa',
    notFound: 'No se encontró el pasaje',
    notABook: 'Hezekiah no es un libro de la Biblia.',
    reference: 'Jn 3:16',
    normalised: 'Juan 3:16',
    verse: 'Porque de tal manera amó Dios al mundo',
    differs: 'El pasaje no coincide',
    wrote: 'Escribiste «…su Hijo, para…» donde dice «…su Hijo unigénito, para…»',
    typed:
      'Porque de tal manera amó Dios al mundo, que ha dado á su Hijo, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.',
  },
} as const;

test('a reference the Bible lacks is refused in its words, and the preview fills in the verses', async ({ page }) => {
  test.setTimeout(400_000);
  const admin = adminCredentials();
  await login(page, admin.email, admin.password);
  await page.goto('/admin');
  const origin = new URL(page.url()).origin;
  const settings = (data: Record<string, string>) =>
    page.request.put('/api/user/settings', { data, headers: { Origin: origin } });
  try {
    for (const language of ['en', 'es'] as const) {
      const w = WORDS[language];
      for (const theme of ['light', 'dark'] as const) {
        expect((await settings({ language, theme })).ok()).toBe(true);
        for (const width of [390, 1440]) {
          const name = `${language}-${theme}-${width}`;
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.goto('/admin');
          await expect(page.getByRole('button', { name: w.add })).toBeVisible();
          if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
          else await expect(page.locator('html')).not.toHaveClass(/dark/);

          // The prayer's language (the picker), so a Spanish prayer quotes the RV1909.
          await page
            .locator('label')
            .filter({ hasText: language === 'es' ? /^Español$/ : /^English$/ })
            .click();
          await page.locator('#admin-title').fill(`Loved ${Date.now()}`);
          await page.locator('#admin-content').fill('Lord, thank you for your love.');
          await page.locator('#admin-topic').selectOption({ index: 1 });
          await page.locator('#admin-reference').fill('Hezekiah 4:2');
          await page.getByRole('button', { name: w.add }).click();
          await expectToast(page, w.notFound, w.notABook);
          await page.screenshot({ path: `${SHOTS}/${name}-refused.png` });

          await page.locator('#admin-reference').fill(w.reference);
          await page.getByRole('button', { name: w.preview }).click();
          const web = page.getByRole('region', { name: /web/i });
          await expect(web).toContainText(w.verse);
          await expect(web).toContainText(w.normalised);
          await expect(page.getByRole('region', { name: /Telegram/ })).toContainText(w.verse);
          await expect(page.getByRole('region', { name: /Slack/ })).toContainText(w.verse);
          await web.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/${name}-preview.png` });

          if (width === 390 && theme === 'light') {
            await page.locator('#admin-scripture').fill(w.typed);
            await page.getByRole('button', { name: w.add }).click();
            await expectToast(page, w.differs, w.wrote);
            await page.screenshot({ path: `${SHOTS}/${name}-differs.png` });
          }
        }
      }
    }
  } finally {
    await settings({ language: 'en', theme: 'light' });
  }
});
