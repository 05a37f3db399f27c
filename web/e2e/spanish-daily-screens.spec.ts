/**
 * The daily screens in Spanish (decisions 231, 239): a person whose account is in Spanish gets
 * `<html lang="es">` from the first byte and Spanish words on Today, Progress, Past days, the plan
 * screens, the reader, search and topics, with no word cut off at phone width. Screens are kept
 * under test-results/screenshots/es/ (and in $E2E_SHOTS_DIR when set).
 * The e2e plans are English fixtures (core/test/fixtures/plans): a plan's own text stays English
 * here; its frame is Spanish.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, register, test } from './support/fixtures';
import { repoRoot } from './support/env';
import { clippedWords } from './support/reading-checks';

/** Keeps the screen's picture, and checks no word is cut off (`allowed`: a break a reader expects). */
async function look(page: Page, name: string, allowed: string[] = []) {
  for (const dir of [`${repoRoot}/test-results/screenshots/es`, process.env.E2E_SHOTS_DIR].filter(Boolean)) {
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  }
  const problems = (await clippedWords(page)).filter((p) => !allowed.includes(p));
  expect(problems, `clipped words on ${name}:\n${problems.join('\n')}`).toEqual([]);
}

test('a Spanish person’s Today, Progress, past days, plans, reader, search and topics are in Spanish', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await register(page);
  const origin = new URL(page.url()).origin;
  expect(
    (await page.request.put('/api/user/settings', { data: { language: 'es' }, headers: { Origin: origin } })).ok(),
  ).toBe(true);

  // The first HTML is Spanish already: <html lang> and the prerendered Today.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Oración del día' })).toBeVisible();
  const streak = page.getByRole('region', { name: 'Racha de oración' });
  await expect(streak).toContainText('Tu racha empieza hoy');
  const date = await page.evaluate(() => {
    const d = new Date().toLocaleDateString('es', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    return d.charAt(0).toUpperCase() + d.slice(1);
  });
  await expect(page.getByText(date)).toBeVisible();
  // The app's whole Today, not the server's first copy: its lower half comes a frame later (<Deferred>).
  await expect(page.getByRole('heading', { name: 'Tu reflexión' })).toBeVisible();
  await look(page, 'today');
  await page.getByRole('button', { name: 'Orar', exact: true }).click();
  await expectToast(page, '¡Amén! Ya oraste hoy.');
  await expect(streak).toContainText('1 día de racha');
  await expect(streak).toContainText('Mejor racha: 1 día');
  await expectAccessible(page, 'today (es)');
  await look(page, 'today-prayed');

  await page.goto('/progress');
  await expect(page.getByRole('heading', { name: 'Tu progreso' })).toBeVisible();
  await expect(page.getByText('Oraste 1 de 7 días')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tu año' })).toBeVisible();
  await expect(page.getByText(/^1 día de oración en \d{4}$/)).toBeVisible();
  await expect(page.getByText(/Te faltan 6 días de oración para ganar un día de gracia/)).toBeVisible();
  await page.getByLabel('Día de descanso').selectOption({ label: 'domingo' });
  await expectToast(page, 'Tu día de descanso es el domingo');
  await expectAccessible(page, 'progress (es)');
  await look(page, 'progress');

  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'Días anteriores' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'mié' })).toBeVisible();
  await look(page, 'history');

  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Planes de lectura', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Duración')).toBeVisible();
  await look(page, 'plans');
  await page.goto('/plans/seven-days-of-rest');
  await page.getByRole('button', { name: 'Empezar hoy' }).click();
  await expect(page.getByRole('heading', { name: /^Día 1: / })).toBeVisible();
  await expect(page.getByTestId('plan-position')).toHaveText('Día 1 de 7');
  await expect(page.getByRole('button', { name: 'Marcar el día 1 como hecho' })).toBeVisible();
  await look(page, 'plan-day');

  await page.goto(`/bible?ref=${encodeURIComponent('Juan 3:16')}&v=rv1909`);
  await expect(page.getByRole('heading', { name: /Juan 3/, level: 1 })).toBeVisible();
  await expect(page.getByText('Números de versículo')).toBeVisible();
  // The version's notice (the server's words) may break "Reina-Valera" at its hyphen, as print does.
  await look(page, 'reader', ['"Reina-Valera" is split across lines']);

  await page.goto(`/search?q=${encodeURIComponent('paz')}`);
  await expect(page.getByRole('heading', { name: 'Buscar oraciones', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buscar' })).toBeVisible();
  await look(page, 'search');

  await page.goto('/topics');
  await expect(page.getByRole('heading', { name: 'Temas de oración' })).toBeVisible();
  await look(page, 'topics');
});
