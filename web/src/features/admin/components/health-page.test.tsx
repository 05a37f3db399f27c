// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { DeliveryHealth, HealthFigures } from '../api/admin';
import HealthPage, { lateness } from './health-page';

const figures = (over: Partial<HealthFigures> = {}): HealthFigures => ({
  due: 10,
  sent: 9,
  pending: 0,
  failed: 1,
  deactivated: 0,
  latencyMedianSeconds: 210,
  latencyP95Seconds: 4320,
  ...over,
});

const health: DeliveryHealth = {
  today: '2025-06-25',
  from: '2025-06-18',
  to: '2025-06-25',
  generatedAt: '2025-06-25T12:00:00Z',
  channels: [{ channel: 'slack_channel', total: figures(), days: [{ ...figures(), date: '2025-06-25' }] }],
  recentErrors: [
    {
      channel: 'email',
      target: 'a@example.test',
      localDate: '2025-06-24',
      status: 'dead',
      attempts: 5,
      error: '550 mailbox unavailable',
      at: '2025-06-24T08:00:00Z',
    },
  ],
};

describe('delivery health', () => {
  it('writes lateness with the language’s numbers', () => {
    expect([lateness(42), lateness(210), lateness(4320 * 2), lateness(null)]).toEqual([
      '42 s',
      '3.5 min',
      '2.4 h',
      '—',
    ]);
    expect(lateness(210, 'es')).toBe('3,5 min');
  });

  it('in Spanish: channels, figures, dates and errors', async () => {
    stubFetch([{ path: '/api/admin/delivery-health', body: health }]);
    renderWithProviders(<HealthPage />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Estado de los envíos' })).toBeInTheDocument();
    const channel = await screen.findByRole('region', { name: 'Canal de Slack' });
    expect(within(channel).getAllByText('Enviados')).toHaveLength(2); // today's figures and the table's column
    expect(within(channel).getAllByText('3,5 min')).toHaveLength(2);
    expect(within(channel).getByRole('table', { name: 'Canal de Slack, por día' })).toHaveTextContent('25 jun 2025');
    expect(screen.getByText('18 jun 2025 – 25 jun 2025, según la fecha local de cada destino')).toBeInTheDocument();
    const errors = screen.getByRole('list', { name: 'Últimos errores de envío' });
    expect(errors).toHaveTextContent('Correo · 24 jun 2025 · intento 5');
    expect(errors).toHaveTextContent('Abandonado');
    expect(errors).toHaveTextContent('Destino a@example.test');
  });
});
