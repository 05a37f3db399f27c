import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { contentReports } from '@dps/db/schema';
import { withTx, type ActorCtx } from '../context';
import { AppError } from '../errors';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit';
import { toId } from '../rules/reflection-visibility';
import { issue, MAX_ID, parseInput } from '../validate';
import { hiddenFromCommunity } from '../rules/hidden-rules';
import { REPORTS_PER_DAY, REPORTS_PER_HOUR, ZItemKind } from '../rules/item-kind';
import { itemNotFound, loadModerationItem } from './moderation-item';
import { notifyModeratorsOfReport } from './notify-moderators';
import { reportCountsTowardHide } from './reporter-weight';

export const REPORT_REASONS = ['spam', 'abusive', 'harmful', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const MAX_REPORT_NOTE = 500;

export const ZReportItemInput = z.object({
  kind: ZItemKind,
  itemId: z.preprocess(
    (v) => toId(v) ?? v,
    z.number({ error: issue('postGone') }).int().positive().max(MAX_ID, issue('postGone')),
  ),
  reason: z.enum(REPORT_REASONS, { error: issue('chooseReason') }),
  note: z
    .string({ error: issue('noteNotText') })
    .trim()
    .max(MAX_REPORT_NOTE, issue('reportNoteTooLong'))
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TReportItemInput = z.input<typeof ZReportItemInput>;

/**
 * Report a public item another person wrote, once (the unique index on kind, item and reporter).
 * From then on the item is hidden from the reporter; reports that count (an established reporter's,
 * reporter-weight.ts) from HIDE_AT_REPORTS different people hide it from everyone until a moderator
 * reviews it (rules/hidden-rules.ts), and the moderators are told of every report and of bursts
 * (decision 172). Private, unknown or already hidden items answer `not_found`; one's own item
 * `validation`; a second report `conflict`; more than REPORTS_PER_HOUR / REPORTS_PER_DAY, 429.
 */
export async function reportItem(ctx: ActorCtx, input: TReportItemInput): Promise<{ reported: true }> {
  const data = parseInput(ZReportItemInput, input);
  return ctx.db.transaction(async (tx) => {
    const mine = and(
      eq(contentReports.kind, data.kind),
      eq(contentReports.itemId, data.itemId),
      eq(contentReports.reporterId, ctx.userId),
    );
    const [already] = await tx.select({ id: contentReports.id }).from(contentReports).where(mine);
    if (already) throw new AppError('conflict', 'alreadyReported');
    const item = await loadModerationItem(withTx(ctx, tx), data.kind, data.itemId, ctx.userId);
    if (!item) throw itemNotFound();
    if (item.authorId === ctx.userId) throw new AppError('validation', 'ownPostReport');
    const c = withTx(ctx, tx);
    // Counted in the report's own transaction: only reports that are stored use up the allowance.
    await enforceRateLimit(c, `report:user:${ctx.userId}:hour`, REPORTS_PER_HOUR);
    await enforceRateLimit(c, `report:user:${ctx.userId}:day`, REPORTS_PER_DAY);
    const countsTowardHide = await reportCountsTowardHide(c);
    const inserted = await tx
      .insert(contentReports)
      .values({
        kind: data.kind,
        itemId: data.itemId,
        reporterId: ctx.userId,
        reason: data.reason,
        note: data.note,
        createdAt: ctx.clock.now(),
        countsTowardHide,
      })
      .onConflictDoNothing()
      .returning({ id: contentReports.id });
    if (inserted.length === 0) throw new AppError('conflict', 'alreadyReported');
    const [state] = await queryRows<{ hidden: boolean }>(
      tx,
      sql`select ${hiddenFromCommunity(data.kind, sql`${data.itemId}::int`)} as hidden`,
    );
    await notifyModeratorsOfReport(c, { kind: data.kind, itemId: data.itemId, hiddenNow: state?.hidden === true });
    return { reported: true as const };
  });
}
