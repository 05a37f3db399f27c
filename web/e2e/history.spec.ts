/**
 * Past days (decision 162) on the real product. A calendar only has past days for someone
 * who joined before today, so this spec runs its own product on a PostgreSQL database it owns
 * (TEST_DATABASE_URL's server, else the local one) and dates the account back, as only the database
 * can; every screen is then driven through the browser.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import postgres from 'postgres';
import { adminUrl, withDatabase } from '@dps/core/test/pg-url';
import { repoRoot } from './support/env';
import { clientAddressHeader, expect, expectAccessible, expectToast, register, test } from './support/fixtures';
import { startProduct, type RunningProduct } from './support/product';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `dps_e2e_history_${randomBytes(4).toString('hex')}`;
let product: RunningProduct;
let admin: postgres.Sql;
let db: postgres.Sql;

test.describe.configure({ mode: 'serial' });

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

const ZONE = 'Pacific/Honolulu';
const localToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const daysBefore = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${repoRoot}/test-results/screenshots/history/${name}.png`, fullPage: true });
}

test('the calendar of past days, a past day to read, save and reflect on, never to pray; no future day', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: product.url,
    viewport: { width: 390, height: 844 },
    timezoneId: ZONE,
    locale: 'en-US',
    extraHTTPHeaders: clientAddressHeader(),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  const person = await register(page);
  const today = localToday();
  const [d1, d2, d5] = [daysBefore(today, 1), daysBefore(today, 2), daysBefore(today, 5)];
  // Joined 40 days ago; prayed 1 and 5 days ago; reflected 2 days ago; someone shared on yesterday's.
  const [me] = await db`update users set created_at = now() - interval '40 days'
                        where lower(email) = lower(${person.email}) returning id`;
  const prayerOf = async (date: string) =>
    (await (await page.request.get(`/api/history/${date}`)).json()).prayer as { id: number; title: string };
  const [p1, p2, p5] = [await prayerOf(d1), await prayerOf(d2), await prayerOf(d5)];
  await db`insert into completions ${db([
    { user_id: me!.id, prayer_id: p1.id, local_date: d1 },
    { user_id: me!.id, prayer_id: p5.id, local_date: d5 },
  ])}`;
  await db`insert into reflections (user_id, prayer_id, content, is_public, created_at)
           values (${me!.id}, ${p2.id}, 'Quiet morning, grateful heart.', false, now() - interval '2 days')`;
  const [other] = await db`select id from users where lower(email) = lower(${product.adminEmail})`;
  await db`insert into reflections (user_id, prayer_id, content, is_public)
           values (${other!.id}, ${p1.id}, 'This one carried me through the week.', true)`;

  // Progress -> Past Days.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Progress' }).click();
  await page.getByRole('link', { name: /Past Days/ }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { name: 'Past Days' })).toBeVisible();
  if (d1.slice(0, 7) !== today.slice(0, 7)) await page.getByRole('link', { name: /^Previous month/ }).click();

  const cell = (date: string) => page.getByTestId(`day-${date}`);
  await expect(cell(d1)).toHaveAccessibleName(new RegExp(`, prayed, ${escape(p1.title)}$`));
  if (d2.slice(0, 7) === d1.slice(0, 7))
    await expect(cell(d2)).toHaveAccessibleName(new RegExp(`not prayed, you reflected, ${escape(p2.title)}$`));
  await expect(page.getByRole('list', { name: 'Days this month' })).toContainText(p1.title);
  await expectAccessible(page, 'history');
  await shot(page, 'calendar');

  // A past day: its prayer, prayed then, no Pray; community reflections; Save works.
  await cell(d1).click();
  await expect(page).toHaveURL(new RegExp(`/history/${d1}$`));
  await expect(page.getByRole('heading', { name: p1.title })).toBeVisible();
  await expect(page.getByText('You prayed this on that day.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pray/ })).toHaveCount(0);
  await expect(page.getByText('This one carried me through the week.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Saved!');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await expectAccessible(page, 'past-day');
  await shot(page, 'past-day');

  // Reflecting on a past day is allowed, and it shows on the calendar.
  await page.getByLabel('Your reflection').fill('Read it again today.');
  await page.getByRole('button', { name: 'Submit Reflection' }).click();
  await expectToast(page, 'Reflection Submitted!');
  await page.getByRole('link', { name: 'Back to Past Days' }).click();
  await expect(cell(d1)).toHaveAccessibleName(/prayed, you reflected/);

  // A day that has not begun here cannot be opened, and the streak is what the daily prayers made.
  await page.goto(`/history/${daysBefore(today, -1)}`);
  await expect(page.getByText('There is no prayer to show for that day.')).toBeVisible();
  expect(
    (await page.request.post(`/api/prayers/${p2.id}/complete`, { headers: { Origin: product.url } })).status(),
  ).toBe(409);

  expect(errors).toEqual([]);
  await context.close();
});

test('the year grid and the streak card with a grace day and a rest day, phone and desktop, light and dark', async ({
  browser,
}) => {
  // Three axe passes, four pictures and four reloads: on a busy two-core machine more than 60 s.
  test.slow();
  const context = await browser.newContext({
    baseURL: product.url,
    viewport: { width: 390, height: 844 },
    timezoneId: ZONE,
    locale: 'en-US',
    extraHTTPHeaders: clientAddressHeader(),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  const person = await register(page);
  const today = localToday();
  // Prayed from 20 days ago to 4 days ago (17 days: two grace days earned), missed 3 days ago (one
  // spent), prayed 2 days ago and yesterday: a 19-day streak that today has not ended yet.
  const [me] = await db`update users set created_at = now() - interval '60 days'
                        where lower(email) = lower(${person.email}) returning id`;
  const [prayer] = await db`select id from prayers where kind = 'library' order by id limit 1`;
  const prayed = [...Array.from({ length: 17 }, (_, i) => daysBefore(today, 20 - i)), daysBefore(today, 2), daysBefore(today, 1)];
  await db`insert into completions ${db(prayed.map((d) => ({ user_id: me!.id, prayer_id: prayer!.id, local_date: d })))}`;
  const missed = daysBefore(today, 3);

  await page.goto('/progress');
  const streak = page.locator('section, div').filter({ has: page.getByRole('heading', { name: 'Prayer Streak' }) }).last();
  await expect(streak.getByText('19', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'A grace day kept your streak on' })).toBeVisible();
  await expect(streak).toContainText('1 grace day held');

  // A rest day, chosen on Progress: the streak card says it.
  await page.getByLabel('Rest day').selectOption({ label: 'Sunday' });
  await expectToast(page, 'Sunday is your rest day');
  await expect(streak).toContainText('1 grace day held · rest day Sunday');
  await expect(page.getByLabel('Reminder on the rest day')).toHaveValue('gentle');

  // The year grid: the missed day shows as a grace day, in words for a screen reader too.
  if (missed.slice(0, 4) === today.slice(0, 4)) {
    const month = new Date(`${missed}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    const figure = page.getByRole('figure', { name: new RegExp(`^${month}: .*1 grace day`) });
    await expect(figure).toBeVisible();
    // The day's cell names itself when the pointer reaches it (written on hover, decision 245).
    const cell = figure.locator(`[data-date="${missed}"]`);
    await cell.hover();
    await expect(cell).toHaveAttribute('title', `${month} ${Number(missed.slice(8))}: grace day`);
  }
  await expectAccessible(page, 'progress-rhythm');
  await shot(page, 'rhythm-phone-light');

  await page.request.put('/api/user/settings', { data: { theme: 'dark' }, headers: { Origin: product.url } });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(streak).toContainText('rest day Sunday');
  await expectAccessible(page, 'progress-rhythm-dark');
  await shot(page, 'rhythm-phone-dark');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your year' })).toBeVisible();
  await shot(page, 'rhythm-desktop-dark');
  await page.request.put('/api/user/settings', { data: { theme: 'light' }, headers: { Origin: product.url } });
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expectAccessible(page, 'progress-rhythm-desktop');
  await shot(page, 'rhythm-desktop-light');

  // A pause, then back: the streak waits.
  await page.getByLabel('Pause for').selectOption('7');
  await page.getByRole('button', { name: 'Pause my rhythm' }).click();
  await expectToast(page, 'Paused');
  await expect(page.getByText(/Your rhythm is paused until/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Resume now' }).click();
  await expectToast(page, 'Welcome back');
  await expect(streak.getByText('19', { exact: true }).first()).toBeVisible();

  expect(errors).toEqual([]);
  await context.close();
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

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
