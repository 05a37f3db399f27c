/**
 * Idempotent seed: topics and the prayer library of every language, read from content/ (decision 230).
 * Safe to run at every start; topics are matched by `key` (an older database's English topics by
 * name, which gives them their key), prayers by (language, `seed_key`), so re-running adds only what
 * is missing and never overwrites an admin's edits.
 *
 * Library prayers added to a language's library that already has some (an upgrade) enter the
 * rotation only from the day after the latest date anywhere on Earth (UTC+14), so nobody's today,
 * and no day before it, changes its prayer when a server restarts with new content (docs/decisions/002).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { contentSeed, prayers, topicNames, topics } from '../schema';
import { DEFAULT_LANGUAGE } from '../content/languages';
import { contentHash, type ContentFiles, type LanguageContent, readContent } from '../content/load-content';

export interface SeedResult {
  topics: number;
  prayers: number;
}

export interface SeedOptions {
  /**
   * The content to seed; tests pass an earlier release's. Default: the content folder, read only when
   * its files changed since the last seed of this database, and not kept once seeded.
   */
  content?: readonly LanguageContent[];
  /**
   * The content folder already read (`readContentFiles`), e.g. while a new database was being created:
   * seeded exactly as if it were read here, hash and all.
   */
  files?: ContentFiles;
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
  const now = options.now ?? new Date();
  // The files' hash, when seeding them: equal to the stored one means this database has them all.
  const hash = options.content ? null : (options.files?.hash ?? contentHash());
  if (hash !== null) {
    const [last] = await db.select({ hash: contentSeed.contentHash }).from(contentSeed).where(eq(contentSeed.id, 1));
    if (last?.hash === hash) return { topics: 0, prayers: 0 };
  }
  const content = options.content ?? options.files?.content ?? readContent();
  return db.transaction(async (tx) => {
    const result = await seedContent(tx, content, now);
    // Other content (a test's) leaves no hash, so the next default seed reads the files again.
    await tx
      .insert(contentSeed)
      .values({ id: 1, contentHash: hash, seededAt: now })
      .onConflictDoUpdate({ target: contentSeed.id, set: { contentHash: hash, seededAt: now } });
    return result;
  });
}

async function seedContent(tx: Tx, content: readonly LanguageContent[], now: Date): Promise<SeedResult> {
  const english = content.find((c) => c.language === DEFAULT_LANGUAGE);
  let addedTopics = 0;
  for (const [i, t] of (english?.topics ?? []).entries()) {
    // A database seeded before topics had keys: its topic of that English name gets the key.
    await tx
      .update(topics)
      .set({ key: t.key })
      .where(and(isNull(topics.key), eq(topics.name, t.name)));
    const rows = await tx
      .insert(topics)
      .values({ key: t.key, name: t.name, description: t.description, icon: t.icon, color: t.color, sortOrder: i })
      .onConflictDoNothing()
      .returning({ id: topics.id });
    addedTopics += rows.length;
  }
  const topicIds = new Map(
    (await tx.select({ id: topics.id, key: topics.key }).from(topics)).flatMap((t) =>
      t.key === null ? [] : [[t.key, t.id] as const],
    ),
  );
  const idOf = (key: string) => {
    const id = topicIds.get(key);
    if (id === undefined) throw new Error(`seed: unknown topic ${key}`);
    return id;
  };
  let addedPrayers = 0;
  for (const c of content) {
    if (c.language !== DEFAULT_LANGUAGE && c.topics.length > 0)
      await tx
        .insert(topicNames)
        .values(
          c.topics.map((t) => ({
            topicId: idOf(t.key),
            language: c.language,
            name: t.name,
            description: t.description,
          })),
        )
        .onConflictDoNothing();
    addedPrayers += await seedPrayers(tx, c, idOf, now);
  }
  return { topics: addedTopics, prayers: addedPrayers };
}

async function seedPrayers(tx: Tx, c: LanguageContent, idOf: (key: string) => number, now: Date): Promise<number> {
  const { language } = c;
  const libraryBefore = await countLibrary(tx, language);
  const inRotationFrom = libraryBefore > 0 ? firstUnbegunDate(now) : null;
  const values = [
    ...c.topic.map((p) => ({
      ...prayerFields(p),
      kind: 'topic' as const,
      topicId: idOf(p.topic),
      language,
      seedKey: p.key,
    })),
    ...c.daily.map((p) => ({
      ...prayerFields(p),
      kind: 'library' as const,
      topicId: p.topic ? idOf(p.topic) : null,
      language,
      seedKey: p.key,
      inRotationFrom,
    })),
  ];
  if (values.length === 0) return 0;
  const rows = await tx
    .insert(prayers)
    .values(values)
    .onConflictDoNothing({ target: [prayers.language, prayers.seedKey] })
    .returning({ id: prayers.id });
  return rows.length;
}

function prayerFields(p: { title: string; content: string; scripture: string; reference: string }) {
  return { title: p.title, content: p.content, scripture: p.scripture, scriptureReference: p.reference };
}

/** How many library prayers exist in a language (English by default; used by start-up logs and tests). */
export async function countLibrary(db: Db | Tx, language: string = DEFAULT_LANGUAGE): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prayers)
    .where(and(eq(prayers.kind, 'library'), eq(prayers.language, language)));
  return row?.n ?? 0;
}
