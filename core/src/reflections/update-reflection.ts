import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { reflections, users } from '@dps/db/schema';
import { withTx, type ActorCtx } from '../context';
import { AppError } from '../errors';
import { assertMayPostPublicly } from '../rules/public-posting';
import { parseInput, issue } from '../validate';
import { MAX_REFLECTION_LENGTH, toCommunityReflection, type CommunityReflection } from './community-reflection';
import { loadOwnReflection } from './own-reflection';

const EMPTY = issue('emptyReflection', 'emptyReflection');

export const ZUpdateReflectionInput = z.object({
  reflectionId: z.union([z.number(), z.string()]),
  content: z
    .string({ error: EMPTY })
    .trim()
    .min(1, EMPTY)
    .max(MAX_REFLECTION_LENGTH, issue('reflectionTooLong', 'reflectionTooLong')),
  /** A top-level reflection may change between private and public; a reply follows its parent. */
  isPublic: z.boolean({ error: issue('mustBeTrueOrFalse', undefined, { field: 'isPublic' }) }).optional(),
});
export type TUpdateReflectionInput = z.input<typeof ZUpdateReflectionInput>;

/**
 * Edit one's own reflection or reply (others': `forbidden` when visible, else `not_found`). A public
 * result is refused to a person stopped from posting publicly. A reflection's replies follow its new
 * visibility (replies inherit their parent's). Returns it in the community shape.
 */
export async function updateReflection(ctx: ActorCtx, input: TUpdateReflectionInput): Promise<CommunityReflection> {
  const data = parseInput(ZUpdateReflectionInput, input);
  return ctx.db.transaction(async (tx) => {
    const own = await loadOwnReflection(withTx(ctx, tx), data.reflectionId);
    if (own.parentId !== null && data.isPublic !== undefined && data.isPublic !== own.isPublic) {
      throw new AppError('validation', 'replyAsPublic');
    }
    const isPublic = own.parentId === null ? (data.isPublic ?? own.isPublic) : own.isPublic;
    if (isPublic) await assertMayPostPublicly(withTx(ctx, tx));
    const [row] = await tx
      .update(reflections)
      .set({ content: data.content, isPublic })
      .where(eq(reflections.id, own.id))
      .returning();
    if (own.parentId === null && isPublic !== own.isPublic) {
      await tx.update(reflections).set({ isPublic }).where(eq(reflections.parentId, own.id));
    }
    const [author] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, ctx.userId));
    return toCommunityReflection({ ...row!, firstName: author?.firstName ?? '' }, ctx.userId);
  });
}
