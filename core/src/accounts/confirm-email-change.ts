import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailChangeTokens, users } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { ZConfirmEmailChangeInput, type TConfirmEmailChangeInput } from './account-forms';
import { isUniqueViolation, type UserRecord } from './create-user';
import { hashToken } from './secrets';
import { userRecordColumns } from './user-record';

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
