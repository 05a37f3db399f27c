/**
 * A notification (decision 145) in a person's private Telegram chat, for the notification outbox:
 * the title and body are core's words, in the person's language (their private chat's); the
 * buttons its kind carries (decision 321) are callback buttons, `${action}:${value}`.
 */
import type { Api } from 'grammy';
import type { Ctx } from '@dps/core/context';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { outboxSendResult } from '@dps/core/delivery/outbox-send-result';
import type { NotificationSendResult, NotificationToSend } from '@dps/core/notifications/notification-outbox';
import { notificationButtons } from '@dps/core/notifications/notification-buttons';
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
    // One button a row: the answers' words stay whole on a phone, in either language.
    const rows = [
      ...notificationButtons({ kind: n.kind ?? '', aboutId: n.aboutId ?? null }).map((b) => [
        { text: t(`notificationButtons.${b.labelKey}`), callback_data: `${b.action}:${b.value}` },
      ]),
      ...(url ? [[{ text: t('telegramAccount.notify.open'), url }]] : []),
    ];
    await api.sendMessage(Number(n.target), text, {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...(rows.length > 0 ? { reply_markup: { inline_keyboard: rows } } : {}),
    });
    return { status: 'sent' };
  } catch (e) {
    return outboxSendResult(telegramErrorToResult(e));
  }
}
