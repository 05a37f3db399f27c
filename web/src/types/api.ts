/**
 * The client's names for the server's answers (docs/api.md). None is typed here by hand: each is
 * core's own return type, or the route's where a route reshapes core's answer, seen through JSON.
 * `import type` only: these imports are erased, so no server code reaches the bundle.
 */
import type { AdminDailyPrayer as CoreAdminDailyPrayer } from '@dps/core/admin/daily-prayer';
import type { GoalWithProgress } from '@dps/core/goals/list-goals';
import type { ModerationMark as CoreModerationMark } from '@dps/core/moderation/item-kind';
import type { DailyPrayer as CoreDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import type { Favorite as CoreFavorite } from '@dps/core/prayers/list-favorites';
import type { PrayerOfDay as CorePrayerOfDay } from '@dps/core/prayers/list-published-prayers';
import type { ProgressStats as CoreProgressStats } from '@dps/core/progress/get-stats';
import type { WeeklyProgressItem } from '@dps/core/progress/get-weekly';
import type { ReminderChannels as CoreReminderChannels } from '@dps/core/reminders/reminder-channels';
import type { ReminderChannel } from '@dps/core/reminders/reminder-order';
import type { RhythmView, YearView } from '@dps/core/rhythm/get-rhythm';
import type { ReferenceSpan } from '@dps/core/scripture/references-in-text';
import type { Settings } from '@dps/core/settings/user-settings';
import type { TopicPrayer as CoreTopicPrayer } from '@dps/core/topics/list-topic-prayers';
import type { Topic as CoreTopic } from '@dps/core/topics/topic';
import type { UserPrayer as CoreUserPrayer } from '@dps/core/user-prayers/user-prayer';
import type { UserResponse } from '../../server/auth/user-response';
import type { LinkCodeAnswer } from '../../server/routes/account';
import type { AppConfigAnswer } from '../../server/routes/auth';
import type { OwnReflectionAnswer, ReflectionAnswer } from '../../server/routes/reflections';

/** What JSON makes of a server value on its way to the client: an instant (Date) arrives as its ISO string. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/** Every id the server sends is a number (database identity columns); only URL params are strings. */
export type Id = number;

export type User = Json<UserResponse>;
export type AppConfig = Json<AppConfigAnswer>;
export type DailyPrayer = Json<CoreDailyPrayer>;
/** One entry of GET /api/prayers/days. */
export type PrayerOfDay = Json<CorePrayerOfDay>;
export type Reflection = Json<ReflectionAnswer>;
export type OwnReflection = Json<OwnReflectionAnswer>;
/** Where a Bible reference sits in a text (JavaScript string offsets), and what it names. */
export type ScriptureRef = Json<ReferenceSpan>;
export type ModerationMark = CoreModerationMark;
export type UserPrayer = Json<CoreUserPrayer>;
export type Streak = Json<RhythmView>;
/** One letter per day of the year: p prayed, g grace, r rest, z paused, t travel, m missed, n nothing. */
export type YearOfDays = Json<YearView>;
export type WeeklyDay = Json<WeeklyProgressItem>;
export type Goal = Json<GoalWithProgress>;
export type ProgressStats = Json<CoreProgressStats>;
export type Favorite = Json<CoreFavorite>;
export type UserSettings = Json<Settings>;
export type ReminderChannelName = ReminderChannel;
/** GET /api/user/reminder-channels: where the daily reminder goes. */
export type ReminderChannels = Json<CoreReminderChannels>;
export type Topic = Json<CoreTopic>;
export type TopicPrayer = Json<CoreTopicPrayer>;
export type AdminDailyPrayer = Json<CoreAdminDailyPrayer>;
export type LinkCode = Json<LinkCodeAnswer>;
