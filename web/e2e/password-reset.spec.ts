/** Forgot and reset password in dev mode: the link is shown, the new password works, the old does not. */
import { expect, expectAccessible, expectToast, login, register, test } from './support/fixtures';

test('forgot password shows the dev reset link; the new password works and the old one does not', async ({ page }) => {
  const me = await register(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(me.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  const link = page.getByRole('link', { name: /reset-password\?token=/ });
  await expect(link).toBeVisible();
  await expectAccessible(page, 'forgot-password-sent');

  await link.click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  const newPassword = `${me.password}-renewed`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await expectAccessible(page, 'reset-password-success');

  // The link works once.
  const used = page.url();
  await page.getByRole('button', { name: 'Go to Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password').fill(me.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Login failed', 'Invalid email or password');

  await login(page, me.email, newPassword);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.goto(used);
  await page.getByLabel('New password', { exact: true }).fill('another-one-123');
  await page.getByLabel('Confirm new password').fill('another-one-123');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, 'Error', 'Failed to reset password. Please try again or request a new reset link.');
});

test('forgot password for an unknown address looks the same (no account enumeration)', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
});
