/**
 * /notify on | off (private chat only): whether this person's notifications — a like or a reply
 * on their reflection, a goal reached, a streak milestone, someone praying for them — also come
 * here as messages (decisions 145, 196). On unless they turn it off; core's one rule answers.
 */
import { Composer } from 'grammy';
import { getChatNotifications, setChatNotifications } from '@dps/core/notifications/chat-opt-in';
import type { BotContext } from '../bot-context';

export const notifyFeature = new Composer<BotContext>();

notifyFeature.command('notify', async (c) => {
  const { t } = await c.app.words();
  if (c.chat.type !== 'private') {
    await c.reply(t('telegramAccount.notify.privateOnly'));
    return;
  }
  const arg = c.match.trim().toLowerCase();
  const actor = await c.app.actor();
  const target = String(c.chat.id);
  if (arg === 'on' || arg === 'off') {
    await setChatNotifications(actor, { userId: actor.userId, channel: 'telegram', target, on: arg === 'on' });
    await c.reply(arg === 'on' ? t('telegramAccount.notify.on') : t('telegramAccount.notify.off'));
    return;
  }
  const { on } = await getChatNotifications(actor, { channel: 'telegram', target });
  await c.reply(on ? t('telegramAccount.notify.on') : t('telegramAccount.notify.off'));
});
