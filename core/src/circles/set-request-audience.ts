import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { userPrayers } from '@dps/db/schema';
import { withTx, type ActorCtx } from '../context';
import { assertMayPostPublicly } from '../rules/public-posting';
import { loadOwnUserPrayer } from '../user-prayers/update-user-prayer';
import { userPrayerFields, withAudience, type UserPrayer } from '../user-prayers/user-prayer';
import { parseInput } from '../validate';
import { writeRequestAudience, ZRequestAudience } from './request-audience-input';

export const ZSetRequestAudienceInput = z.object({
  prayerId: z.union([z.number(), z.string()]),
  audience: ZRequestAudience,
});
export type TSetRequestAudienceInput = z.input<typeof ZSetRequestAudienceInput>;

/**
 * The author chooses who their request reaches (decision 286): only them, some of their circles
 * (each one they are a current member of now), or everyone. Widening is refused to a person stopped
 * from posting publicly; chats that no longer have it get their copies taken back. Like an edit,
 * it is the author's last word on it (the 30-day question counts from now, decision 284).
 */
export async function setRequestAudience(ctx: ActorCtx, input: TSetRequestAudienceInput): Promise<UserPrayer> {
  const { prayerId, audience } = parseInput(ZSetRequestAudienceInput, input);
  return ctx.db.transaction(async (tx) => {
    const c = withTx(ctx, tx);
    const own = await loadOwnUserPrayer(c, prayerId);
    if (audience.kind !== 'only_me') await assertMayPostPublicly(c);
    await writeRequestAudience(c, own.id, audience);
    const [row] = await tx
      .update(userPrayers)
      .set({ updatedAt: ctx.clock.now(), expiryAskedAt: null })
      .where(eq(userPrayers.id, own.id))
      .returning(userPrayerFields);
    const [saved] = await withAudience(c, [row!]);
    return saved!;
  });
}
