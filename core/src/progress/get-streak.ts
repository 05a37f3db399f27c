import type { ActorCtx } from '../context';
import { currentRhythm } from '../rhythm/get-rhythm';

export interface StreakResult {
  /** Current streak in days, with grace days, rest day and pauses (core/src/rhythm, decision 220). */
  streak: number;
  bestStreak: number;
}

/**
 * The actor's current and best streak, in their own zone. One round trip reads the distinct days
 * prayed (each on its local date where it was prayed, decision 221, aggregated to one string) and
 * the rest/pause periods; computeRhythm walks them (or this instance's cache answers, decision 238).
 * getRhythm gives the grace days and the rest with it.
 */
export async function getStreak(ctx: ActorCtx): Promise<StreakResult> {
  const { rhythm } = await currentRhythm(ctx);
  return { streak: rhythm.current, bestStreak: rhythm.best };
}
