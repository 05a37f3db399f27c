/**
 * The goal form's rules, shared by the server (createGoal) and the browser's goal dialog. Kept free
 * of database imports so the web client can bundle it.
 */
import { z } from 'zod';
import { isoDate } from '../time/iso-date';
import { issue } from '../validate';

export const GOAL_TITLE_MAX = 200;
export const GOAL_DAYS_MAX = 3650;
/** The goal dialog's default length (SPEC section 9). */
export const GOAL_DEFAULT_DAYS = 21;

const invalidDays = issue('invalidDays', 'invalidDays');

export const ZCreateGoalInput = z.object({
  title: z
    .string({ message: issue('goalTitle', 'missingTitle') })
    .trim()
    .min(1, issue('goalTitle', 'missingTitle'))
    .max(GOAL_TITLE_MAX, issue('goalTitleTooLong', 'titleTooLong')),
  // Forms and chat commands send text; "21" is accepted as 21, "", "abc" and 2.5 are not.
  targetDays: z
    .union([z.number(), z.string()], { message: invalidDays })
    .transform((v) => (typeof v === 'string' && v.trim() === '' ? Number.NaN : Number(v)))
    .pipe(
      z
        .number({ message: invalidDays })
        .int(invalidDays)
        .min(1, invalidDays)
        .max(GOAL_DAYS_MAX, issue('goalTooManyDays', 'invalidDays')),
    ),
  startDate: isoDate(issue('invalidStartDate', 'invalidDate')).optional(),
});
export type TCreateGoalInput = z.input<typeof ZCreateGoalInput>;
