import { and, eq, isNull } from 'drizzle-orm';
import { passwordResetTokens } from '@dps/db/schema';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { ZRequestPasswordResetInput, type TRequestPasswordResetInput } from './account-forms';
import type { UserRecord } from './create-user';
import { hashToken, randomToken } from './secrets';
import { findUserByEmail } from './user-record';
import { RESET_TOKEN_TTL_MS } from './password-reset';

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
    await tx
      .insert(passwordResetTokens)
      .values({ tokenHash: hashToken(token), userId: user.id, expiresAt, createdAt: now });
  });
  ctx.log.info({ event: 'password_reset_requested', userId: user.id });
  return { token, user, expiresAt };
}
