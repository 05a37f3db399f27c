import { goals } from '@dps/db/schema';
import { GOAL_DAYS_MAX, GOAL_DEFAULT_DAYS, GOAL_TITLE_MAX, ZCreateGoalInput, type TCreateGoalInput } from './goal-form';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { addDays, localDate } from '../time/local-day';
import { parseInput } from '../validate';

/** How far before or after the actor's local today a goal may start. */
export const GOAL_START_WINDOW_DAYS = 366;

export { GOAL_DAYS_MAX, GOAL_DEFAULT_DAYS, GOAL_TITLE_MAX, ZCreateGoalInput, type TCreateGoalInput };

export interface Goal {
  id: number;
  title: string;
  targetDays: number;
  /** Local date the goal counts from. */
  startDate: string;
  isActive: boolean;
}

/** Create a prayer goal ("Pray for 21 days") starting on `startDate`, default the actor's local today. */
export async function createGoal(ctx: ActorCtx, input: TCreateGoalInput): Promise<Goal> {
  const data = parseInput(ZCreateGoalInput, input);
  const now = ctx.clock.now();
  const today = localDate(now, ctx.timeZone);
  // A goal counts days around now: a start more than a year away is a typo (or a probe), not a plan.
  if (
    data.startDate &&
    (data.startDate < addDays(today, -GOAL_START_WINDOW_DAYS) ||
      data.startDate > addDays(today, GOAL_START_WINDOW_DAYS))
  ) {
    throw new AppError('validation', 'goalStartWithinYear', { title: 'invalidDate' });
  }
  const [goal] = await ctx.db
    .insert(goals)
    .values({
      userId: ctx.userId,
      createdAt: now,
      title: data.title,
      targetDays: data.targetDays,
      startDate: data.startDate ?? today,
    })
    .returning({
      id: goals.id,
      title: goals.title,
      targetDays: goals.targetDays,
      startDate: goals.startDate,
      isActive: goals.isActive,
    });
  return goal!;
}
