/**
 * An echo (decision 198) to a request's copy in a Telegram group: its "I prayed" count redrawn on
 * the button. Telegram chats carry requests only (reflections are not posted in groups).
 */
import { GrammyError, type Api } from 'grammy';
import type { Ctx } from '@dps/core/context';
import type { ChatEcho, ChatEchoResult } from '@dps/core/chat-echoes/chat-echo-outbox';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { outboxSendResult } from '@dps/core/delivery/outbox-send-result';
import { requestKeyboard } from './features/group-requests';
import { telegramErrorToResult } from './send-errors';
import { wordsFor } from './words';

export async function sendTelegramChatEcho(ctx: Ctx, api: Api, e: ChatEcho): Promise<ChatEchoResult> {
  if (e.action !== 'refresh' || e.kind !== 'request') return { status: 'gone', error: 'nothing to do' };
  if (!e.request) return { status: 'gone', error: 'not public' };
  try {
    // The button speaks the chat's language (a group's own; decision 239).
    const chat = await getTelegramChat(ctx, { chatId: Number(e.target) });
    await api.editMessageReplyMarkup(Number(e.target), Number(e.messageId), {
      // A group's own request keeps its author's "share with everyone too" (decision 331).
      reply_markup: requestKeyboard(wordsFor(chat?.language), e.request.id, e.request.prayedCount, {
        widen: !e.request.isPublic,
      }),
    });
    return { status: 'sent' };
  } catch (err) {
    // The same count drawn twice (two refreshes) is already right.
    if (err instanceof GrammyError && /message is not modified/i.test(err.description)) return { status: 'sent' };
    return outboxSendResult(telegramErrorToResult(err));
  }
}
