/**
 * A new address is confirmed before reminder mail goes to it, and the person's security activity
 * says what changed (decision 279): the registration form says so, Profile shows "Not confirmed yet" and
 * sends the link again (a developer's server shows it), the link confirms, and the log names it.
 * Profile's account and security cards and the undo page at 390 px, light and dark, English and
 * Spanish, under test-results/screenshots/account/ (and $E2E_SHOTS_DIR when set).
 */
import type { Page } from '@playwright/test';
import { repoRoot } from './support/env';
import { expect, expectAccessible, register, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  for (const dir of [`${repoRoot}/test-results/screenshots/account`, process.env.E2E_SHOTS_DIR].filter(Boolean)) {
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
  }
}

test('registration asks for the address to be confirmed; Profile sends the link again; the log says it was confirmed', async ({
  page,
}) => {
  await page.goto('/register');
  await expect(
    page.getByText("We'll send a link to confirm this address. Reminder mail starts only once you follow it."),
  ).toBeVisible();
  const person = await register(page);

  await page.goto('/profile');
  const notice = page.getByText('Not confirmed yet: reminder mail waits until you follow the link we sent.');
  await expect(notice).toBeVisible();
  const log = page.getByRole('heading', { name: 'Security activity' });
  await expect(log).toBeVisible();
  await expect(page.getByText('Nothing has changed how you sign in yet.')).toBeVisible();
  await notice.scrollIntoViewIfNeeded();
  await shot(page, 'profile-unconfirmed-en-light');
  await expectAccessible(page, 'profile-unconfirmed');

  await page.getByRole('button', { name: 'Send the link again' }).click();
  await page.getByRole('link', { name: 'Confirm the new email' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm this email' }).click();
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await expect(page.getByText(`${person.email} is confirmed.`, { exact: false })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText(`Email ${person.email} confirmed`)).toBeVisible();
  await expect(notice).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const language of ['en', 'es'] as const) {
    test(`Profile's security activity and the undo page, ${language}, ${scheme}`, async ({ page }) => {
      await register(page);
      await page.request.put('/api/user/settings', {
        data: { language, theme: scheme },
        headers: { Origin: new URL(page.url()).origin },
      });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/profile');
      const title = language === 'es' ? 'Actividad de seguridad' : 'Security activity';
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await page.getByRole('heading', { name: title }).scrollIntoViewIfNeeded();
      await shot(page, `profile-security-${language}-${scheme}`);

      // A link that is not one (or is spent) is refused in the person's language, changing nothing.
      await page.goto('/undo-email-change?token=not-a-real-token');
      await page.getByRole('button', { name: language === 'es' ? 'Deshacer el cambio' : 'Undo the change' }).click();
      await expect(page.getByRole('alert')).toContainText(
        language === 'es' ? 'Este enlace para deshacer no es válido' : 'This undo link is invalid',
      );
      await shot(page, `undo-refused-${language}-${scheme}`);
      await expectAccessible(page, `undo-email-${language}-${scheme}`);
    });
  }
}
