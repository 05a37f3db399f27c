/**
 * Daily reminders on the web (decision 140): the permission is asked only after the tap; with it,
 * this browser's subscription reaches the server and Profile shows where the reminder goes; the
 * service worker shows a pushed reminder with the prayer's title, first line and a 🙏 Pray action.
 *
 * Headless Chromium cannot make a real push subscription (its push service is Google's FCM, which
 * answers "Registration failed - permission denied" to a headless browser with no Google keys), so
 * the one browser call that would reach FCM, pushManager.subscribe, is given a subscription of a
 * real shape (an fcm.googleapis.com endpoint, a real P-256 key, a 16-byte secret). Everything else
 * is the product's own: the tap, the permission, our client code, the POST, the server's checks,
 * the service worker (push delivered to it over the DevTools protocol).
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, register, test } from './support/fixtures';

async function serviceWorkerActive(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), {
      timeout: 30_000,
    })
    .toBe(true);
}

/** Counts Notification.requestPermission calls, so the test can tell when the prompt was asked. */
const COUNT_PERMISSION_PROMPTS = () => {
  const w = window as unknown as { __prompts: number };
  w.__prompts = 0;
  const original = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = ((...args: Parameters<typeof Notification.requestPermission>) => {
    w.__prompts += 1;
    return original(...args);
  }) as typeof Notification.requestPermission;
};

/** The browser's push service, standing in for FCM (see the file's comment). */
function fakeFcmSubscription(key: { p256dh: string; auth: string; endpoint: string }) {
  // Kept across reloads, as the browser keeps a real subscription.
  const KEPT = 'e2e-push-subscription';
  const state: { sub: unknown } = { sub: null };
  const make = () => ({
    endpoint: key.endpoint,
    expirationTime: null,
    options: { applicationServerKey: null, userVisibleOnly: true },
    getKey: () => null,
    toJSON: () => ({ endpoint: key.endpoint, expirationTime: null, keys: { p256dh: key.p256dh, auth: key.auth } }),
    unsubscribe: async () => {
      state.sub = null;
      sessionStorage.removeItem(KEPT);
      return true;
    },
  });
  if (sessionStorage.getItem(KEPT)) state.sub = make();
  PushManager.prototype.subscribe = async function () {
    state.sub = make();
    sessionStorage.setItem(KEPT, '1');
    return state.sub as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return state.sub as PushSubscription | null;
  };
}

test('the permission is asked only after the tap; refused, the page says how to allow it and nothing is subscribed', async ({
  page,
}) => {
  await page.addInitScript(COUNT_PERMISSION_PROMPTS);
  await register(page, { firstName: 'Lydia' });
  await page.goto('/profile');
  await serviceWorkerActive(page);
  expect(await page.evaluate(() => (window as unknown as { __prompts: number }).__prompts)).toBe(0);
  await page.getByRole('switch', { name: 'Daily Reminders' }).click();
  // Headless Chromium refuses the prompt (as a person tapping "Block" would).
  await expect(page.getByText('Notifications are blocked for this site')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __prompts: number }).__prompts)).toBe(1);
  await expect(page.getByRole('switch', { name: 'Reminders on this device' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Daily Reminders' })).toBeChecked();
  const channels = (await (await page.request.get('/api/user/reminder-channels')).json()) as {
    push: { devices: number };
  };
  expect(channels.push.devices).toBe(0);
  await page.getByText('Notifications are blocked for this site').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await page.screenshot({ path: 'test-results/screenshots/profile-reminders-blocked.png' });
});

test('reminders on: this browser’s subscription reaches the server; Profile shows where the reminder goes; off removes it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}:APA91b${randomBytes(20).toString('base64url')}`;
  await page.addInitScript(fakeFcmSubscription, {
    endpoint,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  });
  await register(page, { firstName: 'Priscilla' });
  await page.goto('/profile');
  await serviceWorkerActive(page);

  const posted = page.waitForRequest((r) => r.url().endsWith('/api/push/subscriptions') && r.method() === 'POST');
  await page.getByRole('switch', { name: 'Daily Reminders' }).click();
  const body = (await posted).postDataJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  expect(body.endpoint).toBe(endpoint);
  expect(Object.keys(body.keys).sort()).toEqual(['auth', 'p256dh']);

  const device = page.getByRole('switch', { name: 'Reminders on this device' });
  await expect(device).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Where my reminder goes' })).toBeVisible();
  await expect(page.getByText('Connect a chat with a code')).toBeVisible();
  const channels = async () =>
    (await (await page.request.get('/api/user/reminder-channels')).json()) as {
      dailyReminders: boolean;
      reminderTime: string;
      timeZone: string;
      push: { devices: number };
      email: unknown;
    };
  await expect.poll(async () => (await channels()).push.devices).toBe(1);
  const c = await channels();
  expect(c).toMatchObject({ dailyReminders: true, reminderTime: '08:00', timeZone: 'Pacific/Honolulu', email: null });
  await expect(page.getByText('Every day at this time in Honolulu')).toBeVisible();
  await expectAccessible(page, 'profile with reminders on');
  await page.getByRole('switch', { name: 'Daily Reminders' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  await page.screenshot({ path: 'test-results/screenshots/profile-reminders-on.png' });

  // A reload still shows this device on (the browser keeps its subscription).
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Reminders on this device' })).toBeChecked();

  // The service worker shows a pushed reminder: the prayer's title, its first line, 🙏 Pray.
  const cdp = await context.newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      (e: { registrations: { registrationId: string; isDeleted: boolean }[] }) => {
        const live = e.registrations.find((r) => !r.isDeleted);
        if (live) resolve(live.registrationId);
      },
    );
    void cdp.send('ServiceWorker.enable');
  });
  const payload = {
    type: 'daily_prayer',
    title: 'A Prayer for Strength',
    body: 'Lord, give me strength for this day.',
    prayerId: 1,
    localDate: '2026-11-22',
    url: '/',
    subscriptionId: 1,
    proof: 'A'.repeat(32),
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return (await reg!.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          actions: (n as unknown as { actions: { action: string; title: string }[] }).actions.map((x) => ({
            action: x.action,
            title: x.title,
          })),
        }));
      }),
    )
    .toEqual([
      {
        title: '🙏 A Prayer for Strength',
        body: 'Lord, give me strength for this day.',
        tag: 'daily-prayer-2026-11-22',
        actions: [{ action: 'pray', title: '🙏 Pray' }],
      },
    ]);

  // Off: this browser is forgotten on both sides.
  const deleted = page.waitForRequest((r) => r.url().endsWith('/api/push/subscriptions') && r.method() === 'DELETE');
  await page.getByRole('switch', { name: 'Reminders on this device' }).click();
  expect(((await deleted).postDataJSON() as { endpoint: string }).endpoint).toBe(endpoint);
  await expect.poll(async () => (await channels()).push.devices).toBe(0);
  await expect(page.getByText('Your reminder has nowhere to go yet')).toBeVisible();
  await page.getByRole('heading', { name: 'Where my reminder goes' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/profile-reminders-nowhere.png' });
});

test('Sign Out signs this browser out of reminders: the server is given its endpoint, the browser drops it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}:APA91b${randomBytes(20).toString('base64url')}`;
  await page.addInitScript(fakeFcmSubscription, {
    endpoint,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  });
  const lydia = await register(page, { firstName: 'Lydia' });
  await page.goto('/profile');
  await serviceWorkerActive(page);
  await page.getByRole('switch', { name: 'Daily Reminders' }).click();
  await expect(page.getByRole('switch', { name: 'Reminders on this device' })).toBeChecked();
  const devices = async () =>
    ((await (await page.request.get('/api/user/reminder-channels')).json()) as { push: { devices: number } }).push
      .devices;
  await expect.poll(devices).toBe(1);

  const logout = page.waitForRequest((r) => r.url().endsWith('/auth/logout') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  expect((await logout).postDataJSON()).toEqual({ pushEndpoint: endpoint });
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(
      async () => (await (await navigator.serviceWorker.getRegistration())!.pushManager.getSubscription()) === null,
    ),
  ).toBe(true);
  // Back as Lydia: her reminders no longer come to this browser.
  await login(page, lydia.email, lydia.password);
  expect(await devices()).toBe(0);
});
