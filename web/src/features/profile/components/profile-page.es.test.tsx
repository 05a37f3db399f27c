// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { AppConfig } from '../../../lib/config';
import type { User } from '../../../lib/auth';
import type { UserSettings } from '../../../lib/settings';
import { AppearanceSync } from '../appearance-sync';
import { ProfilePage } from './profile-page';

const person: User = {
  id: 5,
  firstName: 'Rut',
  lastName: 'Moab',
  email: 'rut@example.com',
  profileImageUrl: null,
  role: 'user',
};

const config: AppConfig = {
  appName: 'x',
  devMode: false,
  googleEnabled: true,
  appleEnabled: false,
  appleClientId: null,
  passwordReset: true,
  slackEnabled: false,
  slackInstallUrl: null,
  telegramBotUsername: 'dps_bot',
};

const settings = (language: 'en' | 'es') =>
  ({
    notifications: true,
    dailyReminders: false,
    reminderTime: '08:00',
    timeZone: 'America/Mexico_City',
    theme: 'system',
    textSize: 'default',
    language,
  }) as UserSettings;

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('profile in Spanish', () => {
  it('says every section in Spanish', async () => {
    stubFetch([
      { path: '/api/config', body: config },
      { path: '/api/user/settings', body: settings('es') },
      { path: '/api/user/sign-in-methods', body: { email: 'rut@example.com', hasPassword: true, methods: [] } },
      { path: '/api/user/linked-chats', body: [] },
    ]);
    renderWithProviders(<ProfilePage user={person} />, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Ajustes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis oraciones' })).toHaveAttribute('href', '/my-prayers');
    expect(screen.getByRole('button', { name: 'Actualizar foto de perfil' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Vincular Google/ })).toHaveAttribute('href', '/auth/google');
    expect(screen.getByRole('heading', { name: 'Tus chats' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir en Telegram' })).toHaveAttribute('href', 'https://t.me/dps_bot');
    expect(await screen.findByRole('button', { name: /Cambiar contraseña/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Formas de iniciar sesión y chats' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar mi cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Oscura' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Muy grande' })).toBeInTheDocument();
    const zone = await screen.findByRole('heading', { name: 'Zona horaria' });
    expect(zone.parentElement).toHaveTextContent(
      /siguen la hora de Ciudad de México, donde ahora son las/,
    );
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('a time zone it cannot place is refused in Spanish', async () => {
    const user = userEvent.setup();
    stubFetch([
      { path: '/api/config', body: config },
      { path: '/api/user/settings', body: settings('es') },
    ]);
    renderWithProviders(<ProfilePage user={person} />, { language: 'es' });
    await user.type(await screen.findByLabelText(/Cambiar a/), 'Atlantis');
    const card = screen.getByRole('heading', { name: 'Zona horaria' }).parentElement!;
    await user.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('No encontré esa zona horaria.');
  });

  it('choosing Español changes the whole screen at once, and says so to the server', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch([
      { path: '/api/config', body: config },
      { path: '/api/user/settings', body: settings('en') },
      { method: 'PUT', path: '/api/user/settings', body: settings('es') },
    ]);
    renderWithProviders(
      <>
        <AppearanceSync />
        <ProfilePage user={person} />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Language / Idioma' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(within(select).getByRole('option', { name: 'Español' })).toHaveAttribute('lang', 'es');
    await user.selectOptions(select, 'es');
    expect(await screen.findByRole('heading', { name: 'Ajustes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis oraciones' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language / Idioma' })).toHaveValue('es');
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        body: { language: 'es' },
        headers: expect.objectContaining({ 'Accept-Language': 'es' }),
      }),
    );
  });
});
