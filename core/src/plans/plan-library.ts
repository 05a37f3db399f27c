/**
 * The plan library as people see it (decision 217): published plans whose date has come. This file
 * holds the shapes and the "listed" rule that listing (list-plans.ts) and one plan with its days
 * (get-plan.ts, the preview before starting) share.
 */
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import { plans } from '@dps/db/schema';
import { issue } from '../validate';

const PLAN_NOT_FOUND = issue('planNotFound');

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

export const ZPlanId = z
  .string({ error: PLAN_NOT_FOUND })
  .max(80, PLAN_NOT_FOUND)
  .regex(/^[a-z0-9-]+$/, PLAN_NOT_FOUND);

export const summaryColumns = {
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
