/**
 * Forgotten password: a one-hour, single-use link. Only sha256(token) is stored. A successful
 * reset signs the person out everywhere and forgets their known browsers, so whoever knew the old
 * password is locked out.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { knownDevices, passwordResetTokens, sessions, users } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import {
  ZRequestPasswordResetInput,
  ZResetPasswordInput,
  type TRequestPasswordResetInput,
  type TResetPasswordInput,
} from './account-forms';
import type { UserRecord } from './create-user';
import { hashPassword } from './passwords';
import { hashToken, randomToken } from './secrets';
import { findUserByEmail, userRecordColumns } from './user-record';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export { ZRequestPasswordResetInput, type TRequestPasswordResetInput };

/**
 * Make a reset link for an email. Unknown email: `{ token: null, user: null }` — the caller shows
 * the same "Check Your Email" screen either way. A person without a password (Google, Apple,
 * Telegram or Slack only) may use this to set one. A new link replaces older unused ones.
 */
export async function requestPasswordReset(
  ctx: Ctx,
  input: TRequestPasswordResetInput,
): Promise<{ token: string | null; user: UserRecord | null; expiresAt: Date | null }> {
  const { email } = parseInput(ZRequestPasswordResetInput, input);
  const found = await findUserByEmail(ctx, email);
  if (!found) return { token: null, user: null, expiresAt: null };
  const { passwordHash: _hash, ...user } = found;
  const now = ctx.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({ tokenHash: hashToken(token), userId: user.id, expiresAt, createdAt: now });
  });
  ctx.log.info({ event: 'password_reset_requested', userId: user.id });
  return { token, user, expiresAt };
}

export { ZResetPasswordInput, type TResetPasswordInput };

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
      .set({ passwordHash })
      .where(eq(users.id, claimed.userId))
      .returning(userRecordColumns);
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
