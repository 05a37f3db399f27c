/**
 * Profile self-service (decision 205) on the real product: change name, email (the dev-mode
 * confirmation link, then the /confirm-email page), password (other devices signed out), see and
 * disconnect a linked chat (the last way in refused with a clear message), download one's data, and
 * delete the account. Chats can only be linked from Telegram/Slack, so this spec runs its own
 * product on a PostgreSQL database it owns and adds the chat's identity row as the bot would.
 * Screenshots go to docs/screenshots/profile/ with E2E_SCREENSHOTS=docs.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import postgres from 'postgres';
import { adminUrl, withDatabase } from '@dps/core/test/pg-url';
import { repoRoot } from './support/env';
import { clientAddressHeader, expect, expectAccessible, expectToast, register, test } from './support/fixtures';
import { startProduct, type RunningProduct } from './support/product';

const shots = `${repoRoot}/${process.env.E2E_SCREENSHOTS === 'docs' ? 'docs/screenshots/profile' : 'test-results/screenshots/profile'}`;
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `dps_e2e_self_${randomBytes(4).toString('hex')}`;
let product: RunningProduct;
let admin: postgres.Sql;
let db: postgres.Sql;

test.describe.configure({ mode: 'serial' });
// Each test walks a whole flow (several dialogs, axe on each): longer than the default minute.
test.beforeEach(() => test.setTimeout(240_000));

test.beforeAll(async () => {
  test.setTimeout(240_000);
  admin = postgres(adminUrl(serverUrl), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${dbName}"`);
  const url = withDatabase(serverUrl, dbName);
  product = await startProduct({ env: { DATABASE_URL: url }, port: await freePort() });
  db = postgres(url, { max: 1, onnotice: () => {} });
});

test.afterAll(async () => {
  await db?.end();
  await product?.stop();
  await admin?.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin?.end();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: product.url,
    viewport: { width: 390, height: 844 },
    timezoneId: 'Pacific/Honolulu',
    locale: 'en-US',
    extraHTTPHeaders: clientAddressHeader(),
    acceptDownloads: true,
  });
  return context.newPage();
}

async function shot(page: Page, name: string, fullPage = false) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
}

/** The chat identity a Telegram /start (then /link) leaves behind. */
async function linkTelegram(email: string, telegramId: string) {
  const [u] = await db<{ id: number }[]>`select id from users where lower(email) = ${email.toLowerCase()}`;
  await db`insert into identities (user_id, provider, subject) values (${u!.id}, 'telegram', ${telegramId})`;
  return u!.id;
}

test('name, email (confirmed by its link) and password, each from Profile', async ({ browser }) => {
  const page = await newPage(browser);
  const me = await register(page, { firstName: 'Dorcas', lastName: 'Joppa' });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ways to sign in and chats' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expectAccessible(page, 'profile-self-service');
  await shot(page, 'profile', true);

  // Name.
  await page.getByRole('button', { name: /Change name/ }).click();
  await page.getByLabel('First name').fill('Tabitha');
  await expectAccessible(page, 'change-name');
  await shot(page, 'change-name');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expectToast(page, 'Name saved');
  await expect(page.getByRole('heading', { name: 'Tabitha Joppa' })).toBeVisible();

  // Email: nothing changes until the link is followed.
  const newEmail = `tabitha-${randomBytes(3).toString('hex')}@example.test`;
  await page.getByRole('button', { name: /Change email/ }).click();
  await page.getByLabel('New email').fill(newEmail);
  await page.getByLabel('Current password').fill('not my password');
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your current password is incorrect.' })).toBeVisible();
  await page.getByLabel('Current password').fill(me.password);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('dialog').getByRole('status')).toContainText(`Sent to ${newEmail}`);
  await expectAccessible(page, 'change-email-sent');
  await shot(page, 'change-email-sent');
  // Nothing has changed until the link is followed.
  expect((await (await page.request.get('/api/auth/user')).json()).email).toBe(me.email);
  const link = page.getByRole('link', { name: 'Confirm the new email' });
  await link.click();
  await expect(page).toHaveURL(/\/confirm-email\?token=/);
  await expectAccessible(page, 'confirm-email');
  await page.getByRole('button', { name: 'Confirm this email' }).click();
  await expect(page.getByRole('heading', { name: 'Email changed' })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await shot(page, 'email-changed');
  await page.getByRole('button', { name: 'Go to Profile' }).click();
  await expect(page.getByText(newEmail).first()).toBeVisible();

  // Password: another device signed in before is signed out; this one stays.
  // Another device, signed in with the password (through the API: the browser flow is the login spec's).
  const other = await browser.newContext({
    baseURL: product.url,
    extraHTTPHeaders: { ...clientAddressHeader(), Origin: product.url },
  });
  const signedIn = await other.request.post('/auth/login', { data: { email: newEmail, password: me.password } });
  expect(signedIn.status()).toBe(200);
  expect((await other.request.get('/api/auth/user')).status()).toBe(200);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill('wrong-wrong-wrong');
  await page.getByLabel('New password', { exact: true }).fill('Olive-Press-92-x');
  await page.getByLabel('Confirm new password').fill('Olive-Press-92-x');
  await page.getByRole('button', { name: 'Change password' }).last().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your current password is incorrect.' })).toBeVisible();
  await expectAccessible(page, 'change-password');
  await shot(page, 'change-password-wrong');
  await page.getByLabel('Current password').fill(me.password);
  await page.getByRole('button', { name: 'Change password' }).last().click();
  await expectToast(page, 'Password changed', 'Other devices have been signed out.');
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  await other.close();
});

test('linked chats are listed and disconnected; the last way in is refused, saying why', async ({ browser }) => {
  const page = await newPage(browser);
  const me = await register(page, { firstName: 'Lois' });
  const userId = await linkTelegram(me.email, '880001');
  await page.goto('/profile');
  const card = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Ways to sign in and chats' }) })
    .last();
  await expect(card.getByText('Email and password')).toBeVisible();
  await expect(card.getByText('Telegram chat')).toBeVisible();
  await page.getByRole('button', { name: 'Disconnect Telegram' }).click();
  await expect(page.getByRole('dialog', { name: 'Disconnect Telegram?' })).toContainText(
    'stops getting your reminders',
  );
  await expectAccessible(page, 'disconnect-telegram');
  await shot(page, 'disconnect-telegram');
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await expectToast(page, 'Telegram disconnected');
  await expect(card.getByText('Telegram chat')).toHaveCount(0);

  // The chat is now the only way in (no password): refused, with the reason.
  await linkTelegram(me.email, '880002');
  await db`update users set password_hash = null where id = ${userId}`;
  // The reload shows the list kept on the device at once (decision 110's kept queries) and then the
  // server's: wait for the server's, which has the new chat's id.
  const fresh = page.waitForResponse((r) => r.url().endsWith('/api/user/sign-in-methods') && r.ok());
  await page.reload();
  await fresh;
  await page.getByRole('button', { name: 'Disconnect Telegram' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    "This is the only way into your account, so it can't be disconnected.",
  );
  await expectAccessible(page, 'disconnect-refused');
  await shot(page, 'disconnect-refused');
  const [left] = await db<{ n: number }[]>`select count(*)::int as n from identities where user_id = ${userId}`;
  expect(left!.n).toBe(1);
});

test('download my data, then delete the account with its password', async ({ browser }) => {
  const page = await newPage(browser);
  const me = await register(page, { firstName: 'Rhoda' });
  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await (await downloading).path();
  expect(JSON.parse(readFileSync(file, 'utf8')).profile.email).toBe(me.email);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByLabel('Your password').fill('not the password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Incorrect password.');
  await expectAccessible(page, 'delete-account');
  await shot(page, 'delete-account');
  await dialog.getByLabel('Your password').fill(me.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const [gone] = await db<
    { n: number }[]
  >`select count(*)::int as n from users where lower(email) = ${me.email.toLowerCase()}`;
  expect(gone!.n).toBe(0);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}
