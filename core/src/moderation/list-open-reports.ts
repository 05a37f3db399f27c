import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { contentReports, publicPostingStops, users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { requireAdmin } from '../rules/require-admin';
import { moderationMarkSql } from '../rules/hidden-rules';
import { HIDE_AT_REPORTS, type ItemKind } from '../rules/item-kind';
import { loadModerationItem, publicNow, type ModerationItem } from './moderation-item';
import type { ReportReason } from './report-item';

export interface QueueEntry extends Omit<ModerationItem, 'authorId' | 'id'> {
  itemId: number;
  author: { id: number; firstName: string; lastName: string; email: string | null; postingStopped: boolean };
  /**
   * 'moderator' when a moderator hid it, 'reports' when HIDE_AT_REPORTS reports that count hid it
   * (the same rule everyone's listings use: rules/hidden-rules.ts); else null.
   */
  hiddenBy: 'moderator' | 'reports' | null;
  reports: {
    id: number;
    reason: ReportReason;
    note: string | null;
    createdAt: Date;
    /** False for a report from a new or untested account: it does not count toward hiding (decision 172). */
    countsTowardHide: boolean;
    reporter: { firstName: string };
  }[];
  firstReportedAt: Date;
}

/** How many reported items the queue shows at once (oldest report first). */
const QUEUE_LIMIT = 100;

/**
 * The moderation queue (admins only): every item with open reports, each with its text, author,
 * context (the prayer, the reflection a reply answers) and its reports, items hidden by reports
 * first, then by their oldest open report. Only what is public now is listed (decision 170): an
 * item deleted or made private meanwhile is left out, its words unread; its reports stay open, so
 * it comes back, still reported, if its author shares it again.
 */
export async function listOpenReports(ctx: ActorCtx): Promise<QueueEntry[]> {
  await requireAdmin(ctx);
  const open = await ctx.db
    .select({
      id: contentReports.id,
      kind: contentReports.kind,
      itemId: contentReports.itemId,
      reason: contentReports.reason,
      note: contentReports.note,
      createdAt: contentReports.createdAt,
      countsTowardHide: contentReports.countsTowardHide,
      reporterFirstName: users.firstName,
    })
    .from(contentReports)
    .innerJoin(users, eq(users.id, contentReports.reporterId))
    .where(and(isNull(contentReports.resolvedAt), publicNow(contentReports.kind, contentReports.itemId)))
    .orderBy(asc(contentReports.createdAt), asc(contentReports.id))
    .limit(QUEUE_LIMIT * HIDE_AT_REPORTS * 2);

  const groups = new Map<string, { kind: ItemKind; itemId: number; reports: QueueEntry['reports'] }>();
  for (const r of open) {
    const key = `${r.kind}:${r.itemId}`;
    const g = groups.get(key) ?? { kind: r.kind, itemId: r.itemId, reports: [] };
    g.reports.push({
      id: r.id,
      reason: r.reason,
      note: r.note,
      createdAt: r.createdAt,
      countsTowardHide: r.countsTowardHide,
      reporter: { firstName: r.reporterFirstName },
    });
    groups.set(key, g);
  }
  const entries: QueueEntry[] = [];
  for (const g of [...groups.values()].slice(0, QUEUE_LIMIT)) {
    const item = await loadModerationItem(ctx, g.kind, g.itemId);
    if (!item) continue;
    const [author] = await ctx.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        stopped: publicPostingStops.userId,
      })
      .from(users)
      .leftJoin(publicPostingStops, eq(publicPostingStops.userId, users.id))
      .where(eq(users.id, item.authorId));
    const [mark] = await queryRows<{ mark: 'hidden' | 'under_review' | null }>(
      ctx.db,
      sql`select ${moderationMarkSql(g.kind, sql`${g.itemId}::int`)} as mark`,
    );
    const { authorId: _a, id: _id, ...rest } = item;
    entries.push({
      ...rest,
      itemId: item.id,
      author: {
        id: item.authorId,
        firstName: author?.firstName ?? '',
        lastName: author?.lastName ?? '',
        email: author?.email ?? null,
        postingStopped: author?.stopped != null,
      },
      hiddenBy: mark?.mark === 'hidden' ? 'moderator' : mark?.mark === 'under_review' ? 'reports' : null,
      reports: g.reports,
      firstReportedAt: g.reports[0]!.createdAt,
    });
  }
  const rank = (e: QueueEntry) => (e.hiddenBy === 'reports' ? 0 : 1);
  return entries.sort((a, b) => rank(a) - rank(b) || a.firstReportedAt.getTime() - b.firstReportedAt.getTime());
}
