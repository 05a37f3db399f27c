import { and, eq, isNull } from 'drizzle-orm';
import { emailChangeTokens, users } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { EMAIL_CHANGE_TTL_MS } from './change-email';
import { hashToken, randomToken } from './secrets';

/**
 * A link that confirms the account's own address (decision 279): reminder mail goes only to a
 * mailbox shown to be the person's. It is an email change to the same address, so the one
 * confirmation page and `confirmEmailChange` serve both. Null when the address is confirmed already.
 */
export async function requestEmailConfirmation(
  ctx: Ctx,
  input: { userId: number },
): Promise<{ token: string; email: string; firstName: string; expiresAt: Date } | null> {
  const [me] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!me) throw new AppError('not_found', 'accountNotFound');
  if (!me.email) throw new AppError('validation', 'noEmailToConfirm');
  if (me.confirmedAt) return null;
  const now = ctx.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(emailChangeTokens)
      .where(and(eq(emailChangeTokens.userId, input.userId), isNull(emailChangeTokens.usedAt)));
    await tx
      .insert(emailChangeTokens)
      .values({ tokenHash: hashToken(token), userId: input.userId, newEmail: me.email!, expiresAt, createdAt: now });
  });
  ctx.log.info({ event: 'email_confirmation_requested', userId: input.userId });
  return { token, email: me.email, firstName: me.firstName, expiresAt };
}
