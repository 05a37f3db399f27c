/**
 * "Is this target due for its daily delivery?" — the pure rule behind the delivery engine.
 * planDueDeliveries applies the same rule in SQL; a test checks that the two agree.
 */
import { addDays, instantAtLocal, localDate as localDateOf } from '../time/local-day';

/** How long after its reminder time a missed delivery is still sent (after downtime). */
export const DEFAULT_CATCH_UP_MINUTES = 180;

export interface IsDueInput {
  now: Date;
  /** IANA zone of the target (a person's, or a group's / channel's own). */
  timeZone: string;
  /** Local wall-clock 'HH:MM'. */
  reminderTime: string;
  /** The latest local date already delivered (or claimed) for this target, if any. */
  lastDeliveredLocalDate: string | null;
  catchUpMinutes?: number;
}

export interface DueCheck {
  due: boolean;
  /** The target's local date at `now`: the date a delivery now would be for. */
  localDate: string;
  /** When the reminder time happens on that local date. */
  dueAt: Date;
}

/**
 * Due when the local reminder time of the target's local today has passed, by less than the
 * catch-up window, and nothing was delivered for today (or a later date, after a move west).
 *
 * DST: a reminder time inside a spring-forward gap falls at the first instant after the gap; one
 * inside a fall-back repeat falls at the first of the two. Either way one instant per local date,
 * and the delivery row for the local date makes the second occurrence a no-op.
 */
export function isDue(input: IsDueInput): DueCheck {
  const { now, timeZone, reminderTime, lastDeliveredLocalDate } = input;
  const windowMs = (input.catchUpMinutes ?? DEFAULT_CATCH_UP_MINUTES) * 60_000;
  const localDate = localDateOf(now, timeZone);
  const dueAt = instantAtLocal(localDate, reminderTime, timeZone);
  const elapsed = now.getTime() - dueAt.getTime();
  const alreadyDone = lastDeliveredLocalDate !== null && lastDeliveredLocalDate >= localDate;
  return { due: !alreadyDone && elapsed >= 0 && elapsed < windowMs, localDate, dueAt };
}

/**
 * The next instant a delivery will happen for a target (for "next prayer: tomorrow at 08:00").
 * Today's reminder time if it is still ahead and today was not delivered; `now` if it is due now
 * (passed, within the catch-up window); else tomorrow's.
 */
export function nextDeliveryAt(input: IsDueInput): { localDate: string; at: Date } {
  const today = localDateOf(input.now, input.timeZone);
  const todayAt = instantAtLocal(today, input.reminderTime, input.timeZone);
  const deliveredToday = input.lastDeliveredLocalDate !== null && input.lastDeliveredLocalDate >= today;
  if (!deliveredToday && todayAt.getTime() >= input.now.getTime()) return { localDate: today, at: todayAt };
  if (isDue(input).due) return { localDate: today, at: input.now };
  const tomorrow = addDays(today, 1);
  return { localDate: tomorrow, at: instantAtLocal(tomorrow, input.reminderTime, input.timeZone) };
}
