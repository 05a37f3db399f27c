// @vitest-environment jsdom
import '../../../../vitest.setup';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@dps/core/i18n/translator';
import english from '../../../i18n/messages/en/index';
import spanish from '../../../i18n/messages/es/index';
import { renderWithProviders } from '../../../testing/test-utils';
import type { ReminderChannelName } from '../../../lib/settings';
import { orderSentence, ReminderOrder } from './reminder-order';

const ORDER: ReminderChannelName[] = ['telegram', 'slack', 'push', 'email'];

describe('the reminder order (decision 222)', () => {
  it('says where the one reminder goes first, then next, for the channels that are on', () => {
    renderWithProviders(
      <ReminderOrder order={ORDER} on={new Set(['telegram', 'email', 'push'])} everyChannel={false} onSettings={() => {}} />,
    );
    expect(screen.getByTestId('reminder-order-sentence')).toHaveTextContent(
      "One reminder a day, none once you have prayed. Send to Telegram first, then notifications, then email. The next one is tried only if one can't reach you.",
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1. Telegramfirst',
      '2. Notifications↑ Earlier',
      '3. Email↑ Earlier',
    ]);
  });

  it('moving email earlier swaps it with the channel before it that is on; hidden channels keep their place', () => {
    const onSettings = vi.fn();
    renderWithProviders(
      <ReminderOrder order={ORDER} on={new Set(['telegram', 'email', 'push'])} everyChannel={false} onSettings={onSettings} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try email before notifications' }));
    expect(onSettings).toHaveBeenCalledWith({ reminderOrder: ['telegram', 'slack', 'email', 'push'] });
  });

  it('every channel: one switch, no order; a single channel needs no order at all', () => {
    const onSettings = vi.fn();
    const { unmount } = renderWithProviders(
      <ReminderOrder order={ORDER} on={new Set(['telegram', 'email'])} everyChannel onSettings={onSettings} />,
    );
    expect(screen.queryByRole('list', { name: 'Reminder order' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Every channel, every day' }));
    expect(onSettings).toHaveBeenCalledWith({ reminderEveryChannel: false });
    unmount();
    renderWithProviders(<ReminderOrder order={ORDER} on={new Set(['email'])} everyChannel={false} onSettings={onSettings} />);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(orderSentence(['email'], createTranslator('en', english).t)).toBe('Send to email.');
  });

  it('says the order in Spanish, each channel as Spanish names it', () => {
    const onSettings = vi.fn();
    renderWithProviders(
      <ReminderOrder order={ORDER} on={new Set(['telegram', 'email', 'push'])} everyChannel={false} onSettings={onSettings} />,
      { language: 'es' },
    );
    expect(screen.getByTestId('reminder-order-sentence')).toHaveTextContent(
      'Un recordatorio al día, ninguno si ya oraste. Se envía primero por Telegram; luego, como notificación; luego, por correo. El siguiente se intenta solo si uno no logra llegarte.',
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1. Telegramprimero',
      '2. Notificaciones↑ Antes',
      '3. Correo↑ Antes',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Probar correo antes que notificaciones' }));
    expect(onSettings).toHaveBeenCalledWith({ reminderOrder: ['telegram', 'slack', 'email', 'push'] });
    expect(screen.getByRole('switch', { name: 'Todos los canales, todos los días' })).toBeInTheDocument();
    expect(orderSentence(['email'], createTranslator('es', spanish).t)).toBe('Se envía por correo.');
  });
});
