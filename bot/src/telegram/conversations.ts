/**
 * The two things a person writes in several messages: a reflection (text, then private or shared)
 * and their own prayer (title, text, then private or shared). Started from several features
 * (a button, a command, a /start deep link), continued by the conversation feature.
 */
import { InlineKeyboard } from 'grammy';
import { getPublishedPrayer } from '@dps/core/prayers/published-prayer';
import type { BotContext } from './bot-context';
import { cb, escapeHtml } from './format';

export async function startReflection(c: BotContext, prayerId: number): Promise<void> {
  // The id comes from a button or a deep link: only a prayer published to this person.
  const prayer = await getPublishedPrayer(await c.app.actor(), { prayerId });
  await c.app.pending.set({ kind: 'reflect', prayerId: prayer.id, prayerTitle: prayer.title });
  await c.reply(
    `✍️ Write your reflection on <b>${escapeHtml(prayer.title)}</b> and send it to me as a message.\n<i>/cancel to stop.</i>`,
    { parse_mode: 'HTML', reply_markup: { force_reply: true, input_field_placeholder: 'Your reflection…' } },
  );
}

export function reflectionVisibilityKeyboard(): InlineKeyboard {
  return new InlineKeyboard()
    .text('🔒 Keep private', cb.reflectionVisibility(false))
    .text('🌍 Share with community', cb.reflectionVisibility(true));
}

export async function startMyPrayer(c: BotContext): Promise<void> {
  await c.app.pending.set({ kind: 'myprayer' });
  await c.reply("🙏 Let's write your prayer. First, what is its <b>title</b>?\n<i>/cancel to stop.</i>", {
    parse_mode: 'HTML',
    reply_markup: { force_reply: true, input_field_placeholder: 'Title' },
  });
}

export function myPrayerVisibilityKeyboard(): InlineKeyboard {
  return new InlineKeyboard()
    .text('🔒 Private prayer', cb.myPrayerVisibility(false))
    .text('🌍 Share with community', cb.myPrayerVisibility(true));
}

/** Link to open a private chat with the bot, optionally with a /start payload. */
export function privateChatUrl(c: BotContext, payload?: string): string {
  return `https://t.me/${c.me.username}${payload ? `?start=${payload}` : ''}`;
}

/** For commands that only make sense between the bot and one person. */
export async function onlyInPrivate(c: BotContext, what: string): Promise<boolean> {
  if (c.chat?.type === 'private') return true;
  await c.reply(`Send me ${what} in a private chat: ${privateChatUrl(c)}`, {
    link_preview_options: { is_disabled: true },
  });
  return false;
}
