/**
 * The whole database schema (drizzle). One file so that relations and indexes are read together;
 * the migrations in db/migrations are generated from it with `npm run db:generate`.
 *
 * Conventions: a day that means "a day in someone's life" is a `date` (their local day); an instant
 * is a `timestamptz`. Every foreign key has an index. Uniqueness lives here, not only in code.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchFoldSql } from './content/search-text';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
/** PostgreSQL's text-search document type (no drizzle built-in); read only by SQL, never by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A prayer field's search document in the prayer's own language (decision 241): Spanish prayers with
 * the `spanish` configuration over the folded text (content/search-text.ts), the rest as before.
 */
const prayerTsvector = (expr: string) =>
  `to_tsvector(case when language = 'es' then 'spanish'::regconfig else 'english'::regconfig end, ` +
  `case when language = 'es' then ${searchFoldSql(expr)} else ${expr} end)`;

/**
 * Numbers for the per-instance read caches (decision 238), drawn from one sequence that nothing owns
 * (so even TRUNCATE ... RESTART IDENTITY never reuses one). Triggers (migration 0026) stamp a new one
 * on `users.cache_generation` at every write to that person's completions, favorites, topic prayers
 * prayed, reflections, goals or rhythm periods, and on `content_generation` at every write to prayers;
 * the session read returns both, and a cached answer made under other numbers is not used.
 */
export const cacheGeneration = pgSequence('cache_generation');

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for people who only ever used Telegram or Slack. Compared case-insensitively. */
    email: text('email'),
    /** argon2id hash; null when the person signs in only through a provider. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    createdAt: createdAt(),
    /** Changes (by trigger) whenever the person's own rows that cached reads show change (decision 238). */
    cacheGeneration: bigint('cache_generation', { mode: 'number' })
      .notNull()
      .default(sql`nextval('cache_generation')`),
  },
  (t) => [uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`)],
);

/**
 * One row (id 1): changes (by trigger) at every write to prayers, so every instance's cached daily
 * prayer of a date is dropped the moment an admin's edit commits (decision 238).
 */
export const contentGeneration = pgTable(
  'content_generation',
  {
    id: smallint('id').primaryKey(),
    generation: bigint('generation', { mode: 'number' })
      .notNull()
      .default(sql`nextval('cache_generation')`),
  },
  (t) => [check('content_generation_one_row', sql`${t.id} = 1`)],
);

/** A sign-in method from outside: (provider, subject) is the provider's stable id for the person. */
export const identities = pgTable(
  'identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'apple', 'telegram', 'slack'] }).notNull(),
    /** google/apple: `${issuer}|${sub}`; telegram: user id; slack: `${teamId}:${userId}`. */
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('identities_provider_subject_uq').on(t.provider, t.subject),
    index('identities_user_idx').on(t.userId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie's token; the token itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A change of email waiting for its confirmation: the link mailed to the NEW address carries the
 * token (only its sha256 is stored); the account's email changes only when the link is followed.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_tokens_user_idx').on(t.userId)],
);

/**
 * Browsers that signed in to an account with its password before: their `dps_device` cookie lets
 * the owner past the account-wide login ceiling that strangers' guesses raise (decision 042).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    /** sha256 of the cookie's token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastUsedAt: ts('last_used_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId, t.lastUsedAt)],
);

/** One-time codes shown on the web Profile page to join a Telegram or Slack identity to the account. */
export const linkCodes = pgTable(
  'link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /** Which chat redeemed the code (shown to the account's owner on Profile). */
    linkedChannel: text('linked_channel', { enum: ['telegram', 'slack'] }),
    linkedName: text('linked_name'),
    createdAt: createdAt(),
  },
  (t) => [index('link_codes_user_idx').on(t.userId)],
);

/**
 * Short-lived, single-use links a bot hands a chat person to open the web signed in (decision 200).
 * Bound to the chat identity that asked: disconnecting that identity revokes them.
 */
export const webSignInLinks = pgTable(
  'web_sign_in_links',
  {
    /** sha256 of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['telegram', 'slack'] }).notNull(),
    /** The identity's subject (Telegram user id; Slack `team:user`). */
    subject: text('subject').notNull(),
    /** Where the person lands: a same-origin path only. */
    nextPath: text('next_path').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('web_sign_in_links_user_idx').on(t.userId)],
);

/**
 * A topic, the same in every language: `key` is its stable name in content/<language>/topics.yaml
 * ('hope'); `name` and `description` are the English ones, other languages' are in topic_names
 * (decision 230).
 */
export const topics = pgTable('topics', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').unique(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default('book-open'),
  color: text('color').notNull().default('#6b7280'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * What the seed last added from the content folder: a sha256 of every content file, so a start with
 * unchanged content reads no YAML and writes nothing (decision 230). One row, id 1.
 */
export const contentSeed = pgTable('content_seed', {
  id: integer('id').primaryKey(),
  contentHash: text('content_hash'),
  seededAt: ts('seeded_at').notNull().defaultNow(),
});

/** A topic's name and description in a language other than English (decision 230). */
export const topicNames = pgTable(
  'topic_names',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.language] })],
);

/**
 * Prayers of three kinds: `daily` with a `date` (scheduled by an admin for that local date),
 * `library` (the seeded pool a date falls back to, picked deterministically), `topic` (under a topic).
 */
export const prayers = pgTable(
  'prayers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['daily', 'library', 'topic'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    scripture: text('scripture'),
    scriptureReference: text('scripture_reference'),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }),
    /** The language it is written in (decision 231): a person gets the daily prayer of their own. */
    language: text('language').notNull().default('en'),
    /** Stable key for seeded rows so the seed is idempotent; unique within a language. */
    seedKey: text('seed_key'),
    /**
     * Library prayers only: the first local date whose pick may be this prayer (null: always). The seed
     * sets it when it adds prayers to a library that already has some, so no day already begun anywhere
     * changes its prayer (docs/decisions/002).
     */
    inRotationFrom: date('in_rotation_from', { mode: 'string' }),
    /**
     * The search document (decision 161): title and reference weigh most, then the prayer, then the
     * passage. Kept by PostgreSQL itself, so every write path (seed, admin, edits) stays searchable.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        (
          [
            ['title', 'A'],
            ['scripture_reference', 'A'],
            ['content', 'B'],
            ['scripture', 'C'],
          ] as const
        )
          .map(([column, weight]) => `setweight(${prayerTsvector(`coalesce(${column}, '')`)}, '${weight}')`)
          .join('\n        || '),
      ),
    ),
    /**
     * Daily prayers only: set on an older prayer of a date that got a newer one before dates had
     * one prayer each (the migration that added this column kept the newest; decision 165). A replaced prayer is never
     * the date's prayer, but stays readable with its completions, favorites and reflections.
     */
    replacedAt: ts('replaced_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('prayers_topic_idx').on(t.topicId),
    index('prayers_kind_date_idx').on(t.kind, t.date),
    index('prayers_created_by_idx').on(t.createdBy),
    index('prayers_search_idx').using('gin', t.searchVector),
    uniqueIndex('prayers_language_seed_key_uq').on(t.language, t.seedKey),
    /** One scheduled prayer per date and language (decisions 165, 231). */
    uniqueIndex('prayers_daily_date_uq')
      .on(t.date, t.language)
      .where(sql`kind = 'daily' and replaced_at is null`),
    check('prayers_daily_has_date', sql`(${t.kind} = 'daily') = (${t.date} is not null)`),
  ],
);

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

/** A reflection on a prayer; a reply has `parentId` and inherits its parent's visibility. */
export const reflections = pgTable(
  'reflections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prayerId: integer('prayer_id')
      .notNull()
      .references(() => prayers.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): any => reflections.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    source: text('source', { enum: ['web', 'telegram', 'slack'] })
      .notNull()
      .default('web'),
    /** The client's own id for a reflection written offline: a replay of the same write makes no second one. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reflections_user_client_id_uq').on(t.userId, t.clientId),
    index('reflections_prayer_idx').on(t.prayerId, t.createdAt),
    index('reflections_user_idx').on(t.userId, t.createdAt),
    index('reflections_parent_idx').on(t.parentId),
  ],
);

export const reflectionLikes = pgTable(
  'reflection_likes',
  {
    reflectionId: integer('reflection_id')
      .notNull()
      .references(() => reflections.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reflectionId, t.userId] }), index('reflection_likes_user_idx').on(t.userId)],
);

/** A person's own written prayer; `date` is their local day when they wrote it. */
export const userPrayers = pgTable(
  'user_prayers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    /** Shared on the wall as "Anonymous" instead of the author's first name. */
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /** Where it was written: the web, or shared to a group from Telegram or Slack (decision 150). */
    source: text('source', { enum: ['web', 'telegram', 'slack'] })
      .notNull()
      .default('web'),
    /** Marked answered by its author, with an optional note; it moves to the wall's Answered list. */
    answeredAt: ts('answered_at'),
    answeredNote: text('answered_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_prayers_user_date_idx').on(t.userId, t.date),
    // The wall's two lists, newest first (decision 150).
    index('user_prayers_wall_idx')
      .on(t.createdAt, t.id)
      .where(sql`is_public and answered_at is null`),
    index('user_prayers_answered_idx')
      .on(t.answeredAt, t.id)
      .where(sql`is_public and answered_at is not null`),
  ],
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

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifications: boolean('notifications').notNull().default(true),
  dailyReminders: boolean('daily_reminders').notNull().default(false),
  /** Local wall-clock time, 'HH:MM'. */
  reminderTime: text('reminder_time').notNull().default('08:00'),
  /** IANA zone, e.g. 'America/New_York'. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** False until the person (or their browser/Slack profile) has told us their zone. */
  timeZoneConfirmed: boolean('time_zone_confirmed').notNull().default(false),
  /** Colour scheme on the web: 'system' (follow the device), 'light' or 'dark'. */
  theme: text('theme', { enum: ['system', 'light', 'dark'] })
    .notNull()
    .default('system'),
  /** Reading text size on the web: 'small', 'default', 'large', 'larger' or 'largest' (200%). */
  textSize: text('text_size', { enum: ['small', 'default', 'large', 'larger', 'largest'] })
    .notNull()
    .default('default'),
  /** Reminder channels under the one daily reminder (decision 140): email is chosen, the chats are on once linked. */
  emailReminders: boolean('email_reminders').notNull().default(false),
  telegramReminders: boolean('telegram_reminders').notNull().default(true),
  slackReminders: boolean('slack_reminders').notNull().default(true),
  /**
   * The order the one daily reminder tries the person's channels in (decision 222): the first one
   * they have gets it; the next only if that one failed for good. Person-facing names: telegram,
   * slack, push, email.
   */
  reminderOrder: text('reminder_order')
    .array()
    .notNull()
    .default(sql`'{telegram,slack,push,email}'::text[]`),
  /** The reminder on every channel they have, not just the first (decision 222). */
  reminderEveryChannel: boolean('reminder_every_channel').notNull().default(false),
  /** The Bible version the person reads on every channel (decision 210). */
  bibleVersion: text('bible_version', { enum: ['web', 'kjv', 'rv1909'] })
    .notNull()
    .default('web'),
  /** The language of the account on every channel and of the daily prayer it gets (decision 231). */
  language: text('language', { enum: ['en', 'es'] })
    .notNull()
    .default('en'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A person's rest day and pauses (issue 22, decision 220): each a span of local days, so changing the
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

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_user_idx').on(t.userId)],
);

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
    language: text('language', { enum: ['en', 'es'] }).notNull().default('en'),
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
    language: text('language', { enum: ['en', 'es'] }).notNull().default('en'),
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
 * One row per (channel, target, local date): the claim that makes each daily delivery happen
 * exactly once across restarts and instances.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['telegram', 'slack_dm', 'slack_channel', 'web_push', 'email'] }).notNull(),
    /** telegram chat id, `${team}:${user}`, `${team}:${channel}`, a push subscription's id, or a user id (email). */
    target: text('target').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    prayerId: integer('prayer_id').references(() => prayers.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['claimed', 'sent', 'failed', 'dead'] })
      .notNull()
      .default('claimed'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    lastError: text('last_error'),
    /** The platform's id of what was sent (message id / ts), to update it later. */
    externalId: text('external_id'),
    claimedAt: createdAt(),
    sentAt: ts('sent_at'),
    /** When the target's local time for `local_date` came (null for rows claimed before it was kept): lateness is sent_at - due_at. */
    dueAt: ts('due_at'),
    /** The platform said the target is gone (blocked, removed): the delivery is dead and the target deactivated. */
    gone: boolean('gone').notNull().default(false),
  },
  (t) => [
    uniqueIndex('deliveries_target_day_uq').on(t.channel, t.target, t.localDate),
    index('deliveries_status_next_idx').on(t.status, t.nextAttemptAt),
    index('deliveries_prayer_idx').on(t.prayerId),
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

/** Rate-limit counters shared by every instance (fixed windows). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: ts('reset_at').notNull(),
});

/**
 * Each platform's send budget, shared by every scheduler instance (decision 120): `perSecond`
 * slots per budget. A send holds a slot from before it starts until a second after its answer, so
 * no rolling second at the platform ever sees more sends than there are slots, whatever the
 * number of instances or the network's jitter. Times are the database's clock (one judge for all).
 */
export const sendBudgetSlots = pgTable(
  'send_budget_slots',
  {
    /** 'telegram', 'slack_channel', 'slack_dm'. */
    budget: text('budget').notNull(),
    slot: integer('slot').notNull(),
    /** When the slot may start its next send. */
    freeAt: ts('free_at').notNull().defaultNow(),
    /** The instance holding the slot for a send (null: free), and until when a crash keeps it. */
    heldBy: text('held_by'),
    heldUntil: ts('held_until'),
  },
  (t) => [primaryKey({ columns: [t.budget, t.slot] })],
);

/** One holder at a time for a job only one instance may do (the Telegram long poller), with a renewed lease. */
export const leaderLeases = pgTable('leader_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

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
     * note of a request Ann marked answered): it goes when their account goes (issue 18 item 4).
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

/**
 * Secrets the server makes for itself once and shares between instances (the VAPID key pair when
 * VAPID_* are not set, the key that signs email unsubscribe links). Never sent to a client except
 * a public key.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * "🙏 I prayed" for a request on the wall (or under it in a group): once per person, request and
 * that person's local day, by this unique index (decision 150).
 */
export const intercessions = pgTable(
  'intercessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userPrayerId: integer('user_prayer_id')
      .notNull()
      .references(() => userPrayers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    source: text('source', { enum: ['web', 'telegram', 'slack'] })
      .notNull()
      .default('web'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('intercessions_request_user_day_uq').on(t.userPrayerId, t.userId, t.localDate),
    index('intercessions_user_idx').on(t.userId),
  ],
);

/**
 * A member's 🙏 Pray tapped on a group's daily post (a Telegram group, a Slack channel): what the
 * post's "N prayed today" and the group's streak count (decision 151). `localDate` is the post's
 * day in the group's zone; one row per member and day.
 */
export const groupPrayers = pgTable(
  'group_prayers',
  {
    channel: text('channel', { enum: ['telegram', 'slack_channel'] }).notNull(),
    /** The delivery target: the Telegram chat id, or `${team}:${channel}`. */
    target: text('target').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.target, t.localDate, t.userId] }),
    index('group_prayers_user_idx').on(t.userId),
  ],
);

/**
 * Moderation (issue 13, decision 156). An item is named by `kind` + `itemId`: a top-level reflection,
 * a reply, or a prayer shared on the wall. No foreign key to the item, so one table serves every
 * kind and a report outlives the item it named (its reports are resolved when the item goes).
 * One report per person and item is this unique index.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['reflection', 'reply', 'prayer'] }).notNull(),
    itemId: integer('item_id').notNull(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['spam', 'abusive', 'harmful', 'other'] }).notNull(),
    /** The reporter's optional words (at most 500 characters). */
    note: text('note'),
    createdAt: createdAt(),
    /** Null while the report is open (in the admin queue). */
    resolvedAt: ts('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: ['dismissed', 'hidden', 'deleted', 'removed_by_author'] }),
    /**
     * Whether this report counts toward hiding the item from everyone (decision 172): the reporter's
     * account was old enough, active, and their past reports mostly upheld, when they reported.
     */
    countsTowardHide: boolean('counts_toward_hide').notNull().default(true),
  },
  (t) => [
    uniqueIndex('content_reports_item_reporter_uq').on(t.kind, t.itemId, t.reporterId),
    index('content_reports_reporter_idx').on(t.reporterId),
    index('content_reports_resolved_by_idx').on(t.resolvedBy),
    index('content_reports_open_idx')
      .on(t.createdAt)
      .where(sql`resolved_at is null`),
  ],
);

/** Items a moderator hid: nobody sees them but their author (who sees them marked hidden). */
export const moderationHiddenItems = pgTable(
  'moderation_hidden_items',
  {
    kind: text('kind', { enum: ['reflection', 'reply', 'prayer'] }).notNull(),
    itemId: integer('item_id').notNull(),
    hiddenAt: ts('hidden_at').notNull().defaultNow(),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] }), index('moderation_hidden_items_hidden_by_idx').on(t.hiddenBy)],
);

/** People a moderator stopped from posting publicly: their new public posts are refused. */
export const publicPostingStops = pgTable(
  'public_posting_stops',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stoppedAt: ts('stopped_at').notNull().defaultNow(),
    stoppedBy: integer('stopped_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('public_posting_stops_stopped_by_idx').on(t.stoppedBy)],
);

/** Every moderator action: who (`actorId`), when, what (action, item, person). Never the item's text. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', {
      enum: ['dismiss', 'hide', 'unhide', 'delete', 'stop_posting', 'allow_posting'],
    }).notNull(),
    kind: text('kind', { enum: ['reflection', 'reply', 'prayer'] }),
    itemId: integer('item_id'),
    /** The person acted on: the item's author, or the person stopped or allowed. */
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** How many open reports the action resolved. */
    reportsResolved: integer('reports_resolved').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_log_created_idx').on(t.createdAt),
    index('moderation_log_actor_idx').on(t.actorId),
    index('moderation_log_target_idx').on(t.targetUserId),
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

/**
 * The bundled Bibles' verses, for verse search by words (issue 20, decision 211). A copy of
 * db/scripture/<version>.json made by the seed (the files stay the source the passage service reads);
 * the search document is stemmed in the version's language.
 */
export const scriptureVerses = pgTable(
  'scripture_verses',
  {
    /** 'web' | 'kjv' | 'rv1909' (core/src/scripture/versions.ts). */
    version: text('version').notNull(),
    /** The book's place in the canon, 1 (Genesis) to 66 (Revelation). */
    book: smallint('book').notNull(),
    chapter: smallint('chapter').notNull(),
    verse: smallint('verse').notNull(),
    text: text('text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        `to_tsvector(case when version = 'rv1909' then 'spanish'::regconfig else 'english'::regconfig end, ` +
          `case when version = 'rv1909' then ${searchFoldSql('text')} else text end)`,
      ),
    ),
  },
  (t) => [
    primaryKey({ columns: [t.version, t.book, t.chapter, t.verse] }),
    index('scripture_verses_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * Which versions scripture_verses holds in full (decision 211): written after a version's last verse,
 * so search answers "still being prepared" rather than half a Bible, and a start whose file is the
 * same (its size in bytes) skips the fill without reading the file.
 */
export const scriptureVerseSets = pgTable('scripture_verse_sets', {
  version: text('version').primaryKey(),
  verses: integer('verses').notNull(),
  /** The file it was filled from ("bytes:4139129"), or "partial" (a test's fill of a few books). */
  source: text('source').notNull(),
  filledAt: ts('filled_at').notNull().defaultNow(),
});

/**
 * A reading plan (issue 21): content from a file in content/<language>/plans/<id>.yaml, loaded by the
 * seed (upserted by `id` when the file's hash changes). `status` and `available_from` are the
 * admins' (the seed sets them only when it first adds a plan); a plan is never deleted, only retired,
 * so the runs people made of it keep their history.
 */
export const plans = pgTable(
  'plans',
  {
    /** The file's stable slug, unique across languages ('psalms-of-rest', 'salmos-de-descanso'). */
    id: text('id').primaryKey(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull().default(''),
    /** The stated number of days (equals the number of plan_days rows). */
    length: integer('length').notNull(),
    kind: text('kind', { enum: ['devotional', 'reading'] }).notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    season: text('season'),
    status: text('status', { enum: ['draft', 'published', 'retired'] })
      .notNull()
      .default('published'),
    /** A published plan shows in the library from this date (UTC) on; null: at once. */
    availableFrom: date('available_from', { mode: 'string' }),
    /** sha256 of the source file the content came from: the seed rewrites a plan only when it changes. */
    sourceHash: text('source_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('plans_language_status_idx').on(t.language, t.status)],
);

/** One day of a plan: its passages (references in the plan's language) and, for devotional plans, the words. */
export const planDays = pgTable(
  'plan_days',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    title: text('title').notNull(),
    passages: text('passages').array().notNull(),
    reflection: text('reflection'),
    prayer: text('prayer'),
    question: text('question'),
  },
  (t) => [primaryKey({ columns: [t.planId, t.day] })],
);

/**
 * One going-through of a plan: a person's (`user_id`) or a group's (`group_channel` +
 * `group_target`, the delivery target of the chat, e.g. a Telegram group id or `team:channel`;
 * decision 237). A group's `start_date` is a local date in the group's zone.
 * `start_date` is a local date in the runner's zone. A pause keeps `paused_on` (the local date it
 * began); resuming adds the days it lasted to `paused_days`. A person has at most one open run of a
 * plan (not left, not finished); a restart leaves the open one and starts a new one.
 */
export const planRuns = pgTable(
  'plan_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupChannel: text('group_channel', { enum: ['telegram', 'slack_channel'] }),
    groupTarget: text('group_target'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    pausedOn: date('paused_on', { mode: 'string' }),
    pausedDays: integer('paused_days').notNull().default(0),
    leftAt: ts('left_at'),
    /** Why it was left: the person left, or restarted (a new run took its place). */
    leftReason: text('left_reason', { enum: ['left', 'restarted'] }),
    finishedAt: ts('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'plan_runs_owner_ck',
      sql`(${t.userId} is not null and ${t.groupChannel} is null and ${t.groupTarget} is null) or (${t.userId} is null and ${t.groupChannel} is not null and ${t.groupTarget} is not null)`,
    ),
    uniqueIndex('plan_runs_user_open_uq')
      .on(t.userId, t.planId)
      .where(sql`${t.userId} is not null and ${t.leftAt} is null and ${t.finishedAt} is null`),
    /** A group reads one plan at a time (decision 237): its open run, if any. */
    uniqueIndex('plan_runs_group_open_uq')
      .on(t.groupChannel, t.groupTarget)
      .where(sql`${t.groupChannel} is not null and ${t.leftAt} is null and ${t.finishedAt} is null`),
    index('plan_runs_user_idx').on(t.userId),
    index('plan_runs_plan_idx').on(t.planId),
    index('plan_runs_group_idx').on(t.groupChannel, t.groupTarget),
  ],
);

/**
 * A day of a run marked done, once per member: by a person (`user_id`) or, in a group run, by a chat
 * member who has not linked an account yet (`chat_member`, e.g. 'telegram:12345'; it counts until
 * they link). `channel` is where the tap came from.
 */
export const planDayCompletions = pgTable(
  'plan_day_completions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => planRuns.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    chatMember: text('chat_member'),
    channel: text('channel', { enum: ['web', 'telegram', 'slack', 'push', 'email'] }).notNull(),
    completedAt: ts('completed_at').notNull().defaultNow(),
  },
  (t) => [
    check('plan_day_completions_member_ck', sql`${t.userId} is not null or ${t.chatMember} is not null`),
    uniqueIndex('plan_day_completions_member_uq').on(t.runId, t.day, sql`coalesce(${t.userId}::text, ${t.chatMember})`),
    index('plan_day_completions_user_idx').on(t.userId),
  ],
);
