// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { WallItem } from '../types';
import { WallPage } from './wall-page';

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

function item(over: Partial<WallItem> & Pick<WallItem, 'id' | 'title'>): WallItem {
  return {
    content: 'Oren por ella, por favor.',
    authorName: 'Miriam',
    isAnonymous: false,
    isMine: false,
    createdAt: hoursAgo(3),
    prayedCount: 0,
    prayedByMeToday: false,
    answeredAt: null,
    answeredNote: null,
    titleRefs: [],
    contentRefs: [],
    ...over,
  };
}

describe('the prayer wall in Spanish', () => {
  it('shows requests with Spanish counts, times and buttons, and the ask form in Spanish', async () => {
    window.history.replaceState(null, '', '/wall');
    stubFetch([
      {
        path: '/api/wall',
        body: {
          items: [
            item({ id: 1, title: 'Sanidad para mi madre', isMine: true, prayedCount: 1 }),
            item({ id: 2, title: 'Trabajo', authorName: 'Booz', prayedCount: 3, prayedByMeToday: true }),
            item({ id: 3, title: 'Paz', authorName: 'Rut', createdAt: hoursAgo(50) }),
          ],
          nextCursor: null,
        },
      },
    ]);
    renderWithProviders(<WallPage />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Muro de oración' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Peticiones' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Respondidas' })).toBeInTheDocument();
    const [mine, prayed, other] = await screen.findAllByTestId('wall-item');
    expect(mine).toHaveTextContent('Miriam(tú)');
    expect(mine).toHaveTextContent('hace 3 h');
    expect(mine).toHaveTextContent('1 oración');
    expect(within(mine!).getByRole('button', { name: 'Marcar como respondida' })).toBeInTheDocument();
    expect(prayed).toHaveTextContent('3 oraciones');
    expect(within(prayed!).getByRole('button', { name: 'Ya oraste por esto hoy' })).toBeDisabled();
    expect(other).toHaveTextContent('hace 2 días');
    expect(within(other!).getByRole('button', { name: 'Oré' })).toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Denunciar la petición de oración de Rut' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pedir oración' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir oración' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compartir petición' }));
    expect(within(dialog).getByText('Escribe un título y el texto de tu oración.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Publicar de forma anónima' })).toBeInTheDocument();
  });

  it('says the answered list is empty, in Spanish', async () => {
    window.history.replaceState(null, '', '/wall?list=answered');
    stubFetch([{ path: '/api/wall', body: { items: [], nextCursor: null } }]);
    renderWithProviders(<WallPage />, { language: 'es' });
    expect(await screen.findByText('Todavía no hay oraciones respondidas')).toBeInTheDocument();
    expect(screen.getByText('Cuando alguien marque su petición como respondida, aparecerá aquí.')).toBeInTheDocument();
  });
});
