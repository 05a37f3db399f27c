import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { contactMessages, users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit';
import { parseInput } from '../validate';
import { verifyPassword } from './passwords';

export const INCORRECT_PASSWORD = 'Incorrect password.';
/** Password tries on account deletion, per person: every try counts (a success ends the account). */
export const DELETE_ACCOUNT_PASSWORD_LIMIT = { limit: 5, windowSeconds: 15 * 60 };
export const SIGN_IN_AGAIN = 'Please sign in again, then delete your account.';

export const ZDeleteAccountInput = z.object({
  password: z.string().max(1000).nullish(),
  /** Decided by the HTTP layer from the session's age; only used for people without a password. */
  recentSignIn: z.boolean().nullish(),
});
export type TDeleteAccountInput = z.input<typeof ZDeleteAccountInput>;

/**
 * Delete the signed-in person and everything of theirs, in one transaction. A person with a
 * password must type it (`unauthorized` 'Incorrect password.' otherwise; `rate_limited` after five
 * tries in 15 minutes); a person who signs in only
 * through a provider must have signed in recently. Their contact messages go too; daily prayers they
 * wrote as admin stay, without an author.
 */
export async function deleteAccount(ctx: ActorCtx, input: TDeleteAccountInput = {}): Promise<{ deleted: true }> {
  const { password, recentSignIn } = parseInput(ZDeleteAccountInput, input);
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, ctx.userId));
  if (!user) throw new AppError('not_found', 'Account not found.');
  if (user.passwordHash) {
    // A stolen session must not become a password-guessing oracle (issue 9 item 7).
    await enforceRateLimit(ctx, `delete-account:user:${ctx.userId}`, DELETE_ACCOUNT_PASSWORD_LIMIT);
    if (!(await verifyPassword({ hash: user.passwordHash, password: password ?? '' }))) {
      throw new AppError('unauthorized', INCORRECT_PASSWORD);
    }
  } else if (recentSignIn !== true) {
    throw new AppError('unauthorized', SIGN_IN_AGAIN);
  }
  await ctx.db.transaction(async (tx) => {
    // contact_messages keeps rows of deleted users (ON DELETE SET NULL); the person's own go with them.
    await tx.delete(contactMessages).where(eq(contactMessages.userId, ctx.userId));
    await tx.delete(users).where(eq(users.id, ctx.userId));
  });
  ctx.log.info({ event: 'account_deleted', userId: ctx.userId });
  return { deleted: true };
}
