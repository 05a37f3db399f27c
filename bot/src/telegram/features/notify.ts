/**
 * /notify on | off (private chat only): whether this person's notifications — a like or a reply
 * on their reflection, a goal reached, a streak milestone, someone praying for them — also come
 * here as messages (decisions 145, 196). On unless they turn it off; core's one rule answers.
 */
import { Composer } from 'grammy';
import { getChatNotifications, setChatNotifications } from '@dps/core/notifications/chat-opt-in';
import type { BotContext } from '../bot-context';

export const notifyFeature = new Composer<BotContext>();

const ON =
  '🔔 Notifications are on: I will tell you here when someone likes or replies to your reflection, when you reach a goal or a streak milestone, and when someone prays for you. Turn them off with /notify off.';
const OFF = '🔕 Notifications are off here. Turn them on with /notify on.';

notifyFeature.command('notify', async (c) => {
  if (c.chat.type !== 'private') {
    await c.reply('Notifications come to your private chat with me: send /notify on there.');
    return;
  }
  const arg = c.match.trim().toLowerCase();
  const actor = await c.app.actor();
  const target = String(c.chat.id);
  if (arg === 'on' || arg === 'off') {
    await setChatNotifications(actor, { userId: actor.userId, channel: 'telegram', target, on: arg === 'on' });
    await c.reply(arg === 'on' ? ON : OFF);
    return;
  }
  const { on } = await getChatNotifications(actor, { channel: 'telegram', target });
  await c.reply(on ? ON : `${OFF}`);
});
