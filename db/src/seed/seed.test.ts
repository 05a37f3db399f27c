import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle, Tx } from '../client';
import { queryRows } from '../client';
import { contentSeed, prayers, topicNames } from '../schema';
import { createTestDb } from '../../../core/test/create-test-db';
import { countLibrary, firstUnbegunDate, seedDatabase } from './seed';
import { contentHash, loadContent, readContent } from '../content/load-content';
import { join } from 'node:path';
import { firstRelease as firstReleaseOf } from '../content/first-release';

const content = loadContent();
const en = content.find((c) => c.language === 'en')!;
const seedDailyPrayers = en.daily;
/** Every seeded prayer of every language (English and whatever content/es holds). */
const allPrayers = content.reduce((n, c) => n + c.daily.length + c.topic.length, 0);

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

/** Run `fn` in a transaction that is always rolled back, so a test may empty tables freely. */
async function rolledBack(fn: (tx: Tx) => Promise<void>): Promise<void> {
  const sentinel = new Error('rollback');
  await expect(
    h.db.transaction(async (tx) => {
      await fn(tx);
      throw sentinel;
    }),
  ).rejects.toBe(sentinel);
}

interface Row {
  id: number;
  language: string;
  seedKey: string;
  kind: string;
  title: string;
  inRotationFrom: string | null;
}
async function seededRows(db: Tx): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`select id, language, seed_key as "seedKey", kind, title, in_rotation_from::text as "inRotationFrom"
        from prayers where seed_key is not null order by id`,
  );
}

const firstRelease = firstReleaseOf(content);

describe('seedDatabase', () => {
  it('adds nothing when run again on a database it already seeded', async () => {
    expect(await seedDatabase(h.db)).toEqual({ topics: 0, prayers: 0 });
    expect(await countLibrary(h.db)).toBe(seedDailyPrayers.length);
  });

  it('seeds a new database with the whole library in rotation from the start', async () => {
    const rows = await queryRows<{ n: number; dated: number }>(
      h.db,
      sql`select count(*)::int as n, count(in_rotation_from)::int as dated from prayers where kind = 'library'`,
    );
    // Every language's library (English and whatever content/es holds), all in rotation from the start.
    expect(rows[0]).toEqual({ n: content.reduce((n, c) => n + c.daily.length, 0), dated: 0 });
  });

  it('adds the new prayers to a database seeded by the first release: nothing duplicated, old ids kept', async () => {
    await rolledBack(async (tx) => {
      await tx.delete(prayers);
      const now = new Date('2026-03-10T11:30:00Z');
      const first = await seedDatabase(tx, { content: firstRelease, now });
      expect(first.prayers).toBe(64 + 42);
      const before = await seededRows(tx);
      expect(before.every((r) => r.inRotationFrom === null)).toBe(true);

      const upgrade = await seedDatabase(tx, { now });
      expect(upgrade).toEqual({ topics: 0, prayers: allPrayers - before.length });
      const after = await seededRows(tx);
      expect(after).toHaveLength(allPrayers);
      expect(new Set(after.map((r) => `${r.language}:${r.seedKey}`)).size).toBe(after.length);
      // Every row the first release made is still there, same id, same text, still in rotation from the start.
      const byKey = new Map(after.map((r) => [`${r.language}:${r.seedKey}`, r]));
      for (const r of before) expect(byKey.get(`${r.language}:${r.seedKey}`), r.seedKey).toEqual(r);
      // The new library prayers enter the rotation on the first date nobody on Earth has begun yet.
      const added = after.filter((r) => !before.some((b) => b.id === r.id) && r.language === 'en');
      expect(added.filter((r) => r.kind === 'library')).toHaveLength(seedDailyPrayers.length - 64);
      expect(added.filter((r) => r.kind === 'topic')).toHaveLength(en.topic.length - 42);
      for (const r of added) {
        expect(r.inRotationFrom, r.seedKey).toBe(r.kind === 'library' ? '2026-03-12' : null);
        expect(r.id).toBeGreaterThan(Math.max(...before.map((b) => b.id)));
      }
      // The library keeps the release's order, so ids follow the keys.
      const library = after.filter((r) => r.kind === 'library' && r.language === 'en').map((r) => r.seedKey);
      expect(library).toEqual(seedDailyPrayers.map((p) => p.key));

      expect(await seedDatabase(tx, { now: new Date('2026-04-01T00:00:00Z') })).toEqual({ topics: 0, prayers: 0 });
      expect(await seededRows(tx)).toEqual(after);
    });
  });

  it('dates nothing when the library was empty (a new database), even if topics existed', async () => {
    await rolledBack(async (tx) => {
      await tx.delete(prayers);
      await seedDatabase(tx, { content, now: new Date('2026-03-10T11:30:00Z') });
      const rows = await seededRows(tx);
      expect(rows.filter((r) => r.kind === 'library' && r.language === 'en')).toHaveLength(seedDailyPrayers.length);
      expect(rows.every((r) => r.inRotationFrom === null)).toBe(true);
    });
  });
});

describe('seeding content by language (decisions 230, 231)', () => {
  const fixture = readContent(join(import.meta.dirname, '..', 'content', 'fixtures', 'small'));

  it('reads no content when the files have not changed since the last seed, and adds nothing when they are read again', async () => {
    const [row] = await h.db.select().from(contentSeed);
    expect(row?.contentHash).toBe(contentHash());
    await rolledBack(async (tx) => {
      expect(await seedDatabase(tx, { content })).toEqual({ topics: 0, prayers: 0 });
    });
  });

  it('upgrades a database seeded before topics had keys: same topic rows, keys filled, nothing duplicated', async () => {
    await rolledBack(async (tx) => {
      const before = await queryRows<{ id: number; name: string }>(tx, sql`select id, name from topics order by id`);
      await tx.execute(sql`update topics set key = null`);
      await tx.delete(topicNames);
      // Before languages, every prayer was English: the Spanish ones come with this upgrade.
      await tx.execute(sql`delete from prayers where language <> 'en'`);
      await tx.delete(contentSeed);
      const spanish = content.filter((c) => c.language !== 'en').reduce((n, c) => n + c.daily.length + c.topic.length, 0);
      expect(await seedDatabase(tx, { now: new Date('2026-03-10T11:30:00Z') })).toEqual({ topics: 0, prayers: spanish });
      const after = await queryRows<{ id: number; name: string; key: string }>(
        tx,
        sql`select id, name, key from topics order by id`,
      );
      expect(after.map(({ id, name }) => ({ id, name }))).toEqual(before);
      expect(after.map((t) => t.key)).toEqual(['hope', 'peace', 'wisdom', 'healing', 'strength', 'gratitude']);
    });
  });

  it('gives the topics their Spanish names from content/es/topics.yaml, under the same topic rows', async () => {
    const rows = await queryRows<{ key: string; name: string; es: string }>(
      h.db,
      sql`select t.key, t.name, n.name as es from topics t join topic_names n on n.topic_id = t.id and n.language = 'es' order by t.sort_order`,
    );
    expect(rows.map((r) => `${r.name}/${r.es}`)).toEqual([
      'Hope/Esperanza',
      'Peace/Paz',
      'Wisdom/Sabiduría',
      'Healing/Sanidad',
      'Strength/Fortaleza',
      'Gratitude/Gratitud',
    ]);
  });

  it('seeds a Spanish library beside the English one: the same keys in two languages are two prayers', async () => {
    await rolledBack(async (tx) => {
      await tx.delete(prayers);
      expect(await seedDatabase(tx, { content: fixture, now: new Date('2026-03-10T11:30:00Z') })).toEqual({
        topics: 0,
        prayers: 5,
      });
      const rows = await queryRows<{ language: string; seedKey: string; kind: string; topic: string | null }>(
        tx,
        sql`select p.language, p.seed_key as "seedKey", p.kind, t.key as topic
            from prayers p left join topics t on t.id = p.topic_id order by p.id`,
      );
      expect(rows).toEqual([
        { language: 'en', seedKey: 'daily-001', kind: 'library', topic: 'hope' },
        { language: 'en', seedKey: 'daily-002', kind: 'library', topic: 'hope' },
        { language: 'es', seedKey: 'hope-1', kind: 'topic', topic: 'hope' },
        { language: 'es', seedKey: 'daily-001', kind: 'library', topic: 'hope' },
        { language: 'es', seedKey: 'daily-002', kind: 'library', topic: null },
      ]);
      expect(await countLibrary(tx, 'es')).toBe(2);
      // A second language's library growing later is dated like the English one (decision 130).
      const more = fixture.map((c) =>
        c.language === 'es' ? { ...c, daily: [...c.daily, { ...c.daily[1]!, key: 'daily-003' }] } : c,
      );
      expect(await seedDatabase(tx, { content: more, now: new Date('2026-03-10T11:30:00Z') })).toEqual({
        topics: 0,
        prayers: 1,
      });
      const [added] = await queryRows<{ from: string }>(
        tx,
        sql`select in_rotation_from::text as "from" from prayers where language = 'es' and seed_key = 'daily-003'`,
      );
      expect(added?.from).toBe('2026-03-12');
    });
  });
});

describe('firstUnbegunDate', () => {
  it('is the day after the date in UTC+14, the latest local date anywhere', () => {
    expect(firstUnbegunDate(new Date('2026-03-10T09:59:59Z'))).toBe('2026-03-11'); // 23:59 in Kiritimati
    expect(firstUnbegunDate(new Date('2026-03-10T10:00:00Z'))).toBe('2026-03-12'); // Kiritimati is on the 11th
    expect(firstUnbegunDate(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-02');
    expect(firstUnbegunDate(new Date('2028-02-28T10:00:00Z'))).toBe('2028-03-01');
  });
});
