/**
 * Reports, hidden items, people stopped from posting publicly and the moderators' log (decisions
 * 156, 157, 172).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { users } from './accounts';

/**
 * Moderation (decision 156). An item is named by `kind` + `itemId`: a top-level reflection,
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
