/**
 * 🙏 Pray on a group's daily post by a member who reads another language (decision 239). The post
 * is the day's prayer in the group's language; a person's completions count the day's prayer in
 * their own (decision 231), which would refuse the tap as "not today's prayer". They did pray the
 * day's prayer, in the group: their own language's prayer of the day is the one completed.
 */
import { z } from 'zod';
import { LANGUAGES } from '@dps/db/content/languages';
import type { ActorCtx } from '../context';
import { isAppError } from '../errors';
import { completePrayer, type CompletePrayerResult } from '../prayers/complete-prayer';
import { pickDailyPrayer } from '../prayers/get-daily-prayer';
import { ZPrayerId } from '../prayers/prayer-id';
import { getSettings } from '../settings/get-settings';
import { localDate } from '../time/local-day';
import { parseInput } from '../validate';

export const ZCompleteGroupPostPrayerInput = z.object({
  prayerId: ZPrayerId,
  /** The group's language: the language of the post that was tapped. */
  groupLanguage: z.enum(LANGUAGES),
  source: z.enum(['telegram', 'slack']),
});
export type TCompleteGroupPostPrayerInput = z.input<typeof ZCompleteGroupPostPrayerInput>;

/**
 * completePrayer for the tapped prayer; when that is refused as not today's prayer because it is
 * today's prayer in the group's language and the member reads another, completePrayer for the
 * member's own prayer of today. Anything else is refused as completePrayer refuses it.
 */
export async function completeGroupPostPrayer(
  ctx: ActorCtx,
  input: TCompleteGroupPostPrayerInput,
): Promise<CompletePrayerResult> {
  const { prayerId, groupLanguage, source } = parseInput(ZCompleteGroupPostPrayerInput, input);
  try {
    return await completePrayer(ctx, { prayerId, source });
  } catch (e) {
    if (!isAppError(e) || e.code !== 'conflict') throw e;
    const today = localDate(ctx.clock.now(), ctx.timeZone);
    const { language } = await getSettings(ctx);
    if (language === groupLanguage) throw e;
    const groupsPick = await pickDailyPrayer(ctx, { date: today, language: groupLanguage });
    if (groupsPick?.id !== prayerId) throw e;
    const own = await pickDailyPrayer(ctx, { date: today, language });
    if (!own) throw e;
    return completePrayer(ctx, { prayerId: own.id, source });
  }
}
