/**
 * Loading an item of any kind for moderation (the report check, the admin queue's actions) and
 * removing one with its reports resolved. Kind-specific SQL stays in this file.
 *
 * Only what is public NOW is ever loaded, for a reporter and for a moderator alike (decision 170):
 * a reflection or wall prayer its author made private, and a reply under a reflection made
 * private, are private text, which no role reads. A circle-only request (decision 287) is loaded
 * for a reporter who may see it, and for a moderator only while a current member of one of its
 * circles has an open report on it: then that item alone. An archived request is its author's.
 */
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { circleMembers, contentReports, prayers, reflections, requestCircles, userPrayers } from '@dps/db/schema';
import { requestVisibleToOthers } from '../rules/request-audience';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { visibleAfterModeration } from '../rules/hidden-rules';
import type { ItemKind } from '../rules/item-kind';

export interface ModerationItem {
  kind: ItemKind;
  id: number;
  authorId: number;
  /** A wall prayer's title; null for reflections and replies. */
  title: string | null;
  content: string;
  createdAt: Date;
  /** Where it sits: the prayer a reflection or reply is on, the reflection a reply answers. */
  context: { prayerTitle: string | null; parentId: number | null; parentContent: string | null };
}

export const itemNotFound = () => new AppError('not_found', 'postGone');

const parent = alias(reflections, 'mod_parent');
const pubPrayer = alias(userPrayers, 'mod_pub_p');
const pubReflection = alias(reflections, 'mod_pub_r');
const pubParent = alias(reflections, 'mod_pub_parent');

/**
 * WHERE condition: item (`kind`, `id`) exists and is public now: a wall prayer or top-level
 * reflection shared with the community, or a reply under such a reflection. `kind` may be a column.
 */
export function publicNow(kind: ItemKind | AnyPgColumn | SQL, id: AnyPgColumn | SQL): SQL {
  const k = typeof kind === 'string' ? sql`${kind}::text` : kind;
  return sql`(case ${k}
    when 'prayer' then exists (select 1 from ${userPrayers} as "mod_pub_p" where ${pubPrayer.id} = ${id}
      and ${pubPrayer.archivedAt} is null and (${pubPrayer.isPublic} or ${reportedByCircleMember(sql`${pubPrayer.id}`)}))
    when 'reflection' then exists (select 1 from ${reflections} as "mod_pub_r"
      where ${pubReflection.id} = ${id} and ${pubReflection.parentId} is null and ${pubReflection.isPublic})
    when 'reply' then exists (select 1 from ${reflections} as "mod_pub_r"
      join ${reflections} as "mod_pub_parent" on ${pubParent.id} = ${pubReflection.parentId}
      where ${pubReflection.id} = ${id} and ${pubParent.isPublic})
    else false end)`;
}

/**
 * A circle-only request a moderator may read (decision 287): a current member of one of its
 * circles has an open report on it. Nobody else's report opens it, and nothing else of the circle.
 */
export const reportedByCircleMember = (requestId: SQL): SQL =>
  sql`exists (select 1 from ${contentReports} as "mod_cr"
        join ${requestCircles} as "mod_rc" on "mod_rc"."request_id" = "mod_cr"."item_id"
        join ${circleMembers} as "mod_cm" on "mod_cm"."circle_id" = "mod_rc"."circle_id" and "mod_cm"."user_id" = "mod_cr"."reporter_id"
        where "mod_cr"."kind" = 'prayer' and "mod_cr"."item_id" = ${requestId} and "mod_cr"."resolved_at" is null
          and "mod_cm"."is_member")`;

/**
 * The item when it is public now (publicNow), whoever wrote it, else null: what a moderator may
 * read. With `viewerId`, also only when that person may see it (not hidden from them by
 * moderation; a reply also needs its parent visible).
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
        createdAt: userPrayers.createdAt,
      })
      .from(userPrayers)
      .where(
        and(
          eq(userPrayers.id, id),
          viewerId === undefined
            ? // A moderator: public, or reported by a member of one of its circles (decision 287).
              sql`${userPrayers.archivedAt} is null and (${userPrayers.isPublic} or ${reportedByCircleMember(sql`${userPrayers.id}`)})`
            : // A reporter: only what they may see (public, or in one of their circles now).
              and(
                requestVisibleToOthers(viewerId),
                visibleAfterModeration('prayer', userPrayers.id, userPrayers.userId, viewerId),
              ),
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
      createdAt: reflections.createdAt,
      prayerTitle: prayers.title,
      parentId: reflections.parentId,
      parentContent: parent.content,
    })
    .from(reflections)
    .innerJoin(prayers, eq(prayers.id, reflections.prayerId))
    .leftJoin(parent, eq(parent.id, reflections.parentId))
    .where(
      and(
        eq(reflections.id, id),
        isReply ? isNotNull(reflections.parentId) : isNull(reflections.parentId),
        // A reply is public exactly when the reflection it answers is (decision 155).
        isReply ? eq(parent.isPublic, true) : eq(reflections.isPublic, true),
        viewerId === undefined
          ? undefined
          : isReply
            ? sql`${visibleAfterModeration('reply', reflections.id, reflections.userId, viewerId)}
                and ${visibleAfterModeration('reflection', parent.id, parent.userId, viewerId)}`
            : visibleAfterModeration('reflection', reflections.id, reflections.userId, viewerId),
      ),
    );
  if (!row) return null;
  return {
    kind,
    id: row.id,
    authorId: row.authorId,
    title: null,
    content: row.content,
    createdAt: row.createdAt,
    context: { prayerTitle: row.prayerTitle, parentId: row.parentId, parentContent: row.parentContent },
  };
}

/** Who wrote item (`kind`, `id`), whatever its state (no words read), or null when it is gone. */
export async function itemAuthorId(ctx: Ctx, kind: ItemKind, id: number): Promise<number | null> {
  const [row] =
    kind === 'prayer'
      ? await ctx.db.select({ userId: userPrayers.userId }).from(userPrayers).where(eq(userPrayers.id, id))
      : await ctx.db.select({ userId: reflections.userId }).from(reflections).where(eq(reflections.id, id));
  return row?.userId ?? null;
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
