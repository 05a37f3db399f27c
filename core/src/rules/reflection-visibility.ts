/**
 * The ONE place that says who can see a reflection.
 *
 * - A top-level reflection is visible to its author always, and to everyone when `isPublic`.
 * - A reply is visible exactly when its parent is (replies inherit the parent's visibility), so a
 *   reply under someone's private reflection is as invisible as the reflection itself.
 * - On top, moderation (core/src/rules/hidden-rules.ts): what a person reported, and what a
 *   moderator or enough reports hid, is hidden from everyone but its author.
 *
 * Whatever the actor cannot see answers `not_found`, never `forbidden`: another person's private
 * reflection must look exactly like one that does not exist.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reflections } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { visibleAfterModeration } from './hidden-rules';
import { MAX_ID } from '../validate';

/** The reflections table or an `alias(reflections, ...)` of it: the columns the conditions read. */
type ReflectionsTable = { id: AnyPgColumn; parentId: AnyPgColumn; isPublic: AnyPgColumn; userId: AnyPgColumn };

/** WHERE condition: a top-level row of `r` is visible to `userId`. */
export function topLevelVisibleTo(userId: number | SQL, r: ReflectionsTable = reflections): SQL {
  return sql`(${r.parentId} is null and (${r.isPublic} or ${r.userId} = ${userId}))`;
}

/**
 * WHERE condition: any row of `r` (top-level or reply) is visible to `userId` (an id, or SQL naming
 * one). The parent is looked up under its own alias, so `r` may be the plain table or a drizzle
 * `alias(reflections, ...)`.
 */
export function reflectionVisibleTo(userId: number | SQL, r: ReflectionsTable = reflections): SQL {
  const parentId = sql.raw('"visibility_parent"."id"');
  const parentAuthor = sql.raw('"visibility_parent"."user_id"');
  return sql`((${topLevelVisibleTo(userId, r)} and ${visibleAfterModeration('reflection', r.id, r.userId, userId)})
    or (${r.parentId} is not null and ${visibleAfterModeration('reply', r.id, r.userId, userId)} and exists (
    select 1 from ${reflections} as "visibility_parent"
    where "visibility_parent"."id" = ${r.parentId}
      and ("visibility_parent"."is_public" or "visibility_parent"."user_id" = ${userId})
      and ${visibleAfterModeration('reflection', parentId, parentAuthor, userId)})))`;
}

export interface VisibleReflection {
  id: number;
  userId: number;
  prayerId: number;
  parentId: number | null;
  content: string;
  isPublic: boolean;
  createdAt: Date;
}

export const reflectionNotFound = () => new AppError('not_found', 'reflectionNotFound');

/** A positive integer id from a number or a digits-only string (route params), else null. */
export function toId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}

/**
 * Load a reflection the actor may see, or throw `not_found` (also for malformed ids and for
 * anything hidden from the actor).
 */
export async function loadVisibleReflection(ctx: ActorCtx, id: unknown): Promise<VisibleReflection> {
  const reflectionId = toId(id);
  if (reflectionId === null) throw reflectionNotFound();
  const [row] = await ctx.db
    .select({
      id: reflections.id,
      userId: reflections.userId,
      prayerId: reflections.prayerId,
      parentId: reflections.parentId,
      content: reflections.content,
      isPublic: reflections.isPublic,
      createdAt: reflections.createdAt,
    })
    .from(reflections)
    .where(and(eq(reflections.id, reflectionId), reflectionVisibleTo(ctx.userId)));
  if (!row) throw reflectionNotFound();
  return row;
}
