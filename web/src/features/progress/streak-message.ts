/** The line under the streak number: on Today's card, and in the copy of Today put into the HTML (decision 115). */
export function streakMessage(streak: number): string {
  if (streak <= 0) return 'Start your prayer journey today!';
  if (streak === 1) return 'Great start! Keep going.';
  return "Keep going! You're building a beautiful habit.";
}
