import { z } from 'zod';
import { userPrayers } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { assertMayPostPublicly } from '../rules/public-posting';
import { localDate } from '../time/local-day';
import { parseInput, issue } from '../validate';
import { userPrayerFields, type UserPrayer } from './user-prayer';

const MISSING = issue('prayerTitleAndContent', 'missingInformation');

export const ZCreateUserPrayerInput = z.object({
  title: z
    .string({ error: MISSING })
    .trim()
    .min(1, MISSING)
    .max(200, issue('titleTooLong', 'titleTooLong')),
  content: z
    .string({ error: MISSING })
    .trim()
    .min(1, MISSING)
    .max(5000, issue('prayerTooLong', 'prayerTooLong')),
  isPublic: z.boolean().default(false),
  /** Shown on the wall as "Anonymous" instead of the author's first name (only matters when public). */
  isAnonymous: z.boolean().default(false),
  /** Where it was written: a request shared to a group from Telegram or Slack is a community prayer too. */
  source: z.enum(['web', 'telegram', 'slack']).default('web'),
});
export type TCreateUserPrayerInput = z.input<typeof ZCreateUserPrayerInput>;

/**
 * Save a prayer the actor wrote, dated on their local today; private unless `isPublic`.
 * Title and content are trimmed and both required. A public one appears on the prayer wall.
 */
export async function createUserPrayer(ctx: ActorCtx, input: TCreateUserPrayerInput): Promise<UserPrayer> {
  const data = parseInput(ZCreateUserPrayerInput, input);
  // A shared prayer (the wall, a group request) is refused to a person stopped from posting publicly.
  if (data.isPublic) await assertMayPostPublicly(ctx);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(userPrayers)
    .values({
      userId: ctx.userId,
      title: data.title,
      content: data.content,
      isPublic: data.isPublic,
      isAnonymous: data.isAnonymous,
      source: data.source,
      date: localDate(now, ctx.timeZone),
      createdAt: now,
    })
    .returning(userPrayerFields);
  return row!;
}
