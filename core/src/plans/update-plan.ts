import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { plans } from '@dps/db/schema';
import { requireAdmin } from '../rules/require-admin';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { isoDate } from '../time/iso-date';
import { parseInput } from '../validate';
import { getPlan } from './get-plan';
import { ZPlanId, type PlanDetail } from './plan-library';

export const ZUpdatePlanInput = z.object({
  title: z.string().trim().min(1, 'Please enter a title.').max(120, 'Keep the title to 120 characters.').optional(),
  summary: z
    .string()
    .trim()
    .min(1, 'Please enter a summary.')
    .max(400, 'Keep the summary to 400 characters.')
    .optional(),
  status: z.enum(['draft', 'published', 'retired'], { error: 'Choose draft, published or retired.' }).optional(),
  /** Published plans show from this date (UTC); null: at once. */
  availableFrom: isoDate('Please choose a real publish date.').nullable().optional(),
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
