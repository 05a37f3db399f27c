import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { prayers, reflections, users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput, spec } from '../validate';
import { MAX_REFLECTION_LENGTH, toCommunityReflection, type CommunityReflection } from './community-reflection';
import { toId } from './visibility';

const EMPTY = spec('Empty Reflection', 'Please write something before submitting.');
const NO_PRAYER = 'Cannot submit reflection without a prayer selected.';

export const ZCreateReflectionInput = z.object({
  content: z
    .string({ error: EMPTY })
    .trim()
    .min(1, EMPTY)
    .max(
      MAX_REFLECTION_LENGTH,
      spec('Reflection Too Long', 'Please keep your reflection to 5,000 characters or fewer.'),
    ),
  prayerId: z.preprocess((v) => toId(v) ?? v, z.number({ error: NO_PRAYER }).int(NO_PRAYER).positive(NO_PRAYER)),
  isPublic: z.boolean().default(false),
  source: z.enum(['web', 'telegram', 'slack']).default('web'),
});
export type TCreateReflectionInput = z.input<typeof ZCreateReflectionInput>;

/**
 * Write a top-level reflection on a prayer, private unless `isPublic`. Answers `not_found` for a
 * prayer that does not exist. Returns it in the community shape (no likes, no replies yet).
 */
export async function createReflection(ctx: ActorCtx, input: TCreateReflectionInput): Promise<CommunityReflection> {
  const data = parseInput(ZCreateReflectionInput, input);
  return ctx.db.transaction(async (tx) => {
    const [prayer] = await tx.select({ id: prayers.id }).from(prayers).where(eq(prayers.id, data.prayerId));
    if (!prayer) throw new AppError('not_found', 'Prayer not found.');
    const [row] = await tx
      .insert(reflections)
      .values({
        userId: ctx.userId,
        prayerId: data.prayerId,
        content: data.content,
        isPublic: data.isPublic,
        source: data.source,
        createdAt: ctx.clock.now(),
      })
      .returning();
    const [author] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, ctx.userId));
    return toCommunityReflection({ ...row!, firstName: author?.firstName ?? '' }, ctx.userId);
  });
}
