/**
 * What every spec uses: a unique person per test, registering and signing in through the real UI,
 * the toast, and axe on the current screen (serious or critical violations fail the test).
 */
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, test as base, type BrowserContext, type Locator, type Page } from '@playwright/test';

export { expect };

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** An address no other test (or earlier run against the same server) has used. */
export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.test`;
}

export function newPerson(overrides: Partial<Person> = {}): Person {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: uniqueEmail(),
    password: `Quiet-Psalm-${randomBytes(4).toString('hex')}`,
    ...overrides,
  };
}

/**
 * The visible toast (one at a time, SPEC section 9). Found by Radix's toast attributes, not by role:
 * while a modal dialog is open the rest of the page, the toast region included, is aria-hidden.
 */
export function toastLocator(page: Page): Locator {
  return page.locator('li[data-swipe-direction][data-state="open"]');
}

export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp): Promise<void> {
  const toast = toastLocator(page).filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description !== undefined) await expect(toast).toContainText(description);
}

/**
 * A validation message shown next to its field (role="alert", so it is announced), and no toast
 * for it: form errors belong where they are.
 */
export async function expectFieldError(
  page: Page,
  title: string | RegExp,
  description?: string | RegExp,
): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: title });
  await expect(alert).toBeVisible();
  if (description !== undefined) await expect(alert).toContainText(description);
  await expect(toastLocator(page)).toHaveCount(0);
}

/** Closes the open toast so it cannot cover buttons or hide the next one. */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = toastLocator(page);
  const n = await toasts.count();
  for (let i = 0; i < n; i++) {
    await toasts
      .nth(0)
      .getByRole('button', { name: 'Close' })
      .click({ timeout: 2000 })
      .catch(() => undefined);
  }
  await expect(toastLocator(page)).toHaveCount(0);
}

/** Registers through /register and lands on Today. */
export async function register(page: Page, overrides: Partial<Person> = {}): Promise<Person> {
  const person = newPerson(overrides);
  await page.goto('/register');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: "Today's Prayer" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  return person;
}

/** Signs in through /login and lands on Today. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  // An account whose zone is not this browser's (the bootstrapped admin's UTC) is offered the
  // device's zone (decision 190); these specs keep the account's, as a person who travels would:
  // this device has said "Keep" to every zone already.
  await page.addInitScript(() => {
    const accountZones = ['UTC', 'Pacific/Kiritimati'];
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    try {
      localStorage.setItem('dps-device-zone-kept', JSON.stringify(accountZones.map((a) => `${a}>${device}`)));
    } catch {
      // a document without storage (about:blank): nothing to offer there
    }
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: "Today's Prayer" })).toBeVisible();
}

export function adminCredentials(): { email: string; password: string } {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD are set by playwright.config.ts');
  return { email, password };
}

/** Lets enter animations settle, so axe measures final colours, not a fade. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** axe's experimental rules (off by default), all switched on: e.g. label-content-name-mismatch. */
const EXPERIMENTAL_RULES: Record<string, { enabled: boolean }> = Object.fromEntries(
  axe.getRules(['experimental']).map((r) => [r.ruleId, { enabled: true }]),
);

async function axeViolations(page: Page, screen: string, theme: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ rules: EXPERIMENTAL_RULES }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const others = results.violations.filter((v) => !blocking.includes(v));
  if (others.length > 0) {
    await test.info().attach(`axe-${screen}-${theme}-minor.txt`, {
      body: others.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length})`).join('\n'),
      contentType: 'text/plain',
    });
  }
  return blocking.map(
    (v) =>
      `[${theme}] ${v.impact} ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`)
        .join('\n'),
  );
}

/**
 * axe on the current screen, in the light theme and in the dark one (the theme is the class on
 * <html> that web/shared/appearance.ts sets; the screen is checked in both, then put back), with
 * axe's experimental rules on. Serious and critical violations fail, listed rule by rule with the
 * offending elements; minor and moderate ones are attached to the report.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settle(page);
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  const lines: string[] = [];
  for (const dark of [wasDark, !wasDark]) {
    await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
    await settle(page);
    lines.push(...(await axeViolations(page, screen, dark ? 'dark' : 'light')));
  }
  await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), wasDark);
  expect(lines, `axe on ${screen}:\n${lines.join('\n')}`).toEqual([]);
}

const CSP_MARK = '[csp-violation]';

/**
 * Records what a browser audit counts against a page (decision 186): console errors (a failed
 * request, such as a 401, is one) and Content-Security-Policy violations (reported by the page's
 * `securitypolicyviolation` event, even when the script caught the error). Call before `goto`;
 * `problems()` lists them.
 */
export async function watchConsole(page: Page): Promise<{ problems: () => string[] }> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith(CSP_MARK)) seen.push(`CSP: ${m.text().slice(CSP_MARK.length).trim()}`);
    else if (m.type() === 'error') seen.push(`console error at ${page.url()}: ${m.text()} ${m.location().url}`);
  });
  await page.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.info(mark, e.violatedDirective, e.blockedURI, e.sourceFile, e.lineNumber),
    );
  }, CSP_MARK);
  return { problems: () => [...seen] };
}

/**
 * A client address of its own for each browser context (the server trusts X-Forwarded-For from
 * loopback): the suite registers dozens of people from one machine, and the per-IP sign-up limit
 * (10 an hour) is meant for one device, not for a test run.
 */
export function clientAddressHeader(): Record<string, string> {
  const b = randomBytes(2);
  return { 'X-Forwarded-For': `198.18.${b[0]}.${Math.max(1, b[1]!)}` };
}

export const test = base.extend<{ anotherPerson: () => Promise<Page>; failOnPageErrors: void }>({
  /** An uncaught exception in the app fails the test, whatever the test itself checked. */
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.stack ?? e.message));
      await use();
      expect(errors, `uncaught errors in the page:\n${errors.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use(clientAddressHeader());
  },
  /** A second person's page: a fresh context (own cookies, storage, address) with this test's options. */
  anotherPerson: async ({ browser, baseURL, viewport, timezoneId, locale, deviceScaleFactor, permissions }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        timezoneId,
        locale,
        deviceScaleFactor,
        permissions,
        extraHTTPHeaders: clientAddressHeader(),
      });
      contexts.push(context);
      return context.newPage();
    });
    for (const c of contexts) await c.close();
  },
});
