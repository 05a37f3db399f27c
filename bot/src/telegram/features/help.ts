/** /help and /cancel. */
import { Composer } from 'grammy';
import type { BotContext } from '../bot-context';
import { helpHtml } from '../commands';

export const helpFeature = new Composer<BotContext>();

helpFeature.command('help', async (c) => {
  // In a group, the help is for everyone there: the group's language.
  const words = await c.app.chatWords();
  await c.reply(helpHtml(words, c.app.appName, c.me.username), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
  });
});

helpFeature.command('cancel', async (c) => {
  const had = await c.app.pending.get();
  await c.app.pending.clear();
  const { t } = await c.app.words();
  await c.reply(had ? t('telegramCommon.cancel.stopped') : t('telegramCommon.cancel.nothing'), {
    reply_markup: { remove_keyboard: true },
  });
});
