/**
 * The notification bell, its chat opt-ins and outbox, and web push subscriptions (decisions 140,
 * 145).
 */
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { users } from './accounts';

/**
 * What the bell shows a person (decision 145): someone liked or replied to their reflection, a goal
 * reached, a streak milestone, today's prayer is ready, a welcome. `refKey` names the event, so the
 * same event is stored once and a repeat (e.g. "3 people prayed for you" today) updates the row.
 * Kept 90 days after its last update.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** An in-app path ("/today?reflection=12"), never an outside URL. */
    link: text('link'),
    refKey: text('ref_key'),
    /**
     * The community item the notification is about (a like or an answered prayer: decision 171), or
     * null. The bell and the chat outbox show it only while the person may still see that item.
     */
    aboutKind: text('about_kind', { enum: ['reflection', 'reply', 'prayer'] }),
    aboutId: integer('about_id'),
    /**
     * The person whose name or words the notification carries ("Ann liked your reflection", the
     * note of a request Ann marked answered): it goes when their account goes (decision 175).
     * Null when it carries only the recipient's own things.
     */
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'cascade' }),
    readAt: ts('read_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_user_ref_uq').on(t.userId, t.refKey),
    index('notifications_user_updated_idx').on(t.userId, t.updatedAt),
    index('notifications_updated_idx').on(t.updatedAt),
    index('notifications_from_user_idx').on(t.fromUserId),
  ],
);

/**
 * A person's own choice for a chat (`/notify on|off` in Telegram, `/prayer notify on|off` in Slack).
 * Without a row their private chat with the bot and their Slack DM are told (decision 196); a row
 * with `is_on` false is an explicit "off" that stays off.
 */
export const notificationChatOptIns = pgTable(
  'notification_chat_opt_ins',
  {
    channel: text('channel', { enum: ['telegram', 'slack'] }).notNull(),
    /** telegram: the private chat id; slack: `${teamId}:${slackUserId}`. */
    target: text('target').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** On (asked for) or off (turned off): either way the person's own word for this chat. */
    isOn: boolean('is_on').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.target] }), index('notification_chat_opt_ins_user_idx').on(t.userId)],
);

/**
 * The outbox of notifications to send to opted-in chats, polled by the scheduler: one row per
 * (notification, chat), so an event reaches a chat once; retried with backoff, one failing chat
 * never holding up another.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['telegram', 'slack'] }).notNull(),
    target: text('target').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('notification_sends_uq').on(t.notificationId, t.channel, t.target),
    index('notification_sends_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * A browser's Web Push subscription (one per device and browser; a person may have several). The
 * endpoint is a push service URL whose origin was checked against the allowed push services when
 * it was stored (decision 140); a 404/410 from the push service deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), for the aes128gcm payload. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
