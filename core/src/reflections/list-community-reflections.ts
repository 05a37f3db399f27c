import { z } from 'zod';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { reflectionLikes, reflections, users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { assertPublishedTo } from '../prayers/published-prayer';
import { issue, MAX_ID, parseInput } from '../validate';
import { toCommunityReflection, type CommunityReflection } from './community-reflection';
import { moderationMarkSql, visibleAfterModeration } from '../rules/hidden-rules';
import { toId } from '../rules/reflection-visibility';

const NOT_FOUND = issue('prayerNotFound');

export const ZListCommunityReflectionsInput = z.object({
  prayerId: z.preprocess((v) => toId(v) ?? v, z.number({ error: NOT_FOUND }).int().positive().max(MAX_ID, NOT_FOUND)),
  /** How many top-level reflections (newest first) at most; their replies all come along. */
  limit: z.number().int().min(1).max(500).default(200),
});
export type TListCommunityReflectionsInput = z.input<typeof ZListCommunityReflectionsInput>;

/** A reflection in the flat list the HTTP API returns: replies are entries with `parentId`. */
export type FlatReflection = Omit<CommunityReflection, 'replies'>;

/**
 * The community's reflections on a prayer that the actor may see: public ones only (private ones are
 * in the author's own lists), minus what moderation hides from the actor (rules/hidden-rules.ts; the
 * author still gets theirs, marked), newest first, each with its replies oldest first, like counts and whether the
 * actor liked it. Three queries whatever the size (prayer check, top level, replies).
 * Answers `not_found` for an unknown prayer, or one not published to the actor yet.
 */
export async function listCommunityReflections(
  ctx: ActorCtx,
  input: TListCommunityReflectionsInput,
): Promise<CommunityReflection[]> {
  // A malformed prayer id (from a URL) is just a prayer that does not exist.
  if (toId((input as { prayerId?: unknown } | undefined)?.prayerId) === null)
    throw new AppError('not_found', 'prayerNotFound');
  const { prayerId, limit } = parseInput(ZListCommunityReflectionsInput, input);

  // An admin's prayer for a later date answers like a missing one (published-prayer.ts).
  await assertPublishedTo(ctx, prayerId);

  // The join also matters for the subqueries below: drizzle qualifies select-list columns
  // ("reflections"."id") only when the query has a join.
  const top = await ctx.db
    .select({
      id: reflections.id,
      userId: reflections.userId,
      content: reflections.content,
      isPublic: reflections.isPublic,
      prayerId: reflections.prayerId,
      parentId: reflections.parentId,
      createdAt: reflections.createdAt,
      firstName: users.firstName,
      likes: sql<number>`(select count(*) from ${reflectionLikes} where ${reflectionLikes.reflectionId} = ${reflections.id})::int`,
      likedByMe: sql<boolean>`exists (select 1 from ${reflectionLikes} where ${reflectionLikes.reflectionId} = ${reflections.id} and ${reflectionLikes.userId} = ${ctx.userId})`,
      moderation: moderationMarkSql('reflection', reflections.id),
    })
    .from(reflections)
    .innerJoin(users, eq(users.id, reflections.userId))
    .where(
      and(
        eq(reflections.prayerId, prayerId),
        isNull(reflections.parentId),
        // Community lists are public items only: one's private reflections live in My Reflections.
        eq(reflections.isPublic, true),
        visibleAfterModeration('reflection', reflections.id, reflections.userId, ctx.userId),
      ),
    )
    .orderBy(desc(reflections.createdAt), desc(reflections.id))
    .limit(limit);
  if (top.length === 0) return [];

  // Replies are visible exactly when their parent is, and every parent here is visible.
  const replies = await ctx.db
    .select({
      id: reflections.id,
      userId: reflections.userId,
      content: reflections.content,
      isPublic: reflections.isPublic,
      prayerId: reflections.prayerId,
      parentId: reflections.parentId,
      createdAt: reflections.createdAt,
      firstName: users.firstName,
      moderation: moderationMarkSql('reply', reflections.id),
    })
    .from(reflections)
    .innerJoin(users, eq(users.id, reflections.userId))
    .where(
      and(
        inArray(
          reflections.parentId,
          top.map((t) => t.id),
        ),
        visibleAfterModeration('reply', reflections.id, reflections.userId, ctx.userId),
      ),
    )
    .orderBy(asc(reflections.createdAt), asc(reflections.id));

  const list = top.map((row) => toCommunityReflection(row, ctx.userId));
  const byId = new Map(list.map((r) => [r.id, r]));
  for (const reply of replies) byId.get(reply.parentId!)?.replies.push(toCommunityReflection(reply, ctx.userId));
  return list;
}

/**
 * The flat list of SPEC section 7 ("replies as entries that have parentId"): each top-level
 * reflection followed by its replies, in the order of the nested list. Pure.
 */
export function flattenReflections(list: readonly CommunityReflection[]): FlatReflection[] {
  const flat: FlatReflection[] = [];
  for (const { replies, ...top } of list) {
    flat.push(top);
    for (const { replies: _none, ...reply } of replies) flat.push(reply);
  }
  return flat;
}
