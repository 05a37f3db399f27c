// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { UserPrayer } from '../../../lib/user-prayers';
import { MyPrayersList } from './my-prayers-list';
import { OwnPrayerCard } from './own-prayer-card';

const prayer = (p: Partial<UserPrayer> & Pick<UserPrayer, 'id' | 'title'>): UserPrayer => ({
  content: 'Palabras de la oración.',
  date: '2026-11-20',
  isPublic: false,
  isAnonymous: false,
  createdAt: '2026-11-20T08:00:00',
  answeredAt: null,
  answeredNote: null,
  audience: { kind: 'only_me' },
  asksAt: null,
  archivedAt: null,
  ...p,
});

describe('own prayers in Spanish', () => {
  it('My Prayers: answered, private, shared, Spanish dates and times, edit and delete', async () => {
    stubFetch([
      {
        path: '/api/user/prayers',
        body: [
          prayer({ id: 1, title: 'Por mi madre', answeredAt: '2026-11-21T10:00:00', answeredNote: 'Ya está bien.' }),
          prayer({
            id: 2,
            title: 'Por un trabajo',
            isPublic: true,
            audience: { kind: 'everyone' },
            createdAt: '2026-11-20T15:05:00',
          }),
        ],
      },
    ]);
    renderWithProviders(<MyPrayersList />, { language: 'es' });
    const answered = (await screen.findByRole('heading', { name: 'Por mi madre' })).closest('li')!;
    expect(answered).toHaveTextContent('20 nov 2026');
    expect(answered).toHaveTextContent('Respondida· 21 nov 2026');
    expect(answered).toHaveTextContent('Solo yo');
    const open = screen.getByRole('heading', { name: 'Por un trabajo' }).closest('li')!;
    expect(open).toHaveTextContent('Todos');
    expect(open).toHaveTextContent('15:05');
    await userEvent.click(within(open).getByRole('button', { name: 'Eliminar la oración Por un trabajo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar esta oración?' });
    expect(dialog).toHaveTextContent('También se quitará del muro de oración.');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(open).getByRole('button', { name: 'Marcar como respondida' }));
    expect(await screen.findByRole('dialog', { name: 'Marcar como respondida' })).toHaveTextContent(
      'Pasa a la lista de respondidas, y se avisa a todos los que oraron por ella.',
    );
  });

  it('the empty list, and Today’s own-prayer card', async () => {
    stubFetch([
      { path: '/api/user/prayers', body: [] },
      {
        path: '/api/user/prayers/today',
        body: [prayer({ id: 3, title: 'Gratitud', isPublic: true, isAnonymous: true })],
      },
    ]);
    renderWithProviders(
      <>
        <MyPrayersList />
        <OwnPrayerCard />
      </>,
      { language: 'es' },
    );
    expect(await screen.findByText('Todavía no hay oraciones')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tu propia oración' })).toBeInTheDocument();
    expect(await screen.findByText(/Compartida con la comunidad · de forma anónima/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar otra oración' }));
    expect(screen.getByRole('radio', { name: /Solo yo/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Todos/ }));
    expect(screen.getByRole('checkbox', { name: 'Publicar de forma anónima' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar oración' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribe un título y el texto de tu oración.');
  });
});
