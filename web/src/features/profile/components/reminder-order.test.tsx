// @vitest-environment jsdom
import '../../../../vitest.setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReminderChannelName } from '../../../types/api';
import { orderSentence, ReminderOrder } from './reminder-order';

const ORDER: ReminderChannelName[] = ['telegram', 'slack', 'push', 'email'];

describe('the reminder order (decision 222)', () => {
  it('says where the one reminder goes first, then next, for the channels that are on', () => {
    render(
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
    render(
      <ReminderOrder order={ORDER} on={new Set(['telegram', 'email', 'push'])} everyChannel={false} onSettings={onSettings} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try email before notifications' }));
    expect(onSettings).toHaveBeenCalledWith({ reminderOrder: ['telegram', 'slack', 'email', 'push'] });
  });

  it('every channel: one switch, no order; a single channel needs no order at all', () => {
    const onSettings = vi.fn();
    const { rerender } = render(
      <ReminderOrder order={ORDER} on={new Set(['telegram', 'email'])} everyChannel onSettings={onSettings} />,
    );
    expect(screen.queryByRole('list', { name: 'Reminder order' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Every channel, every day' }));
    expect(onSettings).toHaveBeenCalledWith({ reminderEveryChannel: false });
    rerender(<ReminderOrder order={ORDER} on={new Set(['email'])} everyChannel={false} onSettings={onSettings} />);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(orderSentence(['email'])).toBe('Send to email.');
  });
});
