import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { planRuns, plans } from '@dps/db/schema';
import type { Ctx } from '../context';
import { doneDaysOf, runColumns, type RunRow } from './plan-run';

/** The person's open, unpaused runs whose start has come by `today`: what a daily message carries. */
export async function openRunsOfUsers(ctx: Ctx, userIds: number[]): Promise<(RunRow & { doneDays: number[] })[]> {
  if (userIds.length === 0) return [];
  const rows = (await ctx.db
    .select(runColumns)
    .from(planRuns)
    .innerJoin(plans, eq(plans.id, planRuns.planId))
    .where(
      and(
        // One array parameter, however many people (inArray would bind one parameter each).
        sql`${planRuns.userId} = any(string_to_array(${userIds.join(',')}, ',')::int[])`,
        isNull(planRuns.leftAt),
        isNull(planRuns.finishedAt),
        isNull(planRuns.pausedOn),
        isNotNull(planRuns.userId),
      ),
    )
    .orderBy(asc(planRuns.id))) as RunRow[];
  const done = await doneDaysOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, doneDays: done.get(r.id)! }));
}
