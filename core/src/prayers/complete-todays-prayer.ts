import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import { LANGUAGES, type Language } from '@dps/db/content/languages';
import type { ActorCtx } from '../context';
import { completePrayer, type CompletePrayerResult } from './complete-prayer';
import { pickDailyPrayer, userLanguageSql } from './get-daily-prayer';
import { ZPrayerId } from './prayer-id';
import { localDate } from '../time/local-day';
import { parseInput } from '../validate';

export const ZCompleteTodaysPrayerInput = z.object({
  prayerId: ZPrayerId,
  source: z.enum(['telegram', 'slack']),
});

/**
 * "🙏 Pray" under a day's prayer shown in a language that may not be the person's: a group's daily
 * post (a Slack channel's, a Telegram group's) speaks the group's language (decision 239), and a
 * member may ask for the day's prayer in another language. A person's day counts the prayer of
 * their own language (decision 231), so they would otherwise be refused the prayer the whole group
 * just prayed. When `prayerId` is today's prayer in its own language, the person's own prayer of
 * today is the one completed (the same day, the same streak); in their own language, or anything
 * else (an old post, another day's), it is exactly completePrayer. `prayerId` in the result is the
 * prayer completed.
 */
export async function completeTodaysPrayer(
  ctx: ActorCtx,
  input: z.input<typeof ZCompleteTodaysPrayerInput>,
): Promise<CompletePrayerResult & { prayerId: number }> {
  const { prayerId, source } = parseInput(ZCompleteTodaysPrayerInput, input);
  const [row] = await queryRows<{ post: string | null; own: string }>(
    ctx.db,
    sql`select (select p.language from prayers p where p.id = ${prayerId}::int) as post, ${userLanguageSql(ctx.userId)} as own`,
  );
  const post = LANGUAGES.find((l) => l === row?.post);
  const own = LANGUAGES.find((l) => l === row?.own);
  if (post && own && post !== own) {
    const mine = await ownPrayerInstead(ctx, prayerId, post, own);
    if (mine !== null) return { ...(await completePrayer(ctx, { prayerId: mine, source })), prayerId: mine };
  }
  return { ...(await completePrayer(ctx, { prayerId, source })), prayerId };
}

/** The member's own prayer of today when `prayerId` is today's prayer in `post`'s language, else null. */
async function ownPrayerInstead(ctx: ActorCtx, prayerId: number, post: Language, own: Language): Promise<number | null> {
  const date = localDate(ctx.clock.now(), ctx.timeZone);
  const posted = await pickDailyPrayer(ctx, { date, language: post });
  if (posted?.id !== prayerId) return null;
  return (await pickDailyPrayer(ctx, { date, language: own }))?.id ?? null;
}
