/**
 * Reading plans, their days, the runs people and groups make through them and the days they complete
 * (decisions 215, 216, 237).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { users } from './accounts';

/**
 * A reading plan (decision 215): content from a file in content/<language>/plans/<id>.yaml, loaded by the
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
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
