/**
 * Changing one's email on Profile, in two steps: the request (current password first) makes a
 * one-day, single-use link for the NEW address; the email changes only when that link is followed,
 * so nobody can move an account to an address they do not read. Only sha256(token) is stored.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailChangeTokens, users } from '@dps/db/schema';
import type { ActorCtx, Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import {
  ZConfirmEmailChangeInput,
  ZRequestEmailChangeInput,
  type TConfirmEmailChangeInput,
  type TRequestEmailChangeInput,
} from './account-forms';
import { isUniqueViolation, type UserRecord } from './create-user';
import { confirmIdentity } from './current-password';
import { hashToken, randomToken } from './secrets';
import { findUserByEmail, userRecordColumns } from './user-record';

export {
  ZConfirmEmailChangeInput,
  ZRequestEmailChangeInput,
  type TConfirmEmailChangeInput,
  type TRequestEmailChangeInput,
};

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_TAKEN = 'An account with this email already exists.';

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
  const now = ctx.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(emailChangeTokens)
      .where(and(eq(emailChangeTokens.userId, ctx.userId), isNull(emailChangeTokens.usedAt)));
    await tx
      .insert(emailChangeTokens)
      .values({ tokenHash: hashToken(token), userId: ctx.userId, newEmail, expiresAt, createdAt: now });
  });
  ctx.log.info({ event: 'email_change_requested', userId: ctx.userId });
  return { token, newEmail, firstName: me.firstName, expiresAt };
}

/**
 * Follow a confirmation link: the token is claimed with one conditional UPDATE (two clicks cannot
 * both count), then the account's email becomes the new address. `conflict` when someone else
 * took that address in the meantime. Works signed in or not: the link itself proves the mailbox.
 */
export async function confirmEmailChange(ctx: Ctx, input: TConfirmEmailChangeInput): Promise<UserRecord> {
  const { token } = parseInput(ZConfirmEmailChangeInput, input);
  const now = ctx.clock.now();
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChangeTokens.tokenHash, hashToken(token)),
            isNull(emailChangeTokens.usedAt),
            gt(emailChangeTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
      if (!claimed) return null;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${claimed.newEmail} and ${users.id} <> ${claimed.userId}`)
        .limit(1);
      if (taken) throw new AppError('conflict', 'emailTaken', { title: 'emailInUse' });
      const [updated] = await tx
        .update(users)
        .set({ email: claimed.newEmail })
        .where(eq(users.id, claimed.userId))
        .returning(userRecordColumns);
      return updated ?? null;
    });
    if (!user) throw new AppError('validation', 'invalidEmailChangeLink', { title: 'invalidLink' });
    ctx.log.info({ event: 'email_changed', userId: user.id });
    return user;
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('conflict', 'emailTaken', { title: 'emailInUse' });
    throw e;
  }
}
