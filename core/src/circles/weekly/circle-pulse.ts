/**
 * The leader's pulse (decision 311): how the group has carried one another this week, in counts,
 * for one of its leaders. Only the group's own requests (its members see them anyway) and counts;
 * of away members, only those who said yes to their leaders seeing it (decision 312).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { ActorCtx, Ctx } from '../../context';
import { openGroupRun, groupCounts, getGroupSchedule } from '../../plans/group-plan-runs';
import { visibleAfterModeration } from '../../rules/hidden-rules';
import { addDays, daysBetween, localDate } from '../../time/local-day';
import { parseInput } from '../../validate';
import { assertLeader, ZCircleId, type LedCircle } from './circle-leader';

/** Not seen for this many days: away. */
export const AWAY_DAYS = 14;
/** A request prayed for by fewer people than this in the last week is short of prayer. */
export const SHORT_OF_PRAYER = 3;
/** At most this many of those are named in the pulse. */
export const SHORT_OF_PRAYER_SHOWN = 3;
/** At most this many away members are named (with a button each). */
export const AWAY_SHOWN = 3;

export interface CirclePulse {
  circle: { id: number; title: string | null };
  /** The last seven local days of the group, oldest first: members who prayed the group's prayer. */
  days: { date: string; prayed: number }[];
  plan: { title: string; day: number; length: number; doneToday: number } | null;
  shortOfPrayer: { id: number; title: string; prayedCount: number }[];
  answeredThisWeek: number;
  away: { userId: number; firstName: string; lastSeenDate: string }[];
}

export const ZCirclePulseInput = z.object({ circleId: ZCircleId });

/** `/pulse`, `/prayer pulse`, GET /api/circles/:id/pulse: the pulse of a circle the actor leads (else not_found). */
export async function getCirclePulse(ctx: ActorCtx, input: z.input<typeof ZCirclePulseInput>): Promise<CirclePulse> {
  const { circleId } = parseInput(ZCirclePulseInput, input);
  const circle = await assertLeader(ctx, circleId, ctx.userId);
  return circlePulse(ctx, circle, ctx.userId);
}

/** The pulse of `circle` as its leader `leaderId` sees it now (the caller checked the leader). */
export async function circlePulse(ctx: Ctx, circle: LedCircle, leaderId: number): Promise<CirclePulse> {
  const now = ctx.clock.now();
  const schedule = await getGroupSchedule(ctx, circle);
  const today = localDate(now, schedule?.timeZone ?? 'UTC');
  const from = addDays(today, -6);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const awaySince = new Date(now.getTime() - AWAY_DAYS * 86_400_000).toISOString();

  const prayed = await queryRows<{ date: string; n: number }>(
    ctx.db,
    sql`select local_date::text as date, count(*)::int as n from group_prayers
        where channel = ${circle.channel} and target = ${circle.target}
          and local_date between ${from}::date and ${today}::date
        group by local_date`,
  );
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(from, i);
    return { date, prayed: Number(prayed.find((p) => p.date === date)?.n ?? 0) };
  });

  const run = await openGroupRun(ctx, circle);
  let plan: CirclePulse['plan'] = null;
  if (run) {
    const k = daysBetween(run.startDate, today) + 1;
    const day = Math.min(Math.max(k, 1), run.length);
    const counts = (await groupCounts(ctx, [run])).get(run.id)!;
    plan = { title: run.planTitle, day, length: run.length, doneToday: k >= 1 ? (counts.doneByDay[day - 1] ?? 0) : 0 };
  }

  // The group's open requests, fewest people praying this week first, then the oldest.
  const shortOfPrayer = await queryRows<{ id: number; title: string; prayedCount: number }>(
    ctx.db,
    sql`select p.id, p.title, (select count(distinct i.user_id)::int from intercessions i
              where i.user_prayer_id = p.id and i.user_id <> p.user_id
                and i.created_at > ${weekAgo}::timestamptz) as "prayedCount"
        from user_prayers p join request_circles rc on rc.request_id = p.id and rc.circle_id = ${circle.id}::int
        where p.answered_at is null and p.archived_at is null
          and ${visibleAfterModeration('prayer', sql`p.id`, sql`p.user_id`, leaderId)}
        order by "prayedCount", p.created_at, p.id`,
  );

  const [answered] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from user_prayers p
        join request_circles rc on rc.request_id = p.id and rc.circle_id = ${circle.id}::int and rc.answer_shared
        where p.answered_at > ${weekAgo}::timestamptz and p.archived_at is null`,
  );

  // Away: only members who said yes (decision 312); "seen" is any sign of praying anywhere, or joining.
  const away = await queryRows<{ userId: number; firstName: string; lastSeen: Date | string }>(
    ctx.db,
    sql`select * from (
          select u.id as "userId", u.first_name as "firstName", greatest(
              cm.created_at,
              (select max(c.created_at) from completions c where c.user_id = u.id),
              (select max(i.created_at) from intercessions i where i.user_id = u.id),
              (select max(g.created_at) from group_prayers g where g.user_id = u.id),
              (select max(d.completed_at) from plan_day_completions d where d.user_id = u.id)
            ) as "lastSeen"
          from circle_members cm join users u on u.id = cm.user_id
          join user_settings st on st.user_id = u.id and st.away_visible_to_leaders
          where cm.circle_id = ${circle.id}::int and cm.is_member and cm.user_id <> ${leaderId}::int
        ) m where m."lastSeen" < ${awaySince}::timestamptz
        order by m."lastSeen", m."userId"`,
  );

  return {
    circle: { id: circle.id, title: circle.title },
    days,
    plan,
    shortOfPrayer: shortOfPrayer.filter((r) => r.prayedCount < SHORT_OF_PRAYER),
    answeredThisWeek: Number(answered?.n ?? 0),
    away: away.map((a) => ({
      userId: a.userId,
      firstName: a.firstName,
      lastSeenDate: localDate(new Date(a.lastSeen), schedule?.timeZone ?? 'UTC'),
    })),
  };
}
