/**
 * "This in Español" (decision 239): a group's daily post speaks the group's
 * language; a member who reads another asks for the same day's prayer in theirs (Telegram: a
 * private message; Slack: an ephemeral one).
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { deliveries } from '@dps/db/schema';
import { LANGUAGES } from '@dps/db/content/languages';
import type { Ctx } from '../context';
import { pickDailyPrayer, type PickedPrayer } from '../prayers/get-daily-prayer';
import { ZPrayerId } from '../prayers/prayer-id';
import { parseInput } from '../validate';

export const ZGroupPostInLanguageInput = z.object({
  channel: z.enum(['telegram', 'slack_channel']),
  target: z.string().min(1).max(200),
  /** The prayer of the post, as its button carries it. */
  prayerId: ZPrayerId,
  language: z.enum(LANGUAGES),
});
export type TGroupPostInLanguageInput = z.input<typeof ZGroupPostInLanguageInput>;

/**
 * The daily prayer of a group post's local date in `language`: the same pick everyone reading that
 * language gets that day (pickDailyPrayer). The post is the group's latest sent delivery of that
 * prayer, as for the post's 🙏 (recordGroupPrayer), so a forged button for a prayer the group never
 * got answers null; so does a date with no prayer in that language.
 */
export async function getGroupPostInLanguage(
  ctx: Ctx,
  input: TGroupPostInLanguageInput,
): Promise<{ localDate: string; prayer: PickedPrayer } | null> {
  const { channel, target, prayerId, language } = parseInput(ZGroupPostInLanguageInput, input);
  const [post] = await ctx.db
    .select({ localDate: deliveries.localDate })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.channel, channel),
        eq(deliveries.target, target),
        eq(deliveries.prayerId, prayerId),
        isNotNull(deliveries.sentAt),
      ),
    )
    .orderBy(desc(deliveries.localDate))
    .limit(1);
  if (!post) return null;
  const prayer = await pickDailyPrayer(ctx, { date: post.localDate, language });
  return prayer ? { localDate: post.localDate, prayer } : null;
}
