/** Whatever no feature took: an unknown command or a stray message in a private chat. */
import { Composer } from 'grammy';
import type { BotContext } from '../bot-context';

export const fallbackFeature = new Composer<BotContext>();

fallbackFeature.chatType('private').on('message', async (c) => {
  const text = c.message.text ?? '';
  if (text.startsWith('/')) {
    await c.reply("I don't know that command. Send /help to see what I can do.");
    return;
  }
  await c.reply("Send /today for today's prayer, or /help to see everything I can do.");
});

fallbackFeature.on('callback_query:data', async (c) => {
  await c.answerCallbackQuery({ text: 'This button no longer works. Send /today or /help.' });
});
