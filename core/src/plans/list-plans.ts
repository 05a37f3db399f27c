import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PLAN_TAGS } from '@dps/db/content/plan-schema';
import { plans } from '@dps/db/schema';
import type { Ctx } from '../context';
import { issue, parseInput } from '../validate';
import { type PlanSummary, isListedSql, summaryColumns } from './plan-library';
import { PLAN_LENGTH_BUCKETS } from './plan-length';

export const ZListPlansInput = z.object({
  language: z.enum(['en', 'es'], { error: issue('chooseEnOrEs') }).default('en'),
  tag: z.enum(PLAN_TAGS, { error: issue('unknownPlanTopic') }).optional(),
  /** Length bucket: short (up to 7 days), medium (8-21), long (22+); see plan-length.ts. */
  length: z.enum(PLAN_LENGTH_BUCKETS, { error: issue('planLength') }).optional(),
});

export type TListPlansInput = z.input<typeof ZListPlansInput>;

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
