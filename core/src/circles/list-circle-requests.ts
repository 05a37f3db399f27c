import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { circleMembers, requestCircles, userPrayers } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { toId } from '../rules/reflection-visibility';
import { parseInput } from '../validate';
import { listSharedRequests, ZListWallInput, type WallPage } from '../wall/list-wall';

export const ZListCircleRequestsInput = ZListWallInput.extend({ circleId: z.unknown() });
export type TListCircleRequestsInput = z.input<typeof ZListCircleRequestsInput>;

/**
 * A circle's page (decision 286): the requests shared with it, open (newest first) or answered,
 * for its current members only. Anyone else, and a circle that does not exist, gets `not_found`,
 * the same answer, so a circle's existence is not told either. Archived requests are left out.
 */
export async function listCircleRequests(ctx: ActorCtx, input: TListCircleRequestsInput): Promise<WallPage> {
  const { circleId: raw, ...page } = parseInput(ZListCircleRequestsInput, input);
  const circleId = toId(raw);
  if (circleId === null) throw new AppError('not_found', 'groupNotFound');
  const [member] = await ctx.db
    .select({ circleId: circleMembers.circleId })
    .from(circleMembers)
    .where(
      and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, ctx.userId), eq(circleMembers.isMember, true)),
    );
  if (!member) throw new AppError('not_found', 'groupNotFound');
  const inCircle = sql`(${userPrayers.archivedAt} is null and exists (select 1 from ${requestCircles}
      where ${requestCircles.requestId} = ${userPrayers.id} and ${requestCircles.circleId} = ${circleId}::int))`;
  return listSharedRequests(ctx, inCircle, page);
}
