// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { PlanDetail, PlanRunView } from '../api/plans';
import { PlanDay } from './plan-day';
import { PlansBrowse } from './plans-browse';

const plan: PlanDetail = {
  id: 'salmos-para-descansar',
  language: 'es',
  title: 'Salmos para descansar',
  summary: 'Siete días de descanso en los Salmos.',
  description: 'Un salmo cada día.',
  length: 7,
  kind: 'devotional',
  tags: ['rest', 'psalms'],
  season: null,
  status: 'published',
  days: Array.from({ length: 7 }, (_, i) => ({
    day: i + 1,
    title: i === 1 ? 'Venid a mí' : `Día ${i + 1}`,
    passages: i === 1 ? ['Salmos 23', 'Mateo 11:28-30'] : ['Salmos 4'],
    reflection: 'El Señor es mi pastor.',
    prayer: 'Señor, dame descanso.',
    question: '¿Dónde necesitas descanso hoy?',
  })),
};
const run: PlanRunView = {
  id: 5,
  planId: plan.id,
  planTitle: plan.title,
  planLanguage: 'es',
  kind: 'devotional',
  startDate: '2026-03-09',
  pausedOn: null,
  leftAt: null,
  finishedAt: null,
  position: { state: 'active', dueThrough: 3, current: 2, catchUp: [2, 3], next: { day: 4, date: '2026-03-12' }, done: 1, length: 7 },
  doneDays: [1],
};

describe('a plan day in Spanish', () => {
  it('says where the person is, the day’s parts and its buttons in Spanish', async () => {
    stubFetch([
      { path: '/api/plans/runs/5', body: { run, plan } },
      { method: 'POST', path: '/api/plans/runs/5/days/2/done', body: { run: { ...run, doneDays: [1, 2] }, marked: true, finished: false } },
    ]);
    renderWithProviders(<PlanDay runId="5" day="2" />, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Día 2: Venid a mí' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-position')).toHaveTextContent('Día 2 de 7');
    expect(screen.getByText('Ponte al día cuando puedas: te esperan los días 2, 3. No se pierde nada.')).toBeInTheDocument();
    const read = screen.getByRole('region', { name: 'Lectura' });
    expect(within(read).getByRole('link', { name: 'Salmos 23' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Una pregunta para llevar contigo' })).toBeInTheDocument();
    expect(screen.getByText('1 de 7 hechos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empezar de nuevo desde el día 1' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Marcar el día 2 como hecho' }));
    expect(await screen.findByText('Día 2 hecho')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dejar el plan' }));
    expect(await screen.findByRole('dialog', { name: '¿Dejar este plan?' })).toBeInTheDocument();
    expect(screen.getByText('Dejará de llegar con tu oración del día. Lo que leíste queda en tu historial.')).toBeInTheDocument();
  });

  it('says when a day comes, with the date through Intl', async () => {
    stubFetch([{ path: '/api/plans/runs/5', body: { run, plan } }]);
    renderWithProviders(<PlanDay runId="5" day="4" />, { language: 'es' });
    expect(await screen.findByText('Este día llega el 12 mar 2026.')).toBeInTheDocument();
  });

  it('lists the Spanish library, with Spanish filters and tags', async () => {
    const { calls } = stubFetch([
      { path: '/api/plans', body: [plan] },
      { path: '/api/plans/mine', body: { open: [run], finished: [] } },
      // The filters offer what the Spanish library has (decision 269).
      { path: '/api/plans/filters', body: { topics: [{ tag: 'rest', lengths: ['short'] }], lengths: ['short'] } },
    ]);
    renderWithProviders(<PlansBrowse />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Planes de lectura', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Salmos para descansar' })).toBeInTheDocument();
    // The person's own plans on top: where they are.
    const mine = screen.getByRole('region', { name: 'Tus planes' });
    expect(within(mine).getByText('Día 2 de 7')).toBeInTheDocument();
    expect(within(mine).getByText('· 2 días para ponerte al día')).toBeInTheDocument();
    expect(screen.getByText('7 días · Devocional')).toBeInTheDocument();
    expect(screen.getAllByText('Descanso').length).toBeGreaterThan(0);
    expect(within(screen.getByLabelText('Tema')).getByRole('option', { name: 'Todos los temas' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Duración')).getByRole('option', { name: 'Hasta una semana' })).toBeInTheDocument();
    // The library asked for is the Spanish one.
    expect(calls.some((c) => c.url.startsWith('/api/plans?') && c.url.includes('language=es'))).toBe(true);
  });
});
