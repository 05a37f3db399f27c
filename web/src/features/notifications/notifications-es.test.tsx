// @vitest-environment jsdom
import '../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../testing/test-utils';
import { NotificationBell } from './components/notification-bell';

describe('notifications in Spanish', () => {
  it('the bell and the panel speak Spanish; the times are Spanish', async () => {
    const user = userEvent.setup();
    stubFetch([
      {
        path: '/api/notifications',
        body: {
          notifications: [
            {
              id: 1,
              kind: 'reflection_like',
              title: 'A Ben le gustó tu reflexión',
              body: '',
              link: null,
              read: false,
              createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
            },
          ],
          unreadCount: 1,
        },
      },
    ]);
    renderWithProviders(<NotificationBell />, { language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(within(panel).getByRole('button', { name: 'Marcar todo como leído' })).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: 'Marcar “A Ben le gustó tu reflexión” como leída' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Quitar “A Ben le gustó tu reflexión”' })).toBeInTheDocument();
    expect(within(panel).getByTestId('notification')).toHaveTextContent('hace 2 h');
    expect(within(panel).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('an empty panel', async () => {
    const user = userEvent.setup();
    stubFetch([{ path: '/api/notifications', body: { notifications: [], unreadCount: 0 } }]);
    renderWithProviders(<NotificationBell />, { language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(await within(panel).findByText('No hay notificaciones')).toBeInTheDocument();
    expect(within(panel).getByText('¡Estás al día!')).toBeInTheDocument();
  });
});
