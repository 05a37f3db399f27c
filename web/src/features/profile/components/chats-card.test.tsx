// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { ChatsCard } from './chats-card';

const config = { path: '/api/config', body: { appName: 'x', devMode: false, telegramBotUsername: 'DailyPrayerBot', slackEnabled: true } };
const ways = (...providers: ('telegram' | 'slack')[]) => ({
  path: '/api/user/sign-in-methods',
  body: {
    email: 'ana@example.com',
    hasPassword: true,
    methods: providers.map((provider, i) => ({ id: i + 1, provider, email: null, connectedAt: '2026-03-01T12:00:00.000Z' })),
  },
});
const linked = { path: '/api/user/linked-chats', body: [] };

describe('Profile: your chats', () => {
  it('invites a person to the chats they have not connected', async () => {
    stubFetch([config, ways(), linked]);
    renderWithProviders(<ChatsCard />);
    expect(await screen.findByText('Get your daily prayer in Telegram')).toBeInTheDocument();
    expect(screen.getByText('Pray together in Slack')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect a chat with a code' })).toBeInTheDocument();
  });

  it('names a connected chat as connected, never invites to it again, and still offers the code for the other', async () => {
    stubFetch([config, ways('telegram'), linked]);
    renderWithProviders(<ChatsCard />);
    expect(await screen.findByText('Telegram is connected')).toBeInTheDocument();
    expect(screen.queryByText('Get your daily prayer in Telegram')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Telegram' })).toHaveAttribute('href', 'https://t.me/DailyPrayerBot');
    expect(screen.getByRole('button', { name: 'Connect a chat with a code' })).toBeInTheDocument();
  });

  it('offers no code when every chat is connected, in Spanish too', async () => {
    stubFetch([config, ways('telegram', 'slack'), linked]);
    renderWithProviders(<ChatsCard />, { language: 'es' });
    expect(await screen.findByText('Telegram está conectado')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Slack está conectado')).toBeInTheDocument());
    expect(screen.queryByText('Recibe tu oración del día en Telegram')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vincular un chat con un código' })).not.toBeInTheDocument();
  });
});
