import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { plans } from '@dps/db/schema';
import { requireAdmin } from '../rules/require-admin';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { isoDate } from '../time/iso-date';
import { issue, parseInput } from '../validate';
import { getPlan } from './get-plan';
import { ZPlanId, type PlanDetail } from './plan-library';

export const ZUpdatePlanInput = z.object({
  title: z.string().trim().min(1, issue('enterTitle')).max(120, issue('planTitleTooLong')).optional(),
  summary: z
    .string()
    .trim()
    .min(1, issue('enterSummary'))
    .max(400, issue('planSummaryTooLong'))
    .optional(),
  status: z.enum(['draft', 'published', 'retired'], { error: issue('planStatus') }).optional(),
  /** Published plans show from this date (UTC); null: at once. */
  availableFrom: isoDate(issue('realPublishDate')).nullable().optional(),
});

export type TUpdatePlanInput = z.input<typeof ZUpdatePlanInput>;

/**
 * An admin's edit of a plan's words, status or publish date. The file stays the source of its days;
 * an edit of title or summary lasts until the file itself changes.
 */
export async function updatePlan(ctx: ActorCtx, input: { id: unknown; changes: unknown }): Promise<PlanDetail> {
  await requireAdmin(ctx);
  const id = parseInput(ZPlanId, input.id);
  const changes = parseInput(ZUpdatePlanInput, input.changes ?? {});
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const updated = await ctx.db
    .update(plans)
    .set({ ...set, updatedAt: ctx.clock.now() })
    .where(and(eq(plans.id, id)))
    .returning({ id: plans.id });
  if (updated.length === 0) throw new AppError('not_found', 'planNotFound', { title: 'planNotFound' });
  return getPlan(ctx, { id, includeUnlisted: true });
}
