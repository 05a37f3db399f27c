import { and, asc, eq } from 'drizzle-orm';
import { circleMembers, circles } from '@dps/db/schema';
import type { ActorCtx } from '../context';

export interface MyChatCircle {
  id: number;
  channel: 'telegram' | 'slack_channel';
  target: string;
  title: string | null;
}

/**
 * The groups a person is a current member of, as the chats last said (decision 280): the choices
 * "one of my groups" offers when they ask for prayer in a private chat with the bot (decision 293).
 */
export async function myChatCircles(ctx: ActorCtx, opts: { limit?: number } = {}): Promise<MyChatCircle[]> {
  return ctx.db
    .select({ id: circles.id, channel: circles.channel, target: circles.target, title: circles.title })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .where(and(eq(circleMembers.userId, ctx.userId), eq(circleMembers.isMember, true)))
    .orderBy(asc(circles.title), asc(circles.id))
    .limit(opts.limit ?? 8);
}
