/**
 * The bot's own membership (my_chat_member): blocked or removed -> the chat is switched off (no
 * deliveries, no retries); added to a group -> the group is remembered and greeted.
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
  await registerTelegramChat(c.app.core, { chatId: chat.id, type: chat.type, title: chat.title });
  if (wasOut) {
    await c.api.sendMessage(
      chat.id,
      '🙏 Thanks for adding me! I can post the daily prayer with its scripture here. An admin sets the time with <code>/remind 08:00</code> and the zone with <code>/timezone Area/City</code>. Everyone can tap 🙏 Pray on it; it counts for each of you.',
      { parse_mode: 'HTML' },
    );
  }
});
