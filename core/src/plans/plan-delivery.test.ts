import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import type { Ctx } from '../context';
import { claimRetries } from '../delivery/claim-retries';
import { claimDeliveries } from '../delivery/claim-deliveries';
import { simulate, telegramSubscriber, tickAllSent } from '../delivery/delivery-test-helpers';
import { planDueDeliveries } from '../delivery/plan-due-deliveries';
import { recordDeliveryResults } from '../delivery/record-delivery-results';
import { markPlanDayDone } from './mark-plan-day-done';
import { pausePlanRun } from './pause-plan-run';
import { restartPlanRun } from './restart-plan-run';
import { resumePlanRun } from './resume-plan-run';
import { startPlan } from './start-plan';
import { seedFixturePlans } from './plan-test-helpers';
import { withPlanDays } from './plan-days-for-delivery';

let h: DbHandle;
let ctx: Ctx & { clock: { set(d: string): void } };
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-09T12:00:00Z');
  await seedFixturePlans(h.db);
});
afterAll(() => h.close());

const ZONE = 'America/Sao_Paulo'; // UTC-3, no daylight saving time since 2019

describe('a plan day rides in the daily message (São Paulo, 07:15 local = 10:15Z)', () => {
  it('gets day 1..7 each at their minute, once, in the same delivery as the daily prayer', async () => {
    const sub = await telegramSubscriber(ctx, { timeZone: ZONE, reminderTime: '07:15' });
    const me = actor(ctx, sub.userId, ZONE);
    ctx.clock.set('2026-03-09T12:00:00Z');
    const run = await startPlan(me, { planId: 'seven-days-of-rest', startDate: '2026-03-10' });

    const got: { localDate: string; at: string; prayerId: number; days: number[]; titles: string[] }[] = [];
    for (let day = 0; day < 7; day++) {
      const date = `2026-03-${String(10 + day).padStart(2, '0')}`;
      // Every 5 minutes from 09:00Z to 12:00Z: the minute comes once, later ticks find it delivered.
      for (let t = Date.parse(`${date}T09:00:00Z`); t < Date.parse(`${date}T12:00:00Z`); t += 5 * 60_000) {
        for (const d of (await tickAllSent(ctx, new Date(t))).filter((x) => x.target === sub.target))
          got.push({
            localDate: d.localDate,
            at: new Date(t).toISOString(),
            prayerId: d.prayer.id,
            days: (d.planDays ?? []).map((p) => p.day),
            titles: (d.planDays ?? []).map((p) => p.title),
          });
      }
      // Read in the evening, from Telegram's button.
      ctx.clock.set(`${date}T22:00:00Z`);
      await markPlanDayDone(me, { runId: run.id, day: day + 1, channel: 'telegram' });
    }
    expect(got.map((g) => g.at)).toEqual(
      ['10', '11', '12', '13', '14', '15', '16'].map((d) => `2026-03-${d}T10:15:00.000Z`),
    );
    expect(got.map((g) => g.days)).toEqual([[1], [2], [3], [4], [5], [6], [7]]);
    expect(got.every((g) => g.prayerId > 0)).toBe(true);
    expect(got[0]!.titles).toEqual(['Rest Is a Gift']);
    // Finished: the 8th day's message is the daily prayer alone.
    const after = (await tickAllSent(ctx, new Date('2026-03-17T10:15:00Z'))).find((d) => d.target === sub.target);
    expect(after?.planDays).toBeUndefined();
  });

  it('a missed day waits in the next message, with how many are waiting', async () => {
    const sub = await telegramSubscriber(ctx, { timeZone: ZONE, reminderTime: '06:00' });
    const me = actor(ctx, sub.userId, ZONE);
    ctx.clock.set('2026-04-01T08:00:00Z');
    await startPlan(me, { planId: 'seven-days-of-rest', startDate: '2026-04-02' });
    const sent = await simulate(ctx, '2026-04-02T08:55:00Z', '2026-04-02T09:05:00Z', 5);
    expect(sent.filter((s) => s.target === sub.target)).toHaveLength(1);
    const next = (await tickAllSent(ctx, new Date('2026-04-03T09:00:00Z'))).find((d) => d.target === sub.target)!;
    expect(next.planDays).toMatchObject([{ day: 1, waiting: 2, length: 7 }]);
  });

  it('a paused plan is left out; resumed it comes back; restarted it begins at day 1', async () => {
    const sub = await telegramSubscriber(ctx, { timeZone: ZONE, reminderTime: '06:30' });
    const me = actor(ctx, sub.userId, ZONE);
    ctx.clock.set('2026-05-01T12:00:00Z');
    const run = await startPlan(me, { planId: 'three-gospel-readings' });
    await markPlanDayDone(me, { runId: run.id, day: 1 });
    await pausePlanRun(me, { runId: run.id });
    const paused = (await tickAllSent(ctx, new Date('2026-05-02T09:30:00Z'))).find((d) => d.target === sub.target)!;
    expect(paused.planDays).toBeUndefined();
    ctx.clock.set('2026-05-03T08:00:00Z');
    await resumePlanRun(me, { runId: run.id });
    const resumed = (await tickAllSent(ctx, new Date('2026-05-03T09:30:00Z'))).find((d) => d.target === sub.target)!;
    expect(resumed.planDays).toMatchObject([{ day: 2, title: 'Mark 2' }]);
    await restartPlanRun(me, { runId: run.id });
    const restarted = (await tickAllSent(ctx, new Date('2026-05-04T09:30:00Z'))).find((d) => d.target === sub.target)!;
    expect(restarted.planDays).toMatchObject([{ day: 1, title: 'Mark 1' }]);
  });

  it('a retried delivery (the first send failed) still carries the plan day, and only one row exists', async () => {
    const sub = await telegramSubscriber(ctx, { timeZone: ZONE, reminderTime: '05:00' });
    const me = actor(ctx, sub.userId, ZONE);
    ctx.clock.set('2026-06-01T07:00:00Z');
    await startPlan(me, { planId: 'three-gospel-readings' });
    const now = new Date('2026-06-01T08:00:00Z');
    const planned = (await planDueDeliveries(ctx, { now, channel: 'telegram' })).filter((p) => p.target === sub.target);
    const claimed = await claimDeliveries(ctx, { now, channel: 'telegram', items: planned });
    const again = await claimDeliveries(ctx, { now, channel: 'telegram', items: planned });
    expect(claimed).toHaveLength(1);
    expect(again).toHaveLength(0);
    expect(claimed[0]!.planDays).toMatchObject([{ day: 1 }]);
    await recordDeliveryResults(ctx, {
      now,
      channel: 'telegram',
      results: [{ id: claimed[0]!.id, attempts: 1, status: 'failed', error: 'network' }],
    });
    const retried = await claimRetries(ctx, { now: new Date('2026-06-01T09:00:00Z'), channel: 'telegram' });
    expect(retried.find((d) => d.id === claimed[0]!.id)?.planDays).toMatchObject([{ day: 1, title: 'Mark 1' }]);
  });

  it('a claim of 70,000 targets (more than PostgreSQL binds as parameters) still finds the one reading a plan', async () => {
    const sub = await telegramSubscriber(ctx, { timeZone: ZONE, reminderTime: '04:00' });
    const me = actor(ctx, sub.userId, ZONE);
    ctx.clock.set('2026-07-01T12:00:00Z');
    await startPlan(me, { planId: 'three-gospel-readings' });
    const prayer = { id: 1, title: 't', content: 'c', scripture: null, scriptureReference: null };
    const batch = Array.from({ length: 70_000 }, (_, i) => ({
      id: i + 1,
      channel: 'telegram' as const,
      target: i === 12_345 ? sub.target : String(9_000_000 + i),
      localDate: '2026-07-01',
      attempts: 1,
      prayer,
    }));
    const started = performance.now();
    const out = await withPlanDays(ctx, batch);
    console.log(`[figure] plan days for a 70,000-target claim: ${Math.round(performance.now() - started)} ms`);
    expect(out.filter((d) => d.planDays)).toHaveLength(1);
    expect(out[12_345]!.planDays).toMatchObject([{ day: 1, title: 'Mark 1' }]);
  });
});
