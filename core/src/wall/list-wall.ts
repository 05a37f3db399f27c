import { and, desc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { userPrayers, users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { parseInput } from '../validate';
import { decodeWallCursor, encodeWallCursor } from './wall-cursor';
import { publicRequest, visibleOnWallTo, toWallItem, wallFields, type WallItem, type WallRow } from '../rules/wall-item';

export const WALL_PAGE_SIZE = 20;

export const ZListWallInput = z.object({
  /** `open`: requests not yet answered, newest first; `answered`: answered ones, latest answer first. */
  list: z.enum(['open', 'answered']).default('open'),
  cursor: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(WALL_PAGE_SIZE),
});
export type TListWallInput = z.input<typeof ZListWallInput>;

export interface WallPage {
  items: WallItem[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * One page of the prayer wall as `viewer` sees it: community (public) prayers only, newest first
 * (or, for the Answered list, by when they were answered). Takes the viewer so that items hidden
 * for them (reports, moderation: decision 156) can be left out here, in one place.
 */
export async function listWall(viewer: ActorCtx, input: TListWallInput = {}): Promise<WallPage> {
  return listSharedRequests(viewer, publicRequest(), input);
}

/**
 * A page of requests shared where `audience` says (the wall: public ones; a circle's page: that
 * circle's), as `viewer` sees them after moderation. The caller's `audience` decides who may read.
 */
export async function listSharedRequests(
  viewer: ActorCtx,
  audience: SQL,
  input: TListWallInput = {},
): Promise<WallPage> {
  const { list, cursor, limit } = parseInput(ZListWallInput, input);
  const sortAt = list === 'open' ? userPrayers.createdAt : userPrayers.answeredAt;
  const after = cursor ? decodeWallCursor(cursor) : null;
  const rows = await viewer.db
    .select(wallFields(viewer))
    .from(userPrayers)
    .innerJoin(users, eq(users.id, userPrayers.userId))
    .where(
      and(
        audience,
        visibleOnWallTo(viewer),
        list === 'open' ? isNull(userPrayers.answeredAt) : isNotNull(userPrayers.answeredAt),
        after ? or(lt(sortAt, after.at), and(eq(sortAt, after.at), lt(userPrayers.id, after.id))) : sql`true`,
      ),
    )
    .orderBy(desc(sortAt), desc(userPrayers.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map((r) => toWallItem(viewer, r as WallRow));
  const last = page.at(-1);
  const more = rows.length > limit && last;
  return {
    items: page,
    nextCursor: more
      ? encodeWallCursor({ at: (list === 'open' ? last.createdAt : last.answeredAt)!, id: last.id })
      : null,
  };
}
