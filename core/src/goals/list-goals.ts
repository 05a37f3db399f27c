import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { cachedRead } from '../cache/read-cache';
import type { ActorCtx } from '../context';
import type { Goal } from './create-goal';
import { goalProgress, type GoalProgress } from './goal-progress';

export type GoalWithProgress = Goal & GoalProgress;

/**
 * The actor's active goals, newest first, each with its progress: days active = distinct local
 * days with a completion on or after the goal's start date (that is, through the actor's today; a
 * completion is never dated later than the day it was made in the zone it was made in, so only a
 * person who just moved west can hold a day after their today, and that prayer was made, so it
 * counts, as in the streak). One query for all goals (or this instance's cache, decision 238).
 */
export function listActiveGoals(ctx: ActorCtx): Promise<GoalWithProgress[]> {
  return cachedRead(ctx, 'goals', '', () => readActiveGoals(ctx));
}

async function readActiveGoals(ctx: ActorCtx): Promise<GoalWithProgress[]> {
  const rows = await queryRows<Goal & { daysActive: number }>(
    ctx.db,
    sql`select g.id, g.title, g.target_days as "targetDays", g.start_date::text as "startDate",
          g.is_active as "isActive",
          (select count(distinct c.local_date)::int from completions c
           where c.user_id = g.user_id and c.local_date >= g.start_date) as "daysActive"
        from goals g
        where g.user_id = ${ctx.userId}::int and g.is_active
        order by g.id desc`,
  );
  return rows.map(({ daysActive, ...goal }) => ({
    ...goal,
    ...goalProgress({ targetDays: goal.targetDays, daysActive }),
  }));
}
