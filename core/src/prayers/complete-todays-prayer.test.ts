/**
 * "🙏 Pray" under the day's prayer shown in another language (a Slack channel's or Telegram
 * group's post in the group's language): it counts the person's own prayer of the day. Each test
 * runs in a rolled-back transaction with scheduled prayers in both languages, on a pinned clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle, Tx } from '@dps/db/client';
import { completions, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { updateSettings } from '../settings/update-settings';
import { NOT_TODAYS_PRAYER } from './complete-prayer';
import { completeTodaysPrayer } from './complete-todays-prayer';

const AT = '2026-03-10T12:00:00Z';
let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

async function rolledBack(fn: (ctx: ReturnType<typeof testCtx>, tx: Tx) => Promise<void>): Promise<void> {
  const sentinel = new Error('rollback');
  await expect(
    h.db.transaction(async (tx) => {
      await fn({ ...testCtx(h.db, AT), db: tx }, tx);
      throw sentinel;
    }),
  ).rejects.toBe(sentinel);
}

async function days(tx: Tx) {
  const rows = await tx
    .insert(prayers)
    .values([
      { kind: 'daily', date: '2026-03-10', language: 'en', title: 'Today', content: 'Amen.' },
      { kind: 'daily', date: '2026-03-10', language: 'es', title: 'Hoy', content: 'Amén.' },
      { kind: 'daily', date: '2026-03-09', language: 'en', title: 'Yesterday', content: 'Amen.' },
    ])
    .returning();
  return { en: rows[0]!.id, es: rows[1]!.id, yesterday: rows[2]!.id };
}

async function person(ctx: ReturnType<typeof testCtx>, language: 'en' | 'es') {
  const u = await makeUser(ctx, { timeZone: 'UTC' });
  const a = actor(ctx, u.id, 'UTC');
  if (language !== 'en') await updateSettings(a, { language });
  return a;
}

describe('completeTodaysPrayer', () => {
  it("today's prayer in another language counts the person's own prayer of today", async () => {
    await rolledBack(async (ctx, tx) => {
      const p = await days(tx);
      const ana = await person(ctx, 'es');
      expect(await completeTodaysPrayer(ana, { prayerId: p.en, source: 'slack' })).toMatchObject({
        prayerId: p.es,
        localDate: '2026-03-10',
        alreadyCompleted: false,
      });
      expect(await completeTodaysPrayer(ana, { prayerId: p.es, source: 'slack' })).toMatchObject({ prayerId: p.es, alreadyCompleted: true });
      const done = await tx.select().from(completions).where(eq(completions.userId, ana.userId));
      expect(done.map((c) => c.prayerId)).toEqual([p.es]);
    });
  });

  it('in the person\'s own language it is completePrayer; another day\'s prayer is refused as before', async () => {
    await rolledBack(async (ctx, tx) => {
      const p = await days(tx);
      const john = await person(ctx, 'en');
      expect(await completeTodaysPrayer(john, { prayerId: p.en, source: 'telegram' })).toMatchObject({ prayerId: p.en });
      await expect(completeTodaysPrayer(john, { prayerId: p.yesterday, source: 'slack' })).rejects.toThrow(NOT_TODAYS_PRAYER);
      const ana = await person(ctx, 'es');
      await expect(completeTodaysPrayer(ana, { prayerId: p.yesterday, source: 'slack' })).rejects.toThrow(NOT_TODAYS_PRAYER);
    });
  });
});
