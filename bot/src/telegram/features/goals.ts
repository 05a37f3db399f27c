/** /goals and /newgoal <days> <title>. */
import { Composer } from 'grammy';
import { createGoal, GOAL_DEFAULT_DAYS } from '@dps/core/goals/create-goal';
import { listActiveGoals } from '@dps/core/goals/list-goals';
import type { BotContext } from '../bot-context';
import { UsageError } from '../errors';
import { longDate, progressBar } from '../format';
import { raw } from '../words';

export const goalsFeature = new Composer<BotContext>();

goalsFeature.command('goals', async (c) => {
  const goals = await listActiveGoals(await c.app.actor());
  const { rich } = await c.app.words();
  if (goals.length === 0) {
    await c.reply(rich('telegramProgress.goals.none'), { parse_mode: 'HTML' });
    return;
  }
  const lines = goals.map((g) =>
    rich('telegramProgress.goals.item', {
      title: g.title,
      done: g.daysCompleted,
      count: g.targetDays,
      bar: progressBar(g.percent),
    }),
  );
  await c.reply(rich('telegramProgress.goals.list', { goals: raw(lines.join('\n\n')) }), { parse_mode: 'HTML' });
});

goalsFeature.command('newgoal', async (c) => {
  const args = c.match.trim();
  const { rich, language } = await c.app.words();
  if (!args) throw new UsageError(rich('telegramProgress.goals.usage'));
  const [first = '', ...rest] = args.split(/\s+/);
  // "/newgoal 30 Pray daily" -> 30 days; "/newgoal Pray daily" -> the default 21 days.
  const numeric = /^[+-]?\d+([.,]\d+)?$/.test(first);
  const goal = await createGoal(await c.app.actor(), {
    targetDays: numeric ? first.replace(',', '.') : GOAL_DEFAULT_DAYS,
    title: numeric ? rest.join(' ') : args,
  });
  await c.reply(
    rich('telegramProgress.goals.created', {
      title: goal.title,
      count: goal.targetDays,
      start: longDate(goal.startDate, language),
    }),
    { parse_mode: 'HTML' },
  );
});
