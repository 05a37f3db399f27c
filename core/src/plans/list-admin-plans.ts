/**
 * The admins' plan library (decision 217): every plan with its status, date and figures. Its edit
 * and preview are update-plan.ts and preview-plan.ts. Admin only, checked fresh.
 */
import { asc } from 'drizzle-orm';
import { plans } from '@dps/db/schema';
import { requireAdmin } from '../rules/require-admin';
import type { ActorCtx } from '../context';
import { getPlanMetrics, type PlanMetrics } from './plan-metrics';

export interface AdminPlan extends PlanMetrics {
  language: string;
  summary: string;
  kind: string;
  availableFrom: string | null;
}

/** Every plan, drafts and retired ones too, with its metrics. */
export async function listAdminPlans(ctx: ActorCtx): Promise<AdminPlan[]> {
  await requireAdmin(ctx);
  const rows = await ctx.db
    .select({
      id: plans.id,
      language: plans.language,
      summary: plans.summary,
      kind: plans.kind,
      availableFrom: plans.availableFrom,
    })
    .from(plans)
    .orderBy(asc(plans.language), asc(plans.title));
  const metrics = new Map((await getPlanMetrics(ctx)).map((m) => [m.planId, m]));
  return rows.map((r) => ({
    ...metrics.get(r.id)!,
    language: r.language,
    summary: r.summary,
    kind: r.kind,
    availableFrom: r.availableFrom,
  }));
}
