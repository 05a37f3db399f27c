import { z } from 'zod';
import { withTx, type ActorCtx } from '../context';
import { removeItem } from '../moderation/moderation-item';
import { parseInput } from '../validate';
import { loadOwnReflection } from './own-reflection';

export const ZDeleteReflectionInput = z.object({ reflectionId: z.union([z.number(), z.string()]) });
export type TDeleteReflectionInput = z.input<typeof ZDeleteReflectionInput>;

/**
 * Delete one's own reflection or reply (others': `forbidden` when visible, else `not_found`). Its likes
 * go with it, and so do the replies under a reflection (decision 155); open reports on them close.
 */
export async function deleteReflection(
  ctx: ActorCtx,
  input: TDeleteReflectionInput,
): Promise<{ deleted: true; repliesRemoved: number }> {
  const { reflectionId } = parseInput(ZDeleteReflectionInput, input);
  return ctx.db.transaction(async (tx) => {
    const c = withTx(ctx, tx);
    const own = await loadOwnReflection(c, reflectionId);
    const kind = own.parentId === null ? 'reflection' : 'reply';
    const { repliesRemoved } = await removeItem(c, kind, own.id, 'removed_by_author', null);
    return { deleted: true as const, repliesRemoved };
  });
}
