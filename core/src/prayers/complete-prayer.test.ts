import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { completions, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { completePrayer } from './complete-prayer';

let h: DbHandle;
let prayerId: number;
beforeAll(async () => {
  h = await createTestDb();
  const [p] = await h.db.insert(prayers).values({ kind: 'topic', title: 'For courage', content: 'c' }).returning();
  prayerId = p!.id;
});
afterAll(() => h.close());

const rowsOf = (userId: number) =>
  h.db.select().from(completions).where(eq(completions.userId, userId)).orderBy(completions.localDate);

describe('completePrayer', () => {
  it("records the completion on the actor's local day, once per day however often it is pressed", async () => {
    // 03:30 UTC on the 10th is still the evening of the 9th in Los Angeles.
    const ctx = testCtx(h.db, '2026-03-10T03:30:00Z');
    const u = await makeUser(ctx, { timeZone: 'America/Los_Angeles' });
    const me = actor(ctx, u.id, 'America/Los_Angeles');
    expect(await completePrayer(me, { prayerId })).toEqual({
      completed: true,
      localDate: '2026-03-09',
      alreadyCompleted: false,
    });
    expect(await completePrayer(me, { prayerId, source: 'telegram' })).toEqual({
      completed: true,
      localDate: '2026-03-09',
      alreadyCompleted: true,
    });
    ctx.clock.set('2026-03-10T20:00:00Z');
    expect(await completePrayer(me, { prayerId: String(prayerId), source: 'slack' })).toMatchObject({
      localDate: '2026-03-10',
      alreadyCompleted: false,
    });
    const rows = await rowsOf(u.id);
    expect(rows.map((r) => [r.localDate, r.source])).toEqual([
      ['2026-03-09', 'web'],
      ['2026-03-10', 'slack'],
    ]);
    expect(rows[0]!.createdAt.toISOString()).toBe('2026-03-10T03:30:00.000Z');
  });

  it('counts simultaneous presses (web, Telegram, Slack at once) exactly once', async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx);
    const me = actor(ctx, u.id);
    const results = await Promise.all(
      (['web', 'telegram', 'slack', 'web', 'telegram'] as const).map((source) =>
        completePrayer(me, { prayerId, source }),
      ),
    );
    expect(results.filter((r) => !r.alreadyCompleted)).toHaveLength(1);
    expect(await rowsOf(u.id)).toHaveLength(1);
  });

  it('answers not_found for a prayer that does not exist, and records nothing', async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx);
    await expect(completePrayer(actor(ctx, u.id), { prayerId: 999_999 })).rejects.toMatchObject({
      code: 'not_found',
      message: 'Prayer not found.',
    });
    expect(await rowsOf(u.id)).toHaveLength(0);
  });

  it("does not break the caller's transaction when the prayer is unknown", async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx);
    await h.db.transaction(async (tx) => {
      const inTx = { ...actor(ctx, u.id), db: tx };
      await expect(completePrayer(inTx, { prayerId: 999_998 })).rejects.toMatchObject({ code: 'not_found' });
      // A foreign-key error would have aborted the transaction; this still works.
      await completePrayer(inTx, { prayerId });
    });
    expect(await rowsOf(u.id)).toHaveLength(1);
  });

  it('rejects a malformed prayer id or source as a validation error', async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx);
    const me = actor(ctx, u.id);
    for (const bad of ['abc', '', -1, 1.5, 2 ** 31]) {
      await expect(completePrayer(me, { prayerId: bad as number })).rejects.toMatchObject({
        code: 'validation',
        message: 'Invalid prayer id.',
      });
    }
    await expect(completePrayer(me, { prayerId, source: 'email' as 'web' })).rejects.toMatchObject({
      code: 'validation',
    });
    expect(await rowsOf(u.id)).toHaveLength(0);
  });
});
