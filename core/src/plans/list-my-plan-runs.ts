import { and, desc, eq, isNull } from 'drizzle-orm';
import { planRuns, plans } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { doneDaysOf, planRunView, runColumns, todayOf, type PlanRunView, type RunRow } from './plan-run';

/** The person's open runs (not left, not finished), the latest started first; with `finished`, also the finished ones. */
export async function listMyPlanRuns(ctx: ActorCtx, opts: { finished?: boolean } = {}): Promise<PlanRunView[]> {
  const rows = (await ctx.db
    .select(runColumns)
    .from(planRuns)
    .innerJoin(plans, eq(plans.id, planRuns.planId))
    .where(
      and(
        eq(planRuns.userId, ctx.userId),
        isNull(planRuns.leftAt),
        opts.finished ? undefined : isNull(planRuns.finishedAt),
      ),
    )
    .orderBy(desc(planRuns.createdAt), desc(planRuns.id))) as RunRow[];
  const done = await doneDaysOf(
    ctx,
    rows.map((r) => r.id),
  );
  const today = todayOf(ctx);
  return rows.map((r) => planRunView(r, done.get(r.id)!, today));
}
