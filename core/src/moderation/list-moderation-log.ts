import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { moderationHiddenItems, moderationLog, users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { requireAdmin } from '../rules/require-admin';
import type { ItemKind } from '../rules/item-kind';

export interface LogEntry {
  id: number;
  action: 'dismiss' | 'hide' | 'unhide' | 'delete' | 'stop_posting' | 'allow_posting';
  kind: ItemKind | null;
  itemId: number | null;
  reportsResolved: number;
  createdAt: Date;
  /** Who acted (null once their account is gone) and whom it concerned. */
  actor: { id: number; firstName: string } | null;
  target: { id: number; firstName: string } | null;
  /** Whether the item is hidden by a moderator now (the log offers to show it again). */
  hiddenNow: boolean;
}

const actorUser = alias(users, 'log_actor');
const targetUser = alias(users, 'log_target');

/** The newest moderator actions first (admins only): who, when, what. Never an item's text. */
export async function listModerationLog(ctx: ActorCtx, limit = 50): Promise<LogEntry[]> {
  await requireAdmin(ctx);
  const rows = await ctx.db
    .select({
      id: moderationLog.id,
      action: moderationLog.action,
      kind: moderationLog.kind,
      itemId: moderationLog.itemId,
      reportsResolved: moderationLog.reportsResolved,
      createdAt: moderationLog.createdAt,
      actorId: actorUser.id,
      actorFirstName: actorUser.firstName,
      targetId: targetUser.id,
      targetFirstName: targetUser.firstName,
      hiddenAt: moderationHiddenItems.hiddenAt,
    })
    .from(moderationLog)
    .leftJoin(actorUser, eq(actorUser.id, moderationLog.actorId))
    .leftJoin(targetUser, eq(targetUser.id, moderationLog.targetUserId))
    .leftJoin(
      moderationHiddenItems,
      and(eq(moderationHiddenItems.kind, moderationLog.kind), eq(moderationHiddenItems.itemId, moderationLog.itemId)),
    )
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(Math.min(Math.max(1, limit), 200));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    kind: r.kind,
    itemId: r.itemId,
    reportsResolved: r.reportsResolved,
    createdAt: r.createdAt,
    actor: r.actorId == null ? null : { id: r.actorId, firstName: r.actorFirstName ?? '' },
    target: r.targetId == null ? null : { id: r.targetId, firstName: r.targetFirstName ?? '' },
    hiddenNow: r.hiddenAt != null,
  }));
}
