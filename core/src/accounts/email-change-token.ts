import { and, eq, isNull } from 'drizzle-orm';
import { emailChangeTokens } from '@dps/db/schema';
import type { Ctx } from '../context';
import { EMAIL_CHANGE_TTL_MS } from './change-email';
import { hashToken, randomToken } from './secrets';

/**
 * A new link for moving the account to `email` (or confirming the address it has, decision 279):
 * it replaces the person's older unconfirmed ones; only the token's sha256 is stored.
 */
export async function issueEmailChangeToken(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  userId: number,
  email: string,
): Promise<{ token: string; expiresAt: Date }> {
  const now = ctx.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(emailChangeTokens)
      .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
    await tx
      .insert(emailChangeTokens)
      .values({ tokenHash: hashToken(token), userId, newEmail: email, expiresAt, createdAt: now });
  });
  return { token, expiresAt };
}
