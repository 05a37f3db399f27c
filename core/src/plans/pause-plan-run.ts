import { eq } from 'drizzle-orm';
import { planRuns } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { getPlanRun } from './get-plan-run';
import { assertOpen, loadOwnRun, todayOf, type PlanRunView } from './plan-run';

/** Pause a run: its calendar stands still from today until it is resumed. Pausing a paused run changes nothing. */
export async function pausePlanRun(ctx: ActorCtx, input: { runId: unknown }): Promise<PlanRunView> {
  await ctx.db.transaction(async (tx) => {
    const c = { ...ctx, db: tx };
    const r = await loadOwnRun(c, input.runId, { lock: true });
    assertOpen(r);
    if (r.pausedOn) return;
    // A pause before the start date moves nothing yet: the start stays, the days from today stand still.
    const today = todayOf(ctx);
    await tx
      .update(planRuns)
      .set({ pausedOn: today < r.startDate ? r.startDate : today })
      .where(eq(planRuns.id, r.id));
  });
  return getPlanRun(ctx, input);
}
