/**
 * A request's audience as its author sets it (decision 286): only me, one or more of their circles,
 * or everyone. The one writer of `user_prayers.is_public` and `request_circles` for an author's
 * choice, so create, edit and "who sees this" apply the same rule: each circle named must be one
 * the author is a current member of now.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { circleMembers, requestCircles, userPrayers } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { takeBackCopiesOutsideAudience } from '../chat-copies/take-back-chat-copies';
import { issue, MAX_ID } from '../validate';

/** How many circles one request may be shared with at once. */
export const MAX_REQUEST_CIRCLES = 20;

export const ZRequestAudience = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('only_me') }),
    z.object({ kind: z.literal('everyone') }),
    z.object({
      kind: z.literal('circles'),
      circleIds: z
        .array(z.number().int().positive().max(MAX_ID), { error: issue('chooseAGroup') })
        .min(1, issue('chooseAGroup'))
        .max(MAX_REQUEST_CIRCLES, issue('tooManyGroups'))
        .transform((ids) => [...new Set(ids)]),
    }),
  ],
  { error: issue('chooseAudience') },
);
export type TRequestAudience = z.input<typeof ZRequestAudience>;
export type RequestAudienceChoice = z.output<typeof ZRequestAudience>;

/**
 * Fails with `validation` (naming no circle's title: the author may not see it) when one of
 * `circleIds` is not a circle the actor is a current member of.
 */
export async function assertMemberOfCircles(ctx: ActorCtx, circleIds: number[]): Promise<void> {
  if (circleIds.length === 0) return;
  const rows = await ctx.db
    .select({ circleId: circleMembers.circleId })
    .from(circleMembers)
    .where(
      and(
        eq(circleMembers.userId, ctx.userId),
        eq(circleMembers.isMember, true),
        inArray(circleMembers.circleId, circleIds),
      ),
    );
  if (rows.length !== circleIds.length) throw new AppError('validation', 'notInThatGroup', { title: 'notYourGroup' });
}

/**
 * Write the audience of the actor's own request `requestId` (inside the caller's transaction, the
 * request already locked): `is_public` and its circles. Circles it leaves keep nothing of it: their
 * chats' copies are taken back (decision 180), and so are all copies when it becomes only the
 * author's. Answers whether it is public now.
 */
export async function writeRequestAudience(
  ctx: ActorCtx,
  requestId: number,
  audience: RequestAudienceChoice,
): Promise<{ isPublic: boolean }> {
  const circleIds = audience.kind === 'circles' ? audience.circleIds : [];
  await assertMemberOfCircles(ctx, circleIds);
  const isPublic = audience.kind === 'everyone';
  await ctx.db
    .update(userPrayers)
    .set({ isPublic })
    .where(and(eq(userPrayers.id, requestId), eq(userPrayers.userId, ctx.userId)));
  await ctx.db
    .delete(requestCircles)
    .where(
      and(
        eq(requestCircles.requestId, requestId),
        circleIds.length ? notInArray(requestCircles.circleId, circleIds) : sql`true`,
      ),
    );
  if (circleIds.length) {
    const now = ctx.clock.now();
    await ctx.db
      .insert(requestCircles)
      .values(circleIds.map((circleId) => ({ requestId, circleId, createdAt: now })))
      .onConflictDoNothing();
  }
  await takeBackCopiesOutsideAudience(ctx, requestId);
  return { isPublic };
}
