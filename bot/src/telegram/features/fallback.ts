/** Whatever no feature took: an unknown command or a stray message in a private chat. */
import { Composer } from 'grammy';
import type { BotContext } from '../bot-context';

export const fallbackFeature = new Composer<BotContext>();

fallbackFeature.chatType('private').on('message', async (c) => {
  const text = c.message.text ?? '';
  const { t } = await c.app.words();
  await c.reply(text.startsWith('/') ? t('telegramCommon.unknownCommand') : t('telegramCommon.stray'));
});

fallbackFeature.on('callback_query:data', async (c) => {
  const { t } = await c.app.words();
  await c.answerCallbackQuery({ text: t('telegramCommon.staleButton') });
});
