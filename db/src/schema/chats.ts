/**
 * The chats the bots talk in (Telegram chats, Slack installations and channels), conversations in
 * progress, and the outboxes that keep chat messages in step with the web: take-backs, copies and
 * echoes (decisions 180, 198).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { users } from './accounts';
import { userPrayers } from './community';

/** A Telegram chat the bot talks in: a person's private chat (with `userId`) or a group. */
export const telegramChats = pgTable(
  'telegram_chats',
  {
    chatId: bigint('chat_id', { mode: 'number' }).primaryKey(),
    type: text('type', { enum: ['private', 'group', 'supergroup', 'channel'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    isActive: boolean('is_active').notNull().default(true),
    /** Groups only: the group's own daily post time and zone (private chats use user_settings). */
    reminderTime: text('reminder_time'),
    timeZone: text('time_zone'),
    /** Groups only: the group's language, set by whoever subscribed it (decision 239). */
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('telegram_chats_user_idx').on(t.userId)],
);

export const slackInstallations = pgTable('slack_installations', {
  /** team id, or enterprise id for an org-wide install. */
  teamId: text('team_id').primaryKey(),
  enterpriseId: text('enterprise_id'),
  /** The Bolt installation object, encrypted (AES-256-GCM) with a key from config. */
  installationEnc: text('installation_enc').notNull(),
  botUserId: text('bot_user_id'),
  installerUserId: text('installer_user_id'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const slackChannelSubscriptions = pgTable(
  'slack_channel_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: text('team_id').notNull(),
    channelId: text('channel_id').notNull(),
    postTime: text('post_time').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The channel's language, set by whoever subscribed it (decision 239). */
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('slack_channel_subscriptions_uq').on(t.teamId, t.channelId),
    index('slack_channel_subscriptions_created_by_idx').on(t.createdBy),
  ],
);

/**
 * A conversation in progress in a chat ("send me your reflection", then "private or shared?"),
 * kept here so a restart or another instance behind the load balancer can carry it on.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    /** e.g. `telegram:${chatId}:${telegramUserId}` */
    key: text('key').primaryKey(),
    state: jsonb('state').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('chat_conversations_expires_idx').on(t.expiresAt)],
);

/**
 * Where the bot posted a prayer request in a chat (decision 180): a Telegram chat's message or a
 * Slack channel's message, kept so that taking the request back (deleted, made private, the
 * account deleted) takes it back there too. `request_id` is set null, not cascaded, when the
 * request goes: the copy outlives it until the chat message is deleted (then the row goes). A
 * copy is due when it is `pending` (made private) or `live` with no request left; the scheduler
 * claims due rows with a lease, as the notification outbox does.
 */
export const chatTakeBacks = pgTable(
  'chat_take_backs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id').references(() => userPrayers.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['telegram', 'slack'] }).notNull(),
    /** telegram: the chat id; slack: `${teamId}:${channelId}`. */
    chatId: text('chat_id').notNull(),
    /** telegram: the message id; slack: the message's ts. */
    messageId: text('message_id').notNull(),
    status: text('status', { enum: ['live', 'pending', 'dead'] })
      .notNull()
      .default('live'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_take_backs_uq').on(t.channel, t.chatId, t.messageId),
    index('chat_take_backs_request_idx').on(t.requestId),
    // The two ways a copy is due: taken back while the request stays (private), or left without one.
    index('chat_take_backs_pending_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`status = 'pending'`),
    index('chat_take_backs_orphan_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`status = 'live' and request_id is null`),
  ],
);

/**
 * Where a reflection or a prayer request was posted in a chat (decision 198): a Slack thread's
 * reflection message, a request's message in a Slack channel or a Telegram group. The web's replies,
 * likes and "I prayed" are echoed there through `chat_echoes`. No foreign key to the item (two kinds);
 * the echo reads the item and skips one that is gone or hidden.
 */
export const chatCopies = pgTable(
  'chat_copies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['reflection', 'request'] }).notNull(),
    itemId: integer('item_id').notNull(),
    channel: text('channel', { enum: ['telegram', 'slack'] }).notNull(),
    /** telegram: the chat id; slack: `${teamId}:${channelId}`. */
    target: text('target').notNull(),
    /** telegram: the message id; slack: the message's ts. */
    messageId: text('message_id').notNull(),
    /** slack: the ts of the thread the message is in (a reply goes there). */
    threadId: text('thread_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_copies_uq').on(t.kind, t.itemId, t.channel, t.target, t.messageId),
    index('chat_copies_item_idx').on(t.kind, t.itemId),
  ],
);

/**
 * The outbox of changes to chat copies (decision 198): redraw a copy's count (`refresh`) or post a
 * reply in its thread (`reply`). Claimed with a lease and retried with backoff like
 * `notification_sends`; a refresh asked for again while pending is one row.
 */
export const chatEchoes = pgTable(
  'chat_echoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    copyId: integer('copy_id')
      .notNull()
      .references(() => chatCopies.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['refresh', 'reply'] }).notNull(),
    /** For `reply`: the reply (a reflection row) to post; 0 for a refresh. */
    replyId: integer('reply_id').notNull().default(0),
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
    uniqueIndex('chat_echoes_uq').on(t.copyId, t.action, t.replyId),
    index('chat_echoes_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
