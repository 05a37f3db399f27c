// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navigate } from '../../../lib/router';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

const config = {
  path: '/api/config',
  body: {
    appName: 'x',
    devMode: false,
    googleEnabled: false,
    appleEnabled: false,
    appleClientId: null,
    telegramBotUsername: null,
  },
};

describe('sign-in forms', () => {
  it('login requires both fields and shows the server error on failure', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([
      config,
      { method: 'POST', path: '/auth/login', status: 401, body: { error: 'Invalid email or password' } },
    ]);
    renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter both email and password')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });

  it('shows no sign-in provider the server has not configured, and no server wording about it', async () => {
    const { calls } = stubFetch([config]);
    renderWithProviders(<LoginForm />);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/config')).toBe(true));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with Apple/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/not configured/)).not.toBeInTheDocument();
    expect(screen.queryByText(/or continue with/i)).not.toBeInTheDocument();
  });

  it('shows a validation message next to its field (announced), not in a toast', async () => {
    const user = userEvent.setup();
    stubFetch([config]);
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please enter both email and password');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-describedby', alert.id);
    expect(document.querySelector('li[data-swipe-direction]')).toBeNull();
  });

  it('register checks required fields, matching and length, then sends the device time zone', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([
      config,
      {
        method: 'POST',
        path: '/auth/register',
        body: {
          id: 1,
          firstName: 'Ruth',
          lastName: '',
          email: 'ruth@example.com',
          profileImageUrl: null,
          role: 'user',
        },
      },
    ]);
    renderWithProviders(<RegisterForm />);
    const submit = screen.getByRole('button', { name: 'Create Account' });
    await user.click(submit);
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    // The field with the message takes the focus a frame later; typing waits for it, or under load
    // the late focus moved the keystrokes meant for the next field into this one.
    await waitFor(() => expect(screen.getByLabelText('First name *')).toHaveFocus());

    await user.type(screen.getByLabelText('First name *'), 'Ruth');
    await user.type(screen.getByLabelText('Email *'), ' Ruth@Example.com ');
    await user.type(screen.getByLabelText('Password *'), '12345');
    await user.type(screen.getByLabelText('Confirm password *'), '1234x');
    await user.click(submit);
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Confirm password *')).toHaveFocus());

    await user.clear(screen.getByLabelText('Confirm password *'));
    await user.type(screen.getByLabelText('Confirm password *'), '12345');
    await user.click(submit);
    expect(await screen.findByText('Password too short')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password *')).toHaveFocus());

    // The server's own schema: a password on the common list is refused before any request.
    await user.type(screen.getByLabelText('Password *'), '6');
    await user.type(screen.getByLabelText('Confirm password *'), '6');
    await user.click(submit);
    expect(await screen.findByText('Password too common')).toBeInTheDocument();
    expect(screen.getByText('This password is too common. Please choose a less common one.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password *')).toHaveFocus());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Password *'));
    await user.type(screen.getByLabelText('Password *'), 'Quiet-Psalm-23');
    await user.clear(screen.getByLabelText('Confirm password *'));
    await user.type(screen.getByLabelText('Confirm password *'), 'Quiet-Psalm-23');
    await user.click(submit);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    // What the schema outputs is what is sent: the email trimmed and lower-cased.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'ruth@example.com',
      password: 'Quiet-Psalm-23',
      firstName: 'Ruth',
      lastName: '',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('login shows ?error= from the Google callback as "Login failed", then drops it from the address', async () => {
    stubFetch([config]);
    navigate('/login?next=%2Fprofile&error=Google%20sign-in%20was%20cancelled.');
    renderWithProviders(<LoginForm />);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Google sign-in was cancelled.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('?next=%2Fprofile');
  });

  it('login shows the spec fallback for an empty ?error=', async () => {
    stubFetch([config]);
    navigate('/login?error=');
    renderWithProviders(<LoginForm />);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('register refuses a malformed email with the server schema, before any request', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([config]);
    renderWithProviders(<RegisterForm />);
    await user.type(screen.getByLabelText('First name *'), 'Ruth');
    await user.type(screen.getByLabelText('Email *'), 'ruth@example');
    await user.type(screen.getByLabelText('Password *'), 'Quiet-Psalm-23');
    await user.type(screen.getByLabelText('Confirm password *'), 'Quiet-Psalm-23');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('forgot password sends the email as the server schema outputs it and refuses an over-long one', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([
      config,
      { method: 'POST', path: '/auth/forgot-password', body: { message: 'ok', devMode: false } },
    ]);
    const posts = () => calls.filter((c) => c.method === 'POST');
    renderWithProviders(<ForgotPasswordForm />);
    const submit = screen.getByRole('button', { name: 'Send Reset Link' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText('Email'));
    await user.paste(`${'a'.repeat(250)}@example.com`);
    await user.click(submit);
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' Grace@Example.com ');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(posts()[0]).toMatchObject({ url: '/auth/forgot-password', body: { email: 'grace@example.com' } });
  });

  it('forgot password says reset is unavailable, instead of the form, when the server cannot send mail', async () => {
    stubFetch([{ ...config, body: { ...config.body, passwordReset: false } }]);
    renderWithProviders(<ForgotPasswordForm />);
    expect(
      await screen.findByText(
        "Password reset by email isn't available on this server. Please contact the administrator.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toBeInTheDocument();
  });

  it('reset password refuses a common password with the server schema, before any request', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([{ method: 'POST', path: '/auth/reset-password', body: { message: 'ok' } }]);
    navigate('/reset-password?token=abc');
    renderWithProviders(<ResetPasswordForm />);
    await user.type(screen.getByLabelText('New password'), 'password');
    await user.type(screen.getByLabelText('Confirm new password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password Too Common')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('reset password without a token says "Invalid Link" and goes to /login', async () => {
    stubFetch([]);
    navigate('/reset-password');
    renderWithProviders(<ResetPasswordForm />);
    expect(
      await screen.findByText('This password reset link is invalid or has expired.', { selector: 'li *' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('reset password validates, then shows the success screen', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([{ method: 'POST', path: '/auth/reset-password', body: { message: 'ok' } }]);
    navigate('/reset-password?token=abc');
    renderWithProviders(<ResetPasswordForm />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password Too Short')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '-enough');
    await user.type(screen.getByLabelText('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Passwords Don't Match")).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'short-enough');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/auth/reset-password',
      body: { token: 'abc', newPassword: 'short-enough' },
    });
  });
});
