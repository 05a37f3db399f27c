import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { reflections, users } from '@dps/db/schema';
import { withTx, type ActorCtx } from '../context';
import { assertMayPostPublicly } from '../rules/public-posting';
import { assertPublishedTo } from '../prayers/published-prayer';
import { parseInput, issue, MAX_ID } from '../validate';
import { MAX_REFLECTION_LENGTH, toCommunityReflection, type CommunityReflection } from './community-reflection';
import { toId } from '../rules/reflection-visibility';

const EMPTY = issue('emptyReflection', 'emptyReflection');
const NO_PRAYER = issue('reflectionNeedsPrayer');

export const ZCreateReflectionInput = z.object({
  content: z
    .string({ error: EMPTY })
    .trim()
    .min(1, EMPTY)
    .max(
      MAX_REFLECTION_LENGTH,
      issue('reflectionTooLong', 'reflectionTooLong'),
    ),
  prayerId: z.preprocess((v) => toId(v) ?? v, z.number({ error: NO_PRAYER }).int(NO_PRAYER).positive(NO_PRAYER).max(MAX_ID, NO_PRAYER)),
  isPublic: z.boolean().default(false),
  source: z.enum(['web', 'telegram', 'slack']).default('web'),
  /** The client's id for this write (an offline replay): sending it twice creates one reflection. */
  clientId: z
    .string()
    .regex(/^[\w-]{8,64}$/, issue('invalidReflectionId'))
    .optional(),
});
export type TCreateReflectionInput = z.input<typeof ZCreateReflectionInput>;

/**
 * Write a top-level reflection on a prayer, private unless `isPublic`. Answers `not_found` for a
 * prayer that does not exist or is not published to the actor yet, `forbidden` for a public one from
 * a person a moderator stopped from posting publicly. Returns it in the community shape (no likes, no replies yet).
 */
export async function createReflection(ctx: ActorCtx, input: TCreateReflectionInput): Promise<CommunityReflection> {
  const data = parseInput(ZCreateReflectionInput, input);
  if (data.isPublic) await assertMayPostPublicly(ctx);
  return ctx.db.transaction(async (tx) => {
    // Only a prayer published to the actor (not an admin's prayer for a later date): not_found otherwise.
    await assertPublishedTo(withTx(ctx, tx), data.prayerId);
    const [row] = await tx
      .insert(reflections)
      .values({
        userId: ctx.userId,
        prayerId: data.prayerId,
        content: data.content,
        isPublic: data.isPublic,
        source: data.source,
        clientId: data.clientId ?? null,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing({ target: [reflections.userId, reflections.clientId] })
      .returning();
    // A replay of a write already made: answer the reflection it made.
    const [existing] = row
      ? [row]
      : await tx
          .select()
          .from(reflections)
          .where(and(eq(reflections.userId, ctx.userId), eq(reflections.clientId, data.clientId!)));
    const [author] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, ctx.userId));
    return toCommunityReflection({ ...existing!, firstName: author?.firstName ?? '' }, ctx.userId);
  });
}
