import { and, asc, eq } from 'drizzle-orm';
import { planDays, plans } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { type PlanDetail, ZPlanId, isListedSql, summaryColumns } from './plan-library';

/**
 * One plan with its days. People see listed plans only; `includeUnlisted` (admins' preview, and a
 * person's own run of a plan retired since) sees any.
 */
export async function getPlan(ctx: Ctx, input: { id: unknown; includeUnlisted?: boolean }): Promise<PlanDetail> {
  const id = parseInput(ZPlanId, input.id);
  const [plan] = await ctx.db
    .select({ ...summaryColumns, description: plans.description, status: plans.status })
    .from(plans)
    .where(and(eq(plans.id, id), input.includeUnlisted ? undefined : isListedSql(ctx.clock.now())));
  if (!plan) throw new AppError('not_found', 'planNotFound', { title: 'planNotFound' });
  const days = await ctx.db
    .select({
      day: planDays.day,
      title: planDays.title,
      passages: planDays.passages,
      reflection: planDays.reflection,
      prayer: planDays.prayer,
      question: planDays.question,
    })
    .from(planDays)
    .where(eq(planDays.planId, id))
    .orderBy(asc(planDays.day));
  return { ...plan, days };
}
