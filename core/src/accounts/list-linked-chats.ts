import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { linkCodes } from '@dps/db/schema';
import { type ActorCtx } from '../context';

export interface LinkedChat {
  channel: 'telegram' | 'slack';
  name: string | null;
  linkedAt: Date;
}

/** The chats that joined the actor's account with one of their codes, newest first (Profile shows them). */
export async function listLinkedChats(ctx: ActorCtx): Promise<LinkedChat[]> {
  const rows = await ctx.db
    .select({ channel: linkCodes.linkedChannel, name: linkCodes.linkedName, linkedAt: linkCodes.usedAt })
    .from(linkCodes)
    .where(and(eq(linkCodes.userId, ctx.userId), isNotNull(linkCodes.usedAt), isNotNull(linkCodes.linkedChannel)))
    .orderBy(desc(linkCodes.usedAt))
    .limit(10);
  return rows.map((r) => ({ channel: r.channel!, name: r.name, linkedAt: r.linkedAt! }));
}
