import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PLAN_TAGS, type PlanTag } from '@dps/db/content/plan-schema';
import { plans } from '@dps/db/schema';
import type { Ctx } from '../context';
import { issue, parseInput } from '../validate';
import { isListedSql } from './plan-library';
import { PLAN_LENGTH_BUCKETS, planLengthBucket, type PlanLengthBucket } from './plan-length';

export const ZListPlanFiltersInput = z.object({
  language: z.enum(['en', 'es'], { error: issue('chooseEnOrEs') }).default('en'),
});

export type TListPlanFiltersInput = z.input<typeof ZListPlanFiltersInput>;

/**
 * What the library's filter may offer in one language (decision 269): each topic that has a listed
 * plan, with the lengths its plans come in, and every length that has a plan. A choice the filter
 * offers therefore always leads to at least one plan, alone or with the other filter.
 */
export interface PlanFilterOptions {
  topics: { tag: PlanTag; lengths: PlanLengthBucket[] }[];
  lengths: PlanLengthBucket[];
}

/** The topics and lengths that have listed plans in a language, in the filter's order. */
export async function listPlanFilters(ctx: Ctx, input: TListPlanFiltersInput = {}): Promise<PlanFilterOptions> {
  const { language } = parseInput(ZListPlanFiltersInput, input);
  const rows = await ctx.db
    .select({ tags: plans.tags, length: plans.length })
    .from(plans)
    .where(and(isListedSql(ctx.clock.now()), eq(plans.language, language)));
  const byTag = new Map<string, Set<PlanLengthBucket>>();
  const lengths = new Set<PlanLengthBucket>();
  for (const r of rows) {
    const bucket = planLengthBucket(r.length);
    lengths.add(bucket);
    for (const tag of r.tags) byTag.set(tag, (byTag.get(tag) ?? new Set()).add(bucket));
  }
  return {
    topics: PLAN_TAGS.filter((t) => byTag.has(t)).map((tag) => ({
      tag,
      lengths: PLAN_LENGTH_BUCKETS.filter((b) => byTag.get(tag)!.has(b)),
    })),
    lengths: PLAN_LENGTH_BUCKETS.filter((b) => lengths.has(b)),
  };
}
