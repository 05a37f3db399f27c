/**
 * A watch send (decisions 345, 346) in Telegram, for the watch outbox: the group's post (new, or
 * an edit of it), a hand-off, a call for help, the summary in the group; a claimer's reminder and
 * start, an author's word in their private chat. Core made the words.
 */
import { GrammyError, type Api } from 'grammy';
import { outboxSendResult } from '@dps/core/delivery/outbox-send-result';
import type { WatchSendResult, WatchToSend } from '@dps/core/watches/watch-outbox-types';
import { telegramErrorToResult } from './send-errors';
import { watchHtml } from './watch-html';

/** An edit that changes nothing is done; an edit of a message deleted since makes the outbox post anew. */
const NOT_MODIFIED = /message is not modified/i;
const EDIT_GONE = /message to edit not found|message can't be edited/i;

export async function sendTelegramWatch(api: Api, w: WatchToSend): Promise<WatchSendResult> {
  const { html, markup } = watchHtml(w.message);
  const chatId = Number(w.target);
  try {
    if (w.editMessageId) {
      await api.editMessageText(chatId, Number(w.editMessageId), html, {
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
        reply_markup: markup,
      });
      return { status: 'sent', externalId: w.editMessageId };
    }
    const sent = await api.sendMessage(chatId, html, {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...(markup.inline_keyboard.length > 0 ? { reply_markup: markup } : {}),
    });
    return { status: 'sent', externalId: String(sent.message_id) };
  } catch (e) {
    if (e instanceof GrammyError && NOT_MODIFIED.test(e.description))
      return { status: 'sent', externalId: w.editMessageId ?? undefined };
    if (w.editMessageId && e instanceof GrammyError && EDIT_GONE.test(e.description))
      return { status: 'gone', error: `${e.error_code}: ${e.description}` };
    return outboxSendResult(telegramErrorToResult(e));
  }
}
