/**
 * New reports raise a notice for the moderators (decision 172), through the bell like
 * every other event (decision 145): each admin has ONE "N posts await review" notification per
 * local day, updated in place (unread again) on each new report; a burst of reports on one item
 * is its own notification, once per item and day. Never the item's words or who reported it: the
 * queue shows those to an admin who opens it.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { coreText } from '../i18n/core-text';
import { addNotification } from '../notifications/add-notification';
import { getUserLanguage } from '../settings/get-user-language';
import { getUserTimeZone } from '../settings/get-user-time-zone';
import { localDate } from '../time/local-day';
import { REPORT_BURST_COUNT, REPORT_BURST_SECONDS, type ItemKind } from '../rules/item-kind';
import { publicNow } from './moderation-item';

export const MODERATION_LINK = '/admin/moderation';

/** Call right after the actor's report on (`kind`, `itemId`) was stored, in the same transaction. */
export async function notifyModeratorsOfReport(
  ctx: ActorCtx,
  report: { kind: ItemKind; itemId: number; hiddenNow: boolean },
): Promise<void> {
  const since = new Date(ctx.clock.now().getTime() - REPORT_BURST_SECONDS * 1000).toISOString();
  const [row] = await queryRows<{ waiting: number; burst: number; uncounted: number }>(
    ctx.db,
    sql`select
          (select count(*) from (select distinct kind, item_id from content_reports c
             where c.resolved_at is null and ${publicNow(sql.raw('c.kind'), sql.raw('c.item_id'))}) as w)::int as waiting,
          (select count(*) from content_reports where kind = ${report.kind} and item_id = ${report.itemId}::int
             and resolved_at is null and created_at >= ${since}::timestamptz)::int as burst,
          (select count(*) from content_reports where kind = ${report.kind} and item_id = ${report.itemId}::int
             and resolved_at is null and created_at >= ${since}::timestamptz and not counts_toward_hide)::int as uncounted`,
  );
  const admins = await queryRows<{ id: number }>(
    ctx.db,
    sql`select id from users where role = 'admin' and id <> ${ctx.userId}::int order by id`,
  );
  const waiting = Number(row?.waiting ?? 1);
  const burst = Number(row?.burst ?? 0);
  for (const admin of admins) {
    const day = localDate(ctx.clock.now(), await getUserTimeZone(ctx, admin.id));
    // Each moderator reads it in their own language.
    const words = coreText.for(await getUserLanguage(ctx, admin.id));
    await addNotification(ctx, {
      userId: admin.id,
      kind: 'moderation_report',
      title: words.t('bell.moderation.waiting', { count: waiting }),
      body: words.t('bell.moderation.newReport', { kind: report.kind }),
      link: MODERATION_LINK,
      refKey: `reports:${day}`,
      onRepeat: 'update',
    });
    if (burst >= REPORT_BURST_COUNT) {
      await addNotification(ctx, {
        userId: admin.id,
        kind: 'moderation_report',
        title: words.t('bell.moderation.burst.title', { kind: report.kind }),
        body: words.t('bell.moderation.burst.body', {
          reports: burst,
          uncounted: Number(row?.uncounted ?? 0),
          hidden: report.hiddenNow ? 'yes' : 'no',
        }),
        link: MODERATION_LINK,
        refKey: `burst:${report.kind}:${report.itemId}:${day}`,
        onRepeat: 'update',
      });
    }
  }
}
