import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { freshness } from '../cache/read-cache';
import type { ActorCtx, Ctx } from '../context';
import { addDays, localDate } from '../time/local-day';
import { computeRhythm, type DayMark, type Rhythm, type RhythmPeriod } from './compute-rhythm';
import { openFrom, travelSpans, type ZoneCrossing } from './travel-days';

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
  crossings: ZoneCrossing[] | string | null;
  lastZone: string | null;
}

export interface History {
  /** The local dates prayed, each in the zone it was prayed in (decision 221), ascending. */
  days: string[];
  periods: PeriodRow[];
  /** Zone changes with a calendar gap between the two prayers (travel-days.ts); usually none. */
  crossings: ZoneCrossing[];
  /** The zone of the latest prayer, if kept. */
  lastZone: string | null;
}

const parsed = <T>(raw: T[] | string | null): T[] => (typeof raw === 'string' ? (JSON.parse(raw) as T[]) : (raw ?? []));

/**
 * A person's local dates prayed (daily prayers, on any channel; decision 160), rhythm periods and
 * zone changes, in one round trip: the days as one comma-separated string, so ten years are one row,
 * not 3,650. A completion counts on the local date where it was prayed (`prayed_on`, kept at write
 * time); one recorded before zones were kept (null) on its `local_date`, as before. Of the zone changes only
 * those with dates skipped between the two prayers come back (a flight east), so a person who never
 * travels gets none.
 */
export async function readHistory(ctx: Ctx, userId: number): Promise<History> {
  const [row] = await queryRows<HistoryRow>(
    ctx.db,
    sql`select
          (select string_agg(d::text, ',' order by d)
             from (select distinct coalesce(prayed_on, local_date) as d from completions where user_id = ${userId}::int) x) as days,
          (select json_agg(json_build_object(
                    'fromAt', prev_at, 'fromZone', prev_zone, 'fromDay', prev_day,
                    'toAt', created_at, 'toZone', time_zone, 'toDay', day) order by created_at)
             from (select created_at, time_zone, coalesce(prayed_on, local_date) as day,
                          lag(created_at) over w as prev_at, lag(time_zone) over w as prev_zone,
                          lag(coalesce(prayed_on, local_date)) over w as prev_day
                     from completions where user_id = ${userId}::int
                   window w as (order by created_at, id)) seq
            where prev_zone is not null and time_zone is not null and prev_zone <> time_zone
              and day - prev_day > 1) as crossings,
          (select time_zone from completions where user_id = ${userId}::int
            order by created_at desc, id desc limit 1) as "lastZone",
          (select coalesce(json_agg(json_build_object(
                    'kind', kind, 'weekday', weekday, 'from', from_date, 'until', until_date,
                    'restReminders', rest_reminders) order by from_date, id), '[]'::json)
             from rhythm_periods where user_id = ${userId}::int) as periods`,
  );
  return {
    days: row?.days ? row.days.split(',') : [],
    periods: parsed(row?.periods ?? null),
    crossings: parsed(row?.crossings ?? null),
    lastZone: row?.lastZone ?? null,
  };
}

/**
 * computeRhythm over a history as of `now` for a person whose settings say `timeZone`: with the dates
 * a zone change skipped as travel days, and today still open until midnight where they last prayed.
 */
export function rhythmOf(h: History, now: Date, timeZone: string, onDay?: (day: string, mark: DayMark) => void): Rhythm {
  const periods = h.crossings.length > 0 ? [...h.periods, ...travelSpans(h.crossings)] : h.periods;
  return computeRhythm(h.days, openFrom(now, timeZone, h.lastZone), periods, onDay);
}

/** A rhythm worked out for one person, and what it holds for (decision 238). */
interface RhythmMemo {
  /** The settings' zone and the first day still open it was worked out for (see openFrom). */
  timeZone: string;
  open: string;
  lastZone: string | null;
  rhythm: Rhythm;
  periods: PeriodRow[];
}

/**
 * The person's history, once per generation however many reads ask at the same time (the
 * Progress screen asks for the streak and the year together); a plain read without freshness.
 */
function historyOf(ctx: ActorCtx): Promise<History> {
  const f = freshness(ctx);
  if (!f) return readHistory(ctx, ctx.userId);
  return f.cache.shared(`u${ctx.userId}:history`, f.user, () => readHistory(ctx, ctx.userId));
}

/**
 * The actor's rhythm as of now: from this instance's cache while their rows have not changed and
 * the first open day is the same (a new day, or a move, works it out again), else from the database.
 */
export async function currentRhythm(ctx: ActorCtx): Promise<{ rhythm: Rhythm; periods: PeriodRow[] }> {
  const now = ctx.clock.now();
  const f = freshness(ctx);
  const key = `u${ctx.userId}:rhythm`;
  if (f) {
    const m = f.cache.get(key, f.user) as RhythmMemo | undefined;
    if (m && m.timeZone === ctx.timeZone && openFrom(now, ctx.timeZone, m.lastZone) === m.open) return m;
  }
  const history = await historyOf(ctx);
  const rhythm = rhythmOf(history, now, ctx.timeZone);
  if (f) {
    const memo: RhythmMemo = {
      timeZone: ctx.timeZone,
      open: openFrom(now, ctx.timeZone, history.lastZone),
      lastZone: history.lastZone,
      rhythm,
      periods: history.periods,
    };
    f.cache.set(key, f.user, memo);
  }
  return { rhythm, periods: history.periods };
}

/** The rhythm as every channel shows it: streak, grace days, rest day and pause (decision 220). */
export async function getRhythm(ctx: ActorCtx): Promise<RhythmView> {
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  const { rhythm, periods } = await currentRhythm(ctx);
  return viewOf(rhythm, today, periods);
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

/**
 * One letter per day of a year: p prayed, g grace, r rest, z paused, t travel (a date a zone change
 * skipped, decision 221), m missed, n nothing (not begun, or not yet).
 */
export const MARK_LETTER: Record<DayMark, string> = {
  prayed: 'p',
  grace: 'g',
  rest: 'r',
  paused: 'z',
  travel: 't',
  missed: 'm',
  none: 'n',
};

export interface YearView {
  year: number;
  /** One letter per day from 1 January (MARK_LETTER), up to 31 December. */
  marks: string;
  daysPrayed: number;
  graceDays: number;
  restDays: number;
  pausedDays: number;
  /** Dates a zone change skipped between two prayers (decision 221). */
  travelDays: number;
  missedDays: number;
}

interface YearMemo {
  timeZone: string;
  open: string;
  lastZone: string | null;
  view: YearView;
}

/** A year of days as the year grid shows them (Progress), in the person's zone. */
export async function getYear(ctx: ActorCtx, wanted?: number): Promise<YearView> {
  const now = ctx.clock.now();
  // By default the person's current year, in their zone.
  const year = wanted ?? Number(localDate(now, ctx.timeZone).slice(0, 4));
  const f = freshness(ctx);
  const key = `u${ctx.userId}:year:${year}`;
  if (f) {
    const m = f.cache.get(key, f.user) as YearMemo | undefined;
    if (m && m.timeZone === ctx.timeZone && openFrom(now, ctx.timeZone, m.lastZone) === m.open) return m.view;
  }
  const history = await historyOf(ctx);
  const view = yearOf(history, year, now, ctx.timeZone);
  if (f) {
    const memo: YearMemo = { timeZone: ctx.timeZone, open: openFrom(now, ctx.timeZone, history.lastZone), lastZone: history.lastZone, view };
    f.cache.set(key, f.user, memo);
  }
  return view;
}

function yearOf(history: History, year: number, now: Date, timeZone: string): YearView {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const byDay = new Map<string, DayMark>();
  rhythmOf(history, now, timeZone, (d, mark) => {
    if (d >= first && d <= last) byDay.set(d, mark);
  });
  let marks = '';
  const counts: Record<DayMark, number> = { prayed: 0, grace: 0, rest: 0, paused: 0, travel: 0, missed: 0, none: 0 };
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
    travelDays: counts.travel,
    missedDays: counts.missed,
  };
}
