/** Changing one's password on Profile: the current one first; every other session ends. */
import { eq } from 'drizzle-orm';
import { users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { ZChangePasswordInput, type TChangePasswordInput } from './account-forms';
import { confirmIdentity } from './current-password';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './revoke-all-sessions';
import { recordSecurityEvent } from './security-events';

export { ZChangePasswordInput, type TChangePasswordInput };

/**
 * Replace the signed-in person's password. The current password must be right (`validation`
 * otherwise; `rate_limited` after five tries in 15 minutes). Every session but `keepSessionToken`
 * (the browser making the change) is signed out. Returns how many sessions ended.
 */
export async function changePassword(
  ctx: ActorCtx,
  input: TChangePasswordInput & { keepSessionToken?: string | null },
): Promise<{ signedOutSessions: number }> {
  const { currentPassword, newPassword } = parseInput(ZChangePasswordInput, input);
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, ctx.userId));
  if (!user) throw new AppError('not_found', 'accountNotFound');
  if (!user.passwordHash) throw new AppError('validation', 'noPasswordYet', { title: 'noPasswordYet' });
  await confirmIdentity(ctx, { action: 'change-password', password: currentPassword, recentSignIn: false });
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, ctx.userId));
    await recordSecurityEvent({ db: tx, clock: ctx.clock }, ctx.userId, 'password_changed');
  });
  const signedOutSessions = await revokeAllSessions(ctx, { userId: ctx.userId, exceptToken: input.keepSessionToken });
  ctx.log.info({ event: 'password_changed', userId: ctx.userId, signedOutSessions });
  return { signedOutSessions };
}
