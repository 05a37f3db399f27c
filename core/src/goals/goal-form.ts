/**
 * The goal form's rules, shared by the server (createGoal) and the browser's goal dialog. Kept free
 * of database imports so the web client can bundle it.
 */
import { z } from 'zod';
import { isoDate } from '../time/iso-date';
import { spec } from '../validate';

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
  startDate: isoDate(spec('Invalid Date', 'Please enter a valid start date.')).optional(),
});
export type TCreateGoalInput = z.input<typeof ZCreateGoalInput>;
