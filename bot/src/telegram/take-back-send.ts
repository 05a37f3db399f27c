/**
 * A request taken back (decision 180) from a Telegram chat it was shared to. Telegram lets a bot
 * delete its own group message only for 48 hours, so an older one is edited to say it was taken
 * back (the words and the button go).
 */
import { GrammyError, type Api } from 'grammy';
import type { Ctx } from '@dps/core/context';
import {
  takeBackResult,
  type ChatCopyToTakeBack,
  type ChatTakeBackResult,
} from '@dps/core/chat-copies/chat-take-backs';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { telegramErrorToResult } from './send-errors';
import { wordsFor } from './words';

/** What a copy that could not be deleted says instead (Telegram's words; Slack's come from its catalogue). */
export const TAKEN_BACK_TEXT = 'This prayer request was taken back by the person who shared it.';

const TG_ALREADY_GONE = /message to (delete|edit) not found|message is not modified|MESSAGE_ID_INVALID/i;
const TG_CANNOT_DELETE = /message can't be deleted/i;

export async function takeBackFromTelegram(ctx: Ctx, api: Api, c: ChatCopyToTakeBack): Promise<ChatTakeBackResult> {
  const chatId = Number(c.chatId);
  const messageId = Number(c.messageId);
  try {
    await api.deleteMessage(chatId, messageId);
    return { status: 'done' };
  } catch (e) {
    if (e instanceof GrammyError && TG_ALREADY_GONE.test(e.description)) return { status: 'done' };
    if (!(e instanceof GrammyError && TG_CANNOT_DELETE.test(e.description)))
      return takeBackResult(telegramErrorToResult(e));
  }
  // Older than Telegram lets a bot delete: the words and the button go, a line stays.
  try {
    // In the chat's language (a group's own; decision 239).
    const chat = await getTelegramChat(ctx, { chatId });
    await api.editMessageText(chatId, messageId, wordsFor(chat?.language).rich('telegramGroups.request.takenBack'), {
      parse_mode: 'HTML',
      reply_markup: { inline_keyboard: [] },
    });
    return { status: 'done' };
  } catch (e) {
    if (e instanceof GrammyError && TG_ALREADY_GONE.test(e.description)) return { status: 'done' };
    return takeBackResult(telegramErrorToResult(e));
  }
}
