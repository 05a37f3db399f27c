// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { Favorite } from '../api/favorites';
import { FavoritesList } from './favorites-list';

const favorite: Favorite = {
  id: 1,
  createdAt: '2025-06-25T12:00:00',
  prayer: {
    id: 9,
    title: 'Luz para el camino',
    scripture: 'Lámpara es a mis pies tu palabra',
    scriptureReference: 'Salmos 119:105',
    content: 'Señor, guía mis pasos.',
  },
};

describe('saved prayers', () => {
  it('in English: the saved date, Open and Unsave', async () => {
    stubFetch([
      { path: '/api/favorites', body: [{ ...favorite, prayer: { ...favorite.prayer, title: 'Light for the Path' } }] },
    ]);
    renderWithProviders(<FavoritesList />);
    const card = (await screen.findByRole('heading', { name: 'Light for the Path' })).closest('li')!;
    expect(card).toHaveTextContent('Saved Jun 25, 2025');
    expect(card).toHaveTextContent('"Lámpara es a mis pies tu palabra"');
    await userEvent.click(within(card).getByRole('button', { name: 'Open Light for the Path' }));
    expect(await screen.findByRole('button', { name: 'Unsave' })).toBeInTheDocument();
  });

  it('in Spanish: the saved date, the quote, Abrir and Quitar de Guardadas', async () => {
    stubFetch([
      { path: '/api/favorites', body: [favorite] },
      { method: 'DELETE', path: '/api/prayers/9/favorite', body: { favorited: false } },
    ]);
    renderWithProviders(<FavoritesList />, { language: 'es' });
    const card = (await screen.findByRole('heading', { name: 'Luz para el camino' })).closest('li')!;
    expect(card).toHaveTextContent('Guardada el 25 jun 2025');
    expect(card).toHaveTextContent('“Lámpara es a mis pies tu palabra”');
    await userEvent.click(within(card).getByRole('button', { name: 'Abrir Luz para el camino' }));
    const dialog = await screen.findByRole('dialog', { name: 'Luz para el camino' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar de Guardadas' }));
    expect(await screen.findByText('Quitada de Guardadas')).toBeInTheDocument();
  });

  it('an empty list, in Spanish', async () => {
    stubFetch([{ path: '/api/favorites', body: [] }]);
    renderWithProviders(<FavoritesList />, { language: 'es' });
    expect(await screen.findByText('Todavía no hay oraciones guardadas')).toBeInTheDocument();
    expect(screen.getByText('Toca el corazón de una oración para guardarla aquí.')).toBeInTheDocument();
  });
});
