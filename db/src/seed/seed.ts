/**
 * Idempotent seed: topics and the prayer library. Safe to run at every start; rows are matched by
 * name (topics) and `seed_key` (prayers), so re-running adds only what is missing and never
 * overwrites an admin's edits.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { prayers, topics } from '../schema';
import { seedTopics } from './topics';
import { seedTopicPrayers } from './topic-prayers';
import { seedDailyPrayers } from './daily-prayers';

export interface SeedResult {
  topics: number;
  prayers: number;
}

export async function seedDatabase(db: Db): Promise<SeedResult> {
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
    const values = [
      ...seedTopicPrayers.map((p) => {
        const topicId = topicIds.get(p.topic);
        if (topicId === undefined) throw new Error(`seed: unknown topic ${p.topic}`);
        return { ...prayerFields(p), kind: 'topic' as const, topicId, seedKey: p.key };
      }),
      ...seedDailyPrayers.map((p) => ({
        ...prayerFields(p),
        kind: 'library' as const,
        topicId: p.topic ? (topicIds.get(p.topic) ?? null) : null,
        seedKey: p.key,
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
