/**
 * `npm run screenshots`: starts the product on a fresh database, fills it the way a new person
 * would (register, pray, save, reflect, a neighbour's reply, a goal, an own prayer), then saves a
 * phone-width PNG (390 px, 1x) of every screen and dialog to docs/screenshots/<name>.png.
 *
 *   npm run screenshots              all screens
 *   npm run screenshots -- today     only the names given
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions, repoRoot } from '../../web/e2e/support/env';
import { startProduct } from '../../web/e2e/support/product';

const OUT = join(repoRoot, 'docs', 'screenshots');
const only = new Set(process.argv.slice(2));
const VIEWPORT = { width: 390, height: 844 };
/** Long pages (the legal texts, a topic's prayers) are cut here: enough to see the screen. */
const MAX_HEIGHT = 2500;
const TIME_ZONE = 'America/Chicago';
const PASSWORD = 'Still-Waters-23';

const product = await startProduct();
const browser = await chromium.launch(chromiumLaunchOptions());
const taken: string[] = [];
let ip = 10;

async function newContext(b: Browser): Promise<BrowserContext> {
  ip += 1;
  return b.newContext({
    baseURL: product.url,
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: TIME_ZONE,
    reducedMotion: 'reduce',
    permissions: ['clipboard-read', 'clipboard-write'],
    extraHTTPHeaders: { 'X-Forwarded-For': `198.18.0.${ip}` },
  });
}

/** Waits for the screen to be still (no spinner, no running animation, fonts loaded). */
async function settle(page: Page, allowSpinner: boolean): Promise<void> {
  await page.mouse.move(VIEWPORT.width - 1, VIEWPORT.height / 2);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  if (!allowSpinner) await page.waitForFunction(() => !document.querySelector('.animate-spin'));
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

async function hideToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('li[data-swipe-direction]')) el.style.display = 'none';
  });
}

/** Saves the screen: whole page for screens, the viewport for dialogs and panels. */
async function shot(page: Page, name: string, opts: { fullPage?: boolean; keepToast?: boolean } = {}) {
  if (only.size > 0 && !only.has(name)) return;
  await settle(page, !!opts.keepToast);
  if (!opts.keepToast) await hideToasts(page);
  const path = join(OUT, `${name}.png`);
  let png: Buffer;
  if (opts.fullPage ?? true) {
    // A tall viewport rather than Chromium's full-page capture, which paints the sticky top bar and
    // the fixed bottom tabs wherever the page happened to be scrolled.
    await page.evaluate(() => window.scrollTo(0, 0));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({
      width: VIEWPORT.width,
      height: Math.min(MAX_HEIGHT, Math.max(VIEWPORT.height, height)),
    });
    await settle(page, !!opts.keepToast);
    png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    await page.setViewportSize(VIEWPORT);
  } else {
    png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  }
  // A 256-colour palette keeps the files small for the README; text stays crisp.
  writeFileSync(path, await sharp(png).png({ palette: true, effort: 8 }).toBuffer());
  taken.push(name);
  console.log(`  ${name}.png`);
}

async function register(page: Page, firstName: string, lastName: string, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: "Today's Prayer" }).waitFor();
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('li[data-swipe-direction][data-state="open"]').filter({ hasText: text }).waitFor();
}

async function reflect(page: Page, text: string, shared: boolean): Promise<void> {
  await page.getByLabel('Your reflection').fill(text);
  if (shared) await page.locator('label').filter({ hasText: 'Share with community' }).first().click();
  await page.getByRole('button', { name: 'Submit Reflection' }).click();
  await toast(page, 'Reflection Submitted!');
}

try {
  mkdirSync(OUT, { recursive: true });
  console.log(`Screenshots of ${product.url} into docs/screenshots/`);

  // --- Visitors -------------------------------------------------------------------------------
  const visitorContext = await newContext(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await shot(visitor, 'landing');
  await visitor.goto('/login');
  await shot(visitor, 'login');
  await visitor.goto('/register');
  await shot(visitor, 'register');
  await visitor.goto('/forgot-password');
  await shot(visitor, 'forgot-password');
  await visitor.goto('/reset-password?token=example-token-from-the-email');
  await shot(visitor, 'reset-password');
  await visitor.goto('/privacy-policy');
  await shot(visitor, 'privacy-policy');
  await visitor.goto('/this/page/does-not-exist');
  await shot(visitor, 'not-found');
  await visitorContext.close();

  // --- A neighbour shares a reflection first, so the community list has something in it --------
  const neighbourContext = await newContext(browser);
  const neighbour = await neighbourContext.newPage();
  await register(neighbour, 'David', 'Levi', 'david@example.test');
  await reflect(neighbour, 'This verse carried me through a hard week. Thank you, Lord, for your faithfulness.', true);
  await reflect(neighbour, 'Praying for everyone who feels alone today.', true);

  // --- The demo person ------------------------------------------------------------------------
  const ruthContext = await newContext(browser);
  const page = await ruthContext.newPage();
  await register(page, 'Ruth', 'Moab', 'ruth@example.test');
  await page.getByRole('button', { name: 'Pray', exact: true }).click();
  await toast(page, 'Prayer Completed!');
  await page.getByRole('button', { name: "Save today's prayer to favorites" }).click();
  await toast(page, 'Saved!');
  await reflect(page, 'Kept for myself: I want to be more patient with my family.', false);
  await reflect(page, 'Reading this with my morning coffee. What a gift to start the day in peace.', true);
  await page.getByRole('button', { name: 'Write Your Prayer' }).click();
  await page.getByLabel('Title').fill('For my mother');
  await page.getByLabel('Prayer', { exact: true }).fill('Lord, give her strength for her treatment and rest at night.');
  await page.getByRole('checkbox', { name: 'Share with community' }).check();
  await page.getByRole('button', { name: 'Save Prayer', exact: true }).click();
  await toast(page, 'Prayer Created');

  // The neighbour likes and replies to Ruth's reflection.
  await neighbour.reload();
  const ruthsItem = neighbour.getByTestId('community-reflection').filter({ hasText: 'morning coffee' });
  await ruthsItem.getByRole('button', { name: /^Like reflection/ }).click();
  await ruthsItem.getByRole('button', { name: 'Reply' }).click();
  await neighbour.getByLabel(/^Reply to/).fill('Amen! Same here.');
  await ruthsItem.getByRole('button', { name: 'Post Reply' }).click();
  await toast(neighbour, 'Reply posted successfully!');
  await neighbourContext.close();

  await page.reload();
  await page.getByRole('heading', { name: "Today's Prayer" }).waitFor();
  await shot(page, 'today');
  await page.getByRole('button', { name: 'Share prayer' }).click();
  await page.getByRole('dialog', { name: 'Share' }).waitFor();
  await shot(page, 'share-dialog', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
  await shot(page, 'notifications', { fullPage: false });
  await page.keyboard.press('Escape');

  await page.goto('/topics');
  await page.getByRole('link', { name: /^Hope/ }).waitFor();
  await shot(page, 'topics');
  await page.getByRole('link', { name: /^Hope/ }).click();
  await page.getByRole('heading', { name: 'Hope Prayers' }).waitFor();
  // A topic lists titles; the first one opened shows its prayer with Pray, Save and Share.
  await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
  await page.getByRole('main').getByRole('button', { name: 'Save', exact: true }).first().click();
  await toast(page, 'Saved!');
  await shot(page, 'topic-detail');

  await page.goto('/progress');
  await page.getByRole('button', { name: 'New Goal' }).click();
  await page.getByLabel('Goal title').fill('Pray every morning');
  await page.getByRole('button', { name: 'Create Goal' }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'New Goal' }).click();
  await page.getByRole('dialog', { name: 'Create a Prayer Goal' }).waitFor();
  await page.getByLabel('Goal title').fill('Read a psalm each night');
  await shot(page, 'goal-dialog', { fullPage: false });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await shot(page, 'progress');

  await page.goto('/favorites');
  await page.getByRole('heading', { name: 'Saved Prayers' }).waitFor();
  await shot(page, 'favorites');

  await page.goto('/profile');
  await page.getByRole('switch', { name: 'Daily Reminders' }).click();
  await page.getByLabel('Reminder time').waitFor();
  await shot(page, 'profile');
  await page.getByRole('button', { name: 'Update profile photo' }).click();
  await page.getByRole('dialog', { name: 'Update Profile Photo' }).waitFor();
  await shot(page, 'photo-dialog', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Contact Us' }).click();
  await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
  await page.getByLabel('Subject').fill('A prayer request');
  await shot(page, 'contact-dialog', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'About' }).click();
  await page.getByRole('dialog').waitFor();
  await shot(page, 'about-dialog', { fullPage: false });
  await page.keyboard.press('Escape');

  await page.goto('/reflections');
  await page.getByRole('heading', { name: 'My Reflections' }).waitFor();
  await shot(page, 'my-reflections');
  await page.goto('/my-prayers');
  await page.getByRole('heading', { name: 'My Prayers' }).waitFor();
  await shot(page, 'my-prayers');
  await page.goto('/terms-of-service');
  await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
  await shot(page, 'terms-of-service');

  await page.goto('/admin');
  await toast(page, 'Access Denied');
  await shot(page, 'access-denied', { fullPage: false, keepToast: true });
  await ruthContext.close();

  // Ruth forgot her password (dev mode: the reset link is shown on the page).
  const forgotContext = await newContext(browser);
  const forgot = await forgotContext.newPage();
  await forgot.goto('/forgot-password');
  await forgot.getByLabel('Email').fill('ruth@example.test');
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await forgot.getByRole('heading', { name: 'Check Your Email' }).waitFor();
  await shot(forgot, 'forgot-password-sent');
  await forgotContext.close();

  // --- The admin ------------------------------------------------------------------------------
  const adminContext = await newContext(browser);
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await admin.getByLabel('Email').fill(product.adminEmail);
  await admin.getByLabel('Password').fill(product.adminPassword);
  await admin.getByRole('button', { name: 'Sign In', exact: true }).click();
  await admin.getByRole('heading', { name: "Today's Prayer" }).waitFor();
  await admin.goto('/admin');
  await admin.getByRole('heading', { name: 'Add Daily Prayer' }).waitFor();
  // Three days ahead: a date not yet begun anywhere on Earth, so it can be scheduled (decision 165).
  const future = await admin.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 3);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await admin.getByLabel('Title').fill('Light for the Path');
  await admin
    .getByLabel('Prayer content')
    .fill('Lord, light my path today.\n\nKeep my steps steady and my heart open.');
  await admin.getByLabel('Scripture text').fill('Your word is a lamp to my feet, and a light for my path.');
  await admin.getByLabel('Scripture reference').fill('Psalm 119:105 (WEB)');
  await admin.getByLabel('Topic').selectOption({ label: 'Hope' });
  await admin.getByLabel('Date').fill(future);
  await admin.getByRole('button', { name: 'Add Daily Prayer' }).click();
  await toast(admin, 'Success');
  await shot(admin, 'admin');
  await adminContext.close();

  console.log(`${taken.length} screenshots written.`);
} finally {
  await browser.close();
  await product.stop();
}
