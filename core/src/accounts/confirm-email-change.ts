import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailChangeTokens, emailChangeUndoTokens, users } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { ZConfirmEmailChangeInput, type TConfirmEmailChangeInput } from './account-forms';
import { isUniqueViolation, type UserRecord } from './create-user';
import { hashToken, randomToken } from './secrets';
import { recordSecurityEvent } from './security-events';
import { userRecordColumns } from './user-record';

/** How long the old address can undo a change (decision 279). */
export const EMAIL_UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface EmailConfirmed {
  user: UserRecord;
  /**
   * Set when the address changed: the link for the OLD address that puts it back for a week
   * (the caller mails it there). Null when the link confirmed the address the account already had.
   */
  undo: { token: string; oldEmail: string; expiresAt: Date } | null;
}

/**
 * Follow a confirmation link: the token is claimed with one conditional UPDATE (two clicks cannot
 * both count), then the account's email becomes the new address, confirmed. `conflict` when someone
 * else took that address in the meantime. Works signed in or not: the link itself proves the mailbox.
 * A change is written to the security log and leaves the old address a week to undo it.
 */
export async function confirmEmailChange(ctx: Ctx, input: TConfirmEmailChangeInput): Promise<EmailConfirmed> {
  const { token } = parseInput(ZConfirmEmailChangeInput, input);
  const now = ctx.clock.now();
  try {
    const done = await ctx.db.transaction(async (tx) => {
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
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, claimed.userId));
      const oldEmail = before?.email ?? null;
      const [updated] = await tx
        .update(users)
        .set({ email: claimed.newEmail, emailConfirmedAt: now })
        .where(eq(users.id, claimed.userId))
        .returning(userRecordColumns);
      if (!updated) return null;
      const txCtx = { db: tx, clock: ctx.clock };
      if (oldEmail?.toLowerCase() === claimed.newEmail.toLowerCase()) {
        await recordSecurityEvent(txCtx, updated.id, 'email_confirmed', { to: claimed.newEmail });
        return { user: updated, undo: null };
      }
      await recordSecurityEvent(txCtx, updated.id, 'email_changed', { from: oldEmail, to: claimed.newEmail });
      if (!oldEmail) return { user: updated, undo: null };
      const undoToken = randomToken();
      const expiresAt = new Date(now.getTime() + EMAIL_UNDO_TTL_MS);
      await tx.insert(emailChangeUndoTokens).values({
        tokenHash: hashToken(undoToken),
        userId: updated.id,
        oldEmail,
        newEmail: claimed.newEmail,
        expiresAt,
        createdAt: now,
      });
      return { user: updated, undo: { token: undoToken, oldEmail, expiresAt } };
    });
    if (!done) throw new AppError('validation', 'invalidEmailChangeLink', { title: 'invalidLink' });
    ctx.log.info({ event: done.undo ? 'email_changed' : 'email_confirmed', userId: done.user.id });
    return done;
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('conflict', 'emailTaken', { title: 'emailInUse' });
    throw e;
  }
}
