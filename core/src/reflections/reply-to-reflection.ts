import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { reflections, users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { assertMayPostPublicly } from '../rules/public-posting';
import { issue, parseInput } from '../validate';
import { MAX_REFLECTION_LENGTH, toCommunityReflection, type CommunityReflection } from './community-reflection';
import { notifyReflectionReplied } from '../notifications/notify-events';
import { loadVisibleReflection } from '../rules/reflection-visibility';
import { queueChatEchoes } from '../chat-echoes/chat-copies';

const EMPTY = issue('emptyReply');

export const ZReplyToReflectionInput = z.object({
  reflectionId: z.union([z.number(), z.string()]),
  text: z
    .string({ error: EMPTY })
    .trim()
    .min(1, EMPTY)
    .max(MAX_REFLECTION_LENGTH, issue('replyTooLong')),
  source: z.enum(['web', 'telegram', 'slack']).default('web'),
});
export type TReplyToReflectionInput = z.input<typeof ZReplyToReflectionInput>;

/**
 * Reply to a top-level reflection the actor can see (hidden or unknown: `not_found`; a reply:
 * `validation`). The reply takes its parent's prayer and visibility. Returns it in the community shape.
 * The parent's author is notified (not when replying to oneself).
 */
export async function replyToReflection(ctx: ActorCtx, input: TReplyToReflectionInput): Promise<CommunityReflection> {
  const data = parseInput(ZReplyToReflectionInput, input);
  return ctx.db.transaction(async (tx) => {
    const parent = await loadVisibleReflection({ ...ctx, db: tx }, data.reflectionId);
    if (parent.parentId !== null) throw new AppError('validation', 'replyToReflectionOnly');
    // A reply under a public reflection is public: refused to a person stopped from posting publicly.
    if (parent.isPublic) await assertMayPostPublicly({ ...ctx, db: tx });
    const [row] = await tx
      .insert(reflections)
      .values({
        userId: ctx.userId,
        prayerId: parent.prayerId,
        parentId: parent.id,
        content: data.text,
        isPublic: parent.isPublic,
        source: data.source,
        createdAt: ctx.clock.now(),
      })
      .returning();
    await notifyReflectionReplied({ ...ctx, db: tx }, parent, row!.id);
    // Posted in the chat threads where the reflection was shared, but the one it came from (decision 198).
    if (parent.isPublic)
      await queueChatEchoes(
        { ...ctx, db: tx },
        { kind: 'reflection', itemId: parent.id, action: 'reply', replyId: row!.id, except: data.source },
      );
    const [author] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, ctx.userId));
    return toCommunityReflection({ ...row!, firstName: author?.firstName ?? '' }, ctx.userId);
  });
}
