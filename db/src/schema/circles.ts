/**
 * Circles (decision 280): a group's requests are for the group's current members. A circle is a
 * Telegram group or a Slack channel the bot is in; who belongs is the chat's own membership,
 * mirrored here from the platform's join and leave events and re-checked when older than a minute.
 * A request reaches only its author, the circles it names, or everyone (`user_prayers.is_public`).
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { users } from './accounts';
import { userPrayers } from './community';

/** A Telegram group (its chat id) or a Slack channel (`${team}:${channel}`) whose members share requests. */
export const circles = pgTable(
  'circles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['telegram', 'slack_channel'] }).notNull(),
    /** The delivery target: the Telegram chat id, or `${team}:${channel}`. */
    target: text('target').notNull(),
    /** The chat's name as last seen; shown to its members only. */
    title: text('title'),
    /** The group's weekly moment (answered post, leaders' pulse): 0 = Sunday … 6 = Saturday. */
    weeklyDay: integer('weekly_day').notNull().default(0),
    /** 'HH:MM' in the group's zone; null: the group's daily post time. */
    weeklyTime: text('weekly_time'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('circles_channel_target_uq').on(t.channel, t.target)],
);

/**
 * A person with an account in a circle's chat, as the chat last said (an event or a check). Only
 * rows with `is_member` let them see the circle; `checked_at` older than a minute is re-checked
 * with the platform where a surface can (decision 281).
 */
export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isMember: boolean('is_member').notNull().default(true),
    /** A leader gets the weekly pulse: by default the chat's admins, its creator or its subscriber. */
    isLeader: boolean('is_leader').notNull().default(false),
    /** 'platform': a leader because the chat says so; 'chosen': made (or unmade) by a leader, kept over the platform's word. */
    leaderSource: text('leader_source', { enum: ['platform', 'chosen'] }),
    checkedAt: ts('checked_at').notNull().defaultNow(),
    leftAt: ts('left_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.userId] }),
    index('circle_members_user_idx')
      .on(t.userId)
      .where(sql`is_member`),
  ],
);

/** The circles a request is shared with (none and not public: only its author sees it). */
export const requestCircles = pgTable(
  'request_circles',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => userPrayers.id, { onDelete: 'cascade' }),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    /** The author chose to tell this circle of the answer (its weekly "answered" post). */
    answerShared: boolean('answer_shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.circleId] }),
    index('request_circles_circle_idx').on(t.circleId, t.requestId),
  ],
);

/**
 * The requests a person's daily message carries on a local day (decision 300): picked once, so
 * every channel and Today show the same ones, and counted as "being prayed" when the next member's
 * pick is made, so a group's members spread over its requests.
 */
export const requestPicks = pgTable(
  'request_picks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    requestId: integer('request_id')
      .notNull()
      .references(() => userPrayers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.localDate, t.requestId] }),
    index('request_picks_request_idx').on(t.requestId, t.localDate),
  ],
);

/**
 * Once-a-week messages (decision 307): a group's "answered this week" post, a leader's pulse, an
 * author's "N people prayed for your request this week". One row per (kind, channel, target,
 * week) is the claim that makes each happen once across restarts and instances, as `deliveries`
 * does for the daily message.
 */
export const weeklySends = pgTable(
  'weekly_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['group_answered', 'leader_pulse', 'author_prayed'] }).notNull(),
    channel: text('channel', { enum: ['telegram', 'slack_dm', 'slack_channel', 'web_push', 'email'] }).notNull(),
    target: text('target').notNull(),
    /** The local date of the weekly moment this send belongs to. */
    week: date('week', { mode: 'string' }).notNull(),
    /** The person it is for (a pulse, an author's count); null for a group's post. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    circleId: integer('circle_id').references(() => circles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['claimed', 'sent', 'failed', 'dead'] })
      .notNull()
      .default('claimed'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    leaseUntil: ts('lease_until'),
    lastError: text('last_error'),
    externalId: text('external_id'),
    dueAt: ts('due_at'),
    claimedAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('weekly_sends_uq').on(t.kind, t.channel, t.target, t.week),
    index('weekly_sends_status_next_idx').on(t.status, t.nextAttemptAt),
    index('weekly_sends_user_idx').on(t.userId),
    index('weekly_sends_circle_idx').on(t.circleId),
  ],
);
