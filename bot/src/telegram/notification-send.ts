/**
 * A notification (decision 145) in a person's private Telegram chat, for the notification outbox:
 * the title and body are core's words, in the person's language (their private chat's).
 */
import type { Api } from 'grammy';
import type { Ctx } from '@dps/core/context';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { outboxSendResult } from '@dps/core/delivery/outbox-send-result';
import type { NotificationSendResult, NotificationToSend } from '@dps/core/notifications/notification-outbox';
import { escapeHtml } from './format';
import { telegramErrorToResult } from './send-errors';
import { wordsFor } from './words';

/** `url`: the notification's in-app link on the web app, when there is one to open. */
export async function sendTelegramNotification(
  ctx: Ctx,
  api: Api,
  n: NotificationToSend,
  url: string | null,
): Promise<NotificationSendResult> {
  try {
    const { rich, t } = wordsFor((await getTelegramChat(ctx, { chatId: Number(n.target) }))?.language);
    // On by default (decision 196), so each message says how to stop them.
    const text = [
      `🔔 <b>${escapeHtml(n.title)}</b>`,
      n.body ? escapeHtml(n.body) : null,
      rich('telegramAccount.notify.footer'),
    ]
      .filter(Boolean)
      .join('\n');
    await api.sendMessage(Number(n.target), text, {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...(url ? { reply_markup: { inline_keyboard: [[{ text: t('telegramAccount.notify.open'), url }]] } } : {}),
    });
    return { status: 'sent' };
  } catch (e) {
    return outboxSendResult(telegramErrorToResult(e));
  }
}
