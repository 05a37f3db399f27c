import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { notifications } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { itemVisibleTo } from '../rules/community-rule';
import {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_RETENTION_MS,
  type NotificationKind,
  type NotificationList,
} from './notification';

/**
 * The actor's bell: their newest notifications (newest change first) and how many are unread.
 * Their own notifications past the 90-day retention are deleted first, so the bell never shows
 * one even if the scheduler's housekeeping has not run. One about a community item they may no
 * longer see (hidden, made private, gone: decision 171) is left out, and not counted as unread.
 */
export async function listNotifications(ctx: ActorCtx): Promise<NotificationList> {
  const cutoff = new Date(ctx.clock.now().getTime() - NOTIFICATION_RETENTION_MS);
  const own = eq(notifications.userId, ctx.userId);
  await ctx.db.delete(notifications).where(and(own, lt(notifications.updatedAt, cutoff)));
  const mine = and(own, itemVisibleTo(notifications.aboutKind, notifications.aboutId, notifications.userId));
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      title: r.title,
      body: r.body,
      link: r.link,
      read: r.readAt !== null,
      createdAt: r.updatedAt.toISOString(),
    })),
    unreadCount: Number(count?.n ?? 0),
  };
}
