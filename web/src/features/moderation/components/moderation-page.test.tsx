// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { LogEntry, QueueEntry } from '../api/moderation';
import ModerationPage from './moderation-page';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const entry: QueueEntry = {
  kind: 'reflection',
  itemId: 12,
  title: null,
  content: 'Palabras groseras.',
  createdAt: '2025-06-24T10:00:00Z',
  context: { prayerTitle: 'Luz para el día', parentId: null, parentContent: null },
  author: { id: 3, firstName: 'Diótrefes', lastName: '', email: 'd@example.test', postingStopped: false },
  hiddenBy: 'reports',
  reports: [
    {
      id: 1,
      reason: 'abusive',
      note: 'Insulta a todos',
      createdAt: minutesAgo(5),
      countsTowardHide: true,
      reporter: { firstName: 'Gayo' },
    },
    {
      id: 2,
      reason: 'spam',
      note: null,
      createdAt: minutesAgo(90),
      countsTowardHide: false,
      reporter: { firstName: '' },
    },
  ],
  firstReportedAt: minutesAgo(90),
};

const log: LogEntry[] = [
  {
    id: 1,
    action: 'hide',
    kind: 'reflection',
    itemId: 12,
    reportsResolved: 2,
    createdAt: minutesAgo(2),
    actor: { id: 1, firstName: 'Ana' },
    target: { id: 3, firstName: 'Diótrefes' },
    hiddenNow: true,
  },
  {
    id: 2,
    action: 'stop_posting',
    kind: null,
    itemId: null,
    reportsResolved: 0,
    createdAt: minutesAgo(3),
    actor: null,
    target: { id: 3, firstName: 'Diótrefes' },
    hiddenNow: false,
  },
];

describe('moderation in Spanish', () => {
  it('shows the queue, the reports and the log in Spanish, and confirms a delete in Spanish', async () => {
    stubFetch([
      { path: '/api/admin/moderation/reports', body: [entry] },
      { path: '/api/admin/moderation/log', body: log },
    ]);
    renderWithProviders(<ModerationPage />, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Moderación' })).toBeInTheDocument();
    expect(screen.getByText(/^1 publicación espera revisión\./)).toBeInTheDocument();
    const item = screen.getByRole('listitem', { name: 'Reflexión de Diótrefes' });
    expect(item).toHaveTextContent('2 denuncias');
    expect(item).toHaveTextContent('Oculta hasta que se revise');
    expect(item).toHaveTextContent('En Luz para el día');
    expect(item).toHaveTextContent('Abusivo u ofensivo — Gayo, hace 5 min');
    expect(item).toHaveTextContent('Spam — Alguien, hace 1 h · cuenta nueva o sin historial: no cuenta para ocultar');
    expect(item).toHaveTextContent('Diótrefes · d@example.test · escrita el 24 jun 2025');
    expect(within(item).getByRole('button', { name: 'Ocultar Reflexión de Diótrefes' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Impedir que Diótrefes publique en público' })).toBeInTheDocument();

    expect(await screen.findByText(/ocultó la reflexión #12 de/)).toHaveTextContent(
      'Ana ocultó la reflexión #12 de Diótrefes· hace 2 min',
    );
    expect(screen.getByText(/detuvo las publicaciones públicas de/)).toHaveTextContent(
      'Un antiguo administrador detuvo las publicaciones públicas de Diótrefes',
    );
    expect(screen.getByRole('button', { name: 'Volver a mostrar: reflexión #12' })).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Eliminar Reflexión de Diótrefes' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar esta reflexión?' });
    expect(dialog).toHaveTextContent('Se elimina para todos, junto con sus “me gusta” y las respuestas que tiene.');
  });

  it('says so when nothing awaits review', async () => {
    stubFetch([
      { path: '/api/admin/moderation/reports', body: [] },
      { path: '/api/admin/moderation/log', body: [] },
    ]);
    renderWithProviders(<ModerationPage />, { language: 'es' });
    expect(await screen.findByText(/^No hay publicaciones por revisar\./)).toBeInTheDocument();
    expect(screen.getByText('No hay denuncias abiertas')).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay acciones de moderación.')).toBeInTheDocument();
  });
});
