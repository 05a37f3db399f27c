import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { localDate } from '../time/local-day';

export interface StreakResult {
  /** Current streak in days (see compute-streak.ts for the rules). */
  streak: number;
  bestStreak: number;
}

/**
 * The actor's current and best streak, in their own zone. Computed in SQL as gaps-and-islands over
 * the distinct completion days (an index-only scan of completions(user_id, local_date)), so ten
 * years of history cost one small aggregate, not thousands of rows shipped to JS.
 * Same rules as computeStreak.
 */
export async function getStreak(ctx: ActorCtx): Promise<StreakResult> {
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  const [row] = await queryRows<{ streak: number; bestStreak: number }>(
    ctx.db,
    sql`with days as (
          select distinct local_date as day from completions where user_id = ${ctx.userId}::int
        ),
        islands as (
          -- consecutive days share day - rank: each island is one run
          select max(day) as last_day, count(*)::int as len
          from (select day, day - (row_number() over (order by day))::int as grp from days) d
          group by grp
        )
        -- current: the LAST run, if it reaches yesterday (see computeStreak)
        select coalesce((select len from islands where last_day >= ${today}::date - 1 order by last_day desc limit 1), 0)
                 as streak,
               coalesce((select max(len) from islands), 0) as "bestStreak"`,
  );
  return { streak: row?.streak ?? 0, bestStreak: row?.bestStreak ?? 0 };
}
