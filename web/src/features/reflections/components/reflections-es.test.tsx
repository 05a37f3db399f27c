// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { OwnReflection, Reflection } from '../api/reflections';
import { CommunityReflectionsList } from './community-reflections';
import { MyReflectionsList } from './my-reflections-list';
import { ReflectionForm } from './reflection-form';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function reflection(id: number, content: string, over: Partial<Reflection> = {}): Reflection {
  return {
    id,
    content,
    isPublic: true,
    prayerId: 9,
    parentId: null,
    createdAt: minutesAgo(id),
    likes: 2,
    likedByMe: false,
    isOwn: false,
    user: { firstName: 'Ana' },
    contentRefs: [],
    ...over,
  };
}

describe('reflections in Spanish', () => {
  it('the community list: names, times, likes, replies, report and own items', async () => {
    const mine = reflection(5, 'La mía', { isOwn: true, moderation: 'under_review' as const, user: { firstName: '' } });
    renderWithProviders(
      <CommunityReflectionsList
        prayerId={9}
        reflections={[
          reflection(1, 'Gracias, Señor'),
          mine,
          reflection(6, 'Amén', { parentId: 1, user: { firstName: 'Ben' } }),
        ]}
      />,
      { language: 'es' },
    );
    const [first, own] = screen.getAllByTestId('community-reflection');
    expect(first).toHaveTextContent('hace 1 min');
    expect(
      within(first!).getByRole('button', { name: 'Dar me gusta a la reflexión de Ana, 2 me gusta' }),
    ).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Denunciar la reflexión de Ana' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Denunciar la respuesta de Ben' })).toBeInTheDocument();
    expect(own).toHaveTextContent('Anónimo');
    expect(own).toHaveTextContent('En revisión: oculta para los demás por ahora');
    expect(within(own!).getByRole('button', { name: 'Editar esta reflexión' })).toBeInTheDocument();

    await userEvent.click(within(first!).getByRole('button', { name: 'Responder' }));
    expect(within(first!).getByRole('textbox', { name: 'Responder a Ana' })).toHaveAttribute(
      'placeholder',
      'Escribe una respuesta...',
    );
    expect(within(first!).getByRole('button', { name: 'Publicar respuesta' })).toBeDisabled();

    await userEvent.click(within(own!).getByRole('button', { name: 'Eliminar esta reflexión' }));
    expect(await screen.findByRole('dialog', { name: '¿Eliminar esta reflexión?' })).toHaveTextContent(
      'Se eliminará para todos, junto con sus “me gusta” y las respuestas que tenga.',
    );
  });

  it('the empty list and the form, on Today and on a past day', () => {
    renderWithProviders(
      <>
        <CommunityReflectionsList prayerId={9} reflections={[]} />
        <ReflectionForm prayerId={1} userId={1} />
        <ReflectionForm prayerId={2} userId={1} about="day" />
      </>,
      { language: 'es' },
    );
    expect(screen.getByText('Todavía no hay reflexiones de la comunidad. ¡Comparte la primera!')).toBeInTheDocument();
    expect(screen.getByText('¿Qué te dice la oración de hoy?')).toBeInTheDocument();
    expect(screen.getByText('¿Qué te dice la oración de este día?')).toBeInTheDocument();
    const [today] = screen.getAllByRole('textbox', { name: 'Tu reflexión' });
    expect(today).toHaveAttribute('placeholder', 'Escribe lo que piensas sobre la oración de hoy...');
    expect(screen.getAllByRole('radio', { name: 'Privada' })[0]).toBeChecked();
    expect(screen.getAllByRole('radio', { name: 'Compartir con la comunidad' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Enviar reflexión' })[0]).toBeDisabled();
  });

  it('my reflections, with Spanish dates and share words', async () => {
    const own: OwnReflection = {
      id: 1,
      content: 'Me dio paz',
      isPublic: true,
      createdAt: '2025-06-25T12:00:00Z',
      prayer: { id: 9, title: 'Luz para el día' },
      moderation: null,
      contentRefs: [],
    };
    stubFetch([{ path: '/api/reflections', body: [own] }]);
    renderWithProviders(<MyReflectionsList />, { language: 'es' });
    const title = await screen.findByRole('heading', { name: 'Luz para el día' });
    const card = title.closest('li')!;
    expect(card).toHaveTextContent('25 jun 2025');
    expect(card).toHaveTextContent('Compartida con la comunidad');
    expect(within(card).getByRole('button', { name: 'Compartir' })).toBeInTheDocument();
  });
});
