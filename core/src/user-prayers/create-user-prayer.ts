import { z } from 'zod';
import { userPrayers } from '@dps/db/schema';
import { withTx, type ActorCtx } from '../context';
import { writeRequestAudience, ZRequestAudience } from '../circles/request-audience-input';
import { assertMayPostPublicly } from '../rules/public-posting';
import { localDate } from '../time/local-day';
import { parseInput, issue } from '../validate';
import { userPrayerFields, withAudience, type UserPrayer } from './user-prayer';

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
  /** Who it reaches (decision 286); wins over `isPublic` when both are given. */
  audience: ZRequestAudience.optional(),
});
export type TCreateUserPrayerInput = z.input<typeof ZCreateUserPrayerInput>;

/**
 * Save a prayer the actor wrote, dated on their local today; private unless shared: with
 * `audience` (only me, circles the actor is a current member of, everyone) or `isPublic`.
 * Title and content are trimmed and both required. A public one appears on the prayer wall.
 */
export async function createUserPrayer(ctx: ActorCtx, input: TCreateUserPrayerInput): Promise<UserPrayer> {
  const data = parseInput(ZCreateUserPrayerInput, input);
  const audience = data.audience ?? { kind: data.isPublic ? ('everyone' as const) : ('only_me' as const) };
  // A shared prayer (the wall, a group) is refused to a person stopped from posting publicly.
  if (audience.kind !== 'only_me') await assertMayPostPublicly(ctx);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const c = withTx(ctx, tx);
    const [row] = await tx
      .insert(userPrayers)
      .values({
        userId: ctx.userId,
        title: data.title,
        content: data.content,
        isPublic: audience.kind === 'everyone',
        isAnonymous: data.isAnonymous,
        source: data.source,
        date: localDate(now, ctx.timeZone),
        createdAt: now,
        updatedAt: now,
      })
      .returning(userPrayerFields);
    if (audience.kind === 'circles') await writeRequestAudience(c, row!.id, audience);
    const [made] = await withAudience(c, [row!]);
    return made!;
  });
}
