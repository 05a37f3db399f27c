import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { planRuns, plans } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { isoDate } from '../time/iso-date';
import { daysBetween } from '../time/local-day';
import { issue, parseInput } from '../validate';
import { getPlanRun } from './get-plan-run';
import { ZPlanId, isListedSql } from './plan-library';
import { MAX_START_AHEAD_DAYS, todayOf, type PlanRunView } from './plan-run';

export const ZStartPlanInput = z.object({
  planId: ZPlanId,
  /** A local date in the person's zone; today when left out. */
  startDate: isoDate(issue('realStartDate')).optional(),
});
export type TStartPlanInput = z.input<typeof ZStartPlanInput>;

/**
 * Start a plan today or on a chosen local date (not in the past, at most a year ahead). A person
 * reads a plan once at a time: starting one they are already reading answers `conflict` (restart
 * starts it over).
 */
export async function startPlan(ctx: ActorCtx, input: TStartPlanInput): Promise<PlanRunView> {
  const { planId, startDate } = parseInput(ZStartPlanInput, input);
  const today = todayOf(ctx);
  const start = startDate ?? today;
  if (start < today)
    throw new AppError('validation', 'startTodayOrLater', { title: 'startDate' });
  if (daysBetween(today, start) > MAX_START_AHEAD_DAYS)
    throw new AppError('validation', 'startWithinYear', { title: 'startDate' });
  const [plan] = await ctx.db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.id, planId), isListedSql(ctx.clock.now())));
  if (!plan) throw new AppError('not_found', 'planNotFound', { title: 'planNotFound' });
  const inserted = await ctx.db
    .insert(planRuns)
    .values({ planId, userId: ctx.userId, startDate: start, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ id: planRuns.id });
  if (inserted.length === 0)
    throw new AppError('conflict', 'planAlreadyReading', {
      title: 'alreadyStarted',
    });
  return getPlanRun(ctx, { runId: inserted[0]!.id });
}
