import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx, Ctx } from '../context';
import { addDays, localDate } from '../time/local-day';
import { computeRhythm, type DayMark, type Rhythm, type RhythmPeriod } from './compute-rhythm';

export type RestReminders = 'gentle' | 'off';

export interface RhythmView {
  /** The person's local today. */
  today: string;
  streak: number;
  bestStreak: number;
  graceHeld: number;
  /** Days prayed toward the next grace day (0..6; one is earned every 7). */
  towardNextGrace: number;
  /** The latest day a grace day covered, while it is news (the last 7 days): "A grace day kept your streak". */
  graceKeptOn: string | null;
  /** 0 = Sunday … 6 = Saturday, or null for no rest day. */
  restDay: number | null;
  restReminders: RestReminders | null;
  /** The pause in effect today or starting later, if any. */
  pause: { from: string; until: string } | null;
}

export type PeriodRow = RhythmPeriod & { restReminders: RestReminders | null };

interface HistoryRow {
  days: string | null;
  /** json: parsed by postgres.js and PGlite alike, but a string if a driver leaves it. */
  periods: PeriodRow[] | string | null;
}

/**
 * A person's local days prayed (daily prayers, on any channel; decision 160) and rhythm periods, in
 * one round trip: the days as one comma-separated string, so ten years are one row, not 3,650.
 */
export async function readHistory(ctx: Ctx, userId: number) {
  const [row] = await queryRows<HistoryRow>(
    ctx.db,
    sql`select
          (select string_agg(d::text, ',' order by d)
             from (select distinct local_date as d from completions where user_id = ${userId}::int) x) as days,
          (select coalesce(json_agg(json_build_object(
                    'kind', kind, 'weekday', weekday, 'from', from_date, 'until', until_date,
                    'restReminders', rest_reminders) order by from_date, id), '[]'::json)
             from rhythm_periods where user_id = ${userId}::int) as periods`,
  );
  const raw = row?.periods ?? [];
  const periods: PeriodRow[] = typeof raw === 'string' ? (JSON.parse(raw) as PeriodRow[]) : raw;
  return { days: row?.days ? row.days.split(',') : [], periods };
}

/** The rhythm as every channel shows it: streak, grace days, rest day and pause (issue 22, decision 220). */
export async function getRhythm(ctx: ActorCtx): Promise<RhythmView> {
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  const { days, periods } = await readHistory(ctx, ctx.userId);
  return viewOf(computeRhythm(days, today, periods), today, periods);
}

export function viewOf(r: Rhythm, today: string, periods: PeriodRow[]): RhythmView {
  const rest = periods.find((p) => p.kind === 'rest' && p.until === null) ?? null;
  const pause = periods.find((p) => p.kind === 'pause' && (p.until === null || p.until >= today)) ?? null;
  const lastGrace = r.graceDays.at(-1) ?? null;
  return {
    today,
    streak: r.current,
    bestStreak: r.best,
    graceHeld: r.graceHeld,
    towardNextGrace: r.towardNextGrace,
    graceKeptOn: lastGrace !== null && lastGrace >= addDays(today, -7) ? lastGrace : null,
    restDay: rest?.weekday ?? null,
    restReminders: rest?.restReminders ?? null,
    pause: pause ? { from: pause.from, until: pause.until ?? pause.from } : null,
  };
}

/** One letter per day of a year: p prayed, g grace, r rest, z paused, m missed, n nothing (not begun, or not yet). */
export const MARK_LETTER: Record<DayMark, string> = { prayed: 'p', grace: 'g', rest: 'r', paused: 'z', missed: 'm', none: 'n' };

export interface YearView {
  year: number;
  /** One letter per day from 1 January (MARK_LETTER), up to 31 December. */
  marks: string;
  daysPrayed: number;
  graceDays: number;
  restDays: number;
  pausedDays: number;
  missedDays: number;
}

/** A year of days as the year grid shows them (Progress), in the person's zone. */
export async function getYear(ctx: ActorCtx, year: number): Promise<YearView> {
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  const { days, periods } = await readHistory(ctx, ctx.userId);
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const byDay = new Map<string, DayMark>();
  computeRhythm(days, today, periods, (d, mark) => {
    if (d >= first && d <= last) byDay.set(d, mark);
  });
  let marks = '';
  const counts = { prayed: 0, grace: 0, rest: 0, paused: 0, missed: 0, none: 0 };
  for (let d = first; d <= last; d = addDays(d, 1)) {
    const mark = byDay.get(d) ?? 'none';
    counts[mark] += 1;
    marks += MARK_LETTER[mark];
  }
  return {
    year,
    marks,
    daysPrayed: counts.prayed,
    graceDays: counts.grace,
    restDays: counts.rest,
    pausedDays: counts.paused,
    missedDays: counts.missed,
  };
}
