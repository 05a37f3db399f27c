import { eq } from 'drizzle-orm';
import { users } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { issueEmailChangeToken } from './email-change-token';

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
  const { token, expiresAt } = await issueEmailChangeToken(ctx, input.userId, me.email);
  ctx.log.info({ event: 'email_confirmation_requested', userId: input.userId });
  return { token, email: me.email, firstName: me.firstName, expiresAt };
}
