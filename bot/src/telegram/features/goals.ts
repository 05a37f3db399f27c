/** /goals and /newgoal <days> <title>. */
import { Composer } from 'grammy';
import { createGoal, GOAL_DEFAULT_DAYS } from '@dps/core/goals/create-goal';
import { listActiveGoals } from '@dps/core/goals/list-goals';
import type { BotContext } from '../bot-context';
import { UsageError } from '../errors';
import { escapeHtml, longUsDate, progressBar } from '../format';

export const goalsFeature = new Composer<BotContext>();

const USAGE = 'Send the number of days, then the title, like this:\n<code>/newgoal 21 Pray every morning</code>';

goalsFeature.command('goals', async (c) => {
  const goals = await listActiveGoals(await c.app.actor());
  if (goals.length === 0) {
    await c.reply(`🎯 You have no active goals yet.\n${USAGE}`, { parse_mode: 'HTML' });
    return;
  }
  const lines = goals.map(
    (g) => `<b>${escapeHtml(g.title)}</b>\n${g.daysCompleted} of ${g.targetDays} days · ${progressBar(g.percent)}`,
  );
  await c.reply(`🎯 <b>Your goals</b>\n\n${lines.join('\n\n')}`, { parse_mode: 'HTML' });
});

goalsFeature.command('newgoal', async (c) => {
  const args = c.match.trim();
  if (!args) throw new UsageError(`🎯 A goal needs a length and a title. ${USAGE}`);
  const [first = '', ...rest] = args.split(/\s+/);
  // "/newgoal 30 Pray daily" -> 30 days; "/newgoal Pray daily" -> the default 21 days.
  const numeric = /^[+-]?\d+([.,]\d+)?$/.test(first);
  const goal = await createGoal(await c.app.actor(), {
    targetDays: numeric ? first.replace(',', '.') : GOAL_DEFAULT_DAYS,
    title: numeric ? rest.join(' ') : args,
  });
  await c.reply(
    `🎯 Goal created: <b>${escapeHtml(goal.title)}</b> — ${goal.targetDays} ${goal.targetDays === 1 ? 'day' : 'days'}, starting ${longUsDate(goal.startDate)}. See it with /goals.`,
    { parse_mode: 'HTML' },
  );
});
