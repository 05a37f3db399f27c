/**
 * Migration 0011 on a database that already holds several scheduled prayers for one date (decision
 * 165): the newest stays the date's prayer, the older ones are marked replaced and kept with what
 * references them, and then the unique index holds. Runs the migration's own statements.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { completions, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { pickDailyPrayer } from '../prayers/get-daily-prayer';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

it('keeps the newest prayer of a date, marks the older ones replaced, keeps their completions, then enforces one per date', async () => {
  const dir = join(import.meta.dirname, '../../../db/migrations');
  const file = readdirSync(dir).find((f) => f.endsWith('_daily_date_unique_and_delivery_health.sql'))!;
  const statements = readFileSync(join(dir, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => !s.startsWith('ALTER TABLE'));
  expect(statements.some((s) => s.includes('UPDATE "prayers"'))).toBe(true);

  // The database as it was before: no index, three prayers on one date, the oldest prayed.
  await h.db.execute(sql`drop index prayers_daily_date_uq`);
  const ids: number[] = [];
  for (const title of ['First', 'Second', 'Third'])
    ids.push(
      (await h.db.insert(prayers).values({ kind: 'daily', date: '2026-01-05', title, content: 'c' }).returning())[0]!
        .id,
    );
  await h.db.insert(prayers).values({ kind: 'daily', date: '2026-01-06', title: 'Alone', content: 'c' });
  const ctx = testCtx(h.db);
  const u = await makeUser(ctx);
  await h.db.insert(completions).values({ userId: u.id, prayerId: ids[0]!, localDate: '2026-01-05' });

  for (const s of statements) await h.db.execute(sql.raw(s));

  const rows = await h.db
    .select({ id: prayers.id, replacedAt: prayers.replacedAt })
    .from(prayers)
    .where(eq(prayers.date, '2026-01-05'));
  expect(rows.filter((r) => r.replacedAt === null).map((r) => r.id)).toEqual([ids[2]]);
  expect(
    rows
      .filter((r) => r.replacedAt !== null)
      .map((r) => r.id)
      .sort(),
  ).toEqual([ids[0], ids[1]].sort());
  expect((await pickDailyPrayer(ctx, { date: '2026-01-05' }))!.title).toBe('Third');
  expect((await pickDailyPrayer(ctx, { date: '2026-01-06' }))!.title).toBe('Alone');
  expect(await h.db.$count(completions, eq(completions.prayerId, ids[0]!))).toBe(1);
  await expect(
    h.db.insert(prayers).values({ kind: 'daily', date: '2026-01-05', title: 'Fourth', content: 'c' }),
  ).rejects.toThrow();
});
