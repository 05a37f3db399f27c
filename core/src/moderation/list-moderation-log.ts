import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { moderationLog, users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { requireAdmin } from '../admin/require-admin';
import type { ItemKind } from './item-kind';

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
    })
    .from(moderationLog)
    .leftJoin(actorUser, eq(actorUser.id, moderationLog.actorId))
    .leftJoin(targetUser, eq(targetUser.id, moderationLog.targetUserId))
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
  }));
}
