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
    googleEnabled: true,
    appleEnabled: false,
    appleClientId: null,
    telegramBotUsername: null,
  },
};

describe('sign-in forms in Spanish', () => {
  it('sign-in: the form, its check and the server’s refusal, in Spanish', async () => {
    const user = userEvent.setup();
    stubFetch([
      config,
      { method: 'POST', path: '/auth/login', status: 401, body: { error: 'Correo o contraseña incorrectos' } },
    ]);
    renderWithProviders(<LoginForm />, { language: 'es' });
    expect(screen.getByRole('heading', { name: '¡Hola de nuevo!' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Continuar con Google/ })).toBeInTheDocument();
    expect(screen.getByText('o continúa con')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/register');

    await user.type(screen.getByLabelText('Correo'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Faltan datos Escribe tu correo y tu contraseña');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Contraseña'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('No se pudo iniciar sesión')).toBeInTheDocument();
    expect(screen.getByText('Correo o contraseña incorrectos')).toBeInTheDocument();
  });

  it('sign-up: labels, the password hint and each check in Spanish, before any request', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([config]);
    renderWithProviders(<RegisterForm />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Al menos 6 caracteres.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Crear cuenta' });
    await user.click(submit);
    expect(await screen.findByText('Completa todos los campos obligatorios')).toBeInTheDocument();
    // The message stands under the first field left empty, which says it is the one and takes the
    // focus (a frame later: typing waits for it, or the late focus takes the next field's keys).
    expect(screen.getByLabelText('Nombre *')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Nombre *')).toHaveFocus());

    await user.type(screen.getByLabelText('Nombre *'), 'Rut');
    await user.type(screen.getByLabelText('Correo *'), 'rut@example');
    await user.type(screen.getByLabelText('Contraseña *'), 'Quiet-Psalm-23');
    await user.type(screen.getByLabelText('Confirma la contraseña *'), 'Quiet-Psalm-24');
    await user.click(submit);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Confirma la contraseña *')).toHaveFocus());

    await user.clear(screen.getByLabelText('Confirma la contraseña *'));
    await user.type(screen.getByLabelText('Confirma la contraseña *'), 'Quiet-Psalm-23');
    await user.click(submit);
    expect(await screen.findByText('Correo no válido')).toBeInTheDocument();
    expect(screen.getByText('Escribe un correo válido.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Correo *'));
    await user.type(screen.getByLabelText('Correo *'), 'rut@example.com');
    await user.clear(screen.getByLabelText('Contraseña *'));
    await user.type(screen.getByLabelText('Contraseña *'), 'password');
    await user.clear(screen.getByLabelText('Confirma la contraseña *'));
    await user.type(screen.getByLabelText('Confirma la contraseña *'), 'password');
    await user.click(submit);
    expect(await screen.findByText('Contraseña demasiado común')).toBeInTheDocument();
    expect(screen.getByText('Esta contraseña es demasiado común. Elige una menos común.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
  });

  it('forgot password: the form and the “check your email” screen in Spanish', async () => {
    const user = userEvent.setup();
    stubFetch([config, { method: 'POST', path: '/auth/forgot-password', body: { message: 'ok', devMode: false } }]);
    renderWithProviders(<ForgotPasswordForm />, { language: 'es' });
    expect(screen.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(screen.getByText(/Si existe una cuenta con/)).toHaveTextContent(
      'Si existe una cuenta con grace@example.com, te enviamos un enlace para restablecer tu contraseña. El enlace vence en 1 hora.',
    );
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('reset password: a link without its token says so in Spanish', async () => {
    stubFetch([]);
    navigate('/reset-password');
    renderWithProviders(<ResetPasswordForm />, { language: 'es' });
    expect(await screen.findByText('Enlace no válido')).toBeInTheDocument();
    expect(
      screen.getByText('Este enlace para restablecer la contraseña no es válido o ya venció.', { selector: 'li *' }),
    ).toBeInTheDocument();
  });
});
