/**
 * Where a person is in a plan (decision 215): a pure function of the run, the local date and the days
 * done. The calendar moves one plan day per local day from the start date, minus the days the run
 * was paused; a day whose date has come is "due". A missed day waits: the current day is the
 * first due day not yet done, and every due day not done is listed to catch up. No punishment:
 * nothing is ever lost, a late day is read whenever the person comes back to it.
 */
import { addDays, daysBetween } from '../time/local-day';

export interface RunCalendar {
  startDate: string;
  /** The local date a pause began (the calendar stands still from then), or null. */
  pausedOn: string | null;
  /** Days of earlier pauses, already ended. */
  pausedDays: number;
  /** The plan's number of days. */
  length: number;
}

export interface PlanPosition {
  /** upcoming: the start date has not come; active; paused; complete: every day done. */
  state: 'upcoming' | 'active' | 'paused' | 'complete';
  /** How many days have come (0 before the start, at most `length`). */
  dueThrough: number;
  /** The day to read now: the first due day not done; null when none is waiting. */
  current: number | null;
  /** Due days not done, in order (the current one first): "catch up". */
  catchUp: number[];
  /** The next day that has not come yet and its local date (null when the calendar is at the end or paused). */
  next: { day: number; date: string } | null;
  done: number;
  length: number;
}

/** The local date plan day `day` comes on (with the pauses so far). */
export function planDayDate(run: RunCalendar, day: number): string {
  return addDays(run.startDate, day - 1 + run.pausedDays);
}

/** How many days of the plan have come by `today` (a pause stops the count at the day it began). */
export function dueThrough(run: RunCalendar, today: string): number {
  const upTo = run.pausedOn && run.pausedOn < today ? run.pausedOn : today;
  const n = daysBetween(run.startDate, upTo) - run.pausedDays + 1;
  return Math.max(0, Math.min(run.length, n));
}

export function planPosition(
  run: RunCalendar,
  today: string,
  doneDays: ReadonlySet<number> | readonly number[],
): PlanPosition {
  const done = doneDays instanceof Set ? doneDays : new Set(doneDays as readonly number[]);
  const through = dueThrough(run, today);
  const catchUp: number[] = [];
  for (let d = 1; d <= through; d++) if (!done.has(d)) catchUp.push(d);
  const doneCount = [...done].filter((d) => d >= 1 && d <= run.length).length;
  const complete = doneCount >= run.length;
  const state = complete ? 'complete' : run.pausedOn ? 'paused' : through === 0 ? 'upcoming' : 'active';
  const next =
    !complete && !run.pausedOn && through < run.length
      ? { day: through + 1, date: planDayDate(run, through + 1) }
      : null;
  return {
    state,
    dueThrough: through,
    current: catchUp[0] ?? null,
    catchUp,
    next,
    done: doneCount,
    length: run.length,
  };
}

/** The day to show as "Day N of M": the waiting one, else the next to come, else the last. */
export function shownDay(p: PlanPosition): number {
  return p.current ?? p.next?.day ?? p.length;
}
