import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { moderationLog, publicPostingStops, users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { requireAdmin } from '../rules/require-admin';
import { AppError } from '../errors';
import { toId } from '../rules/reflection-visibility';
import { issue, MAX_ID, parseInput } from '../validate';

export const ZPostingStopInput = z.object({
  userId: z.preprocess(
    (v) => toId(v) ?? v,
    z.number({ error: issue('personNotFound') }).int().positive().max(MAX_ID, issue('personNotFound')),
  ),
  stopped: z.boolean({ error: issue('stopOrAllowPosting') }),
});
export type TPostingStopInput = z.input<typeof ZPostingStopInput>;

/**
 * Stop a person from posting publicly, or allow them again (admins only), recorded in the moderation
 * log. What they already shared stays as it is; their new public posts are refused (rules/public-posting.ts).
 */
export async function setPublicPostingStop(
  ctx: ActorCtx,
  input: TPostingStopInput,
): Promise<{ userId: number; postingStopped: boolean }> {
  await requireAdmin(ctx);
  const { userId, stopped } = parseInput(ZPostingStopInput, input);
  return ctx.db.transaction(async (tx) => {
    const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!person) throw new AppError('not_found', 'personNotFound');
    const changed = stopped
      ? await tx
          .insert(publicPostingStops)
          .values({ userId, stoppedAt: ctx.clock.now(), stoppedBy: ctx.userId })
          .onConflictDoNothing()
          .returning({ userId: publicPostingStops.userId })
      : await tx
          .delete(publicPostingStops)
          .where(eq(publicPostingStops.userId, userId))
          .returning({ userId: publicPostingStops.userId });
    if (changed.length > 0) {
      await tx.insert(moderationLog).values({
        actorId: ctx.userId,
        action: stopped ? 'stop_posting' : 'allow_posting',
        targetUserId: userId,
        createdAt: ctx.clock.now(),
      });
    }
    return { userId, postingStopped: stopped };
  });
}
