import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DbHandle } from './client';
import { completions, favorites, prayers, topics, users } from './schema';
import { createTestDb } from '../../core/test/create-test-db';
import { seedDatabase } from './seed/seed';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

describe('schema', () => {
  it('starts migrated and seeded with the six topics in the spec order', async () => {
    const rows = await h.db.select().from(topics).orderBy(topics.sortOrder);
    expect(rows.map((r) => r.name)).toEqual(['Hope', 'Peace', 'Wisdom', 'Healing', 'Strength', 'Gratitude']);
  });

  it('seeding again adds nothing', async () => {
    expect(await seedDatabase(h.db)).toEqual({ topics: 0, prayers: 0 });
  });

  it('enforces uniqueness in the database: one favorite per user and prayer, one email per person', async () => {
    const [u] = await h.db.insert(users).values({ email: 'Ann@Example.test' }).returning();
    const [p] = await h.db.select().from(prayers).limit(1);
    await h.db.insert(favorites).values({ userId: u!.id, prayerId: p!.id });
    await expect(h.db.insert(favorites).values({ userId: u!.id, prayerId: p!.id })).rejects.toThrow();
    await expect(h.db.insert(users).values({ email: 'ann@example.TEST' })).rejects.toThrow();
  });

  it('refuses a completion for a prayer that does not exist', async () => {
    const [u] = await h.db.insert(users).values({ email: 'fk@example.test' }).returning();
    await expect(
      h.db.insert(completions).values({ userId: u!.id, prayerId: 999_999, localDate: '2026-01-01' }),
    ).rejects.toThrow();
    const left = await h.db.select().from(completions).where(and(eq(completions.userId, u!.id)));
    expect(left).toHaveLength(0);
  });

  it('refuses a scheduled daily prayer without a date', async () => {
    await expect(h.db.insert(prayers).values({ kind: 'daily', title: 't', content: 'c' })).rejects.toThrow();
  });
});
