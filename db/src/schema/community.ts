/**
 * What people share: reflections and their likes, written prayers and requests on the wall, and the
 * prayers said for them, alone or as a group (decisions 150, 151).
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { users } from './accounts';
import { prayers } from './content';

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
    /**
     * The author's last word on it (made, edited, answered, "still praying"): 30 days after it the
     * author is asked whether to keep it (decision 321).
     */
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** When the author was asked "still praying, answered, or archive?"; cleared by their answer. */
    expiryAskedAt: ts('expiry_asked_at'),
    /** Archived (by the author, or 7 days after an unanswered ask): no longer shown to anyone but its author. */
    archivedAt: ts('archived_at'),
    /** A group request once on the public wall, moved to its group's circle; its author is told once (decision 280). */
    movedFromWallAt: ts('moved_from_wall_at'),
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
    /** The person who prayed chose to let the author know it was them (otherwise only counted). */
    isNamed: boolean('is_named').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('intercessions_request_user_day_uq').on(t.userPrayerId, t.userId, t.localDate),
    index('intercessions_user_idx').on(t.userId, t.localDate),
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
