/**
 * Which words a streak is told in, for every place that shows one (the web's card, the bots'
 * /streak and Slack's Home): a streak is counted only once there is one. A person with no streak
 * and no best yet "begins today"; one who has had a streak "starts a new one". Never "0 days".
 * Pure (decision 264).
 */
export type StreakCard =
  | { state: 'counting'; count: number; best: number }
  | { state: 'again'; best: number }
  | { state: 'begins' };

export function streakCard(streak: number, bestStreak: number): StreakCard {
  const best = Math.max(streak, bestStreak, 0);
  if (streak > 0) return { state: 'counting', count: streak, best };
  if (best > 0) return { state: 'again', best };
  return { state: 'begins' };
}
