/**
 * A weekly send (decision 307) in Telegram, for the weekly outbox: a group's answered post in the
 * group, a pulse or an author's count in the person's private chat. Core made the words.
 */
import type { Api } from 'grammy';
import { outboxSendResult } from '@dps/core/delivery/outbox-send-result';
import type { WeeklySendResult, WeeklyToSend } from '@dps/core/circles/weekly/weekly-outbox';
import { telegramErrorToResult } from './send-errors';
import { weeklyHtml } from './weekly-html';

export async function sendTelegramWeekly(api: Api, w: WeeklyToSend): Promise<WeeklySendResult> {
  const { html, markup } = weeklyHtml(w.message);
  try {
    const sent = await api.sendMessage(Number(w.target), html, {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...(markup ? { reply_markup: markup } : {}),
    });
    return { status: 'sent', externalId: String(sent.message_id) };
  } catch (e) {
    return outboxSendResult(telegramErrorToResult(e));
  }
}
