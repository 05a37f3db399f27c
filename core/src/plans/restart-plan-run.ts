import { eq } from 'drizzle-orm';
import { planRuns } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { getPlanRun } from './get-plan-run';
import { loadOwnRun, todayOf, type PlanRunView } from './plan-run';

/** Start a plan over from day 1 today: the open run is left (as restarted), a new one begins. Also after finishing. */
export async function restartPlanRun(ctx: ActorCtx, input: { runId: unknown }): Promise<PlanRunView> {
  const newId = await ctx.db.transaction(async (tx) => {
    const r = await loadOwnRun({ ...ctx, db: tx }, input.runId, { lock: true });
    if (!r.leftAt && !r.finishedAt)
      await tx.update(planRuns).set({ leftAt: ctx.clock.now(), leftReason: 'restarted' }).where(eq(planRuns.id, r.id));
    const [row] = await tx
      .insert(planRuns)
      .values({ planId: r.planId, userId: ctx.userId, startDate: todayOf(ctx), createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ id: planRuns.id });
    if (!row) throw new AppError('conflict', 'planAlreadyReadingAgain', { title: 'alreadyStarted' });
    return row.id;
  });
  return getPlanRun(ctx, { runId: newId });
}
