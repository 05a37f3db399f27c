import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { DELIVERY_CHANNELS, type DeliveryChannel } from './delivery-types';
import { DEFAULT_CATCH_UP_MINUTES } from './is-due';

export const ZPlanDueDeliveriesInput = z.object({
  now: z.date(),
  channel: z.enum(DELIVERY_CHANNELS),
  limit: z.number().int().min(1).max(1_000_000).default(1000),
  catchUpMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(DEFAULT_CATCH_UP_MINUTES),
});
export type TPlanDueDeliveriesInput = z.input<typeof ZPlanDueDeliveriesInput>;

export interface DueDelivery {
  channel: DeliveryChannel;
  target: string;
  timeZone: string;
  /** The target's local date the delivery is for. */
  localDate: string;
  /** When the local reminder time happened. */
  dueAt: Date;
}

/**
 * Every target of a channel with its IANA zone and local 'HH:MM' time. The Telegram and Slack
 * front ends decide who is a target by what they store; this is the one place that reads it.
 * - telegram: active private chats of people with daily reminders on (their own zone and time),
 *   and active groups that set a post time (the group's zone, UTC when none was set);
 * - slack_dm: Slack identities of people with reminders on, in an active installation;
 * - slack_channel: active channel subscriptions.
 */
function targetsOf(channel: DeliveryChannel): SQL {
  switch (channel) {
    case 'telegram':
      return sql`
        select tc.chat_id::text as target, us.time_zone as tz, us.reminder_time as rt
        from telegram_chats tc join user_settings us on us.user_id = tc.user_id
        where tc.is_active and tc.type = 'private' and us.daily_reminders
        union all
        select tc.chat_id::text, coalesce(tc.time_zone, 'UTC'), tc.reminder_time
        from telegram_chats tc
        where tc.is_active and tc.type in ('group', 'supergroup') and tc.reminder_time is not null`;
    case 'slack_dm':
      return sql`
        select i.subject as target, us.time_zone as tz, us.reminder_time as rt
        from identities i
        join user_settings us on us.user_id = i.user_id
        join slack_installations si on si.team_id = split_part(i.subject, ':', 1) and si.is_active
        where i.provider = 'slack' and us.daily_reminders`;
    case 'slack_channel':
      return sql`
        select s.team_id || ':' || s.channel_id as target, s.time_zone as tz, s.post_time as rt
        from slack_channel_subscriptions s
        where s.is_active`;
  }
}

/**
 * Who is due now on a channel: targets whose local reminder time of their local today has passed
 * (by less than the catch-up window) and that have no delivery row for today or a later local date.
 * One statement, earliest due first (ties in no particular order). The same rule as the pure `isDue`; wall-clock times in a DST
 * gap move past the gap, and in a repeat the first occurrence counts (as `instantAtLocal`).
 */
export async function planDueDeliveries(ctx: Ctx, input: TPlanDueDeliveriesInput): Promise<DueDelivery[]> {
  const { now, channel, limit, catchUpMinutes } = parseInput(ZPlanDueDeliveriesInput, input);
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ target: string; timeZone: string; localDate: string; dueAt: Date | string }>(
    ctx.db,
    // Time-zone arithmetic is done once per distinct (zone, time) pair — a few thousand at most —
    // not once per target; targets then join the pairs that are due.
    sql`with targets as materialized (${targetsOf(channel)}),
        pairs as materialized (select distinct tz, rt from targets),
        walls as (
          select tz, rt, local_date, (local_date + rt::time) as wall, ((local_date + rt::time) at time zone tz) as later
          from (select tz, rt, ((${at} at time zone tz)::date) as local_date from pairs) p
        ),
        due_pairs as materialized (
          select tz, rt, local_date, due_at
          from (
            select tz, rt, local_date,
                   case when ((later - interval '1 hour') at time zone tz) = wall
                        then later - interval '1 hour' else later end as due_at
            from walls
          ) w
          where due_at <= ${at} and due_at > ${at} - make_interval(mins => ${catchUpMinutes}::int)
        )
        select t.target, p.tz as "timeZone", p.local_date::text as "localDate", p.due_at as "dueAt"
        from due_pairs p
        join targets t on t.tz = p.tz and t.rt = p.rt
        where not exists (
            select 1 from deliveries d
            where d.channel = ${channel} and d.target = t.target and d.local_date >= p.local_date
          )
        order by p.due_at
        limit ${limit}::int`,
  );
  return rows.map((r) => ({
    channel,
    target: r.target,
    timeZone: r.timeZone,
    localDate: r.localDate,
    dueAt: new Date(r.dueAt),
  }));
}
