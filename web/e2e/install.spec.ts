/**
 * Install: offered after a first prayer, never on arrival. Chromium's own prompt (beforeinstallprompt)
 * on Android and desktop; on iOS Safari the "Share, then Add to Home Screen" steps.
 */
import { devices } from '@playwright/test';
import { expect, expectAccessible, register, test } from './support/fixtures';

/** What Chromium fires when the app is installable; the page keeps it for later. */
async function offerInstall(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    e.prompt = async () => {
      (window as unknown as { __prompted: boolean }).__prompted = true;
    };
    e.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(e);
  });
}

test('the install offer waits for a first prayer, then uses the browser’s prompt', async ({ page }) => {
  await register(page);
  await offerInstall(page);
  await expect(page.getByRole('heading', { name: 'Keep Daily Prayer on your home screen' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Pray', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Completed!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keep Daily Prayer on your home screen' })).toBeVisible();
  await expectAccessible(page, 'today-install');
  await page.getByRole('button', { name: 'Install' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Keep Daily Prayer on your home screen' })).toHaveCount(0);
});

test.describe('on iOS Safari', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent });

  test('after a first prayer it explains Share → Add to Home Screen, and "Not now" keeps it away', async ({ page }) => {
    await register(page);
    await expect(page.getByText('Add to Home Screen')).toHaveCount(0);
    await page.getByRole('button', { name: 'Pray', exact: true }).click();
    await expect(page.getByText('Add to Home Screen')).toBeVisible();
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByText('Add to Home Screen')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Completed!' })).toBeVisible();
    await expect(page.getByText('Add to Home Screen')).toHaveCount(0);
  });
});

test('the manifest stays valid: name, start URL, standalone display, 192 and 512 px icons', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const m = await res.json();
  expect(m.name).toBeTruthy();
  expect(m.start_url).toBe('/');
  expect(m.display).toBe('standalone');
  const sizes = (m.icons as { sizes: string }[]).map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
});
