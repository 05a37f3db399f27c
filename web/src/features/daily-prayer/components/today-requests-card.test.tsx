// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { TodayRequestsCard } from './today-requests-card';

const requests = [
  { id: 7, text: "Ben's mother's surgery", authorName: 'Ben', prayedCount: 0, prayedByMe: false },
  { id: 8, text: 'A new job', authorName: null, prayedCount: 3, prayedByMe: true },
];

describe("Today's requests from the person's groups", () => {
  it('shows who asked, "no one yet", and counts "I prayed" through the wall', async () => {
    const { calls } = stubFetch([
      { path: '/api/today/requests', body: { requests } },
      { method: 'POST', path: '/api/wall/7/pray', body: { counted: true } },
    ]);
    renderWithProviders(<TodayRequestsCard />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Pray for your group today' })).toBeInTheDocument();
    expect(screen.getByText('Asked by Ben · No one has prayed for this yet')).toBeInTheDocument();
    expect(screen.getByText('Asked anonymously · 3 prayers so far')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '✅ Prayed today' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '🙏 I prayed' }));
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/wall/7/pray'))).toBe(true);
  });

  it('speaks Spanish, and shows nothing when there is nothing to pray for', async () => {
    stubFetch([{ path: '/api/today/requests', body: { requests } }]);
    const { unmount } = renderWithProviders(<TodayRequestsCard />, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Ora hoy por tu grupo' })).toBeInTheDocument();
    expect(screen.getByText('Lo pidió Ben · Nadie ha orado por esto todavía')).toBeInTheDocument();
    expect(screen.getByText('Pedido de forma anónima · 3 oraciones hasta ahora')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '🙏 Oré' })).toBeInTheDocument();
    unmount();
    stubFetch([{ path: '/api/today/requests', body: { requests: [] } }]);
    renderWithProviders(<TodayRequestsCard />, { language: 'en' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: 'Pray for your group today' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
