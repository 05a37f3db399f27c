/**
 * Idempotent seed: topics and the prayer library. Safe to run at every start; rows are matched by
 * name (topics) and `seed_key` (prayers), so re-running adds only what is missing and never
 * overwrites an admin's edits.
 *
 * Library prayers added to a library that already has some (an upgrade) enter the rotation only from
 * the day after the latest date anywhere on Earth (UTC+14), so nobody's today, and no day before it,
 * changes its prayer when a server restarts with new content (docs/decisions/002).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { prayers, topics } from '../schema';
import { seedTopics } from './topics';
import { seedTopicPrayers } from './topic-prayers';
import { seedDailyPrayers } from './daily-prayers';
import type { SeedDailyPrayer, SeedTopicPrayer } from './types';

export interface SeedResult {
  topics: number;
  prayers: number;
}

export interface SeedOptions {
  /** The prayers to seed (default: this release's); tests pass an earlier release's set. */
  content?: { daily: readonly SeedDailyPrayer[]; topic: readonly SeedTopicPrayer[] };
  /** The current time (default: now), which decides when library prayers added by an upgrade start. */
  now?: Date;
}

/** The latest offset from UTC any place uses: at any instant no local date is later than UTC+14's. */
const LATEST_OFFSET_MS = 14 * 3_600_000;

/** The first date no one on Earth has begun yet at `now`: the day after today in UTC+14. */
export function firstUnbegunDate(now: Date): string {
  const latestToday = new Date(now.getTime() + LATEST_OFFSET_MS).toISOString().slice(0, 10);
  const next = new Date(`${latestToday}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const daily = options.content?.daily ?? seedDailyPrayers;
  const topic = options.content?.topic ?? seedTopicPrayers;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    let addedTopics = 0;
    let addedPrayers = 0;
    for (const [i, t] of seedTopics.entries()) {
      const rows = await tx
        .insert(topics)
        .values({ name: t.name, description: t.description, icon: t.icon, color: t.color, sortOrder: i })
        .onConflictDoNothing({ target: topics.name })
        .returning({ id: topics.id });
      addedTopics += rows.length;
    }
    const topicIds = new Map(
      (await tx.select({ id: topics.id, name: topics.name }).from(topics)).map((t) => [t.name, t.id]),
    );
    const libraryBefore = await countLibrary(tx);
    const inRotationFrom = libraryBefore > 0 ? firstUnbegunDate(now) : null;
    const values = [
      ...topic.map((p) => {
        const topicId = topicIds.get(p.topic);
        if (topicId === undefined) throw new Error(`seed: unknown topic ${p.topic}`);
        return { ...prayerFields(p), kind: 'topic' as const, topicId, seedKey: p.key };
      }),
      ...daily.map((p) => ({
        ...prayerFields(p),
        kind: 'library' as const,
        topicId: p.topic ? (topicIds.get(p.topic) ?? null) : null,
        seedKey: p.key,
        inRotationFrom,
      })),
    ];
    if (values.length > 0) {
      const rows = await tx
        .insert(prayers)
        .values(values)
        .onConflictDoNothing({ target: prayers.seedKey })
        .returning({ id: prayers.id });
      addedPrayers = rows.length;
    }
    return { topics: addedTopics, prayers: addedPrayers };
  });
}

function prayerFields(p: { title: string; content: string; scripture: string; reference: string }) {
  return { title: p.title, content: p.content, scripture: p.scripture, scriptureReference: p.reference };
}

/** How many library prayers exist (used by start-up logs and tests). */
export async function countLibrary(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prayers)
    .where(eq(prayers.kind, 'library'));
  return row?.n ?? 0;
}
