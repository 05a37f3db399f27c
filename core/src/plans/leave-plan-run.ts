import { eq } from 'drizzle-orm';
import { planRuns } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { loadOwnRun } from './plan-run';

/** Leave a run: it stops arriving and leaves the person's list; what was read stays in their history. */
export async function leavePlanRun(ctx: ActorCtx, input: { runId: unknown }): Promise<{ left: true }> {
  await ctx.db.transaction(async (tx) => {
    const r = await loadOwnRun({ ...ctx, db: tx }, input.runId, { lock: true });
    if (r.leftAt) return;
    if (r.finishedAt) throw new AppError('conflict', 'planFinished', { title: 'planEnded' });
    await tx.update(planRuns).set({ leftAt: ctx.clock.now(), leftReason: 'left' }).where(eq(planRuns.id, r.id));
  });
  return { left: true };
}
