/**
 * The words of Today's streak card, here once for the card and for the copy of Today put into the
 * HTML (decision 115). A person with no streak and no best yet is not greeted with a "0".
 */

/** The line under the streak number. */
export function streakMessage(streak: number): string {
  if (streak <= 0) return 'Start your prayer journey today!';
  if (streak === 1) return 'Great start! Keep going.';
  return "Keep going! You're building a beautiful habit.";
}

/**
 * What the card says: `count` is shown big before "Day Streak!" when there is a streak; without
 * one, a sentence instead (`count` null). `best` is shown only once there has been a streak.
 */
export function streakCardText(
  streak: number,
  bestStreak: number,
): { count: number | null; heading: string; message: string; best: number | null } {
  const best = Math.max(streak, bestStreak);
  if (streak > 0) return { count: streak, heading: 'Day Streak!', message: streakMessage(streak), best };
  if (best > 0)
    return { count: null, heading: 'Start a new streak today', message: 'Pray today’s prayer to begin again.', best };
  return { count: null, heading: 'Your streak begins today', message: streakMessage(0), best: null };
}
