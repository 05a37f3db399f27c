import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { knownDevices, passwordResetTokens, sessions, users } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { ZResetPasswordInput, type TResetPasswordInput } from './account-forms';
import type { UserRecord } from './create-user';
import { hashPassword } from './passwords';
import { hashToken } from './secrets';
import { recordSecurityEvent } from './security-events';
import { userRecordColumns } from './user-record';

/**
 * Set a new password from a reset link. The token is claimed with one conditional UPDATE, so two
 * concurrent uses cannot both succeed; then the password changes and every session of the person
 * ends, all in one transaction. Returns the person (the caller may sign them in afresh).
 */
export async function resetPassword(ctx: Ctx, input: TResetPasswordInput): Promise<UserRecord> {
  const { token, newPassword } = parseInput(ZResetPasswordInput, input);
  const tokenHash = hashToken(token);
  const now = ctx.clock.now();
  // Hash before the transaction: argon2 takes tens of milliseconds and needs no lock.
  const passwordHash = await hashPassword(newPassword);
  const user = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    const [updated] = await tx
      .update(users)
      // The link came through the mailbox, so it is the person's (decision 279).
      .set({
        passwordHash,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, claimed.userId))
      .returning(userRecordColumns);
    if (updated) await recordSecurityEvent({ db: tx, clock: ctx.clock }, claimed.userId, 'password_changed');
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
    // Whoever signed in with the old password no longer counts as the owner's browser (decision 042).
    await tx.delete(knownDevices).where(eq(knownDevices.userId, claimed.userId));
    // Any other link still in someone's inbox is now pointless; retire it.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    return updated ?? null;
  });
  if (!user) throw new AppError('validation', 'invalidResetLink', { title: 'invalidLink' });
  ctx.log.info({ event: 'password_reset', userId: user.id });
  return user;
}
