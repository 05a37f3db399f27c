/**
 * How plans are read (decision 215): per plan, alone and in groups. Alone: how many started it
 * (a restart is a start: it is one), how many finished, and day by day how many of those runs
 * marked that day done (retention). In groups (decision 237): how many chats started it and
 * reached its summary, how many members took part and read every day, and day by day how many
 * members marked that day. Read by the admin page and /metrics.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';

export interface GroupPlanMetrics {
  /** Chats that started it. */
  starts: number;
  /** Chats whose run reached its summary. */
  finished: number;
  /** Members who marked at least one day, over all its group runs. */
  members: number;
  /** Members who marked every day. */
  membersFinished: number;
  /** membersFinished / members, 0..1 (0 with no members). */
  completion: number;
  /** For day 1..length: members who marked that day done. */
  daysDone: number[];
}

export interface PlanMetrics {
  planId: string;
  title: string;
  length: number;
  status: string;
  starts: number;
  finished: number;
  /** finished / starts, 0..1 (0 with no starts). */
  completion: number;
  /** For day 1..length: runs that marked that day done. */
  daysDone: number[];
  /** The same plan read together in chats. */
  groups: GroupPlanMetrics;
}

export async function getPlanMetrics(ctx: Ctx): Promise<PlanMetrics[]> {
  const plansRows = await queryRows<{
    planId: string;
    title: string;
    length: number;
    status: string;
    starts: number;
    finished: number;
    groupStarts: number;
    groupFinished: number;
  }>(
    ctx.db,
    sql`select p.id as "planId", p.title, p.length, p.status,
               count(r.id) filter (where r.user_id is not null)::int as starts,
               count(r.finished_at) filter (where r.user_id is not null)::int as finished,
               count(r.id) filter (where r.group_channel is not null)::int as "groupStarts",
               count(r.finished_at) filter (where r.group_channel is not null)::int as "groupFinished"
        from plans p left join plan_runs r on r.plan_id = p.id
        group by p.id order by p.language, p.title`,
  );
  const dayRows = await queryRows<{ planId: string; day: number; alone: number; members: number }>(
    ctx.db,
    sql`select r.plan_id as "planId", c.day,
               count(distinct r.id) filter (where r.user_id is not null)::int as alone,
               count(distinct r.id::text || '|' || coalesce(c.user_id::text, c.chat_member))
                 filter (where r.group_channel is not null)::int as members
        from plan_day_completions c join plan_runs r on r.id = c.run_id
        group by 1, 2`,
  );
  const memberRows = await queryRows<{ planId: string; members: number; finished: number }>(
    ctx.db,
    sql`select m."planId", count(*)::int as members, count(*) filter (where m.days >= m.length)::int as finished
        from (select r.plan_id as "planId", p.length, r.id, coalesce(c.user_id::text, c.chat_member) as who,
                     count(distinct c.day) as days
              from plan_day_completions c join plan_runs r on r.id = c.run_id join plans p on p.id = r.plan_id
              where r.group_channel is not null
              group by 1, 2, 3, 4) m
        group by 1`,
  );
  const byPlan = new Map<string, Map<number, { alone: number; members: number }>>();
  for (const d of dayRows) {
    const m = byPlan.get(d.planId) ?? new Map<number, { alone: number; members: number }>();
    m.set(Number(d.day), { alone: Number(d.alone), members: Number(d.members) });
    byPlan.set(d.planId, m);
  }
  const membersOf = new Map(memberRows.map((m) => [m.planId, m]));
  return plansRows.map((p) => {
    const m = membersOf.get(p.planId);
    const members = Number(m?.members ?? 0);
    const membersFinished = Number(m?.finished ?? 0);
    const days = (i: number) => byPlan.get(p.planId)?.get(i + 1);
    return {
      planId: p.planId,
      title: p.title,
      length: p.length,
      status: p.status,
      starts: p.starts,
      finished: p.finished,
      completion: p.starts > 0 ? p.finished / p.starts : 0,
      daysDone: Array.from({ length: p.length }, (_, i) => days(i)?.alone ?? 0),
      groups: {
        starts: p.groupStarts,
        finished: p.groupFinished,
        members,
        membersFinished,
        completion: members > 0 ? membersFinished / members : 0,
        daysDone: Array.from({ length: p.length }, (_, i) => days(i)?.members ?? 0),
      },
    };
  });
}
