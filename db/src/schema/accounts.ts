/**
 * People and how they sign in: accounts, sign-in methods, sessions, one-time tokens and links,
 * settings, contact messages; and the sequence the read caches draw from (decision 238).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';

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
    /**
     * When the mailbox was shown to be the person's (a link followed, or a provider's verified
     * claim); null until then, and reminder mail waits for it (decision 279). Cleared when the
     * address changes to one not yet confirmed.
     */
    emailConfirmedAt: ts('email_confirmed_at'),
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
 * The undo link mailed to the OLD address when an email change completes (decision 279): for a
 * week, following it puts the old address back and signs every session out. Only the sha256 of
 * the token is kept.
 */
export const emailChangeUndoTokens = pgTable(
  'email_change_undo_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_undo_tokens_user_idx').on(t.userId)],
);

/**
 * What changed how a person gets into their account, as Profile's security activity shows it to
 * them (decision 279): an address confirmed, changed or put back, a password changed. Theirs alone.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['email_confirmed', 'email_changed', 'email_change_undone', 'password_changed'],
    }).notNull(),
    /** For an email event: the address before and after. */
    fromEmail: text('from_email'),
    toEmail: text('to_email'),
    createdAt: createdAt(),
  },
  (t) => [index('security_events_user_idx').on(t.userId, t.createdAt)],
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
  /**
   * The person said yes to their groups' leaders seeing that they have been away 14 days (decision
   * 312). Default no; asked once (`away_consent_asked_at`).
   */
  awayVisibleToLeaders: boolean('away_visible_to_leaders').notNull().default(false),
  awayConsentAskedAt: ts('away_consent_asked_at'),
  /** How many minutes before a claimed watch slot its reminder comes (decision 341); 0: none, only the start. */
  watchLeadMinutes: integer('watch_lead_minutes').notNull().default(10),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

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
