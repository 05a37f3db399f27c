import { eq } from 'drizzle-orm';
import { planRuns } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { daysBetween } from '../time/local-day';
import { getPlanRun } from './get-plan-run';
import { assertOpen, loadOwnRun, todayOf, type PlanRunView } from './plan-run';

/** Resume a paused run: the next day comes today, and every later day's date moves on by the days it stood still. */
export async function resumePlanRun(ctx: ActorCtx, input: { runId: unknown }): Promise<PlanRunView> {
  await ctx.db.transaction(async (tx) => {
    const c = { ...ctx, db: tx };
    const r = await loadOwnRun(c, input.runId, { lock: true });
    assertOpen(r);
    if (!r.pausedOn) return;
    // The day it began was a plan day; the days between stood still; the day it resumes is a plan day again.
    const stood = Math.max(0, daysBetween(r.pausedOn, todayOf(ctx)) - 1);
    await tx
      .update(planRuns)
      .set({ pausedOn: null, pausedDays: r.pausedDays + stood })
      .where(eq(planRuns.id, r.id));
  });
  return getPlanRun(ctx, input);
}
