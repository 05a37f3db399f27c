/**
 * The prayer library: topics and their names per language, the daily and topic prayers (searchable
 * per language, decision 241), and what the content seed and the read caches record.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchFoldSql } from '../content/search-text';
import { ts, createdAt, tsvector } from './columns';
import { users } from './accounts';

/**
 * A prayer field's search document in the prayer's own language (decision 241): Spanish prayers with
 * the `spanish` configuration over the folded text (content/search-text.ts), the rest as before.
 */
const prayerTsvector = (expr: string) =>
  `to_tsvector(case when language = 'es' then 'spanish'::regconfig else 'english'::regconfig end, ` +
  `case when language = 'es' then ${searchFoldSql(expr)} else ${expr} end)`;

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
