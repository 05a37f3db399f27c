// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { ConnectTelegram } from './connect-telegram';

describe('Connect a chat with a code', () => {
  it('tells the owner which chats joined with their codes (a link they did not make is noticed)', async () => {
    stubFetch([
      {
        path: '/api/user/linked-chats',
        body: [
          { channel: 'telegram', name: 'Eve (@eve)', linkedAt: '2026-03-10T12:00:00.000Z' },
          { channel: 'slack', name: null, linkedAt: '2026-03-01T12:00:00.000Z' },
        ],
      },
    ]);
    renderWithProviders(<ConnectTelegram />);
    expect(
      await screen.findByText(
        'Connected with your codes: Telegram (Eve (@eve)), Mar 10, 2026; Slack, Mar 1, 2026. Not you? Disconnect it under Ways to sign in and chats.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing when no chat has joined', async () => {
    const { calls } = stubFetch([{ path: '/api/user/linked-chats', body: [] }]);
    renderWithProviders(<ConnectTelegram />);
    expect(await screen.findByText('Connect a chat with a code')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.map((c) => c.url)).toContain('/api/user/linked-chats');
    expect(screen.queryByText(/Connected with your codes/)).not.toBeInTheDocument();
  });

  it('says it in Spanish, with the dates as Spanish writes them', async () => {
    stubFetch([
      {
        path: '/api/user/linked-chats',
        body: [{ channel: 'telegram', name: 'Eva (@eva)', linkedAt: '2026-03-10T12:00:00.000Z' }],
      },
    ]);
    renderWithProviders(<ConnectTelegram />, { language: 'es' });
    expect(screen.getByRole('button', { name: 'Vincular un chat con un código' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Vinculados con tus códigos: Telegram (Eva (@eva)), 10 mar 2026. ¿No fuiste tú? Desvincúlalo en Formas de iniciar sesión y chats.',
      ),
    ).toBeInTheDocument();
  });
});
