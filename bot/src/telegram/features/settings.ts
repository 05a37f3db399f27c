/**
 * /settings, /remind <time> | off | on, /timezone <zone> and a shared location. Times and zones as
 * people say them ('/remind 8am', '/timezone berlin', '/timezone EST'), read by core's one parser
 * (core/src/time/parse-time-of-day.ts, resolve-zone.ts). In a group, /remind and /timezone set the
 * group's daily post (admins only).
 */
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
import { clockTime, escapeHtml } from '../format';
import { dailyTimesKeyboard } from './daily-offer';
import { locationKeyboard } from './start';

export const settingsFeature = new Composer<BotContext>();

const BAD_TIME =
  'Please choose a valid reminder time, for example <code>/remind 8am</code>, <code>/remind 7:30 pm</code>, <code>/remind 19:00</code> or <code>/remind noon</code>. <code>/remind off</code> stops it.';
const BAD_ZONE =
  'Unknown time zone. Send a city or a common abbreviation, for example <code>/timezone Berlin</code>, <code>/timezone New York</code> or <code>/timezone EST</code> (Area/City like <code>/timezone Europe/London</code> works too) — or share your location.';

/** A time as people say it ('8am', '7:30 pm', 'noon') -> 'HH:MM', or the usage reply. */
function timeOf(raw: string): string {
  const parsed = parseTimeOfDay(raw);
  if (!parsed.ok) throw new UsageError(BAD_TIME);
  return parsed.time;
}

/** A zone as people say it ('berlin', 'EST', 'Europe/Berlin') -> the canonical zone, or the usage reply. */
function zoneOf(raw: string): string {
  const resolved = resolveZone(raw);
  if (!resolved.ok) throw new UsageError(BAD_ZONE);
  return resolved.timeZone;
}

/** Core's zone rule for a device's zone (a shared location): a zone PostgreSQL lacks -> null. */
const canonicalZone = canonicalTimeZone;

/** "today at 8:00 AM" / "tomorrow at 8:00 AM" as the target's zone sees it. */
function whenText(now: Date, timeZone: string, next: { localDate: string; at: Date }): string {
  if (next.at.getTime() - now.getTime() < 60_000) return 'in a minute or so';
  const today = localDate(now, timeZone);
  const day = next.localDate === today ? 'today' : 'tomorrow';
  return `${day} at ${clockTime(localTime(next.at, timeZone))}`;
}

async function privateSettingsText(c: BotContext): Promise<string> {
  const actor = await c.app.actor();
  const s = await getReminderStatus(actor, { channel: 'telegram', target: String(c.chat!.id) });
  const now = actor.clock.now();
  const lines = ['⚙️ <b>Settings</b>'];
  lines.push(
    s.dailyReminders
      ? `Daily prayer: 🔔 on, at ${s.reminderTime} (${clockTime(s.reminderTime)})`
      : 'Daily prayer: 🔕 off',
  );
  lines.push(
    s.timeZoneConfirmed
      ? `Time zone: ${escapeHtml(s.timeZone)} (it is ${clockTime(localTime(now, s.timeZone))} there now)`
      : `Time zone: not set yet, so ${escapeHtml(s.timeZone)} is used`,
  );
  if (s.next) lines.push(`Next prayer: ${whenText(now, s.timeZone, s.next)}`);
  lines.push(
    '',
    'Change them with <code>/remind 8am</code>, <code>/remind off</code> or <code>/timezone Berlin</code> (your city).',
  );
  return lines.join('\n');
}

async function groupSettingsText(c: BotContext): Promise<string> {
  const chat = await getTelegramChat(c.app.core, { chatId: c.chat!.id });
  if (!chat?.reminderTime)
    return '⚙️ This group has no daily prayer yet. An admin can set one with <code>/remind 08:00</code>.';
  const zone = chat.timeZone ?? 'UTC';
  const now = c.app.core.clock.now();
  const last = await getLastDeliveredDate(c.app.core, { channel: 'telegram', target: String(chat.chatId) });
  const next = nextDeliveryAt({ now, timeZone: zone, reminderTime: chat.reminderTime, lastDeliveredLocalDate: last });
  return `⚙️ This group's daily prayer: every day at ${chat.reminderTime} (${escapeHtml(zone)}). Next: ${whenText(now, zone, next)}.`;
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
  if (arg === 'off') {
    await updateSettings(actor, { dailyReminders: false });
    await c.reply('🔕 Daily prayer reminders are off. Turn them on again with <code>/remind 08:00</code>.', {
      parse_mode: 'HTML',
    });
    return;
  }
  const reminderTime = arg === 'on' ? (await getSettings(actor)).reminderTime : timeOf(arg);
  await updateSettings(actor, { dailyReminders: true, reminderTime, telegramReminders: true });
  const s = await getReminderStatus(actor, { channel: 'telegram', target: String(c.chat!.id) });
  const lines = [
    `🔔 Daily prayer on: every day at <b>${reminderTime}</b> (${clockTime(reminderTime)}), ${escapeHtml(s.timeZone)} time.`,
    `Your next one: ${whenText(actor.clock.now(), s.timeZone, s.next!)}.`,
  ];
  if (!s.timeZoneConfirmed) {
    lines.push(
      '',
      `⚠️ I don't know your time zone yet, so that is ${reminderTime} UTC. Send <code>/timezone</code> and your city (for example <code>/timezone Berlin</code>) or share your location.`,
    );
  }
  await c.reply(lines.join('\n'), {
    parse_mode: 'HTML',
    ...(s.timeZoneConfirmed ? {} : { reply_markup: locationKeyboard() }),
  });
});

async function groupRemind(c: BotContext, arg: string): Promise<void> {
  await assertGroupAdmin(c, "set the group's prayer time");
  const chat = await getTelegramChat(c.app.core, { chatId: c.chat!.id });
  const base = { chatId: c.chat!.id, type: c.chat!.type as 'group' | 'supergroup', title: c.chat!.title ?? null };
  if (arg === 'off') {
    await setTelegramGroupSchedule(c.app.core, { ...base, reminderTime: null });
    await c.reply('🔕 No more daily prayers in this group. An admin can start them again with /remind 08:00.');
    return;
  }
  const reminderTime = timeOf(arg);
  // The group's zone, else the zone of the admin setting it up (if they told us), else UTC.
  let timeZone = chat?.timeZone ?? undefined;
  if (!timeZone) {
    const admin = await getReminderStatus(await c.app.actor(), { channel: 'telegram', target: String(c.from!.id) });
    timeZone = admin.timeZoneConfirmed ? admin.timeZone : 'UTC';
  }
  const saved = await setTelegramGroupSchedule(c.app.core, { ...base, reminderTime, timeZone });
  await c.reply(
    `🔔 I'll post the daily prayer here every day at <b>${saved.reminderTime}</b> (${escapeHtml(saved.timeZone ?? 'UTC')} time). An admin can change the zone with <code>/timezone</code> and a city, for example <code>/timezone Berlin</code>.`,
    { parse_mode: 'HTML' },
  );
}

async function setZone(c: BotContext, timeZone: string): Promise<void> {
  const actor = await c.app.actor();
  const saved = await updateSettings(actor, { timeZone });
  const offering = (await c.app.pending.get())?.kind === 'zone';
  if (offering) await c.app.pending.clear();
  await c.reply(
    `🕰 Time zone set to <b>${escapeHtml(saved.timeZone)}</b> (it is ${clockTime(localTime(actor.clock.now(), saved.timeZone))} there now).` +
      (saved.dailyReminders
        ? ` Your daily prayer comes at ${saved.reminderTime} your time.`
        : ' Want a daily prayer? Send <code>/remind 08:00</code>.'),
    { parse_mode: 'HTML', reply_markup: { remove_keyboard: true } },
  );
  // The zone was the first of the daily prayer offer's two taps: now the time.
  if (offering && !saved.dailyReminders) {
    await c.reply('🔔 Now tap a time for your daily prayer:', { reply_markup: dailyTimesKeyboard() });
  }
}

settingsFeature.command('timezone', async (c) => {
  const raw = c.match.trim();
  if (!raw) {
    await c.reply(
      '🕰 Send your time zone as your city or a common abbreviation (for example <code>/timezone Manila</code>, <code>/timezone New York</code> or <code>/timezone EST</code>), or share your location.',
      {
        parse_mode: 'HTML',
        ...(isGroup(c) ? {} : { reply_markup: locationKeyboard() }),
      },
    );
    return;
  }
  const zone = zoneOf(raw);
  if (isGroup(c)) {
    await assertGroupAdmin(c, "set the group's time zone");
    const saved = await setTelegramGroupSchedule(c.app.core, {
      chatId: c.chat!.id,
      type: c.chat!.type as 'group' | 'supergroup',
      title: c.chat!.title ?? null,
      timeZone: zone,
    });
    await c.reply(
      `🕰 This group's time zone is now <b>${escapeHtml(zone)}</b>.${saved.reminderTime ? ` The daily prayer comes at ${saved.reminderTime} there.` : ''}`,
      {
        parse_mode: 'HTML',
      },
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
  if (!zone) throw new UsageError(BAD_ZONE);
  await setZone(c, zone);
});
