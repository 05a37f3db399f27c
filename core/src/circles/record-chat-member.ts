import { and, eq } from 'drizzle-orm';
import { identities } from '@dps/db/schema';
import type { Ctx } from '../context';
import type { CircleRef } from './circle-ref';
import { recordCircleMembership } from './record-circle-membership';

export interface ChatMemberWord {
  circle: CircleRef & { title?: string | null };
  /** Who the chat is talking about: their Telegram user id, or `${team}:${user}` on Slack. */
  provider: 'telegram' | 'slack';
  subject: string;
  isMember: boolean;
  isLeader?: boolean;
}

/**
 * The chat's word on one of its people (joined, left, removed, promoted), from a platform event
 * (decision 294). Recorded only for a person with an account: somebody who never used the bot has
 * nothing to see, and is not made an account by being in a group. Returns their user id, or null.
 */
export async function recordChatMember(ctx: Ctx, input: ChatMemberWord): Promise<number | null> {
  const [who] = await ctx.db
    .select({ userId: identities.userId })
    .from(identities)
    .where(and(eq(identities.provider, input.provider), eq(identities.subject, input.subject)))
    .limit(1);
  if (!who) return null;
  await recordCircleMembership(ctx, {
    circle: input.circle,
    userId: who.userId,
    isMember: input.isMember,
    ...(input.isLeader === undefined ? {} : { isLeader: input.isLeader }),
  });
  return who.userId;
}
