// @vitest-environment jsdom
import '../../../vitest.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayIso } from '../../lib/dates';
import { renderWithProviders, stubFetch } from '../../testing/test-utils';
import type { DailyPrayer } from '../../lib/prayer-of-day';
import type { User } from '../../lib/auth';
import { TodayRoute } from './today';

const member: User = { id: 1, firstName: 'Rut', lastName: '', email: 'rut@example.com', profileImageUrl: null, role: 'user' };
const prayer = (over: Partial<DailyPrayer> = {}): DailyPrayer => ({
  id: 7,
  title: 'Luz para el camino',
  content: 'Señor, guía mis pasos hoy.\n\nAmén.',
  scripture: 'Lámpara es á mis pies tu palabra.',
  scriptureReference: 'Salmos 119:105 (RV1909)',
  date: todayIso(),
  isFavorited: false,
  isCompleted: false,
  ...over,
});

function today(daily: DailyPrayer | null, streak: Record<string, unknown>) {
  return stubFetch([
    { path: '/api/prayers/daily', body: daily },
    { path: '/api/prayers/days', body: [] },
    { path: '/api/progress/streak', body: streak },
    { path: '/api/plans/mine', body: { open: [], finished: [] } },
    { path: '/api/user/prayers/today', body: [] },
    { path: /^\/api\/prayers\/\d+\/reflections$/, body: [] },
    { method: 'POST', path: '/api/prayers/7/complete', body: { ok: true } },
  ]);
}

describe('Today in Spanish', () => {
  it('says the heading, the date, the streak and the prayer’s buttons in Spanish', async () => {
    today(prayer(), { streak: 4, bestStreak: 9 });
    renderWithProviders(<TodayRoute user={member} />, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Oración del día' })).toBeInTheDocument();
    // The date through Intl in Spanish, a capital where it stands alone ("Martes, 10 de marzo de 2026").
    const [y, m, d] = todayIso().split('-').map(Number) as [number, number, number];
    const date = new Date(y, m - 1, d, 12).toLocaleDateString('es', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    expect(screen.getByText(date.charAt(0).toUpperCase() + date.slice(1))).toBeInTheDocument();
    const streak = screen.getByRole('region', { name: 'Racha de oración' });
    expect(await within(streak).findByText('días de racha')).toBeInTheDocument();
    expect(within(streak).getByRole('heading')).toHaveTextContent('4 días de racha');
    expect(within(streak).getByText('¡Sigue así! Estás formando un hábito hermoso.')).toBeInTheDocument();
    expect(within(streak).getByText('Mejor racha: 9 días')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Luz para el camino' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar la oración de hoy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartir oración' })).toBeInTheDocument();
    expect(screen.queryByText(/Today's Prayer|Day Streak|Personal best/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Orar' }));
    expect(await screen.findByText('¡Amén! Ya oraste hoy.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /¡Ya oraste hoy!/ })).toBeDisabled());
  });

  it('greets a new person without a 0, and says when there is no prayer', async () => {
    today(null, { streak: 0, bestStreak: 0 });
    renderWithProviders(<TodayRoute user={member} />, { language: 'es' });
    expect(await screen.findByText('Hoy no hay oración del día.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tu racha empieza hoy' })).toBeInTheDocument();
    expect(screen.getByText('¡Empieza hoy tu camino de oración!')).toBeInTheDocument();
    expect(screen.queryByText(/Mejor racha/)).not.toBeInTheDocument();
  });
});
