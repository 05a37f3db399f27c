/**
 * Prayer watches (decision 340): a group, or anyone with the link, covers a span of hours together.
 * The span is cut into slots; each slot holds up to `per_slot` people. Every claimer is reminded at
 * their slot on their own channel, through `watch_sends`, the watch's outbox: one row per message,
 * unique by what it is for, so each is sent once across restarts and instances.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { users } from './accounts';
import { userPrayers } from './community';
import { circles } from './circles';

export const watches = pgTable(
  'watches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The group whose current members see and join it; null: open to anyone with the link. */
    circleId: integer('circle_id').references(() => circles.id, { onDelete: 'cascade' }),
    /** The link's secret part (`/watch/<code>`): unguessable, so an open watch is found only through it. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** The request it is for (one of the group's, or the starter's own); its text follows the request's audience. */
    requestId: integer('request_id').references(() => userPrayers.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    startsAt: ts('starts_at').notNull(),
    hours: integer('hours').notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    perSlot: integer('per_slot').notNull(),
    /** The group's zone when it was started: the post's times. Each person also sees their own. */
    timeZone: text('time_zone').notNull(),
    /** The post's language (the group's, or the starter's). */
    language: text('language').notNull().default('en'),
    endedAt: ts('ended_at'),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
    /** Where the watch post lives: the group's chat (null for a web-only watch). */
    postChannel: text('post_channel', { enum: ['telegram', 'slack_channel'] }),
    postTarget: text('post_target'),
    /** The post's platform id (Telegram message id, Slack ts) once sent. */
    postMessageId: text('post_message_id'),
    /** Coverage changed since the post was last drawn: the outbox redraws it, batched (decision 343). */
    postDirtyAt: ts('post_dirty_at'),
    postEditedAt: ts('post_edited_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('watches_code_uq').on(t.code),
    index('watches_circle_idx').on(t.circleId),
    index('watches_live_idx')
      .on(t.startsAt)
      .where(sql`ended_at is null`),
    check('watches_hours_ck', sql`hours between 1 and 168`),
    check('watches_slot_minutes_ck', sql`slot_minutes in (15, 30, 60)`),
    check('watches_per_slot_ck', sql`per_slot between 1 and 5`),
  ],
);

/** A person holding a slot (`slot` counts from 0 at `starts_at`); given up: `released_at` set. */
export const watchClaims = pgTable(
  'watch_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    watchId: integer('watch_id')
      .notNull()
      .references(() => watches.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: ts('claimed_at').notNull(),
    releasedAt: ts('released_at'),
    /** "I prayed" from the slot's message or the page. */
    prayedAt: ts('prayed_at'),
  },
  (t) => [
    uniqueIndex('watch_claims_held_uq')
      .on(t.watchId, t.slot, t.userId)
      .where(sql`released_at is null`),
    index('watch_claims_user_idx').on(t.userId),
  ],
);

export const WATCH_SEND_KINDS = [
  'post',
  'slot_reminder',
  'slot_start',
  'handoff',
  'call_for_help',
  'summary',
  'author_summary',
] as const;

/**
 * The watch's outbox. `key` names what a row is for (`c<claim id>` for a claimer's reminder and
 * start, the slot for a hand-off or a call, `end` for a summary), unique with its channel and
 * target: planning twice never sends twice, and a claimer's message whose channel failed for good
 * is planned again on their next channel (the failover of their daily reminder).
 */
export const watchSends = pgTable(
  'watch_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    watchId: integer('watch_id')
      .notNull()
      .references(() => watches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: WATCH_SEND_KINDS }).notNull(),
    key: text('key').notNull(),
    claimId: integer('claim_id').references(() => watchClaims.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['telegram', 'slack_dm', 'slack_channel', 'web_push', 'email'] }).notNull(),
    target: text('target').notNull(),
    dueAt: ts('due_at').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'dead', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    lastError: text('last_error'),
    externalId: text('external_id'),
    sentAt: ts('sent_at'),
    /** The platform said the target is gone: the next channel in the person's order takes it. */
    gone: boolean('gone').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('watch_sends_uq').on(t.watchId, t.kind, t.key, t.channel, t.target),
    index('watch_sends_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'failed')`),
    index('watch_sends_user_idx').on(t.userId),
  ],
);
