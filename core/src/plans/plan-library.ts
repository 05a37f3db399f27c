/**
 * The plan library as people see it (decision 217): published plans whose date has come, by language
 * and tag, and one plan with its days (the preview before starting).
 */
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PLAN_TAGS } from '@dps/db/content/plan-schema';
import { planDays, plans } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';

export const PLAN_NOT_FOUND = 'Plan not found.';

export interface PlanSummary {
  id: string;
  language: string;
  title: string;
  summary: string;
  length: number;
  kind: 'devotional' | 'reading';
  tags: string[];
  season: string | null;
}

export interface PlanDay {
  day: number;
  title: string;
  passages: string[];
  reflection: string | null;
  prayer: string | null;
  question: string | null;
}

export interface PlanDetail extends PlanSummary {
  description: string;
  status: 'draft' | 'published' | 'retired';
  days: PlanDay[];
}

export const ZListPlansInput = z.object({
  language: z.enum(['en', 'es'], { error: 'Choose English (en) or Spanish (es).' }).default('en'),
  tag: z.enum(PLAN_TAGS, { error: 'Unknown plan topic.' }).optional(),
  /** Length bucket: short (up to 7 days), medium (8-21), long (22+). */
  length: z.enum(['short', 'medium', 'long'], { error: 'Choose short, medium or long.' }).optional(),
});
export type TListPlansInput = z.input<typeof ZListPlansInput>;

export const ZPlanId = z
  .string({ error: PLAN_NOT_FOUND })
  .max(80, PLAN_NOT_FOUND)
  .regex(/^[a-z0-9-]+$/, PLAN_NOT_FOUND);

const summaryColumns = {
  id: plans.id,
  language: plans.language,
  title: plans.title,
  summary: plans.summary,
  length: plans.length,
  kind: plans.kind,
  tags: plans.tags,
  season: plans.season,
};

/** Published and its date has come (a scheduled plan shows from its `available_from`, UTC). */
export function isListedSql(now: Date) {
  return and(
    eq(plans.status, 'published'),
    or(isNull(plans.availableFrom), lte(plans.availableFrom, now.toISOString().slice(0, 10))),
  );
}

/** Published plans of a language (optionally one tag or a length bucket), shortest first then by title. */
export async function listPlans(ctx: Ctx, input: TListPlansInput = {}): Promise<PlanSummary[]> {
  const { language, tag, length } = parseInput(ZListPlansInput, input);
  const lengthRule =
    length === 'short'
      ? lte(plans.length, 7)
      : length === 'medium'
        ? sql`${plans.length} between 8 and 21`
        : length === 'long'
          ? sql`${plans.length} >= 22`
          : undefined;
  return ctx.db
    .select(summaryColumns)
    .from(plans)
    .where(
      and(
        isListedSql(ctx.clock.now()),
        eq(plans.language, language),
        tag ? sql`${tag} = any(${plans.tags})` : undefined,
        lengthRule,
      ),
    )
    .orderBy(asc(plans.length), asc(plans.title));
}

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
