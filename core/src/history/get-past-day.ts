/**
 * One past day opened from the calendar (decision 162): the prayer everyone had that day, whether the
 * person prayed it and saved it. Days after their local today, and days before they joined, answer
 * `not_found`: a future day's prayer is not theirs to read (decision 071). A past day can be read,
 * saved, shared and reflected on; it cannot be prayed (only today's prayer counts).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { pickedIdSql, userLanguageSql } from '../prayers/get-daily-prayer';
import { isoDate } from '../time/iso-date';
import { issue, parseInput } from '../validate';
import { pastDaysRange } from './past-days-range';

const DAY_NOT_FOUND = issue('noPrayerForDay');

export const ZGetPastDayInput = z.object({
  // A malformed or impossible date is a day that does not exist.
  date: isoDate(DAY_NOT_FOUND),
});
export type TGetPastDayInput = z.input<typeof ZGetPastDayInput>;

export interface PastDayDetail {
  date: string;
  isToday: boolean;
  prayed: boolean;
  prayer: {
    id: number;
    title: string;
    content: string;
    scripture: string | null;
    scriptureReference: string | null;
    isFavorited: boolean;
  };
}

export async function getPastDay(ctx: ActorCtx, input: TGetPastDayInput): Promise<PastDayDetail> {
  let date: string;
  try {
    ({ date } = parseInput(ZGetPastDayInput, input));
  } catch {
    throw new AppError('not_found', 'noPrayerForDay');
  }
  const { joinedOn, today } = await pastDaysRange(ctx);
  if (date > today || date < joinedOn) throw new AppError('not_found', 'noPrayerForDay');
  const [row] = await queryRows<PastDayDetail['prayer'] & { prayed: boolean }>(
    ctx.db,
    sql`with picked as (${pickedIdSql(date, userLanguageSql(ctx.userId))})
        select p.id, p.title, p.content, p.scripture, p.scripture_reference as "scriptureReference",
          exists (select 1 from favorites f where f.user_id = ${ctx.userId}::int and f.prayer_id = p.id) as "isFavorited",
          exists (select 1 from completions c where c.user_id = ${ctx.userId}::int and c.local_date = ${date}::date) as prayed
        from picked join prayers p on p.id = picked.id`,
  );
  if (!row) throw new AppError('not_found', 'noPrayerForDay');
  const { prayed, ...prayer } = row;
  return { date, isToday: date === today, prayed, prayer };
}
