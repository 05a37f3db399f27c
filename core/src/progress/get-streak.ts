import type { ActorCtx } from '../context';
import { readHistory, rhythmOf } from '../rhythm/get-rhythm';

export interface StreakResult {
  /** Current streak in days, with grace days, rest day and pauses (core/src/rhythm, decision 220). */
  streak: number;
  bestStreak: number;
}

/**
 * The actor's current and best streak, in their own zone. One round trip reads the distinct days
 * prayed (each on its local date where it was prayed, decision 221, aggregated to one string) and
 * the rest/pause periods; computeRhythm walks them. getRhythm gives the grace days and the rest with it.
 */
export async function getStreak(ctx: ActorCtx): Promise<StreakResult> {
  const r = rhythmOf(await readHistory(ctx, ctx.userId), ctx.clock.now(), ctx.timeZone);
  return { streak: r.current, bestStreak: r.best };
}
