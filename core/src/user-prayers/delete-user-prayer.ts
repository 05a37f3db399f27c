import { z } from 'zod';
import { withTx, type ActorCtx } from '../context';
import { removeItem } from '../moderation/moderation-item';
import { parseInput } from '../validate';
import { loadOwnUserPrayer } from './update-user-prayer';

export const ZDeleteUserPrayerInput = z.object({ prayerId: z.union([z.number(), z.string()]) });
export type TDeleteUserPrayerInput = z.input<typeof ZDeleteUserPrayerInput>;

/**
 * Delete one's own prayer (others': `forbidden` when it is on the wall, else `not_found`). Its
 * "I prayed" rows go with it; open reports on it close.
 */
export async function deleteUserPrayer(ctx: ActorCtx, input: TDeleteUserPrayerInput): Promise<{ deleted: true }> {
  const { prayerId } = parseInput(ZDeleteUserPrayerInput, input);
  return ctx.db.transaction(async (tx) => {
    const c = withTx(ctx, tx);
    const own = await loadOwnUserPrayer(c, prayerId);
    await removeItem(c, 'prayer', own.id, 'removed_by_author', null);
    return { deleted: true as const };
  });
}
