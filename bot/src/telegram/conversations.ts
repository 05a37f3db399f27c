/**
 * The two things a person writes in several messages: a reflection (text, then private or shared)
 * and their own prayer (title, text, then private or shared). Started from several features
 * (a button, a command, a /start deep link), continued by the conversation feature.
 */
import { InlineKeyboard } from 'grammy';
import { getPublishedPrayer } from '@dps/core/prayers/published-prayer';
import type { BotContext } from './bot-context';
import { cb } from './format';
import type { Words } from './words';

export async function startReflection(c: BotContext, prayerId: number): Promise<void> {
  // The id comes from a button or a deep link: only a prayer published to this person.
  const prayer = await getPublishedPrayer(await c.app.actor(), { prayerId });
  const { rich, t } = await c.app.words();
  await c.app.pending.set({ kind: 'reflect', prayerId: prayer.id, prayerTitle: prayer.title });
  await c.reply(rich('telegramWriting.reflection.ask', { title: prayer.title }), {
    parse_mode: 'HTML',
    reply_markup: { force_reply: true, input_field_placeholder: t('telegramWriting.reflection.placeholder') },
  });
}

export function reflectionVisibilityKeyboard(words: Words): InlineKeyboard {
  return new InlineKeyboard()
    .text(words.t('telegramWriting.keepPrivate'), cb.reflectionVisibility(false))
    .text(words.t('telegramWriting.shareWithCommunity'), cb.reflectionVisibility(true));
}

export async function startMyPrayer(c: BotContext): Promise<void> {
  const { rich, t } = await c.app.words();
  await c.app.pending.set({ kind: 'myprayer' });
  await c.reply(rich('telegramWriting.myPrayer.askTitle'), {
    parse_mode: 'HTML',
    reply_markup: { force_reply: true, input_field_placeholder: t('telegramWriting.myPrayer.titlePlaceholder') },
  });
}

export function myPrayerVisibilityKeyboard(words: Words): InlineKeyboard {
  return new InlineKeyboard()
    .text(words.t('telegramWriting.myPrayer.private'), cb.myPrayerVisibility(false))
    .text(words.t('telegramWriting.shareWithCommunity'), cb.myPrayerVisibility(true));
}

/** Link to open a private chat with the bot, optionally with a /start payload. */
export function privateChatUrl(c: BotContext, payload?: string): string {
  return `https://t.me/${c.me.username}${payload ? `?start=${payload}` : ''}`;
}

/** For commands that only make sense between the bot and one person. */
export async function onlyInPrivate(c: BotContext, command: string): Promise<boolean> {
  if (c.chat?.type === 'private') return true;
  const { t } = await c.app.words();
  await c.reply(t('telegramCommon.privateOnly', { command, url: privateChatUrl(c) }), {
    link_preview_options: { is_disabled: true },
  });
  return false;
}
