import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { hiddenFromCommunity } from '../rules/hidden-rules';

/** One of the viewer's groups as "My groups" lists it. */
export interface MyCircle {
  id: number;
  /** The chat's name as last seen (null when the chat never told it). */
  title: string | null;
  channel: 'telegram' | 'slack_channel';
  isLeader: boolean;
  /** People with an account the chat counts as members now. */
  memberCount: number;
  /** Requests shared with it, not answered, archived or hidden by moderation. */
  openRequests: number;
  /** The group's weekly moment: 0 = Sunday … 6 = Saturday, and 'HH:MM' (null: its post time). */
  weeklyDay: number;
  weeklyTime: string | null;
  /** The group's daily post time and zone, when it gets the daily post. */
  postTime: string | null;
  timeZone: string | null;
}

/**
 * The circles the actor is a current member of (decision 280), by title. Call
 * `refreshMyCircleMemberships` first where a checker is at hand, so a group they left is gone.
 */
export async function listMyCircles(ctx: ActorCtx): Promise<MyCircle[]> {
  const rows = await queryRows<MyCircle>(
    ctx.db,
    sql`select c.id, c.title, c.channel, me.is_leader as "isLeader",
          (select count(*) from circle_members m where m.circle_id = c.id and m.is_member)::int as "memberCount",
          (select count(*) from request_circles rc join user_prayers p on p.id = rc.request_id
             where rc.circle_id = c.id and p.answered_at is null and p.archived_at is null
               and not ${hiddenFromCommunity('prayer', sql`p.id`)})::int as "openRequests",
          c.weekly_day as "weeklyDay", c.weekly_time as "weeklyTime",
          coalesce(tc.reminder_time, sc.post_time) as "postTime", coalesce(tc.time_zone, sc.time_zone) as "timeZone"
        from circle_members me
        join circles c on c.id = me.circle_id
        left join telegram_chats tc on c.channel = 'telegram' and tc.chat_id::text = c.target
        left join slack_channel_subscriptions sc on c.channel = 'slack_channel' and sc.team_id || ':' || sc.channel_id = c.target
        where me.user_id = ${ctx.userId}::int and me.is_member
        order by lower(coalesce(c.title, '')), c.id`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    isLeader: Boolean(r.isLeader),
    memberCount: Number(r.memberCount),
    openRequests: Number(r.openRequests),
    weeklyDay: Number(r.weeklyDay),
  }));
}
