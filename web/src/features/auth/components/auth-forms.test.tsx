// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navigate } from '../../../lib/router';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
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

  it('shows unconfigured providers disabled with a note', async () => {
    stubFetch([config]);
    renderWithProviders(<LoginForm />);
    expect(await screen.findByText('Google sign-in is not configured on this server.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Continue with Apple/ })).toBeDisabled();
  });

  it('register checks required fields, matching and length, then sends the device time zone', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([
      config,
      {
        method: 'POST',
        path: '/auth/register',
        body: {
          id: 'u1',
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

    await user.type(screen.getByLabelText('First name *'), 'Ruth');
    await user.type(screen.getByLabelText('Email *'), 'ruth@example.com');
    await user.type(screen.getByLabelText('Password *'), '12345');
    await user.type(screen.getByLabelText('Confirm password *'), '1234x');
    await user.click(submit);
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm password *'));
    await user.type(screen.getByLabelText('Confirm password *'), '12345');
    await user.click(submit);
    expect(await screen.findByText('Password too short')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password *'), '6');
    await user.type(screen.getByLabelText('Confirm password *'), '6');
    await user.click(submit);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'ruth@example.com',
      password: '123456',
      firstName: 'Ruth',
      lastName: '',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
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
