// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import type { PastDaysMonth } from '../api/history';
import { PastDaysCalendar, PastDaysList } from './past-days-calendar';

const month: PastDaysMonth = {
  month: '2026-03',
  joinedOn: '2026-02-01',
  today: '2026-03-10',
  previousMonth: '2026-02',
  nextMonth: null,
  days: [
    { date: '2026-03-09', prayer: { id: 1, title: 'Descanso en Dios', scriptureReference: null }, prayed: true, reflection: { id: 4, content: 'Gracias.', isPublic: false } },
    { date: '2026-03-10', prayer: { id: 2, title: 'Luz del día', scriptureReference: null }, prayed: false, reflection: null },
  ],
};

describe('past days in Spanish', () => {
  it('names the month, the weekdays and each day through Intl, and says prayed or not in Spanish', () => {
    renderWithProviders(
      <>
        <PastDaysCalendar data={month} />
        <PastDaysList data={month} />
      </>,
      { language: 'es' },
    );
    expect(screen.getByRole('heading', { name: 'Marzo de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes anterior, febrero de 2026' })).toHaveAttribute('href', '/history?month=2026-02');
    const grid = screen.getByRole('grid', { name: 'Tus días de marzo de 2026' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb']);
    expect(within(grid).getByRole('link', { name: 'lunes, 9 de marzo, oraste, escribiste una reflexión, Descanso en Dios' })).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'martes, 10 de marzo, hoy, no oraste, Luz del día' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Días de este mes' });
    expect(within(list).getByText('Martes, 10 de marzo · Hoy')).toBeInTheDocument();
    expect(within(list).getByText('Sin orar')).toBeInTheDocument();
    expect(within(list).getByText('Oraste')).toBeInTheDocument();
  });
});
