import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { z } from 'zod';
import { cachedRead } from '../cache/read-cache';
import type { ActorCtx } from '../context';
import { isoDate } from '../time/iso-date';
import { addDays, localDate, weekDates, weekStart } from '../time/local-day';
import { issue, parseInput } from '../validate';

/** The weeks anyone may ask for; beyond them the dates are nonsense (and year 10000 breaks SQL). */
export const EARLIEST_WEEK_START = '1900-01-01';
export const LATEST_WEEK_START = '2999-12-25';

const DATE_FORMAT = issue('dateFieldFormat', undefined, { field: 'startDate' });

export const ZGetWeeklyProgressInput = z
  .object({
    startDate: isoDate(DATE_FORMAT)
      // ISO dates compare as strings.
      .refine((d) => d >= EARLIEST_WEEK_START && d <= LATEST_WEEK_START, {
        message: issue('weekStartRange', undefined, { earliest: EARLIEST_WEEK_START, latest: LATEST_WEEK_START }),
      })
      .optional(),
  })
  .default({});
export type TGetWeeklyProgressInput = z.input<typeof ZGetWeeklyProgressInput>;

export interface WeeklyProgressItem {
  date: string;
  completed: boolean;
}

/**
 * Seven days from `startDate` (default: the Sunday that starts the actor's current local week),
 * each marked completed when the actor completed any prayer that local day.
 */
export async function getWeeklyProgress(ctx: ActorCtx, input?: TGetWeeklyProgressInput): Promise<WeeklyProgressItem[]> {
  const { startDate } = parseInput(ZGetWeeklyProgressInput, input);
  const start = startDate ?? weekStart(localDate(ctx.clock.now(), ctx.timeZone));
  const end = addDays(start, 6);
  return cachedRead(ctx, 'weekly', start, async () => {
    const rows = await queryRows<{ day: string }>(
      ctx.db,
      sql`select distinct local_date::text as day from completions
          where user_id = ${ctx.userId}::int and local_date between ${start}::date and ${end}::date`,
    );
    const done = new Set(rows.map((r) => r.day));
    return weekDates(start).map((date) => ({ date, completed: done.has(date) }));
  });
}
