import { sql } from 'drizzle-orm';
import { circleMembers } from '@dps/db/schema';
import type { Ctx } from '../context';
import type { CircleRef } from './circle-ref';
import { ensureCircle } from './ensure-circle';

export interface CircleMembershipWord {
  circle: CircleRef & { title?: string | null };
  userId: number;
  /** The chat says they are in it (joined, wrote, a check said so) or not (left, removed, a check said so). */
  isMember: boolean;
  /**
   * The chat says they lead it (a Telegram administrator, a Slack channel's creator, whoever
   * subscribed it). Applied only while no leader has chosen otherwise (`leader_source` 'chosen').
   */
  isLeader?: boolean;
}

/**
 * The chat's word on a person with an account, from an event (joined, left, wrote there) or a
 * check with the platform (decision 281). Leaving takes effect at once on every surface, since
 * every surface reads `is_member` (core/src/rules/request-audience.ts).
 */
export async function recordCircleMembership(ctx: Ctx, input: CircleMembershipWord): Promise<number> {
  const circleId = await ensureCircle(ctx, input.circle);
  const now = ctx.clock.now();
  const leader = input.isLeader === undefined ? null : input.isLeader && input.isMember;
  await ctx.db
    .insert(circleMembers)
    .values({
      circleId,
      userId: input.userId,
      isMember: input.isMember,
      isLeader: leader ?? false,
      leaderSource: leader === null ? null : 'platform',
      checkedAt: now,
      leftAt: input.isMember ? null : now,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [circleMembers.circleId, circleMembers.userId],
      set: {
        isMember: input.isMember,
        checkedAt: now,
        leftAt: input.isMember ? null : sql`coalesce(${circleMembers.leftAt}, ${now.toISOString()}::timestamptz)`,
        isLeader:
          leader === null
            ? sql`${circleMembers.isLeader} and ${input.isMember}`
            : sql`case when ${circleMembers.leaderSource} = 'chosen' then ${circleMembers.isLeader} and ${input.isMember} else ${leader} end`,
        leaderSource:
          leader === null
            ? sql`${circleMembers.leaderSource}`
            : sql`case when ${circleMembers.leaderSource} = 'chosen' then 'chosen' else 'platform' end`,
      },
    });
  return circleId;
}
