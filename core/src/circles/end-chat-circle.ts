import { and, eq, sql } from 'drizzle-orm';
import { circleMembers, circles } from '@dps/db/schema';
import type { Ctx } from '../context';
import type { CircleRef } from './circle-ref';

/**
 * The bot left the chat, was removed from it, or the channel was archived (decision 294): it can
 * no longer hear who joins or leaves, so nobody counts as a member of its circle any more and its
 * requests are seen by their authors alone until the bot is back and people are seen again.
 * Returns how many members were let go.
 */
export async function endChatCircle(ctx: Ctx, circle: CircleRef): Promise<number> {
  const [row] = await ctx.db
    .select({ id: circles.id })
    .from(circles)
    .where(and(eq(circles.channel, circle.channel), eq(circles.target, circle.target)));
  if (!row) return 0;
  const now = ctx.clock.now();
  const gone = await ctx.db
    .update(circleMembers)
    .set({ isMember: false, isLeader: sql`false`, checkedAt: now, leftAt: now })
    .where(and(eq(circleMembers.circleId, row.id), eq(circleMembers.isMember, true)))
    .returning({ userId: circleMembers.userId });
  return gone.length;
}
