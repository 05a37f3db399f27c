/**
 * After connecting, the bot offers the daily prayer in one or two taps (decision 201): with a
 * known zone, a row of times ("🔔 08:00"); without one, first the zone: "📍 Share my location", a
 * city's name typed back ("London"), or the zone it guesses from a linked web account, then the
 * times. A person who first met the bot through a group's button is sent here too: the tap's
 * answer opens the private chat (`t.me/<bot>?start=welcome`).
 */
import { Composer, InlineKeyboard } from 'grammy';
import { getReminderStatus } from '@dps/core/delivery/get-reminder-status';
import { updateSettings } from '@dps/core/settings/update-settings';
import { localTime } from '@dps/core/time/local-day';
import { zoneFromPlaceName } from '@dps/core/time/zone-from-place-name';
import type { BotContext } from '../bot-context';
import { privateChatUrl } from '../conversations';
import { clockTime, escapeHtml } from '../format';
import { locationKeyboard } from './start';

export const dailyOfferFeature = new Composer<BotContext>();

/** The /start payload a group button's answer opens for a newcomer. */
export const WELCOME_PAYLOAD = 'welcome';
const OFFER_TIMES = ['06:30', '07:00', '08:00', '12:00', '18:00', '21:00'] as const;

/** The one-tap times, in the person's zone. */
export function dailyTimesKeyboard(): InlineKeyboard {
  const kb = new InlineKeyboard();
  OFFER_TIMES.forEach((t, i) => {
    kb.text(`🔔 ${t}`, `dp:on:${t.replace(':', '')}`);
    if (i % 3 === 2) kb.row();
  });
  return kb.text('Not now', 'dp:no');
}

export const ZONE_ASK =
  '🕰 First, your time zone, so the prayer comes in your morning: tap <b>📍 Share my location</b> below, or just send me the name of your city (for example <i>London</i> or <i>New York</i>).';

/** Offer the daily prayer here: times when the zone is known, else the zone question first. */
export async function offerDailyPrayer(c: BotContext): Promise<void> {
  const actor = await c.app.actor();
  const s = await getReminderStatus(actor, { channel: 'telegram', target: String(c.chat!.id) });
  if (s.dailyReminders) {
    await c.reply(
      `🔔 Your daily prayer comes here every day at <b>${s.reminderTime}</b> (${escapeHtml(s.timeZone)} time). Change it with <code>/remind</code>.`,
      { parse_mode: 'HTML' },
    );
    return;
  }
  if (!s.timeZoneConfirmed) {
    await c.app.pending.set({ kind: 'zone' });
    await c.reply(`🔔 Would you like the daily prayer here each day?\n\n${ZONE_ASK}`, {
      parse_mode: 'HTML',
      reply_markup: locationKeyboard(),
    });
    return;
  }
  await c.reply(
    `🔔 Would you like the daily prayer here each day? Tap a time (${escapeHtml(s.timeZone)} time, it is ${clockTime(localTime(actor.clock.now(), s.timeZone))} there now):`,
    { parse_mode: 'HTML', reply_markup: dailyTimesKeyboard() },
  );
}

/** A city typed while the bot waits for the zone. Anything else is left to the other features. */
dailyOfferFeature.chatType('private').on('message:text', async (c, next) => {
  const text = c.message.text;
  if (text.startsWith('/')) return next();
  const pending = await c.app.pending.get();
  if (pending?.kind !== 'zone') return next();
  const zone = zoneFromPlaceName(text);
  if (!zone) {
    await c.reply(
      `I don't know that place's time zone. Try a larger city nearby, the zone itself (like <code>Europe/London</code>), or tap 📍 Share my location.`,
      { parse_mode: 'HTML', reply_markup: locationKeyboard() },
    );
    return;
  }
  await c.app.pending.clear();
  const actor = await c.app.actor();
  const saved = await updateSettings(actor, { timeZone: zone });
  await c.reply(
    `🕰 Time zone set to <b>${escapeHtml(saved.timeZone)}</b> (it is ${clockTime(localTime(actor.clock.now(), saved.timeZone))} there now).`,
    { parse_mode: 'HTML', reply_markup: { remove_keyboard: true } },
  );
  if (!saved.dailyReminders) {
    await c.reply('🔔 Now tap a time for your daily prayer:', { reply_markup: dailyTimesKeyboard() });
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
  await c.answerCallbackQuery({ text: `🔔 Every day at ${reminderTime}` });
  await c.editMessageText(
    `🔔 Daily prayer on: every day at <b>${saved.reminderTime}</b> (${clockTime(saved.reminderTime)}), ${escapeHtml(saved.timeZone)} time. Change it any time with <code>/remind 07:30</code> or <code>/remind off</code>.`,
    { parse_mode: 'HTML' },
  );
});

dailyOfferFeature.callbackQuery('dp:no', async (c) => {
  await c.answerCallbackQuery();
  await c.editMessageText('OK. Whenever you like, <code>/remind 08:00</code> sends the daily prayer here.', {
    parse_mode: 'HTML',
  });
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
