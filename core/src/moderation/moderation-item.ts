/**
 * Loading an item of any kind for moderation (the report check, the admin queue's actions) and
 * removing one with its reports resolved. Kind-specific SQL stays in this file.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contentReports, prayers, reflections, userPrayers } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { visibleAfterModeration } from './hidden-rules';
import type { ItemKind } from './item-kind';

export interface ModerationItem {
  kind: ItemKind;
  id: number;
  authorId: number;
  /** A wall prayer's title; null for reflections and replies. */
  title: string | null;
  content: string;
  /** Public now (a reply: its parent reflection is public). Only public items can be reported. */
  isPublic: boolean;
  createdAt: Date;
  /** Where it sits: the prayer a reflection or reply is on, the reflection a reply answers. */
  context: { prayerTitle: string | null; parentId: number | null; parentContent: string | null };
}

export const itemNotFound = () => new AppError('not_found', 'This post no longer exists.');

const parent = alias(reflections, 'mod_parent');

/**
 * The item, whoever wrote it and whatever its state, or null. With `viewerId`, only when that person may
 * see it (public, not hidden from them by moderation; a reply also needs its parent visible).
 */
export async function loadModerationItem(
  ctx: Ctx,
  kind: ItemKind,
  id: number,
  viewerId?: number,
): Promise<ModerationItem | null> {
  if (kind === 'prayer') {
    const [row] = await ctx.db
      .select({
        id: userPrayers.id,
        authorId: userPrayers.userId,
        title: userPrayers.title,
        content: userPrayers.content,
        isPublic: userPrayers.isPublic,
        createdAt: userPrayers.createdAt,
      })
      .from(userPrayers)
      .where(
        and(
          eq(userPrayers.id, id),
          viewerId === undefined ? undefined : sql`(${userPrayers.isPublic} or ${userPrayers.userId} = ${viewerId})`,
          viewerId === undefined
            ? undefined
            : visibleAfterModeration('prayer', userPrayers.id, userPrayers.userId, viewerId),
        ),
      );
    return row ? { kind, ...row, context: { prayerTitle: null, parentId: null, parentContent: null } } : null;
  }
  const isReply = kind === 'reply';
  const [row] = await ctx.db
    .select({
      id: reflections.id,
      authorId: reflections.userId,
      content: reflections.content,
      ownPublic: reflections.isPublic,
      createdAt: reflections.createdAt,
      prayerTitle: prayers.title,
      parentId: reflections.parentId,
      parentContent: parent.content,
      parentPublic: parent.isPublic,
    })
    .from(reflections)
    .innerJoin(prayers, eq(prayers.id, reflections.prayerId))
    .leftJoin(parent, eq(parent.id, reflections.parentId))
    .where(
      and(
        eq(reflections.id, id),
        isReply ? isNotNull(reflections.parentId) : isNull(reflections.parentId),
        viewerId === undefined
          ? undefined
          : isReply
            ? sql`(${parent.isPublic} or ${parent.userId} = ${viewerId})
                and ${visibleAfterModeration('reply', reflections.id, reflections.userId, viewerId)}
                and ${visibleAfterModeration('reflection', parent.id, parent.userId, viewerId)}`
            : sql`(${reflections.isPublic} or ${reflections.userId} = ${viewerId})
                and ${visibleAfterModeration('reflection', reflections.id, reflections.userId, viewerId)}`,
      ),
    );
  if (!row) return null;
  return {
    kind,
    id: row.id,
    authorId: row.authorId,
    title: null,
    content: row.content,
    isPublic: isReply ? Boolean(row.parentPublic) : row.ownPublic,
    createdAt: row.createdAt,
    context: { prayerTitle: row.prayerTitle, parentId: row.parentId, parentContent: row.parentContent },
  };
}

type Resolution = 'dismissed' | 'hidden' | 'deleted' | 'removed_by_author';

/** Close the open reports of items; answers how many it closed. */
export async function resolveReports(
  ctx: Ctx,
  items: { kind: ItemKind; ids: number[] }[],
  resolution: Resolution,
  resolvedBy: number | null,
): Promise<number> {
  let closed = 0;
  for (const { kind, ids } of items) {
    if (ids.length === 0) continue;
    const rows = await ctx.db
      .update(contentReports)
      .set({ resolvedAt: ctx.clock.now(), resolvedBy, resolution })
      .where(and(eq(contentReports.kind, kind), inArray(contentReports.itemId, ids), isNull(contentReports.resolvedAt)))
      .returning({ id: contentReports.id });
    closed += rows.length;
  }
  return closed;
}

/**
 * Delete an item and close its open reports (and those of the replies that go with a reflection:
 * decision 155). Likes, replies and "I prayed" rows go by their foreign keys. Answers the number of
 * reports closed and of replies removed. Call inside a transaction.
 */
export async function removeItem(
  ctx: Ctx,
  kind: ItemKind,
  id: number,
  resolution: Resolution,
  resolvedBy: number | null,
): Promise<{ reportsResolved: number; repliesRemoved: number }> {
  if (kind === 'prayer') {
    await ctx.db.delete(userPrayers).where(eq(userPrayers.id, id));
    return {
      reportsResolved: await resolveReports(ctx, [{ kind, ids: [id] }], resolution, resolvedBy),
      repliesRemoved: 0,
    };
  }
  const replies =
    kind === 'reflection'
      ? (await ctx.db.select({ id: reflections.id }).from(reflections).where(eq(reflections.parentId, id))).map(
          (r) => r.id,
        )
      : [];
  await ctx.db.delete(reflections).where(eq(reflections.id, id));
  const reportsResolved = await resolveReports(
    ctx,
    [
      { kind, ids: [id] },
      { kind: 'reply', ids: replies },
    ],
    resolution,
    resolvedBy,
  );
  return { reportsResolved, repliesRemoved: replies.length };
}
