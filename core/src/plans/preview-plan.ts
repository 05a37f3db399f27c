import { requireAdmin } from '../rules/require-admin';
import type { ActorCtx } from '../context';
import { getPlan } from './get-plan';
import type { PlanDetail } from './plan-library';

/** Any plan as people would see it, whatever its status (the admin's preview). */
export async function previewPlan(ctx: ActorCtx, input: { id: unknown }): Promise<PlanDetail> {
  await requireAdmin(ctx);
  return getPlan(ctx, { id: input.id, includeUnlisted: true });
}
