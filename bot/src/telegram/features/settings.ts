/**
 * /settings, /remind <time> | off | on, /timezone <zone> and a shared location. Times and zones as
 * people say them ('/remind 8am', '/timezone berlin', '/timezone EST'), read by core's one parser
 * (core/src/time/parse-time-of-day.ts, resolve-zone.ts). In a group, /remind and /timezone set the
 * group's daily post (admins only); the first /remind that starts it takes the admin's language for
 * the group (decision 239; /language changes it). What is said to a group speaks its language.
 */
import { zoneName } from '@dps/core/time/zone-display';
import { Composer } from 'grammy';
import tzlookup from '@photostructure/tz-lookup';
import { getReminderStatus, getLastDeliveredDate } from '@dps/core/delivery/get-reminder-status';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { nextDeliveryAt } from '@dps/core/delivery/is-due';
import { setTelegramGroupSchedule } from '@dps/core/delivery/set-telegram-group-schedule';
import { getSettings } from '@dps/core/settings/get-settings';
import { updateSettings } from '@dps/core/settings/update-settings';
import { localDate, localTime } from '@dps/core/time/local-day';
import { parseTimeOfDay } from '@dps/core/time/parse-time-of-day';
import { resolveZone } from '@dps/core/time/resolve-zone';
import { canonicalTimeZone } from '@dps/core/time/time-zones';
import type { BotContext } from '../bot-context';
import { assertGroupAdmin, isGroup } from '../chat-admin';
import { UsageError } from '../errors';
import { clockTime } from '../format';
import { wordsFor, type Words } from '../words';
import { dailyTimesKeyboard } from './daily-offer';
import { locationKeyboard } from '../keyboards';

export const settingsFeature = new Composer<BotContext>();

/** A time as people say it ('8am', '7:30 pm', 'noon') -> 'HH:MM', or the usage reply. */
function timeOf(raw: string, words: Words): string {
  const parsed = parseTimeOfDay(raw);
  if (!parsed.ok) throw new UsageError(words.rich('telegramSettings.badTime'));
  return parsed.time;
}

/** A zone as people say it ('berlin', 'EST', 'Europe/Berlin') -> the canonical zone, or the usage reply. */
function zoneOf(raw: string, words: Words): string {
  const resolved = resolveZone(raw);
  if (!resolved.ok) throw new UsageError(words.rich('telegramSettings.badZone'));
  return resolved.timeZone;
}

/** Core's zone rule for a device's zone (a shared location): a zone PostgreSQL lacks -> null. */
const canonicalZone = canonicalTimeZone;

/** "today at 8:00 AM" / "tomorrow at 8:00 AM" as the target's zone sees it. */
function whenText(words: Words, now: Date, timeZone: string, next: { localDate: string; at: Date }): string {
  const { t } = words;
  if (next.at.getTime() - now.getTime() < 60_000) return t('telegramSettings.when.soon');
  const time = clockTime(localTime(next.at, timeZone), words.language);
  return next.localDate === localDate(now, timeZone)
    ? t('telegramSettings.when.today', { time })
    : t('telegramSettings.when.tomorrow', { time });
}

async function privateSettingsText(c: BotContext): Promise<string> {
  const actor = await c.app.actor();
  const words = await c.app.words();
  const { rich, language } = words;
  const s = await getReminderStatus(actor, { channel: 'telegram', target: String(c.chat!.id) });
  const now = actor.clock.now();
  const lines = [rich('telegramSettings.private.heading')];
  lines.push(
    s.dailyReminders
      ? rich('telegramSettings.private.reminderOn', {
          time: s.reminderTime,
          clock: clockTime(s.reminderTime, language),
        })
      : rich('telegramSettings.private.reminderOff'),
  );
  lines.push(
    s.timeZoneConfirmed
      ? rich('telegramSettings.private.zone', {
          zone: zoneName(s.timeZone, language),
          clock: clockTime(localTime(now, s.timeZone), language),
        })
      : rich('telegramSettings.private.zoneUnset', { zone: zoneName(s.timeZone, language) }),
  );
  if (s.next) lines.push(rich('telegramSettings.private.next', { when: whenText(words, now, s.timeZone, s.next) }));
  lines.push('', rich('telegramSettings.private.howToChange'));
  return lines.join('\n');
}

async function groupSettingsText(c: BotContext): Promise<string> {
  const chat = await getTelegramChat(c.app.core, { chatId: c.chat!.id });
  const words = await c.app.chatWords();
  if (!chat?.reminderTime) return words.rich('telegramGroups.settings.noPost');
  const zone = chat.timeZone ?? 'UTC';
  const now = c.app.core.clock.now();
  const last = await getLastDeliveredDate(c.app.core, { channel: 'telegram', target: String(chat.chatId) });
  const next = nextDeliveryAt({ now, timeZone: zone, reminderTime: chat.reminderTime, lastDeliveredLocalDate: last });
  return words.rich('telegramGroups.settings.post', {
    time: chat.reminderTime,
    zone: zoneName(zone, words.language),
    when: whenText(words, now, zone, next),
  });
}

settingsFeature.command('settings', async (c) => {
  await c.reply(isGroup(c) ? await groupSettingsText(c) : await privateSettingsText(c), { parse_mode: 'HTML' });
});

settingsFeature.command('remind', async (c) => {
  const arg = c.match.trim().toLowerCase();
  if (!arg) {
    await c.reply(`${isGroup(c) ? await groupSettingsText(c) : await privateSettingsText(c)}`, { parse_mode: 'HTML' });
    return;
  }
  if (isGroup(c)) return groupRemind(c, arg);
  const actor = await c.app.actor();
  const words = await c.app.words();
  const { rich, language } = words;
  if (arg === 'off') {
    await updateSettings(actor, { dailyReminders: false });
    await c.reply(rich('telegramSettings.remind.off'), { parse_mode: 'HTML' });
    return;
  }
  const reminderTime = arg === 'on' ? (await getSettings(actor)).reminderTime : timeOf(arg, words);
  await updateSettings(actor, { dailyReminders: true, reminderTime, telegramReminders: true });
  const s = await getReminderStatus(actor, { channel: 'telegram', target: String(c.chat!.id) });
  const lines = [
    rich('telegramSettings.remind.on', {
      time: reminderTime,
      clock: clockTime(reminderTime, language),
      zone: zoneName(s.timeZone, language),
    }),
    rich('telegramSettings.remind.next', { when: whenText(words, actor.clock.now(), s.timeZone, s.next!) }),
  ];
  if (!s.timeZoneConfirmed) {
    lines.push('', rich('telegramSettings.remind.zoneUnknown', { time: reminderTime }));
  }
  await c.reply(lines.join('\n'), {
    parse_mode: 'HTML',
    ...(s.timeZoneConfirmed ? {} : { reply_markup: locationKeyboard(words) }),
  });
});

async function groupRemind(c: BotContext, arg: string): Promise<void> {
  await assertGroupAdmin(c, 'telegramGroups.admin.remind');
  const chat = await getTelegramChat(c.app.core, { chatId: c.chat!.id });
  const base = { chatId: c.chat!.id, type: c.chat!.type as 'group' | 'supergroup', title: c.chat!.title ?? null };
  if (arg === 'off') {
    await setTelegramGroupSchedule(c.app.core, { ...base, reminderTime: null });
    await c.reply((await c.app.chatWords()).t('telegramGroups.remind.off'));
    return;
  }
  const reminderTime = timeOf(arg, await c.app.words());
  // The group's zone, else the zone of the admin setting it up (if they told us), else UTC.
  let timeZone = chat?.timeZone ?? undefined;
  if (!timeZone) {
    const admin = await getReminderStatus(await c.app.actor(), { channel: 'telegram', target: String(c.from!.id) });
    timeZone = admin.timeZoneConfirmed ? admin.timeZone : 'UTC';
  }
  // Subscribing (the first post time) takes the subscriber's language (decision 239).
  const language = chat?.reminderTime ? undefined : await c.app.language();
  const saved = await setTelegramGroupSchedule(c.app.core, {
    ...base,
    reminderTime,
    timeZone,
    ...(language ? { language } : {}),
  });
  await c.reply(
    wordsFor(saved.language).rich('telegramGroups.remind.on', {
      time: saved.reminderTime ?? reminderTime,
      zone: zoneName(saved.timeZone, saved.language),
    }),
    { parse_mode: 'HTML' },
  );
}

async function setZone(c: BotContext, timeZone: string): Promise<void> {
  const actor = await c.app.actor();
  const words = await c.app.words();
  const { rich, language } = words;
  const saved = await updateSettings(actor, { timeZone });
  const offering = (await c.app.pending.get())?.kind === 'zone';
  if (offering) await c.app.pending.clear();
  const clock = clockTime(localTime(actor.clock.now(), saved.timeZone), language);
  await c.reply(
    saved.dailyReminders
      ? rich('telegramSettings.zoneSet.withReminder', { zone: zoneName(saved.timeZone, language), clock, time: saved.reminderTime })
      : rich('telegramSettings.zoneSet.withoutReminder', { zone: zoneName(saved.timeZone, language), clock }),
    { parse_mode: 'HTML', reply_markup: { remove_keyboard: true } },
  );
  // The zone was the first of the daily prayer offer's two taps: now the time.
  if (offering && !saved.dailyReminders) {
    await c.reply(words.t('telegramSettings.tapTime'), { reply_markup: dailyTimesKeyboard(words) });
  }
}

settingsFeature.command('timezone', async (c) => {
  const raw = c.match.trim();
  if (!raw) {
    const words = isGroup(c) ? await c.app.chatWords() : await c.app.words();
    await c.reply(words.rich('telegramSettings.zoneAsk'), {
      parse_mode: 'HTML',
      ...(isGroup(c) ? {} : { reply_markup: locationKeyboard(words) }),
    });
    return;
  }
  const zone = zoneOf(raw, await c.app.words());
  if (isGroup(c)) {
    await assertGroupAdmin(c, 'telegramGroups.admin.timezone');
    const saved = await setTelegramGroupSchedule(c.app.core, {
      chatId: c.chat!.id,
      type: c.chat!.type as 'group' | 'supergroup',
      title: c.chat!.title ?? null,
      timeZone: zone,
    });
    const { rich } = wordsFor(saved.language);
    await c.reply(
      saved.reminderTime
        ? rich('telegramGroups.zoneSet.withTime', { zone: zoneName(zone, saved.language), time: saved.reminderTime })
        : rich('telegramGroups.zoneSet.plain', { zone: zoneName(zone, saved.language) }),
      { parse_mode: 'HTML' },
    );
    return;
  }
  await setZone(c, zone);
});

settingsFeature.chatType('private').on('message:location', async (c) => {
  const { latitude, longitude } = c.message.location;
  let zone: string | null = null;
  try {
    zone = canonicalZone(tzlookup(latitude, longitude)); // offline lookup, nothing leaves the server
  } catch {
    zone = null; // coordinates out of range
  }
  if (!zone) throw new UsageError((await c.app.words()).rich('telegramSettings.badZone'));
  await setZone(c, zone);
});
