import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { circleMembers, requestCircles, userPrayers } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { assertMayPostPublicly } from '../rules/public-posting';
import { parseInput } from '../validate';
import { ZRequestId } from './request-id';

export const ZWidenChatRequestInput = z.union([
  z.object({ requestId: ZRequestId, to: z.literal('everyone') }),
  z.object({ requestId: ZRequestId, to: z.literal('circle'), circleId: ZRequestId }),
]);
export type TWidenChatRequestInput = z.input<typeof ZWidenChatRequestInput>;

/**
 * The author of a request made in a chat widens it with one tap (decision 293): "Share with
 * everyone too" under a group's post puts it on the wall as well; in a private chat with the bot,
 * one of their groups (a circle they are a current member of) or everyone. Only its author may;
 * anyone else is told it is not found, so a forged tap learns nothing. Widening is the author
 * updating it: `updated_at` moves and a pending "still praying?" question is dropped.
 */
export async function widenChatRequest(
  ctx: ActorCtx,
  input: TWidenChatRequestInput,
): Promise<{ requestId: number; isPublic: boolean; circleId: number | null; changed: boolean }> {
  const data = parseInput(ZWidenChatRequestInput, input);
  const [own] = await ctx.db
    .select({ id: userPrayers.id, isPublic: userPrayers.isPublic })
    .from(userPrayers)
    .where(and(eq(userPrayers.id, data.requestId), eq(userPrayers.userId, ctx.userId), isNull(userPrayers.archivedAt)));
  if (!own) throw new AppError('not_found', 'requestNotFound');
  const now = ctx.clock.now();
  const touched = { updatedAt: now, expiryAskedAt: null };
  if (data.to === 'everyone') {
    if (own.isPublic) return { requestId: own.id, isPublic: true, circleId: null, changed: false };
    await assertMayPostPublicly(ctx);
    await ctx.db
      .update(userPrayers)
      .set({ isPublic: true, ...touched })
      .where(eq(userPrayers.id, own.id));
    return { requestId: own.id, isPublic: true, circleId: null, changed: true };
  }
  // Only a circle the author is in now: a request cannot be dropped into a chat they left.
  const [isIn] = await ctx.db
    .select({ userId: circleMembers.userId })
    .from(circleMembers)
    .where(
      and(
        eq(circleMembers.circleId, data.circleId),
        eq(circleMembers.userId, ctx.userId),
        eq(circleMembers.isMember, true),
      ),
    );
  if (!isIn) throw new AppError('forbidden', 'notInThatGroup');
  await assertMayPostPublicly(ctx);
  const added = await ctx.db
    .insert(requestCircles)
    .values({ requestId: own.id, circleId: data.circleId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: requestCircles.requestId });
  await ctx.db.update(userPrayers).set(touched).where(eq(userPrayers.id, own.id));
  return { requestId: own.id, isPublic: own.isPublic, circleId: data.circleId, changed: added.length > 0 };
}
