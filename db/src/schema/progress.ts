/**
 * A person's own record: daily prayers prayed, topic prayers prayed, favorites, goals and rhythm
 * periods (decisions 160, 220).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { prayers } from './content';

/** "I prayed" — once per user, prayer and local day. */
export const completions = pgTable(
  'completions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prayerId: integer('prayer_id')
      .notNull()
      .references(() => prayers.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    source: text('source', { enum: ['web', 'telegram', 'slack'] })
      .notNull()
      .default('web'),
    /**
     * Where the person was when they prayed (decision 221): the device's zone on the web, the
     * settings' zone in chats; null for completions recorded before it was kept. `local_date` stays
     * the day of the settings' zone (which prayer, and "prayed today").
     */
    timeZone: text('time_zone'),
    /**
     * The local date of `created_at` in `time_zone`: the date the rhythm counts it on (decision 221),
     * kept at write time so ten years of history are read without a zone conversion per row. Null
     * with `time_zone` (then `local_date` is that date).
     */
    prayedOn: date('prayed_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('completions_user_prayer_day_uq').on(t.userId, t.prayerId, t.localDate),
    index('completions_user_day_idx').on(t.userId, t.localDate),
    index('completions_prayer_idx').on(t.prayerId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prayerId: integer('prayer_id')
      .notNull()
      .references(() => prayers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_user_prayer_uq').on(t.userId, t.prayerId),
    index('favorites_prayer_idx').on(t.prayerId),
  ],
);

export const goals = pgTable(
  'goals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    targetDays: integer('target_days').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('goals_user_idx').on(t.userId), check('goals_target_days_positive', sql`${t.targetDays} >= 1`)],
);

/**
 * A person's rest day and pauses (decision 220): each a span of local days, so changing the
 * rest day or ending a pause never rewrites what the days before it were. A rest period has a weekday
 * (0 = Sunday) and how reminders behave that day; a pause has neither. `until_date` is inclusive, null
 * while open.
 */
export const rhythmPeriods = pgTable(
  'rhythm_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['rest', 'pause'] }).notNull(),
    weekday: smallint('weekday'),
    /** On a rest day: 'gentle' (the reminder still comes, softly) or 'off' (no reminder). */
    restReminders: text('rest_reminders', { enum: ['gentle', 'off'] }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    untilDate: date('until_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('rhythm_periods_user_idx').on(t.userId, t.kind, t.fromDate),
    check('rhythm_periods_weekday_ck', sql`(kind = 'rest') = (weekday is not null and weekday between 0 and 6)`),
    check('rhythm_periods_span_ck', sql`until_date is null or until_date >= from_date`),
  ],
);

/**
 * "I prayed" a topic prayer: activity on Progress (total prayers, topic prayers, days active), never
 * part of the daily streak, the week or goals, which stay about the daily prayer (decision 160).
 * Once per user, prayer and local day.
 */
export const topicPrayerCompletions = pgTable(
  'topic_prayer_completions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prayerId: integer('prayer_id')
      .notNull()
      .references(() => prayers.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    source: text('source', { enum: ['web', 'telegram', 'slack'] })
      .notNull()
      .default('web'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('topic_prayer_completions_user_prayer_day_uq').on(t.userId, t.prayerId, t.localDate),
    index('topic_prayer_completions_user_day_idx').on(t.userId, t.localDate),
    index('topic_prayer_completions_prayer_idx').on(t.prayerId),
  ],
);
