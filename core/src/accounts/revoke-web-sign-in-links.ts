import { and, eq, isNull } from 'drizzle-orm';
import { webSignInLinks } from '@dps/db/schema';
import type { Ctx } from '../context';

/** Revoke every unused link of a person (they asked to, or their chat was disconnected). */
export async function revokeWebSignInLinks(ctx: Ctx, input: { userId: number }): Promise<number> {
  const gone = await ctx.db
    .delete(webSignInLinks)
    .where(and(eq(webSignInLinks.userId, input.userId), isNull(webSignInLinks.usedAt)))
    .returning({ tokenHash: webSignInLinks.tokenHash });
  return gone.length;
}
