import type { ActorCtx } from '../context';
import { computeRhythm } from '../rhythm/compute-rhythm';
import { readHistory } from '../rhythm/get-rhythm';
import { localDate } from '../time/local-day';

export interface StreakResult {
  /** Current streak in days, with grace days, rest day and pauses (core/src/rhythm, decision 220). */
  streak: number;
  bestStreak: number;
}

/**
 * The actor's current and best streak, in their own zone. One round trip reads the distinct days
 * prayed (an index-only scan of completions(user_id, local_date), aggregated to one string) and the
 * rest/pause periods; computeRhythm walks them. getRhythm gives the grace days and the rest with it.
 */
export async function getStreak(ctx: ActorCtx): Promise<StreakResult> {
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  const { days, periods } = await readHistory(ctx, ctx.userId);
  const r = computeRhythm(days, today, periods);
  return { streak: r.current, bestStreak: r.best };
}
