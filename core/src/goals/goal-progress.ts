export interface GoalProgress {
  /** min(days active, target days). */
  daysCompleted: number;
  /** min(100, round(daysCompleted / targetDays * 100)). */
  percent: number;
}

/** The goal card's numbers (SPEC section 4, Goals). Pure. */
export function goalProgress({ targetDays, daysActive }: { targetDays: number; daysActive: number }): GoalProgress {
  if (!(targetDays >= 1)) return { daysCompleted: 0, percent: 0 };
  const daysCompleted = Math.max(0, Math.min(daysActive, targetDays));
  return { daysCompleted, percent: Math.min(100, Math.round((daysCompleted / targetDays) * 100)) };
}
