/**
 * The bot's own membership (my_chat_member): blocked or removed -> the chat is switched off (no
 * deliveries, no retries); added to a group -> the group is remembered and greeted. A new group
 * speaks the language of whoever added the bot (decision 239); a group the bot knew keeps its own.
 */
import { Composer } from 'grammy';
import { registerTelegramChat } from '@dps/core/delivery/register-telegram-chat';
import { setTelegramChatActive } from '@dps/core/delivery/set-telegram-chat-active';
import type { BotContext } from '../bot-context';

export const membershipFeature = new Composer<BotContext>();

membershipFeature.on('my_chat_member', async (c) => {
  const { chat, new_chat_member: now, old_chat_member: before } = c.myChatMember;
  const gone = now.status === 'kicked' || now.status === 'left';
  if (gone) {
    await setTelegramChatActive(c.app.core, { chatId: chat.id, isActive: false });
    c.app.core.log.info({ event: 'telegram_chat_deactivated', chatType: chat.type, status: now.status });
    return;
  }
  const wasOut = before.status === 'kicked' || before.status === 'left';
  if (chat.type === 'private') {
    // Unblocked: their next message registers the chat again with its person; just switch it on.
    await setTelegramChatActive(c.app.core, { chatId: chat.id, isActive: true });
    return;
  }
  if (chat.type !== 'group' && chat.type !== 'supergroup') return;
  await registerTelegramChat(c.app.core, {
    chatId: chat.id,
    type: chat.type,
    title: chat.title,
    language: await c.app.language(),
  });
  if (wasOut) {
    await c.api.sendMessage(chat.id, (await c.app.chatWords()).rich('telegramGroups.added'), { parse_mode: 'HTML' });
  }
});
