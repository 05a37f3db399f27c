import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { reflectionLikes } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { notifyReflectionLiked } from '../notifications/notify-events';
import { loadVisibleReflection } from '../rules/reflection-visibility';
import { queueChatEchoes } from '../chat-echoes/chat-copies';

export const ZToggleReflectionLikeInput = z.object({
  reflectionId: z.union([z.number(), z.string()]),
});
export type TToggleReflectionLikeInput = z.input<typeof ZToggleReflectionLikeInput>;

/**
 * Like a reflection, or take the like back when the actor already liked it. Only top-level
 * reflections the actor can see: hidden or unknown ones answer `not_found`, replies `validation`.
 * One like per person is the table's primary key, so concurrent toggles never double-count.
 * A new like notifies the reflection's author (not the liker liking their own).
 */
export async function toggleReflectionLike(
  ctx: ActorCtx,
  input: TToggleReflectionLikeInput,
): Promise<{ liked: boolean; likes: number }> {
  const { reflectionId } = parseInput(ZToggleReflectionLikeInput, input);
  return ctx.db.transaction(async (tx) => {
    const reflection = await loadVisibleReflection({ ...ctx, db: tx }, reflectionId);
    if (reflection.parentId !== null) throw new AppError('validation', 'repliesNotLiked');

    const mine = and(eq(reflectionLikes.reflectionId, reflection.id), eq(reflectionLikes.userId, ctx.userId));
    const removed = await tx.delete(reflectionLikes).where(mine).returning({ userId: reflectionLikes.userId });
    let liked = false;
    if (removed.length === 0) {
      await tx
        .insert(reflectionLikes)
        .values({ reflectionId: reflection.id, userId: ctx.userId, createdAt: ctx.clock.now() })
        .onConflictDoNothing();
      liked = true;
      // The author's bell (never the liker's own); keyed per liker, so like-unlike-like adds one.
      await notifyReflectionLiked({ ...ctx, db: tx }, reflection);
    }
    const [count] = await tx
      .select({ likes: sql<number>`count(*)::int` })
      .from(reflectionLikes)
      .where(eq(reflectionLikes.reflectionId, reflection.id));
    // Each chat copy of the reflection shows the new count too (decision 198).
    await queueChatEchoes({ ...ctx, db: tx }, { kind: 'reflection', itemId: reflection.id, action: 'refresh' });
    return { liked, likes: Number(count?.likes ?? 0) };
  });
}
