// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { AdminCalendar, CalendarDay } from '../api/admin';
import AdminPage from './admin-page';

const prayer = (id: number, title: string): CalendarDay['prayer'] => ({
  id,
  title,
  content: 'Words.',
  scripture: null,
  scriptureReference: null,
  topicId: 1,
  topicName: 'Hope',
});

/** Three dates: a live today, and two open dates after it. */
function calendar(language: 'en' | 'es', days: Partial<Record<string, CalendarDay['prayer']>>): AdminCalendar {
  const dates = ['2030-05-01', '2030-05-02', '2030-05-03'];
  return {
    today: dates[0]!,
    language,
    latestLiveDate: dates[0]!,
    days: dates.map((date) => {
      const p = days[date] ?? prayer(90, language === 'es' ? 'Oración de la biblioteca' : 'Library prayer');
      return { date, live: date === dates[0], source: days[date] ? 'scheduled' : 'library', prayer: p };
    }),
  };
}

const topics = [{ id: 1, name: 'Hope' }];

/** A fetch that answers each calendar by its ?language=, and records every call. */
function stubAdmin(calendars: { en: AdminCalendar; es: AdminCalendar }) {
  const stub = stubFetch([
    { path: '/api/topics', body: topics },
    { method: 'POST', path: '/api/admin/daily-prayer', body: { id: 7 } },
  ]);
  const routed = stub.fetchMock.getMockImplementation()!;
  stub.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/admin/calendar')) {
      await routed(input, init);
      const language = new URL(url, 'http://x').searchParams.get('language') === 'es' ? 'es' : 'en';
      return new Response(JSON.stringify(calendars[language]), { headers: { 'Content-Type': 'application/json' } });
    }
    return routed(input, init);
  });
  return stub;
}

describe('the admin calendar per language', () => {
  it('starts in the admin’s language, and Español shows and schedules the Spanish prayers only', async () => {
    const user = userEvent.setup();
    const calendars = {
      en: calendar('en', { '2030-05-02': prayer(1, 'Light for the Day') }),
      es: calendar('es', { '2030-05-03': prayer(2, 'Luz para el día') }),
    };
    const { calls } = stubAdmin(calendars);
    renderWithProviders(<AdminPage />);

    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    const list = await screen.findByRole('list', { name: 'Calendar of daily prayers' });
    expect(within(list).getByRole('listitem', { name: '2030-05-02' })).toHaveTextContent('Light for the Day');
    expect(within(list).getByRole('listitem', { name: '2030-05-02' })).toHaveTextContent('Scheduled');
    expect(list).not.toHaveTextContent('Luz para el día');
    expect(calls.filter((c) => c.url.startsWith('/api/admin/calendar')).map((c) => c.url)).toEqual([
      '/api/admin/calendar',
    ]);
    expect(screen.getByText(/for the prayers people who read English get/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Español' }));
    const spanish = await screen.findByRole('list', { name: 'Calendar of daily prayers' });
    await waitFor(() => expect(spanish).toHaveTextContent('Luz para el día'));
    expect(calls.some((c) => c.url === '/api/admin/calendar?language=es')).toBe(true);
    const row = within(spanish).getByRole('listitem', { name: '2030-05-03' });
    expect(row).toHaveTextContent('Scheduled');
    expect(spanish).not.toHaveTextContent('Light for the Day');
    expect(within(spanish).getByRole('listitem', { name: '2030-05-02' })).toHaveTextContent('Library');
    expect(screen.getByText(/for the prayers people who read Spanish get/)).toBeInTheDocument();
    expect(screen.getByText(/Rows are scheduled in Spanish/)).toBeInTheDocument();

    // A new prayer now goes to the Spanish calendar.
    await user.click(
      within(within(spanish).getByRole('listitem', { name: '2030-05-02' })).getByRole('button', { name: 'Schedule' }),
    );
    await user.type(screen.getByLabelText('Title *'), 'Esperanza');
    await user.type(screen.getByLabelText('Prayer content *'), 'Señor, dame esperanza.');
    await user.selectOptions(screen.getByLabelText('Topic *'), 'Hope');
    await user.click(screen.getByRole('button', { name: 'Add Daily Prayer' }));
    await screen.findByText(/Daily prayer scheduled for/);
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/admin/daily-prayer')?.body).toMatchObject({
      title: 'Esperanza',
      date: '2030-05-02',
      language: 'es',
    });
  });

  it('switching language ends an edit of the other language’s prayer', async () => {
    const user = userEvent.setup();
    stubAdmin({
      en: calendar('en', { '2030-05-02': prayer(1, 'Light for the Day') }),
      es: calendar('es', {}),
    });
    renderWithProviders(<AdminPage />);
    const list = await screen.findByRole('list', { name: 'Calendar of daily prayers' });
    await user.click(
      within(within(list).getByRole('listitem', { name: '2030-05-02' })).getByRole('button', { name: 'Edit' }),
    );
    expect(screen.getByRole('heading', { name: 'Edit Scheduled Prayer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title *')).toHaveValue('Light for the Day');
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(screen.getByRole('heading', { name: 'Add Daily Prayer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title *')).toHaveValue('');
  });
});

describe('the admin page in Spanish', () => {
  it('speaks Spanish, starts on the Spanish calendar, and names the languages in Spanish', async () => {
    const { calls } = stubAdmin({
      en: calendar('en', {}),
      es: calendar('es', { '2030-05-02': prayer(2, 'Luz para el día') }),
    });
    renderWithProviders(<AdminPage />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Administración de contenido' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Agregar oración del día' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(screen.getByText(/las oraciones que reciben quienes leen en español/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Calendario de oraciones del día' });
    const row = within(list).getByRole('listitem', { name: '2030-05-02' });
    expect(row).toHaveTextContent('Programada');
    expect(row).toHaveTextContent('Luz para el día');
    expect(within(row).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    // Dates in Spanish, today marked "Hoy"; the live date can only be corrected.
    expect(within(list).getByRole('listitem', { name: '2030-05-01' })).toHaveTextContent('1 may 2030 · Hoy');
    expect(within(list).getByRole('listitem', { name: '2030-05-01' })).toHaveTextContent('En curso');
    expect(calls.filter((c) => c.url.startsWith('/api/admin/calendar')).map((c) => c.url)).toEqual([
      '/api/admin/calendar?language=es',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Agregar oración del día' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Completa todos los campos obligatorios');
    expect(screen.getByRole('heading', { name: 'Pautas de contenido' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Importar oraciones del día' })).toBeInTheDocument();
  });
});
