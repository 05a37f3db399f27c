import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { userPrayers } from '@dps/db/schema';
import { withTx, type ActorCtx } from '../../context';
import { AppError } from '../../errors';
import { KEEP_CHOICES, type KeepChoice } from '../../notifications/notification-buttons';
import { userPrayerFields, withAudience, type UserPrayer } from '../../user-prayers/user-prayer';
import { parseInput, issue } from '../../validate';
import { markRequestAnswered } from '../../wall/mark-request-answered';
import { ZRequestId } from '../../wall/request-id';
import { expiryAsksAt } from './request-expiry';

export const ZKeepRequestInput = z.object({
  requestId: ZRequestId,
  choice: z.enum(KEEP_CHOICES, { error: issue('keepChoice') }),
  /** With "answered": how it was answered, in the author's words (optional). */
  note: z
    .string()
    .trim()
    .max(1000, issue('noteTooLong', 'noteTooLong'))
    .optional()
    .transform((s) => (s ? s : undefined)),
});
export type TKeepRequestInput = z.input<typeof ZKeepRequestInput>;

export interface KeptRequest extends UserPrayer {
  choice: KeepChoice;
  archivedAt: Date | null;
  /** When the 30-day question comes next; null when answered or archived. */
  asksAt: Date | null;
}

/**
 * The author's answer to "still praying, answered, or archive?" (decision 321), from a chat's button
 * or the web. "Still praying" is the author's word on it: 30 more days (and an archived one comes
 * back); "answered" is the same use case as the web's Answered button, those who prayed told;
 * "archive" puts it away, seen by its author only. Only the author: anyone else's request, or a
 * missing one, answers `not_found`. Any answer clears the pending question.
 */
export async function keepRequest(ctx: ActorCtx, input: TKeepRequestInput): Promise<KeptRequest> {
  const { requestId, choice, note } = parseInput(ZKeepRequestInput, input);
  return ctx.db.transaction(async (tx) => {
    const txCtx = withTx(ctx, tx);
    const own = and(eq(userPrayers.id, requestId), eq(userPrayers.userId, ctx.userId));
    const [found] = await tx.select({ id: userPrayers.id }).from(userPrayers).where(own).for('update');
    if (!found) throw new AppError('not_found', 'requestNotFound');
    if (choice === 'answered') await markRequestAnswered(txCtx, { requestId, ...(note ? { note } : {}) });
    const now = sql`${ctx.clock.now().toISOString()}::timestamptz`;
    const set =
      choice === 'archive'
        ? { archivedAt: sql`coalesce(${userPrayers.archivedAt}, ${now})`, expiryAskedAt: null }
        : { updatedAt: now, expiryAskedAt: null, archivedAt: null };
    const [row] = await tx
      .update(userPrayers)
      .set(set)
      .where(own)
      .returning({ ...userPrayerFields, expiryAskedAt: userPrayers.expiryAskedAt });
    if (!row) throw new AppError('not_found', 'requestNotFound');
    // The question is answered: its notification leaves the bell's unread count.
    await tx.execute(
      sql`update notifications set read_at = ${now}
          where user_id = ${ctx.userId}::int and kind = 'request_expiry' and about_kind = 'prayer'
            and about_id = ${requestId}::int and read_at is null`,
    );
    const { expiryAskedAt, ...fields } = row;
    const [item] = await withAudience(txCtx, [fields]);
    return {
      ...item!,
      choice,
      asksAt: expiryAsksAt({
        updatedAt: row.updatedAt,
        expiryAskedAt,
        answeredAt: row.answeredAt,
        archivedAt: row.archivedAt,
      }),
    };
  });
}
