import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { MEMBERSHIP_FRESH_MS, type CircleMembershipChecker, type CircleRef } from './circle-ref';
import { recordCircleMembership } from './record-circle-membership';

/** At most this many of a person's circles are asked about in one refresh (the rest wait for the next read). */
export const REFRESH_MAX_CIRCLES = 25;

export interface RefreshResult {
  /** Rows the platform was asked about. */
  checked: number;
  /** Of those, the ones the platform said the person is no longer in. */
  left: number;
}

/**
 * Before a read of the actor's circles (decision 281): each membership whose last word is older
 * than MEMBERSHIP_FRESH_MS is asked of the platform again, through `checker`, with the person's
 * id on that platform (their Telegram identity, or their Slack identity in the channel's
 * workspace). "Not a member" ends their access at once; "member" starts the minute again; no
 * answer (the platform unreachable, no identity there, no checker: no bots on this server)
 * leaves the last word standing, as the join and leave events keep it.
 */
export async function refreshMyCircleMemberships(
  ctx: ActorCtx,
  { checker }: { checker: CircleMembershipChecker | null | undefined },
): Promise<RefreshResult> {
  if (!checker) return { checked: 0, left: 0 };
  const staleBefore = new Date(ctx.clock.now().getTime() - MEMBERSHIP_FRESH_MS).toISOString();
  const rows = await queryRows<CircleRef & { circleId: number; platformUserId: string | null }>(
    ctx.db,
    sql`select c.id as "circleId", c.channel, c.target,
          (select i.subject from identities i
            where i.user_id = m.user_id
              and ((c.channel = 'telegram' and i.provider = 'telegram')
                or (c.channel = 'slack_channel' and i.provider = 'slack'
                    and split_part(i.subject, ':', 1) = split_part(c.target, ':', 1)))
            order by i.id limit 1) as "platformUserId"
        from circle_members m join circles c on c.id = m.circle_id
        where m.user_id = ${ctx.userId}::int and m.is_member and m.checked_at < ${staleBefore}::timestamptz
        order by m.checked_at, c.id
        limit ${REFRESH_MAX_CIRCLES}`,
  );
  let checked = 0;
  let left = 0;
  for (const row of rows) {
    if (!row.platformUserId) continue;
    const circle: CircleRef = { channel: row.channel, target: row.target };
    const isMember = await checker.isMember(circle, row.platformUserId).catch((err: unknown) => {
      ctx.log.warn({ event: 'circle_membership_check_failed', circleId: row.circleId, err: String(err) });
      return null;
    });
    if (isMember === null) continue;
    checked++;
    if (!isMember) left++;
    await recordCircleMembership(ctx, { circle, userId: ctx.userId, isMember });
  }
  return { checked, left };
}
