// @vitest-environment jsdom
import '../../../vitest.setup';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { weekDays, weekStartSunday } from '../../lib/dates';
import { renderWithProviders, stubFetch } from '../../testing/test-utils';
import type { Streak } from '../../features/progress/api/progress';
import ProgressRoute from './progress';

const streak: Streak = {
  streak: 12,
  bestStreak: 20,
  today: '2026-03-10',
  graceHeld: 1,
  towardNextGrace: 3,
  graceKeptOn: '2026-03-08',
  restDay: 0,
  restReminders: 'gentle',
  pause: null,
};
// January: 5 prayed, a grace day, a rest day, 3 missed; nothing recorded after.
const marks = `${'p'.repeat(5)}gr${'m'.repeat(3)}`.padEnd(365, 'n');
const week = weekDays(weekStartSunday());

function progress(extra: Parameters<typeof stubFetch>[0] = []) {
  return stubFetch([
    ...extra,
    { path: '/api/progress/streak', body: streak },
    { path: '/api/progress/weekly', body: week.map((date, i) => ({ date, completed: i < 2 })) },
    {
      path: '/api/progress/year',
      body: { year: 2026, marks, daysPrayed: 5, graceDays: 1, restDays: 1, pausedDays: 0, travelDays: 0, missedDays: 3 },
    },
    { path: '/api/progress/stats', body: { totalPrayers: 40, topicPrayers: 2, favoritePrayers: 3, reflectionsShared: 1, daysActive: 30 } },
    {
      path: '/api/goals',
      body: [{ id: 1, title: 'Orar cada mañana', targetDays: 21, startDate: '2026-03-01', isActive: true, daysCompleted: 3, percent: 14 }],
    },
    { path: '/api/plans/mine', body: { open: [], finished: [] } },
  ]);
}

describe('Progress in Spanish', () => {
  it('says the streak, the grace days, the week, the year, goals and statistics in Spanish, with Intl’s week and month names', async () => {
    progress();
    renderWithProviders(<ProgressRoute />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Tu progreso', level: 1 })).toBeInTheDocument();

    // The streak card, with the rhythm's words from core in Spanish.
    expect(await screen.findByText('Racha actual')).toBeInTheDocument();
    expect(screen.getByText('Mejor racha')).toBeInTheDocument();
    expect(await screen.findByText('Un día de gracia mantuvo tu racha el domingo, 8 de marzo.')).toBeInTheDocument();
    expect(screen.getByText(/1 día de gracia guardado · día de descanso: domingo/)).toBeInTheDocument();
    expect(screen.getByText('¡Sigue así! Estás formando un hábito hermoso.')).toBeInTheDocument();

    // This week: Intl's short weekday names, from Sunday.
    expect(screen.getByRole('heading', { name: 'Esta semana' })).toBeInTheDocument();
    expect(await screen.findByText('Oraste 2 de 7 días')).toBeInTheDocument();
    expect(screen.getByLabelText('dom: oraste')).toBeInTheDocument();
    expect(screen.getByText('sáb')).toBeInTheDocument();

    // The rhythm card.
    expect(screen.getByRole('heading', { name: 'Tu ritmo' })).toBeInTheDocument();
    expect(screen.getByText(/^Cada 7 días que oras ganas un día de gracia/)).toBeInTheDocument();
    const rest = screen.getByLabelText('Día de descanso');
    expect(within(rest).getByRole('option', { name: 'domingo' })).toHaveProperty('selected', true);
    expect(within(rest).getByRole('option', { name: 'Ninguno' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Recordatorio en el día de descanso')).getByRole('option', { name: 'Suave' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Pausar durante')).getByRole('option', { name: '7 días' })).toBeInTheDocument();

    // The year grid: the summary, month captions through Intl, and the words a screen reader hears.
    expect(screen.getByRole('heading', { name: 'Tu año' })).toBeInTheDocument();
    expect(await screen.findByText('5 días de oración en 2026 · 1 día de gracia · 1 día de descanso')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver 2025' })).toBeInTheDocument();
    expect(screen.getByText('Ene')).toBeInTheDocument();
    expect(screen.getByText('Enero: 5 días de oración, 1 día de gracia, 1 día de descanso, 3 sin orar')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Leyenda' })).getByText('día de gracia')).toBeInTheDocument();
    // A day's cell names itself when the pointer reaches it (written on hover).
    const firstDay = document.querySelector<HTMLElement>('[data-date="2026-01-01"]')!;
    fireEvent.pointerOver(firstDay);
    expect(firstDay.title).toBe('1 de enero: oraste');

    // Goals and statistics.
    expect(screen.getByRole('heading', { name: 'Metas de oración' })).toBeInTheDocument();
    expect(await screen.findByText('3 de 21 días')).toBeInTheDocument();
    expect(screen.getByText('14 % completado')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Estadísticas' });
    expect(within(stats).getByText('Oraciones en total')).toBeInTheDocument();
    expect(await within(stats).findByText('incl. 2 oraciones por tema')).toBeInTheDocument();
    expect(screen.queryByText(/Current streak|This Week|Your year|grace day/)).not.toBeInTheDocument();
  });

  it('pauses the rhythm and says so in Spanish', async () => {
    const paused = { ...streak, pause: { from: '2026-03-10', until: '2026-03-16' } };
    progress([{ method: 'POST', path: '/api/rhythm/pause', body: paused }]);
    renderWithProviders(<ProgressRoute />, { language: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pausar mi ritmo' }));
    expect(await screen.findByText('Sin recordatorios, y tu racha te espera.')).toBeInTheDocument();
    expect(
      (await screen.findAllByText('Tu ritmo está en pausa hasta el lunes, 16 de marzo: sin recordatorios, y tu racha te espera.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Reanudar ahora' })).toBeInTheDocument();
  });

  it('says what is wrong with a goal in Spanish, from core’s rules', async () => {
    progress();
    renderWithProviders(<ProgressRoute />, { language: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nueva meta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crea una meta de oración' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear meta' }));
    expect(await within(dialog).findByText('Falta el nombre')).toBeInTheDocument();
    expect(within(dialog).getByText('Escribe un nombre para la meta.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nombre de la meta'), 'Orar de noche');
    await user.clear(within(dialog).getByLabelText('Días de la meta'));
    await user.type(within(dialog).getByLabelText('Días de la meta'), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Crear meta' }));
    expect(await within(dialog).findByText('Escribe como máximo 3650 días.')).toBeInTheDocument();
  });
});
