/**
 * How plans are read (issue 21 item 5): per plan, how many started it (alone; group runs later),
 * how many finished, and day by day how many of those runs marked that day done (retention). Read
 * by the admin page and /metrics. A restart counts as a new start: it is one.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';

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
}

export async function getPlanMetrics(ctx: Ctx): Promise<PlanMetrics[]> {
  const plansRows = await queryRows<{
    planId: string;
    title: string;
    length: number;
    status: string;
    starts: number;
    finished: number;
  }>(
    ctx.db,
    sql`select p.id as "planId", p.title, p.length, p.status,
               count(r.id)::int as starts,
               count(r.finished_at)::int as finished
        from plans p left join plan_runs r on r.plan_id = p.id and r.user_id is not null
        group by p.id order by p.language, p.title`,
  );
  const dayRows = await queryRows<{ planId: string; day: number; n: number }>(
    ctx.db,
    sql`select r.plan_id as "planId", c.day, count(distinct r.id)::int as n
        from plan_day_completions c join plan_runs r on r.id = c.run_id
        where r.user_id is not null
        group by 1, 2`,
  );
  const byPlan = new Map<string, Map<number, number>>();
  for (const d of dayRows) {
    const m = byPlan.get(d.planId) ?? new Map<number, number>();
    m.set(d.day, d.n);
    byPlan.set(d.planId, m);
  }
  return plansRows.map((p) => ({
    ...p,
    completion: p.starts > 0 ? p.finished / p.starts : 0,
    daysDone: Array.from({ length: p.length }, (_, i) => byPlan.get(p.planId)?.get(i + 1) ?? 0),
  }));
}
