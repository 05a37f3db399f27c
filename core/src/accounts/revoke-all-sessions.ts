import { and, eq, ne } from 'drizzle-orm';
import { sessions } from '@dps/db/schema';
import type { Ctx } from '../context';
import { hashToken } from './secrets';

/**
 * Sign a person out everywhere (after a password reset, or "sign out other devices" with
 * `exceptToken` = the current cookie). Returns how many sessions ended.
 */
export async function revokeAllSessions(
  ctx: Ctx,
  input: { userId: number; exceptToken?: string | null | undefined },
): Promise<number> {
  const keep = input.exceptToken ? hashToken(input.exceptToken) : null;
  const gone = await ctx.db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, input.userId), ne(sessions.idHash, keep)) : eq(sessions.userId, input.userId))
    .returning({ idHash: sessions.idHash });
  return gone.length;
}
