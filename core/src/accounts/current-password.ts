/**
 * "Type your current password" before a change that could take the account away (email, password).
 * Counted per person like account deletion, so a stolen session is no password-guessing oracle.
 */
import { eq } from 'drizzle-orm';
import { users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { enforceRateLimit, type Limit } from '../rate-limit/enforce-rate-limit';
import { verifyPassword } from './passwords';

/** Tries at the current password on Profile, per person and action. */
export const CURRENT_PASSWORD_LIMIT: Limit = { limit: 5, windowSeconds: 15 * 60 };

/**
 * Check the person's current password (`action` names the limiter key). A person without a
 * password must have signed in recently instead (`recentSignIn`, decided by the HTTP layer).
 * Returns whether the account has a password.
 */
export async function confirmIdentity(
  ctx: ActorCtx,
  input: { action: string; password: string | null | undefined; recentSignIn: boolean | null | undefined },
): Promise<{ hasPassword: boolean }> {
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, ctx.userId));
  if (!user) throw new AppError('not_found', 'accountNotFound');
  if (!user.passwordHash) {
    if (input.recentSignIn !== true) throw new AppError('forbidden', 'signInAgainToChange');
    return { hasPassword: false };
  }
  await enforceRateLimit(ctx, `${input.action}:user:${ctx.userId}`, CURRENT_PASSWORD_LIMIT);
  if (!(await verifyPassword({ hash: user.passwordHash, password: input.password ?? '' }))) {
    // 'validation', not 'unauthorized': the session is fine, only the typed password is wrong.
    throw new AppError('validation', 'incorrectCurrentPassword', { title: 'incorrectPassword' });
  }
  return { hasPassword: true };
}
