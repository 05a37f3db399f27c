/** What a visitor sees before signing in: landing, sign-in screens, legal pages, 404, guarded screens. */
import { expect, expectAccessible, expectToast, test, expectFieldError, watchConsole } from './support/fixtures';

test('the landing page offers to begin, sign up and sign in', async ({ page }) => {
  const audit = await watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Begin Your Prayer Journey' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: /contact us/i })).toHaveAttribute('href', /^mailto:/);
  // The footer's year is this year, not the year the screens were drawn.
  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(page.getByText(`© ${year} Daily Prayer & Scripture`)).toBeVisible();
  await expectAccessible(page, 'landing');
  // An anonymous visit logs nothing (a 401 for "who is signed in" used to, twice) and breaks no CSP.
  await page.waitForLoadState('networkidle');
  expect(audit.problems()).toEqual([]);

  await page.getByRole('link', { name: 'Begin Your Prayer Journey' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('First name')).toBeVisible();
});

test('login: required fields next to the field, a wrong password, no unconfigured providers, links', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  // This server has neither Google nor Apple configured: neither is offered, and no server wording
  // ("not configured on this server") reaches the screen.
  await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Apple/ })).toHaveCount(0);
  await expect(page.getByText(/not configured/)).toHaveCount(0);
  await expectAccessible(page, 'login');

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectFieldError(page, 'Missing information', 'Please enter both email and password');

  await page.getByLabel('Email').fill('nobody-here@example.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Login failed', 'Invalid email or password');

  // The server's Google callback reports a failure as /login?error=<message>: shown once, then removed.
  await page.goto('/login?error=Google%20sign-in%20was%20cancelled.');
  await expectToast(page, 'Login failed', 'Google sign-in was cancelled.');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('register: validation messages of SPEC section 5', async ({ page }) => {
  await page.goto('/register');
  await expectAccessible(page, 'register');
  const submit = page.getByRole('button', { name: 'Create Account' });

  await submit.click();
  await expectFieldError(page, 'Please fill in all required fields');

  await page.getByLabel('First name').fill('Ruth');
  await page.getByLabel('Email').fill('ruth@example.test');
  await page.getByLabel(/^Password/).fill('abc12');
  await page.getByLabel('Confirm password').fill('abc13');
  await submit.click();
  await expectFieldError(page, "Passwords don't match");

  await page.getByLabel('Confirm password').fill('abc12');
  await submit.click();
  await expectFieldError(page, 'Password too short', 'Password must be at least 6 characters long');
});

test('forgot password without an email does nothing; reset without a token is an invalid link', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
  await expectAccessible(page, 'forgot-password');

  await page.goto('/reset-password');
  await expectToast(page, 'Invalid Link', 'This password reset link is invalid or has expired.');
  await expect(page).toHaveURL(/\/login$/);
});

test('the reset form with a token: its own validation, and the button needs a token', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await expectAccessible(page, 'reset-password');
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm new password').fill('abc');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectFieldError(page, 'Password Too Short');
  await page.getByLabel('New password', { exact: true }).fill('abcdef1');
  await page.getByLabel('Confirm new password').fill('abcdef2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectFieldError(page, "Passwords Don't Match");
  await page.getByLabel('Confirm new password').fill('abcdef1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, 'Error', 'Failed to reset password. Please try again or request a new reset link.');
});

test('privacy policy states the legal facts; the terms send a visitor to sign in', async ({ page }) => {
  await page.goto('/privacy-policy');
  const main = page.locator('body');
  await expect(main).toContainText('November 22, 2026');
  await expect(main).toContainText('13');
  await expect(main).toContainText('California');
  await expect(main).toContainText('@');
  await expectAccessible(page, 'privacy-policy');

  await page.goto('/terms-of-service');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows 404 Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectAccessible(page, 'not-found');
});

test('a visitor on /progress is told "Unauthorized", then lands on the login page', async ({ page }) => {
  // The toast lives only until the 500 ms redirect, which a busy machine can reach before an
  // assertion polls; so the page records every toast that opens (with the path it opened on), and
  // the spec reads that record after the redirect. Holding the page clock instead stops the page
  // from booting at all (it starts through timers).
  await page.addInitScript(() => {
    const seen: Array<{ text: string; path: string }> = [];
    (window as unknown as { __toasts: typeof seen }).__toasts = seen;
    new MutationObserver(() => {
      for (const li of document.querySelectorAll('li[data-swipe-direction][data-state="open"]')) {
        const text = (li.textContent ?? '').trim();
        if (!seen.some((t) => t.text === text)) seen.push({ text, path: location.pathname });
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
    // The record survives the redirect to /login in this tab.
    addEventListener('pagehide', () => sessionStorage.setItem('__toasts', JSON.stringify(seen)));
  });
  await page.goto('/progress');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  const toasts = await page.evaluate(() => JSON.parse(sessionStorage.getItem('__toasts') ?? '[]') as unknown);
  expect(toasts).toContainEqual({
    text: expect.stringMatching(/^Unauthorized\s*You are logged out\. Logging in again\.\.\./),
    path: '/progress',
  });
});

test('the app can be installed: manifest and icons', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest.name).toBe('Daily Prayer & Scripture');
  expect(manifest.display).toBe('standalone');
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});
