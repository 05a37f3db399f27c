import { eq } from 'drizzle-orm';
import { users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { ZRequestEmailChangeInput, type TRequestEmailChangeInput } from './account-forms';
import { confirmIdentity } from './current-password';
import { issueEmailChangeToken } from './email-change-token';
import { findUserByEmail } from './user-record';

/**
 * Ask to move the signed-in person's account to `newEmail`. Checks the current password (or a
 * recent sign-in for an account without one), then returns a token for the confirmation link; the
 * caller mails it to the new address. A new request replaces older unconfirmed ones.
 */
export async function requestEmailChange(
  ctx: ActorCtx,
  input: TRequestEmailChangeInput & { recentSignIn?: boolean | null },
): Promise<{ token: string; newEmail: string; firstName: string; expiresAt: Date }> {
  const { newEmail, password } = parseInput(ZRequestEmailChangeInput, input);
  await confirmIdentity(ctx, { action: 'change-email', password, recentSignIn: input.recentSignIn });
  const [me] = await ctx.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, ctx.userId));
  if (!me) throw new AppError('not_found', 'accountNotFound');
  if (me.email?.toLowerCase() === newEmail) throw new AppError('validation', 'sameEmail');
  if (await findUserByEmail(ctx, newEmail)) throw new AppError('conflict', 'emailTaken', { title: 'emailInUse' });
  const { token, expiresAt } = await issueEmailChangeToken(ctx, ctx.userId, newEmail);
  ctx.log.info({ event: 'email_change_requested', userId: ctx.userId });
  return { token, newEmail, firstName: me.firstName, expiresAt };
}
