/** /streak: current and best streak, and this week as seven marks. */
import { Composer } from 'grammy';
import { getRhythm } from '@dps/core/rhythm/get-rhythm';
import { rhythmDetails } from '@dps/core/rhythm/rhythm-words';
import { getWeeklyProgress } from '@dps/core/progress/get-weekly';
import { localDate } from '@dps/core/time/local-day';
import type { BotContext } from '../bot-context';
import { escapeHtml, weekMarks } from '../format';

export const streakFeature = new Composer<BotContext>();

/** The streak card's encouragement (SPEC section 4). */
export function streakLine(streak: number): string {
  if (streak === 0) return 'Start your prayer journey today!';
  if (streak === 1) return 'Great start! Keep going.';
  return "Keep going! You're building a beautiful habit.";
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

streakFeature.command('streak', async (c) => {
  const actor = await c.app.actor();
  const rhythm = await getRhythm(actor);
  const { streak, bestStreak } = rhythm;
  const week = await getWeeklyProgress(actor, {});
  const today = localDate(actor.clock.now(), actor.timeZone);
  await c.reply(
    [
      `🔥 <b>${streak} Day Streak!</b>`,
      streakLine(streak),
      `🏆 Best streak: ${days(bestStreak)}`,
      ...rhythmDetails(rhythm).map(escapeHtml),
      '',
      '<b>This week</b>',
      weekMarks(week, today),
    ].join('\n'),
    { parse_mode: 'HTML' },
  );
});
