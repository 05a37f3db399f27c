/** Response shapes of docs/api.md. */

/** Every id the server sends is a number (database identity columns); only URL params are strings. */
export type Id = number;

export type User = {
  id: Id;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  role: 'user' | 'admin';
};

export type AppConfig = {
  appName: string;
  devMode: boolean;
  /** False when the server cannot send a reset link (no mail configured, not dev mode). */
  passwordReset?: boolean;
  googleEnabled: boolean;
  appleEnabled: boolean;
  appleClientId: string | null;
  telegramBotUsername: string | null;
  /** Slack is configured on this server (decision 201). */
  slackEnabled?: boolean;
  /** "Add to Slack": only when the server can be installed in a workspace (Slack OAuth). */
  slackInstallUrl?: string | null;
};

export type DailyPrayer = {
  id: Id;
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
  date: string;
  isFavorited: boolean;
  isCompleted: boolean;
};

/** One entry of GET /api/prayers/days. */
export type PrayerOfDay = { date: string; prayer: DailyPrayer | null };

export type Reflection = {
  id: Id;
  content: string;
  isPublic: boolean;
  prayerId: Id;
  parentId: Id | null;
  createdAt: string;
  likes: number;
  likedByMe?: boolean;
  isOwn?: boolean;
  user: { firstName: string | null } | null;
  /** Only on one's own item that others do not see: hidden by a moderator, or under review after reports. */
  moderation?: ModerationMark;
  /** The Bible references in `content`, found by the server (shown as links to the reader). */
  contentRefs?: ScriptureRef[];
};

/** Where a Bible reference sits in a text (JavaScript string offsets), and what it names. */
export type ScriptureRef = { start: number; end: number; ref: string };

export type ModerationMark = 'hidden' | 'under_review';

export type OwnReflection = {
  id: Id;
  content: string;
  isPublic: boolean;
  createdAt: string;
  prayer: { id: Id; title: string } | null;
  moderation?: ModerationMark | null;
  contentRefs?: ScriptureRef[];
};

export type UserPrayer = {
  id: Id;
  title: string;
  content: string;
  date: string;
  isPublic: boolean;
  /** Shown on the prayer wall as "Anonymous". */
  isAnonymous?: boolean;
  createdAt: string;
  answeredAt?: string | null;
  answeredNote?: string | null;
};

export type Streak = {
  streak: number;
  bestStreak?: number;
  /** The rhythm with grace (issue 22); absent from old cached answers. */
  today?: string;
  graceHeld?: number;
  towardNextGrace?: number;
  graceKeptOn?: string | null;
  restDay?: number | null;
  restReminders?: 'gentle' | 'off' | null;
  pause?: { from: string; until: string } | null;
};

/** One letter per day of the year: p prayed, g grace, r rest, z paused, t travel, m missed, n nothing. */
export type YearOfDays = {
  year: number;
  marks: string;
  daysPrayed: number;
  graceDays: number;
  restDays: number;
  pausedDays: number;
  /** Dates a zone change skipped between two prayers (decision 221). */
  travelDays?: number;
  missedDays: number;
};

export type WeeklyDay = { date: string; completed: boolean };

export type Goal = {
  id: Id;
  title: string;
  targetDays: number;
  startDate: string;
  isActive: boolean;
  daysCompleted: number;
  percent: number;
};

export type ProgressStats = {
  totalPrayers: number;
  topicPrayers: number;
  favoritePrayers: number;
  reflectionsShared: number;
  daysActive: number;
};

export type Favorite = {
  id: Id;
  createdAt: string;
  prayer: {
    id: Id;
    title: string;
    scripture: string | null;
    scriptureReference: string | null;
    content: string;
  };
};

export type UserSettings = {
  notifications: boolean;
  dailyReminders: boolean;
  reminderTime: string;
  timeZone: string;
  theme?: import('../../shared/appearance').Theme;
  textSize?: import('../../shared/appearance').TextSize;
  /** Reminder channels under the one daily reminder (decision 140). */
  emailReminders?: boolean;
  telegramReminders?: boolean;
  slackReminders?: boolean;
  /** The order the one daily reminder tries the channels in, and whether it goes to all (decision 222). */
  reminderOrder?: ReminderChannelName[];
  reminderEveryChannel?: boolean;
  /** The Bible version read on every channel (decision 210). */
  bibleVersion?: 'web' | 'kjv' | 'rv1909';
  /** The account's language on every channel (decision 231). */
  language?: 'en' | 'es';
};

export type ReminderChannelName = 'telegram' | 'slack' | 'push' | 'email';

/** GET /api/user/reminder-channels: where the daily reminder goes. */
export type ReminderChannels = {
  dailyReminders: boolean;
  reminderTime: string;
  timeZone: string;
  push: { devices: number };
  email: { address: string; on: boolean } | null;
  /** `notify`: notifications told there too (/notify, /prayer notify; decision 196). */
  telegram: { on: boolean; notify: boolean } | null;
  slack: { on: boolean; notify: boolean } | null;
  /** Primary first (decision 222); older servers leave it out. */
  order?: ReminderChannelName[];
  everyChannel?: boolean;
};

export type Topic = {
  id: Id;
  name: string;
  description: string | null;
  icon?: string | null;
  color?: string | null;
};

export type TopicPrayer = {
  id: Id;
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
  isFavorited?: boolean;
  /** Prayed today by this person (decision 160). */
  isPrayedToday?: boolean;
};

export type AdminDailyPrayer = {
  id: Id;
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
  topicId: Id | null;
  topicName: string | null;
  date: string;
};

export type LinkCode = { code: string; expiresAt: string; telegramUrl?: string | null };
