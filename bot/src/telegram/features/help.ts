/** /help and /cancel. */
import { Composer } from 'grammy';
import type { BotContext } from '../bot-context';
import { helpHtml } from '../commands';

export const helpFeature = new Composer<BotContext>();

helpFeature.command('help', async (c) => {
  await c.reply(helpHtml(c.app.appName, c.me.username), { parse_mode: 'HTML', link_preview_options: { is_disabled: true } });
});

helpFeature.command('cancel', async (c) => {
  const had = await c.app.pending.get();
  await c.app.pending.clear();
  await c.reply(had ? 'OK, stopped. Nothing was saved.' : 'There is nothing to stop.', {
    reply_markup: { remove_keyboard: true },
  });
});
