/**
 * After connecting, the bot offers the daily prayer in one or two taps (decision 201): with a
 * known zone, a row of times ("🔔 08:00"); without one, first the zone: "📍 Share my location", a
 * city's name typed back ("London"), or the zone it guesses from a linked web account, then the
 * times. A person who first met the bot through a group's button is sent here too: the tap's
 * answer opens the private chat (`t.me/<bot>?start=welcome`).
 */
import { zoneName } from '@dps/core/time/zone-display';
import { Composer, InlineKeyboard } from 'grammy';
import { getReminderStatus } from '@dps/core/delivery/get-reminder-status';
import { updateSettings } from '@dps/core/settings/update-settings';
import { localTime } from '@dps/core/time/local-day';
import { zoneFromPlaceName } from '@dps/core/time/zone-from-place-name';
import type { BotContext } from '../bot-context';
import { privateChatUrl } from '../conversations';
import { clockTime } from '../format';
import type { Words } from '../words';
import { locationKeyboard } from '../keyboards';

export const dailyOfferFeature = new Composer<BotContext>();

/** The /start payload a group button's answer opens for a newcomer. */
export const WELCOME_PAYLOAD = 'welcome';
const OFFER_TIMES = ['06:30', '07:00', '08:00', '12:00', '18:00', '21:00'] as const;

/** The one-tap times, in the person's zone. */
export function dailyTimesKeyboard(words: Words): InlineKeyboard {
  const kb = new InlineKeyboard();
  OFFER_TIMES.forEach((t, i) => {
    kb.text(`🔔 ${t}`, `dp:on:${t.replace(':', '')}`);
    if (i % 3 === 2) kb.row();
  });
  return kb.text(words.t('telegramSettings.offer.notNow'), 'dp:no');
}

/** Offer the daily prayer here: times when the zone is known, else the zone question first. */
export async function offerDailyPrayer(c: BotContext): Promise<void> {
  const actor = await c.app.actor();
  const words = await c.app.words();
  const { rich, language } = words;
  const s = await getReminderStatus(actor, { channel: 'telegram', target: String(c.chat!.id) });
  if (s.dailyReminders) {
    await c.reply(rich('telegramSettings.offer.already', { time: s.reminderTime, zone: zoneName(s.timeZone, language) }), {
      parse_mode: 'HTML',
    });
    return;
  }
  if (!s.timeZoneConfirmed) {
    await c.app.pending.set({ kind: 'zone' });
    await c.reply(rich('telegramSettings.offer.askZone'), {
      parse_mode: 'HTML',
      reply_markup: locationKeyboard(words),
    });
    return;
  }
  await c.reply(
    rich('telegramSettings.offer.askTime', {
      zone: zoneName(s.timeZone, language),
      clock: clockTime(localTime(actor.clock.now(), s.timeZone), language),
    }),
    { parse_mode: 'HTML', reply_markup: dailyTimesKeyboard(words) },
  );
}

/** A city typed while the bot waits for the zone. Anything else is left to the other features. */
dailyOfferFeature.chatType('private').on('message:text', async (c, next) => {
  const text = c.message.text;
  if (text.startsWith('/')) return next();
  const pending = await c.app.pending.get();
  if (pending?.kind !== 'zone') return next();
  const words = await c.app.words();
  const zone = zoneFromPlaceName(text);
  if (!zone) {
    await c.reply(words.rich('telegramSettings.offer.unknownPlace'), {
      parse_mode: 'HTML',
      reply_markup: locationKeyboard(words),
    });
    return;
  }
  await c.app.pending.clear();
  const actor = await c.app.actor();
  const saved = await updateSettings(actor, { timeZone: zone });
  await c.reply(
    words.rich('telegramSettings.zoneSet.plain', {
      zone: zoneName(saved.timeZone, words.language),
      clock: clockTime(localTime(actor.clock.now(), saved.timeZone), words.language),
    }),
    { parse_mode: 'HTML', reply_markup: { remove_keyboard: true } },
  );
  if (!saved.dailyReminders) {
    await c.reply(words.t('telegramSettings.tapTime'), { reply_markup: dailyTimesKeyboard(words) });
  }
});

dailyOfferFeature.callbackQuery(/^dp:on:(\d{2})(\d{2})$/, async (c) => {
  const reminderTime = `${c.match[1]}:${c.match[2]}`;
  if (c.chat?.type !== 'private' || !(OFFER_TIMES as readonly string[]).includes(reminderTime)) {
    await c.answerCallbackQuery();
    return;
  }
  const actor = await c.app.actor();
  const saved = await updateSettings(actor, { dailyReminders: true, reminderTime, telegramReminders: true });
  const { t, rich, language } = await c.app.words();
  await c.answerCallbackQuery({ text: t('telegramSettings.offer.chosen', { time: reminderTime }) });
  await c.editMessageText(
    rich('telegramSettings.offer.on', {
      time: saved.reminderTime,
      clock: clockTime(saved.reminderTime, language),
      zone: zoneName(saved.timeZone, language),
    }),
    { parse_mode: 'HTML' },
  );
});

dailyOfferFeature.callbackQuery('dp:no', async (c) => {
  await c.answerCallbackQuery();
  await c.editMessageText((await c.app.words()).rich('telegramSettings.offer.later'), { parse_mode: 'HTML' });
});

/**
 * A newcomer's first tap on a group's button: its answer opens the private chat, where the bot
 * asks about their zone and daily prayer (a group member is otherwise never asked, and gets UTC).
 */
dailyOfferFeature.on('callback_query', async (c, next) => {
  if (c.chat?.type !== 'group' && c.chat?.type !== 'supergroup') return next();
  c.api.config.use((prev, method, payload, signal) => {
    if (method === 'answerCallbackQuery' && c.app.createdNow()) {
      return prev(method, { ...payload, url: privateChatUrl(c, WELCOME_PAYLOAD) } as typeof payload, signal);
    }
    return prev(method, payload, signal);
  });
  await next();
});
