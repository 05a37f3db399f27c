import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailChangeTokens, emailChangeUndoTokens, sessions, users } from '@dps/db/schema';
import { z } from 'zod';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { issue, parseInput } from '../validate';
import { isUniqueViolation } from './create-user';
import { hashToken } from './secrets';
import { recordSecurityEvent } from './security-events';

const INVALID_UNDO_LINK = issue('invalidEmailUndoLink');

export const ZUndoEmailChangeInput = z.object({
  token: z.string({ error: INVALID_UNDO_LINK }).trim().min(1, INVALID_UNDO_LINK).max(128, INVALID_UNDO_LINK),
});
export type TUndoEmailChangeInput = z.input<typeof ZUndoEmailChangeInput>;

/**
 * The old address's "this wasn't me" (decision 279): within a week of a change, its link puts the
 * old address back (confirmed: the link proves that mailbox), ends every session (whoever changed
 * it is signed out) and cancels pending changes. Once per link; `conflict` when another account
 * has taken the old address since.
 */
export async function undoEmailChange(ctx: Ctx, input: TUndoEmailChangeInput): Promise<{ email: string }> {
  const { token } = parseInput(ZUndoEmailChangeInput, input);
  const now = ctx.clock.now();
  try {
    const done = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(emailChangeUndoTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChangeUndoTokens.tokenHash, hashToken(token)),
            isNull(emailChangeUndoTokens.usedAt),
            gt(emailChangeUndoTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailChangeUndoTokens.userId, oldEmail: emailChangeUndoTokens.oldEmail });
      if (!claimed) return null;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${claimed.oldEmail.toLowerCase()} and ${users.id} <> ${claimed.userId}`)
        .limit(1);
      if (taken) throw new AppError('conflict', 'emailTaken', { title: 'emailInUse' });
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, claimed.userId));
      await tx
        .update(users)
        .set({ email: claimed.oldEmail, emailConfirmedAt: now })
        .where(eq(users.id, claimed.userId));
      await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
      await tx
        .delete(emailChangeTokens)
        .where(and(eq(emailChangeTokens.userId, claimed.userId), isNull(emailChangeTokens.usedAt)));
      await recordSecurityEvent({ db: tx, clock: ctx.clock }, claimed.userId, 'email_change_undone', {
        from: before?.email ?? null,
        to: claimed.oldEmail,
      });
      return { userId: claimed.userId, email: claimed.oldEmail };
    });
    if (!done) throw new AppError('validation', 'invalidEmailUndoLink', { title: 'invalidLink' });
    ctx.log.info({ event: 'email_change_undone', userId: done.userId });
    return { email: done.email };
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('conflict', 'emailTaken', { title: 'emailInUse' });
    throw e;
  }
}
