import { and, eq, isNull } from 'drizzle-orm';
import { planRuns } from '@dps/db/schema';
import type { Ctx } from '../context';
import type { GroupTarget } from '../groups/group-target';
import { parseInput } from '../validate';
import { type GroupRun, ZGroupTarget, openGroupRun, refuse } from './group-plan-runs';

/** Stop the chat's plan: no more plan days in its post; what members read stays theirs. */
export async function stopGroupPlan(ctx: Ctx, input: GroupTarget): Promise<{ stopped: GroupRun }> {
  const g = parseInput(ZGroupTarget, input);
  const stopped = await ctx.db.transaction(async (tx) => {
    const run = await openGroupRun({ ...ctx, db: tx }, g);
    if (!run) throw refuse('not_found', 'not_reading', 'groupNotReading');
    await tx
      .update(planRuns)
      .set({ leftAt: ctx.clock.now(), leftReason: 'left' })
      .where(and(eq(planRuns.id, run.id), isNull(planRuns.leftAt)));
    return { ...run, leftAt: ctx.clock.now() };
  });
  ctx.log.info({ event: 'group_plan_stopped', channel: g.channel, runId: stopped.id });
  return { stopped };
}
