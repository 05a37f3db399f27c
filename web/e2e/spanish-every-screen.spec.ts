/**
 * Every screen in Spanish (decision 239): a person whose browser says `es-MX` signs up through the Spanish form and
 * sees Spanish everywhere. This walks the screens spanish-daily-screens.spec.ts does not: the
 * landing page, sign-up, Profile (settings, reminders, chats, account), the prayer wall, saved
 * prayers, my reflections, my prayers, the bell, the legal pages (the Spanish text and its note that
 * the English text governs), sign-in, forgot-password, 404 and the admin pages. Each screen, at phone
 * (390×844) and desktop (1440×900): a Spanish heading, axe, no word cut off, no English word from a
 * short list, and a picture under test-results/screenshots/es-all/ (and $E2E_SHOTS_DIR when set).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { adminCredentials, clientAddressHeader, expect, expectAccessible, newPerson, test } from './support/fixtures';
import { repoRoot } from './support/env';
import { clippedWords } from './support/reading-checks';

test.use({
  locale: 'es-MX',
  extraHTTPHeaders: { ...clientAddressHeader(), 'Accept-Language': 'es-MX,es;q=0.9' },
});

const SIZES = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1440, height: 900 },
] as const;

/**
 * English words (values of the English catalogues) that must not show on a Spanish screen. Not
 * words both languages share ("Error", "Email" is "Correo" but "Telegram", "Slack" are names), and
 * not "Language", which the language picker says in both on purpose ("Language / Idioma").
 */
const ENGLISH = [
  "Today's Prayer",
  'Sign out',
  'Sign Out',
  'Sign in',
  'Sign In',
  'Settings',
  'Loading',
  'Save',
  'Saving',
  'Cancel',
  'Delete',
  'Profile',
  'Progress',
  'Topics',
  'Saved prayers',
  'Prayer Wall',
  'Notifications',
  'Daily reminders',
  'Appearance',
  'Time zone',
  'Your data',
  'Your chats',
  'Account',
  'Password',
  'Back',
  'Something went wrong',
  'Page not found',
  'Go home',
  'Privacy Policy',
  'Terms of Service',
  'Create Account',
  'Forgot password',
  'Mark as answered',
  'No notifications',
  'Content Management',
  'Welcome to',
  'Start your journey',
];

/** Visible text plus the names a screen reader says (aria-label, alt, title, placeholder). */
async function screenWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names: string[] = [document.body.innerText];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[aria-label],[alt],[title],[placeholder]'))) {
      if (el.closest('[aria-hidden="true"]') || el.getClientRects().length === 0) continue;
      for (const a of ['aria-label', 'alt', 'title', 'placeholder']) {
        const v = el.getAttribute(a);
        if (v) names.push(v);
      }
    }
    return names.join('\n');
  });
}

function englishLeaks(text: string): string[] {
  return ENGLISH.filter((w) =>
    new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
  );
}

const dirs = [`${repoRoot}/test-results/screenshots/es-all`, process.env.E2E_SHOTS_DIR].filter(Boolean) as string[];
for (const d of dirs) mkdirSync(d, { recursive: true });

/**
 * One screen at both sizes: `ready` asserts its Spanish heading (run again after each resize, as the
 * layout changes), then axe, no clipped word, no English word, and the picture.
 */
async function look(
  page: Page,
  name: string,
  ready: () => Promise<void>,
  opts: { allowedClips?: RegExp; contentWords?: string[] } = {},
) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await ready();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectAccessible(page, `${name} (es, ${size.label})`);
    const leaks = englishLeaks(await screenWords(page)).filter((w) => !(opts.contentWords ?? []).includes(w));
    expect(leaks, `English words on ${name} at ${size.label}`).toEqual([]);
    const clips = (await clippedWords(page)).filter((p) => !opts.allowedClips?.test(p));
    expect(clips, `clipped words on ${name} at ${size.label}:\n${clips.join('\n')}`).toEqual([]);
    for (const dir of dirs) await page.screenshot({ path: `${dir}/${name}-${size.label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** An account whose zone is not this browser's is offered the device's; these walks keep it (see login()). */
async function keepAccountZones(page: Page) {
  await page.addInitScript(() => {
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    try {
      localStorage.setItem(
        'dps-device-zone-kept',
        JSON.stringify(['UTC', 'Pacific/Kiritimati'].map((a) => `${a}>${device}`)),
      );
    } catch {
      // no storage on about:blank
    }
  });
}

test('an es-MX browser signs up in Spanish and every screen it reaches is Spanish', async ({ page }) => {
  test.setTimeout(600_000);

  // The landing page, before any account: Spanish from the browser's language.
  await page.goto('/');
  await look(page, 'landing', async () => {
    await expect(page.getByRole('heading', { name: 'Acércate a Dios, un día a la vez' })).toBeVisible();
  });

  // Sign-up through the form, in Spanish. No language is set by hand.
  const person = newPerson({ firstName: 'Lupita', lastName: 'Hernández' });
  await page.goto('/register');
  await look(page, 'register', async () => {
    await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  });
  await page.getByLabel(/^Nombre/).fill(person.firstName);
  await page.getByLabel(/^Apellido/).fill(person.lastName);
  await page.getByLabel(/^Correo/).fill(person.email);
  await page.getByLabel(/^Contraseña/).fill(person.password);
  await page.getByLabel(/^Confirma la contraseña/).fill(person.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Oración del día' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const settings = await page.request.get('/api/user/settings');
  expect(settings.ok()).toBe(true);
  expect((await settings.json()).language).toBe('es');
  await look(page, 'today', async () => {
    await expect(page.getByRole('heading', { name: 'Oración del día' })).toBeVisible();
    // The app's whole Today, not the server's first copy: its lower half comes a frame later (<Deferred>).
    await expect(page.getByRole('heading', { name: 'Tu reflexión' })).toBeVisible();
  });

  // The bell and its panel: the welcome was written in the new account's language.
  await look(page, 'notifications', async () => {
    if (!(await page.getByRole('dialog', { name: 'Notificaciones' }).isVisible())) {
      await page
        .getByRole('button', { name: /^Notificaciones/ })
        .first()
        .click();
    }
    await expect(page.getByRole('dialog', { name: 'Notificaciones' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Marcar todo como leído' })).toBeVisible();
    await expect(page.getByText('¡Te damos la bienvenida a Daily Prayer & Scripture!')).toBeVisible();
  });
  await page.keyboard.press('Escape');

  // Profile: settings, reminders, where reminders go, time zone, chats, account, data.
  await page.goto('/profile');
  const reminders = page.getByRole('switch', { name: 'Recordatorios diarios' });
  await reminders.click();
  await expect(reminders).toBeChecked();
  await look(page, 'profile', async () => {
    await expect(page.getByRole('heading', { name: 'Ajustes' })).toBeVisible();
    await expect(page.getByText('Hora del recordatorio')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zona horaria' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tus chats' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Formas de iniciar sesión y chats' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
  });

  await page.goto('/wall');
  await look(page, 'wall', async () => {
    await expect(page.getByRole('heading', { name: 'Muro de oración', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Peticiones' })).toBeVisible();
  });

  await page.goto('/favorites');
  await look(page, 'favorites', async () => {
    await expect(page.getByRole('heading', { name: 'Oraciones guardadas', level: 1 })).toBeVisible();
    await expect(page.getByText('Todavía no hay oraciones guardadas')).toBeVisible();
  });

  await page.goto('/reflections');
  await look(page, 'my-reflections', async () => {
    await expect(page.getByRole('heading', { name: 'Mis reflexiones', level: 1 })).toBeVisible();
    await expect(page.getByText('Todavía no hay reflexiones', { exact: true })).toBeVisible();
  });

  await page.goto('/my-prayers');
  await look(page, 'my-prayers', async () => {
    await expect(page.getByRole('heading', { name: 'Mis oraciones', level: 1 })).toBeVisible();
    await expect(page.getByText('Todavía no hay oraciones', { exact: true })).toBeVisible();
  });

  // The legal pages: the Spanish text, with its note that the English text governs.
  await page.goto('/privacy-policy');
  await look(page, 'privacy', async () => {
    await expect(page.getByRole('heading', { name: 'Política de privacidad', level: 1 })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Qué texto rige' })).toContainText(
      'El texto que rige es el original en inglés',
    );
  });
  await page.goto('/terms-of-service');
  await look(page, 'terms', async () => {
    await expect(page.getByRole('heading', { name: 'Términos del servicio', level: 1 })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Qué texto rige' })).toContainText(
      'El texto que rige es el original en inglés',
    );
  });

  await page.goto('/no-such-page');
  await look(page, 'not-found-signed-in', async () => {
    await expect(page.getByRole('heading', { name: '404: no encontramos la página' })).toBeVisible();
  });

  // Signed out: sign-in, forgot-password, 404.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(
    page
      .getByRole('heading', { name: 'Acércate a Dios, un día a la vez' })
      .or(page.getByRole('heading', { name: '¡Hola de nuevo!' })),
  ).toBeVisible();
  await page.goto('/login');
  await look(page, 'login', async () => {
    await expect(page.getByRole('heading', { name: '¡Hola de nuevo!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  });
  await page.goto('/forgot-password');
  await look(page, 'forgot-password', async () => {
    await expect(page.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
  });
  await page.goto('/no-such-page');
  await look(page, 'not-found', async () => {
    await expect(page.getByRole('heading', { name: '404: no encontramos la página' })).toBeVisible();
  });
});

test('the admin pages, for an admin whose language is Spanish', async ({ page }) => {
  test.setTimeout(400_000);
  const admin = adminCredentials();
  await keepAccountZones(page);
  // The sign-in form speaks the browser's language.
  await page.goto('/login');
  await page.getByLabel('Correo').fill(admin.email);
  await page.getByLabel('Contraseña').fill(admin.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // The bootstrapped admin's account is English; they choose Spanish.
  const origin = new URL(page.url()).origin;
  expect(
    (await page.request.put('/api/user/settings', { data: { language: 'es' }, headers: { Origin: origin } })).ok(),
  ).toBe(true);

  // The calendar lists the e2e's daily prayers, which are English content ("Lord, Save Us"): the
  // frame is checked, the prayers' own words are not.
  await page.goto('/admin');
  await look(
    page,
    'admin',
    async () => {
      await expect(page.getByRole('heading', { name: 'Administración de contenido', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Calendario' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    },
    { contentWords: ['Save'] },
  );
  await page.goto('/admin/moderation');
  await look(page, 'admin-moderation', async () => {
    await expect(page.getByRole('heading', { name: 'Moderación', level: 1 })).toBeVisible();
  });
  // Each channel's table by day is wider than a phone on purpose, in a scroller of its own (focusable,
  // so the keyboard scrolls it): its far columns are past the window's edge until scrolled to.
  await page.goto('/admin/health');
  await look(
    page,
    'admin-health',
    async () => {
      await expect(page.getByRole('heading', { name: 'Estado de los envíos', level: 1 })).toBeVisible();
    },
    { allowedClips: /runs outside the window$/ },
  );
  await page.goto('/admin/plans');
  await look(page, 'admin-plans', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Planes');
  });
  // Put the shared admin back in English for whatever runs after.
  expect(
    (await page.request.put('/api/user/settings', { data: { language: 'en' }, headers: { Origin: origin } })).ok(),
  ).toBe(true);
});
