import { z } from 'zod';
import { goals } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { isIsoDate, localDate } from '../time/local-day';
import { parseInput, spec } from '../validate';

export const GOAL_TITLE_MAX = 200;
export const GOAL_DAYS_MAX = 3650;
/** The goal dialog's default length (SPEC section 9). */
export const GOAL_DEFAULT_DAYS = 21;

const invalidDays = spec('Invalid Days', 'Please enter a valid number of days.');

export const ZCreateGoalInput = z.object({
  title: z
    .string({ message: spec('Missing Title', 'Please enter a goal title.') })
    .trim()
    .min(1, spec('Missing Title', 'Please enter a goal title.'))
    .max(GOAL_TITLE_MAX, spec('Title Too Long', `Please keep the goal title under ${GOAL_TITLE_MAX} characters.`)),
  // Forms and chat commands send text; "21" is accepted as 21, "", "abc" and 2.5 are not.
  targetDays: z
    .union([z.number(), z.string()], { message: invalidDays })
    .transform((v) => (typeof v === 'string' && v.trim() === '' ? Number.NaN : Number(v)))
    .pipe(
      z
        .number({ message: invalidDays })
        .int(invalidDays)
        .min(1, invalidDays)
        .max(GOAL_DAYS_MAX, spec('Invalid Days', `Please enter at most ${GOAL_DAYS_MAX} days.`)),
    ),
  startDate: z
    .string({ message: spec('Invalid Date', 'Please enter a valid start date.') })
    .refine(isIsoDate, spec('Invalid Date', 'Please enter a valid start date.'))
    .optional(),
});
export type TCreateGoalInput = z.input<typeof ZCreateGoalInput>;

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
  const [goal] = await ctx.db
    .insert(goals)
    .values({
      userId: ctx.userId,
      createdAt: now,
      title: data.title,
      targetDays: data.targetDays,
      startDate: data.startDate ?? localDate(now, ctx.timeZone),
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
