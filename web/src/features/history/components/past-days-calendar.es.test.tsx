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
    { date: '2026-03-07', prayer: { id: 5, title: 'Pan de cada día', scriptureReference: null }, prayed: false, mark: 'grace', reflection: null },
    { date: '2026-03-08', prayer: { id: 6, title: 'Reposo', scriptureReference: null }, prayed: false, mark: 'rest', reflection: null },
    { date: '2026-03-09', prayer: { id: 1, title: 'Descanso en Dios', scriptureReference: null }, prayed: true, mark: 'prayed', reflection: { id: 4, content: 'Gracias.', isPublic: false } },
    { date: '2026-03-10', prayer: { id: 2, title: 'Luz del día', scriptureReference: null }, prayed: false, mark: 'none', reflection: null },
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

  it('names a grace day and a rest day as such, never "sin orar"', () => {
    renderWithProviders(
      <>
        <PastDaysCalendar data={month} />
        <PastDaysList data={month} />
      </>,
      { language: 'es' },
    );
    const grid = screen.getByRole('grid', { name: 'Tus días de marzo de 2026' });
    expect(within(grid).getByRole('link', { name: 'sábado, 7 de marzo, un día de gracia mantuvo tu racha, Pan de cada día' })).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'domingo, 8 de marzo, tu día de descanso, Reposo' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Días de este mes' });
    expect(within(list).getByText('Día de gracia')).toBeInTheDocument();
    expect(within(list).getByText('Día de descanso')).toBeInTheDocument();
    expect(within(list).getAllByText('Sin orar')).toHaveLength(1); // today only, still open
    expect(screen.getByText('Día de gracia', { selector: 'p span' })).toBeInTheDocument();
  });
});
