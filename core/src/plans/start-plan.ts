import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { planRuns, plans } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { isoDate } from '../time/iso-date';
import { daysBetween } from '../time/local-day';
import { parseInput } from '../validate';
import { getPlanRun } from './get-plan-run';
import { PLAN_NOT_FOUND, ZPlanId, isListedSql } from './plan-library';
import { MAX_START_AHEAD_DAYS, todayOf, type PlanRunView } from './plan-run';

export const ZStartPlanInput = z.object({
  planId: ZPlanId,
  /** A local date in the person's zone; today when left out. */
  startDate: isoDate('Please choose a real start date.').optional(),
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
    throw new AppError('validation', 'Choose today or a later date to start.', { title: 'Start date' });
  if (daysBetween(today, start) > MAX_START_AHEAD_DAYS)
    throw new AppError('validation', 'Choose a start date within the next year.', { title: 'Start date' });
  const [plan] = await ctx.db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.id, planId), isListedSql(ctx.clock.now())));
  if (!plan) throw new AppError('not_found', PLAN_NOT_FOUND, { title: 'Plan not found' });
  const inserted = await ctx.db
    .insert(planRuns)
    .values({ planId, userId: ctx.userId, startDate: start, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ id: planRuns.id });
  if (inserted.length === 0)
    throw new AppError('conflict', 'You are already reading this plan. Restart it to begin again.', {
      title: 'Already started',
    });
  return getPlanRun(ctx, { runId: inserted[0]!.id });
}
