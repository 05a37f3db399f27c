/** Test data for the rotation's tests: a group's circle, its members, and requests shared with it. */
import { requestCircles, userPrayers } from '@dps/db/schema';
import type { Ctx } from '../../context';
import { recordCircleMembership } from '../record-circle-membership';

export async function circleOf(
  ctx: Ctx,
  target: string,
  memberIds: number[],
  channel: 'telegram' | 'slack_channel' = 'telegram',
): Promise<number> {
  let id = 0;
  for (const userId of memberIds)
    id = await recordCircleMembership(ctx, {
      circle: { channel, target, title: 'Home group' },
      userId,
      isMember: true,
    });
  return id;
}

/** A request shared with `circleId` only, made at the clock's now unless `at` is given. */
export async function circleRequest(
  ctx: Ctx,
  p: { userId: number; circleId: number; title: string; isAnonymous?: boolean; at?: Date },
): Promise<number> {
  const at = p.at ?? ctx.clock.now();
  const [row] = await ctx.db
    .insert(userPrayers)
    .values({
      userId: p.userId,
      title: p.title,
      content: `${p.title}.`,
      date: at.toISOString().slice(0, 10),
      isAnonymous: p.isAnonymous ?? false,
      source: 'telegram',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: userPrayers.id });
  await ctx.db.insert(requestCircles).values({ requestId: row!.id, circleId: p.circleId });
  return row!.id;
}
