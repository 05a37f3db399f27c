/**
 * The past-days calendar (decision 162): for each day of a month since the person joined,
 * up to their local today, the prayer everyone had that day, whether they prayed it and their
 * reflection on it. Paged by month; the person's own zone decides the days.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { pickedIdSql, userLanguageSql } from '../prayers/get-daily-prayer';
import type { DayMark } from '../rhythm/compute-rhythm';
import { readHistory, rhythmOf } from '../rhythm/get-rhythm';
import { issue, parseInput } from '../validate';
import { pastDaysRange } from './past-days-range';

export const INVALID_MONTH = issue('monthFieldFormat');

export const ZListPastDaysInput = z.object({
  // Length first (decision 050), then the pattern.
  month: z
    .string({ error: INVALID_MONTH })
    .max(7, { error: INVALID_MONTH, abort: true })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: INVALID_MONTH })
    .optional(),
});
export type TListPastDaysInput = z.input<typeof ZListPastDaysInput>;

export interface PastDay {
  date: string;
  /** The day's prayer (scheduled or library); null when the library was empty that day. */
  prayer: { id: number; title: string; scriptureReference: string | null } | null;
  /** Whether the person prayed the day's prayer on that day. */
  prayed: boolean;
  /**
   * What the day was in the person's rhythm, as the year grid shows it: a day not prayed may have
   * been a grace day, a rest day, paused or a travel day, not only missed ('none': today, still
   * open, or a day before their first prayer).
   */
  mark: DayMark;
  /** Their latest own reflection on that prayer written on or after that day (first 300 characters). */
  reflection: { id: number; content: string; isPublic: boolean } | null;
}

export interface PastDaysMonth {
  month: string;
  joinedOn: string;
  today: string;
  /** The month before / after with days to show, or null at either end. */
  previousMonth: string | null;
  nextMonth: string | null;
  /** The month's days from the join day to today, oldest first; empty for a month outside that span. */
  days: PastDay[];
}

const monthOf = (date: string) => date.slice(0, 7);

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + by;
  return `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;
}

function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

interface Row {
  date: string;
  prayerId: number | null;
  title: string | null;
  scriptureReference: string | null;
  prayed: boolean;
  reflectionId: number | null;
  reflectionContent: string | null;
  reflectionIsPublic: boolean | null;
}

/** One month of the calendar, in one round trip (each day's pick is the same SQL as Today's). */
export async function listPastDays(ctx: ActorCtx, input: TListPastDaysInput = {}): Promise<PastDaysMonth> {
  const { month: asked } = parseInput(ZListPastDaysInput, input);
  const { joinedOn, today } = await pastDaysRange(ctx);
  const month = asked ?? monthOf(today);
  const first = `${month}-01` > joinedOn ? `${month}-01` : joinedOn;
  const last = lastDayOf(month) < today ? lastDayOf(month) : today;
  const page = {
    month,
    joinedOn,
    today,
    previousMonth: month > monthOf(joinedOn) ? shiftMonth(month, -1) : null,
    nextMonth: month < monthOf(today) ? shiftMonth(month, 1) : null,
  };
  if (first > last) return { ...page, days: [] };

  const [rows, history] = await Promise.all([
    queryRows<Row>(
      ctx.db,
      sql`select to_char(d.day, 'YYYY-MM-DD') as date, p.id as "prayerId", p.title,
          p.scripture_reference as "scriptureReference",
          exists (select 1 from completions c where c.user_id = ${ctx.userId}::int and c.local_date = d.day) as prayed,
          r.id as "reflectionId", left(r.content, 300) as "reflectionContent", r.is_public as "reflectionIsPublic"
        from generate_series(${first}::date, ${last}::date, interval '1 day') as g(ts)
        cross join lateral (select g.ts::date as day) d
        left join lateral (${pickedIdSql(sql`d.day`, userLanguageSql(ctx.userId))}) picked on true
        left join prayers p on p.id = picked.id
        left join lateral (
          select r.id, r.content, r.is_public from reflections r
          where r.user_id = ${ctx.userId}::int and r.prayer_id = p.id and r.parent_id is null
            and (r.created_at at time zone ${ctx.timeZone}::text)::date >= d.day
          order by r.created_at desc, r.id desc limit 1
        ) r on true
        order by d.day`,
    ),
    readHistory(ctx, ctx.userId),
  ]);
  const marks = new Map<string, DayMark>();
  rhythmOf(history, ctx.clock.now(), ctx.timeZone, (d, mark) => {
    if (d >= first && d <= last) marks.set(d, mark);
  });
  return {
    ...page,
    days: rows.map((r) => ({
      date: r.date,
      prayer:
        r.prayerId === null ? null : { id: r.prayerId, title: r.title!, scriptureReference: r.scriptureReference },
      prayed: r.prayed,
      mark: r.prayed ? 'prayed' : notPrayedMark(marks.get(r.date), r.date, today),
      reflection:
        r.reflectionId === null
          ? null
          : { id: r.reflectionId, content: r.reflectionContent!, isPublic: r.reflectionIsPublic === true },
    })),
  };
}

/** A day without the day's prayer: what the rhythm made of it; a day it did not reach, missed (or open, today). */
function notPrayedMark(mark: DayMark | undefined, date: string, today: string): DayMark {
  // 'prayed' without the day's prayer: a prayer kept on that local day in another zone (decision 221).
  if (mark !== undefined && mark !== 'none') return mark;
  return date >= today ? 'none' : 'missed';
}
