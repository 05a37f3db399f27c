import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { DELIVERY_CHANNELS, type DeliveryChannel } from './delivery-types';
import { DEFAULT_CATCH_UP_MINUTES } from './is-due';
import { reminderWanted } from './one-reminder-a-day';
import { LANGUAGES, type Language } from '@dps/db/content/languages';

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
  /**
   * The channels with a sender running (default: all). A person's reminder waits for a channel
   * before it in their order only if that channel is running (decision 222).
   */
  running: z.array(z.enum(DELIVERY_CHANNELS)).default([...DELIVERY_CHANNELS]),
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
  /** The language of the prayer it gets: the person's; groups and channels English (decision 231). */
  language: Language;
}

/**
 * Every target of a channel with its IANA zone and local 'HH:MM' time. The Telegram and Slack
 * front ends decide who is a target by what they store; this is the one place that reads it.
 * - telegram: active private chats of people with daily reminders on (their own zone and time),
 *   and active groups that set a post time (the group's zone, UTC when none was set);
 * - slack_dm: Slack identities of people with reminders on, in an active installation;
 * - slack_channel: active channel subscriptions;
 * - web_push: every browser subscription of people with reminders on (one delivery per device);
 * - email: people with reminders on who chose email (one per person).
 * A person's Telegram chat and Slack DM count only while that channel's own switch is on (decision 140).
 * `uid`: the person a target is theirs (null for group posts): their reminder is one a day (decision 222).
 */
function targetsOf(channel: DeliveryChannel): SQL {
  switch (channel) {
    case 'telegram':
      return sql`
        select tc.chat_id::text as target, us.time_zone as tz, us.reminder_time as rt, us.user_id as uid, us.language as lang
        from telegram_chats tc join user_settings us on us.user_id = tc.user_id
        where tc.is_active and tc.type = 'private' and us.daily_reminders and us.telegram_reminders
        union all
        -- a group's post speaks the group's language (decision 239)
        select tc.chat_id::text, coalesce(tc.time_zone, 'UTC'), tc.reminder_time, null::int, tc.language
        from telegram_chats tc
        where tc.is_active and tc.type in ('group', 'supergroup') and tc.reminder_time is not null`;
    case 'slack_dm':
      return sql`
        select i.subject as target, us.time_zone as tz, us.reminder_time as rt, us.user_id as uid, us.language as lang
        from identities i
        join user_settings us on us.user_id = i.user_id
        join slack_installations si on si.team_id = split_part(i.subject, ':', 1) and si.is_active
        where i.provider = 'slack' and us.daily_reminders and us.slack_reminders`;
    case 'slack_channel':
      return sql`
        select s.team_id || ':' || s.channel_id as target, s.time_zone as tz, s.post_time as rt, null::int as uid, s.language as lang
        from slack_channel_subscriptions s
        where s.is_active`;
    case 'web_push':
      return sql`
        select ps.id::text as target, us.time_zone as tz, us.reminder_time as rt, us.user_id as uid, us.language as lang
        from push_subscriptions ps join user_settings us on us.user_id = ps.user_id
        where us.daily_reminders`;
    case 'email':
      return sql`
        select us.user_id::text as target, us.time_zone as tz, us.reminder_time as rt, us.user_id as uid, us.language as lang
        from user_settings us join users u on u.id = us.user_id
        where us.daily_reminders and us.email_reminders and u.email is not null
          and u.email_confirmed_at is not null`; // only a confirmed mailbox (decision 279)
  }
}

/** Why a target was left out of planning: a value stored around validation that no plan can use. */
export type SkipReason = 'unknown_time_zone' | 'bad_reminder_time' | 'bad_target';

export interface SkippedTarget {
  channel: DeliveryChannel;
  /** The target id (chat id, `team:user`, `team:channel`), cut to 64 characters. */
  target: string;
  /** The stored zone, cut to 64 characters. */
  timeZone: string | null;
  reason: SkipReason;
}

export interface DeliveryPlan {
  /** Who is due now, earliest first. */
  due: DueDelivery[];
  /** Targets left out because of a bad stored value (at most 100 listed)... */
  skipped: SkippedTarget[];
  /** ...and how many there are in all. */
  skippedTotal: number;
}

const SKIPPED_LISTED = 100;

/**
 * Who is due now on a channel: targets whose local reminder time of their local today has passed
 * (by less than the catch-up window) and that have no delivery row for today or a later local date.
 * One statement, earliest due first (ties in no particular order). The same rule as the pure `isDue`; wall-clock times in a DST
 * gap move past the gap, and in a repeat the first occurrence counts (as `instantAtLocal`).
 *
 * One bad stored value never fails the statement for everyone (decision 061): a zone PostgreSQL
 * does not know (`is_known_time_zone`, e.g. 'US/Pacific-New' written before zones were checked on
 * both sides) or a reminder time that is not 'HH:MM' is left out, and so is a due target whose id
 * the claim cannot carry (empty, over 200 characters, a comma); each is returned in `skipped` and
 * the caller reports it.
 */
export async function planDeliveries(ctx: Ctx, input: TPlanDueDeliveriesInput): Promise<DeliveryPlan> {
  const { now, channel, limit, catchUpMinutes, running } = parseInput(ZPlanDueDeliveriesInput, input);
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{
    kind: 'due' | 'skipped';
    target: string;
    timeZone: string | null;
    localDate: string | null;
    dueAt: Date | string | null;
    language: string | null;
    reason: SkipReason | null;
    total: number | null;
  }>(
    ctx.db,
    // Time-zone arithmetic is done once per distinct (zone, time) pair — a few thousand at most —
    // not once per target; targets then join the pairs that are due. Each pair is checked first,
    // and the arithmetic sits behind CASE on that check (CASE is evaluated in order, and the zone
    // and time functions are strict, so an unchecked value never reaches them). No extra filter
    // step: the planner's row estimates, hence its hash joins, stay those of the plain statement.
    sql`with targets as materialized (${targetsOf(channel)}),
        pairs as materialized (
          select tz, rt, (rt ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and is_known_time_zone(tz)) as ok
          from (select distinct tz, rt from targets) d
        ),
        walls as (
          select tz, rt, local_date, wall, (wall at time zone tz) as later
          from (
            select tz, rt, local_date, (local_date + rt_time) as wall
            from (
              select tz, rt,
                     case when ok then ((${at} at time zone tz)::date) end as local_date,
                     case when ok then rt::time end as rt_time
              from pairs
            ) checked
          ) p
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
        ),
        due as (
          select t.target, t.lang, p.tz, p.local_date, p.due_at
          from due_pairs p
          join targets t on t.tz = p.tz and t.rt = p.rt
          where not exists (
              select 1 from deliveries d
              where d.channel = ${channel} and d.target = t.target and d.local_date >= p.local_date
            )
            -- A person's own reminder: one a day in their order, none once prayed, paused or resting (decision 222).
            and (t.uid is null or ${reminderWanted({ uid: sql`t.uid`, localDate: sql`p.local_date`, channel, running })})
          order by p.due_at
          limit ${limit}::int
        ),
        skipped as (
          select t.target, t.tz,
                 case when p.rt ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then 'unknown_time_zone' else 'bad_reminder_time' end as problem
          from pairs p
          join targets t on t.tz = p.tz and t.rt = p.rt
          where not p.ok
        )
        select 'due' as kind, left(coalesce(target, ''), 200) as target, tz as "timeZone",
               local_date::text as "localDate", due_at as "dueAt", lang as language,
               -- A target id the claim cannot carry (it refuses the whole batch for one) is reported, not claimed.
               case when target <> '' and length(target) <= 200 and strpos(target, ',') = 0 then null
                    else 'bad_target' end as reason,
               null::int as total
        from due
        union all
        select 'skipped', left(target, 64), left(tz, 64), null, null, null, problem, total
        from (select target, tz, problem, count(*) over ()::int as total from skipped limit ${SKIPPED_LISTED}::int) s
        order by kind, "dueAt"`,
  );
  const plan: DeliveryPlan = { due: [], skipped: [], skippedTotal: 0 };
  let badTargets = 0;
  for (const r of rows) {
    if (r.kind === 'due' && r.reason === 'bad_target') {
      badTargets += 1;
      if (plan.skipped.length < SKIPPED_LISTED)
        plan.skipped.push({ channel, target: r.target.slice(0, 64), timeZone: r.timeZone, reason: 'bad_target' });
    } else if (r.kind === 'due') {
      plan.due.push({
        channel,
        target: r.target,
        timeZone: r.timeZone!,
        localDate: r.localDate!,
        dueAt: new Date(r.dueAt!),
        language: LANGUAGES.find((l) => l === r.language) ?? 'en',
      });
    } else {
      if (plan.skipped.length < SKIPPED_LISTED)
        plan.skipped.push({ channel, target: r.target, timeZone: r.timeZone, reason: r.reason! });
      plan.skippedTotal = r.total ?? 0;
    }
  }
  plan.skippedTotal += badTargets;
  return plan;
}

/** Who is due now on a channel (`planDeliveries` without the report of skipped targets). */
export async function planDueDeliveries(ctx: Ctx, input: TPlanDueDeliveriesInput): Promise<DueDelivery[]> {
  return (await planDeliveries(ctx, input)).due;
}
