/** The settings a person sees and changes (SPEC section 3, plus their time zone). */
import { userSettings } from '@dps/db/schema';

export interface Settings {
  notifications: boolean;
  dailyReminders: boolean;
  /** Local wall-clock time 'HH:MM' (24 h). */
  reminderTime: string;
  /** IANA zone, e.g. 'America/New_York'. */
  timeZone: string;
}

export const DEFAULT_SETTINGS: Settings = {
  notifications: true,
  dailyReminders: false,
  reminderTime: '08:00',
  timeZone: 'UTC',
};

/** Drizzle select/returning fields giving exactly a Settings. */
export const settingsFields = {
  notifications: userSettings.notifications,
  dailyReminders: userSettings.dailyReminders,
  reminderTime: userSettings.reminderTime,
  timeZone: userSettings.timeZone,
};
