import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { favorites } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { parseInput } from '../validate';
import { ZPrayerId } from './prayer-id';

export const ZRemoveFavoriteInput = z.object({ prayerId: ZPrayerId });
export type TRemoveFavoriteInput = z.input<typeof ZRemoveFavoriteInput>;

/**
 * Unsave a prayer (Saved → the prayer → Unsave). Idempotent: a prayer that is not among the actor's
 * favorites is already unsaved, so the answer is the same and nothing else is touched.
 */
export async function removeFavorite(ctx: ActorCtx, input: TRemoveFavoriteInput): Promise<{ favorited: false; removed: boolean }> {
  const { prayerId } = parseInput(ZRemoveFavoriteInput, input);
  const rows = await ctx.db
    .delete(favorites)
    .where(and(eq(favorites.userId, ctx.userId), eq(favorites.prayerId, prayerId)))
    .returning({ id: favorites.id });
  return { favorited: false, removed: rows.length > 0 };
}
