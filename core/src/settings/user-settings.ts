/** The settings a person sees and changes (SPEC section 3, plus their time zone). */
import { sql } from 'drizzle-orm';
import { userSettings } from '@dps/db/schema';
import type { BibleVersionId } from '../scripture/versions';
import { DEFAULT_REMINDER_ORDER, type ReminderChannel } from '../rules/reminder-order';
import type { Language } from '@dps/db/content/languages';

export interface Settings {
  notifications: boolean;
  dailyReminders: boolean;
  /** Local wall-clock time 'HH:MM' (24 h). */
  reminderTime: string;
  /** IANA zone, e.g. 'America/New_York'. */
  timeZone: string;
  /** Web colour scheme: follow the device, or always light or dark. */
  theme: Theme;
  /** Web reading text size (5 steps, up to 200%). */
  textSize: TextSize;
  /** The daily reminder also by email (needs SMTP on the server; decision 140). */
  emailReminders: boolean;
  /** The daily reminder in the person's linked Telegram chat / Slack DM (on once linked). */
  telegramReminders: boolean;
  slackReminders: boolean;
  /** The order the one daily reminder tries the person's channels in, primary first (decision 222). */
  reminderOrder: ReminderChannel[];
  /** The reminder on every channel they have instead of one a day (decision 222). */
  reminderEveryChannel: boolean;
  /** The Bible version read on every channel: web, kjv or rv1909 (decision 210). */
  bibleVersion: BibleVersionId;
  /** The account's language on every channel, and of the daily prayer it gets: en or es (decision 231). */
  language: Language;
  /** The person's groups' leaders may see that they have been away 14 days (decision 312); default no. */
  awayVisibleToLeaders: boolean;
}

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const TEXT_SIZES = ['small', 'default', 'large', 'larger', 'largest'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const DEFAULT_SETTINGS: Settings = {
  notifications: true,
  dailyReminders: false,
  reminderTime: '08:00',
  timeZone: 'UTC',
  theme: 'system',
  textSize: 'default',
  emailReminders: false,
  telegramReminders: true,
  slackReminders: true,
  reminderOrder: [...DEFAULT_REMINDER_ORDER],
  reminderEveryChannel: false,
  bibleVersion: 'web',
  language: 'en',
  awayVisibleToLeaders: false,
};

/** Drizzle select/returning fields giving exactly a Settings. */
export const settingsFields = {
  notifications: userSettings.notifications,
  dailyReminders: userSettings.dailyReminders,
  reminderTime: userSettings.reminderTime,
  timeZone: userSettings.timeZone,
  theme: userSettings.theme,
  textSize: userSettings.textSize,
  emailReminders: userSettings.emailReminders,
  telegramReminders: userSettings.telegramReminders,
  slackReminders: userSettings.slackReminders,
  reminderOrder: sql<ReminderChannel[]>`${userSettings.reminderOrder}`,
  reminderEveryChannel: userSettings.reminderEveryChannel,
  bibleVersion: userSettings.bibleVersion,
  language: userSettings.language,
  awayVisibleToLeaders: userSettings.awayVisibleToLeaders,
};
