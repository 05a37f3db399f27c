/**
 * The pieces of decision 120 on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL):
 * a claim handed back unattempted, a renewed lease, the shared send budget's slots, the leader lease.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbHandle } from '@dps/db/client';
import { deliveries } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { holdLeaderLease, leaderOf, releaseLeaderLease } from '../leadership/leader-lease';
import type { Ctx } from '../context';
import { claimDeliveries } from './claim-deliveries';
import { claimRetries } from './claim-retries';
import { DEFAULT_LEASE_SECONDS } from './delivery-types';
import { recordDeliveryResults } from './record-delivery-results';
import { renewDeliveryLeases } from './renew-delivery-leases';
import { ensureSendBudget, freeSendSlots, pauseSendBudget, takeSendSlots } from './send-budget';
import { telegramSubscriber } from './delivery-test-helpers';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db);
});
afterAll(() => h.close());

const T0 = new Date('2026-08-03T09:00:00Z');
const after = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const row = async (id: number) => (await h.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;

async function claimOne(c: Ctx = ctx) {
  const s = await telegramSubscriber(c, { timeZone: 'UTC', reminderTime: '09:00' });
  const [d] = await claimDeliveries(c, {
    now: T0,
    channel: 'telegram',
    items: [{ target: s.target, localDate: '2026-08-03' }],
  });
  return d!;
}

describe('claims', () => {
  it('a claim handed back unattempted is due again at once, for anyone, and its attempt is not counted', async () => {
    const d = await claimOne();
    const summary = await recordDeliveryResults(ctx, {
      now: after(2),
      channel: 'telegram',
      results: [{ id: d.id, attempts: 1, status: 'released', error: 'shutting down' }],
    });
    expect(summary).toMatchObject({ released: 1, failed: 0, sent: 0 });
    expect(await row(d.id)).toMatchObject({ status: 'failed', attempts: 0, nextAttemptAt: after(2) });
    const [again] = (await claimRetries(ctx, { now: after(2), channel: 'telegram' })).filter((x) => x.id === d.id);
    expect(again?.attempts).toBe(1);
  });

  it('a renewed lease keeps a claim from being taken over; a claim taken over is not renewed for the old holder', async () => {
    const kept = await claimOne();
    const lost = await claimOne();
    // Renewed at 40 s: still ours at T0 + lease + 1 s.
    expect(
      (
        await renewDeliveryLeases(ctx, {
          now: after(40),
          channel: 'telegram',
          items: [{ id: kept.id, attempts: 1 }],
        })
      ).sort(),
    ).toEqual([kept.id]);
    const taken = (await claimRetries(ctx, { now: after(DEFAULT_LEASE_SECONDS + 1), channel: 'telegram' })).map(
      (x) => x.id,
    );
    expect(taken).toContain(lost.id);
    expect(taken).not.toContain(kept.id);
    // The first holder of `lost` tries to renew it: it is someone else's attempt now.
    expect(
      await renewDeliveryLeases(ctx, {
        now: after(DEFAULT_LEASE_SECONDS + 2),
        channel: 'telegram',
        items: [
          { id: kept.id, attempts: 1 },
          { id: lost.id, attempts: 1 },
        ],
      }),
    ).toEqual([kept.id]);
  });
});

describe('the shared send budget', () => {
  const size = 3;
  const budget = () => `test-${Math.random().toString(36).slice(2, 8)}`;

  it('gives each slot to one holder at a time; a used slot rests a second after its answer', async () => {
    const b = budget();
    await ensureSendBudget(ctx, { budget: b, size });
    await ensureSendBudget(ctx, { budget: b, size }); // idempotent
    const a = await takeSendSlots(ctx, { budget: b, size, holder: 'A', want: 2 });
    const c = await takeSendSlots(ctx, { budget: b, size, holder: 'B', want: 5 });
    expect(a).toHaveLength(2);
    expect(c).toHaveLength(1);
    expect(new Set([...a, ...c].map((s) => s.slot)).size).toBe(3);
    expect([...a, ...c].every((s) => s.waitMs === 0)).toBe(true);
    expect(await takeSendSlots(ctx, { budget: b, size, holder: 'C', want: 1 })).toEqual([]);

    // A's first slot was used (answered just now), its second not: the unused one is free at once,
    // the used one is taken with a wait of about a second.
    await freeSendSlots(ctx, {
      budget: b,
      holder: 'A',
      slots: [
        { slot: a[0]!.slot, answeredMsAgo: 0 },
        { slot: a[1]!.slot, answeredMsAgo: null },
      ],
    });
    // Another holder cannot free what it does not hold.
    await freeSendSlots(ctx, { budget: b, holder: 'X', slots: [{ slot: c[0]!.slot, answeredMsAgo: null }] });
    const next = await takeSendSlots(ctx, { budget: b, size, holder: 'C', want: 3 });
    expect(next.map((s) => s.slot)).toEqual([a[1]!.slot, a[0]!.slot]);
    expect(next[0]!.waitMs).toBe(0);
    expect(next[1]!.waitMs).toBeGreaterThan(500);
    expect(next[1]!.waitMs).toBeLessThanOrEqual(1005);
  });

  it('a 429 pauses every slot; a crashed holder’s slot comes free a second after its hold runs out', async () => {
    const b = budget();
    await ensureSendBudget(ctx, { budget: b, size });
    await pauseSendBudget(ctx, { budget: b, ms: 3000 });
    const paused = await takeSendSlots(ctx, { budget: b, size, holder: 'A', want: 1 });
    expect(paused[0]!.waitMs).toBeGreaterThan(2000);

    const [crashed] = await takeSendSlots(ctx, { budget: b, size, holder: 'dead', want: 1 });
    await h.db.execute(
      sql`update send_budget_slots set held_until = clock_timestamp() - interval '10 seconds', free_at = clock_timestamp() - interval '20 seconds'
          where budget = ${b} and slot = ${crashed!.slot}`,
    );
    const rows = await takeSendSlots(ctx, { budget: b, size, holder: 'B', want: 3 });
    expect(rows.map((r) => r.slot)).toContain(crashed!.slot);
    const [held] = await queryRows<{ heldBy: string }>(
      h.db,
      sql`select held_by as "heldBy" from send_budget_slots where budget = ${b} and slot = ${crashed!.slot}`,
    );
    expect(held!.heldBy).toBe('B');
  });

  it('an instance configured with fewer slots uses only those', async () => {
    const b = budget();
    await ensureSendBudget(ctx, { budget: b, size: 5 });
    const few = await takeSendSlots(ctx, { budget: b, size: 2, holder: 'A', want: 5 });
    expect(few.map((s) => s.slot).sort()).toEqual([0, 1]);
  });
});

describe('the leader lease', () => {
  it('one holder at a time; renewed by its holder; taken over once it runs out; given up on a clean stop', async () => {
    const name = `poller-${Math.random()}`;
    const at = (s: number) => ({ ...ctx, clock: { now: () => after(s) } });
    expect(await holdLeaderLease(at(0), { name, holder: 'A', ttlSeconds: 20 })).toBe(true);
    expect(await holdLeaderLease(at(1), { name, holder: 'B', ttlSeconds: 20 })).toBe(false);
    expect(await holdLeaderLease(at(10), { name, holder: 'A', ttlSeconds: 20 })).toBe(true); // renewed to 30 s
    expect(await holdLeaderLease(at(25), { name, holder: 'B', ttlSeconds: 20 })).toBe(false);
    expect(await leaderOf(at(25), { name })).toBe('A');
    // A dies: its lease runs out at 30 s.
    expect(await leaderOf(at(30), { name })).toBeNull();
    expect(await holdLeaderLease(at(30), { name, holder: 'B', ttlSeconds: 20 })).toBe(true);
    expect(await holdLeaderLease(at(31), { name, holder: 'A', ttlSeconds: 20 })).toBe(false);
    await releaseLeaderLease(at(32), { name, holder: 'A' }); // not A's: nothing happens
    expect(await leaderOf(at(32), { name })).toBe('B');
    await releaseLeaderLease(at(33), { name, holder: 'B' });
    expect(await holdLeaderLease(at(33), { name, holder: 'A', ttlSeconds: 20 })).toBe(true);
  });
});
