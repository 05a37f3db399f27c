// @vitest-environment jsdom
import '../../vitest.setup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigate } from '../lib/router';
import { renderWithProviders, stubFetch } from '../testing/test-utils';
import type { User } from '../lib/auth';
import { AppRouter } from './router';

const member: User = {
  id: 1,
  firstName: 'Gracia',
  lastName: 'Hernández',
  email: 'gracia@example.com',
  profileImageUrl: null,
  role: 'user',
};
const settings = (timeZone: string) => ({
  notifications: true,
  dailyReminders: false,
  reminderTime: '08:00',
  timeZone,
  language: 'es',
});
const visitor = () => stubFetch([{ path: '/auth/session', body: { user: null } }]);

describe('the app shell in Spanish', () => {
  it('shows a Spanish-speaking visitor the landing page in Spanish', async () => {
    visitor();
    renderWithProviders(<AppRouter />, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Acércate a Dios, un día a la vez' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empieza tu camino de oración' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('link', { name: 'Iniciar sesión' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'Devocional diario' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('tells a visitor on a private screen, in Spanish, that the session is closed', async () => {
    visitor();
    navigate('/profile');
    renderWithProviders(<AppRouter />, { language: 'es' });
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
    expect(screen.getByText('Tu sesión se cerró. Volviendo a iniciar sesión...')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 2000 });
  });

  it('names the six tabs (the Bible among them), the search and the avatar link in Spanish', async () => {
    stubFetch([
      { path: '/auth/session', body: { user: member } },
      { path: '/api/user/settings', body: settings(Intl.DateTimeFormat().resolvedOptions().timeZone) },
      { path: '/api/progress/streak', body: { streak: 3, bestStreak: 5 } },
      { path: '/api/prayers/daily', body: null },
    ]);
    renderWithProviders(<AppRouter />, { language: 'es' });
    const navs = await screen.findAllByRole('navigation', { name: 'Principal' });
    expect([...navs[1]!.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Hoy',
      'Biblia',
      'Temas',
      'Progreso',
      'Guardadas',
      'Perfil',
    ]);
    expect(within(navs[1]!).getByRole('link', { name: 'Hoy' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Buscar oraciones' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'GH, tu perfil' })).toHaveAttribute('href', '/profile');
  });

  it('offers the device’s time zone in Spanish', async () => {
    stubFetch([
      { path: '/auth/session', body: { user: member } },
      { path: '/api/user/settings', body: settings('Pacific/Chatham') },
      { path: '/api/prayers/daily', body: null },
    ]);
    renderWithProviders(<AppRouter />, { language: 'es' });
    const offer = await screen.findByRole('region', { name: 'Zona horaria' });
    expect(offer).toHaveTextContent(/^Tu dispositivo está en .+; tu hora de oración sigue la de Chatham\. ¿Cambiar\?/);
    expect(within(offer).getByRole('button', { name: 'Mantener Chatham' })).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: /^Cambiar a / })).toBeInTheDocument();
  });

  it('denies /admin to a non-admin in Spanish', async () => {
    stubFetch([
      { path: '/auth/session', body: { user: member } },
      { path: '/api/user/settings', body: settings(Intl.DateTimeFormat().resolvedOptions().timeZone) },
      { path: '/api/prayers/daily', body: null },
    ]);
    navigate('/admin');
    renderWithProviders(<AppRouter />, { language: 'es' });
    expect(await screen.findByText('Acceso denegado')).toBeInTheDocument();
    expect(screen.getByText('No tienes permiso para entrar en esta página.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 2500 });
  });
});
