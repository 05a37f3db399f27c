/**
 * The one thing a tap on 🙏 Pray under a prayer does, on every front end (the web, a push
 * reminder, Telegram and Slack, a private chat or a group's post, in any language; decision 251):
 * it records the person's prayer, counts it for the group when the tap was on a post the group got
 * (decision 151), and returns what a chat needs to redraw. The chats only draw.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import { LANGUAGES } from '@dps/db/content/languages';
import type { ActorCtx } from '../context';
import { isAppError } from '../errors';
import {
  completePrayer,
  tapInstant,
  ZCompletePrayerInput,
  type CompletePrayerResult,
} from '../prayers/complete-prayer';
import { pickDailyPrayer, userLanguageSql } from '../prayers/get-daily-prayer';
import { localDate } from '../time/local-day';
import { canonicalTimeZone } from '../time/time-zones';
import { parseInput } from '../validate';
import { getGroupProgress, type GroupProgress } from './get-group-progress';
import { recordGroupPrayer, ZRecordGroupPrayerInput } from './record-group-prayer';

export const ZPrayShownPrayerInput = ZCompletePrayerInput.extend({
  /** The group whose post was tapped; absent for a tap anywhere else (the web, a private chat). */
  group: ZRecordGroupPrayerInput.pick({ channel: true, target: true, localDate: true }).optional(),
});
export type TPrayShownPrayerInput = z.input<typeof ZPrayShownPrayerInput>;

export interface PrayerTap extends CompletePrayerResult {
  /** The prayer completed: the tapped one, or the person's own prayer of the day (below). */
  prayerId: number;
  /** The group's post after the tap (its day, count and streak); null without a post the group got. */
  group: ({ localDate: string } & GroupProgress) | null;
}

/**
 * completePrayer for the tapped prayer. When that is refused as not the day's prayer because it is
 * the day's prayer in another language than the person's (a group's post speaks the group's
 * language, decision 239; "🌐 English" sends the day's prayer in the other one), the person's own
 * prayer of that day is completed instead: a person's day counts the prayer of their own language
 * (decision 231), and they did pray the day's prayer. Anything else is refused as completePrayer
 * refuses it, and then nothing counts for the group either. The whole input is checked first, so
 * a forged button records nothing.
 */
export async function prayShownPrayer(ctx: ActorCtx, input: TPrayShownPrayerInput): Promise<PrayerTap> {
  const { group, ...tap } = parseInput(ZPrayShownPrayerInput, input);
  const done = await completeShownPrayer(ctx, tap);
  if (!group) return { ...done, group: null };
  const recorded = await recordGroupPrayer(ctx, { ...group, prayerId: tap.prayerId, userId: ctx.userId });
  if (!recorded) return { ...done, group: null };
  const progress = await getGroupProgress(ctx, {
    channel: group.channel,
    target: group.target,
    localDate: recorded.localDate,
  });
  return { ...done, group: { localDate: recorded.localDate, ...progress } };
}

type Tap = Omit<z.output<typeof ZPrayShownPrayerInput>, 'group'>;

async function completeShownPrayer(ctx: ActorCtx, tap: Tap): Promise<CompletePrayerResult & { prayerId: number }> {
  try {
    return { ...(await completePrayer(ctx, tap)), prayerId: tap.prayerId };
  } catch (e) {
    if (!isAppError(e) || e.code !== 'conflict') throw e;
    const own = await ownPrayerInstead(ctx, tap);
    if (own === null) throw e;
    return { ...(await completePrayer(ctx, { ...tap, prayerId: own })), prayerId: own };
  }
}

/**
 * The person's own prayer of the day the tap counts on, when the tapped prayer is that day's
 * prayer in another language; else null. The days are completePrayer's: the tap's day in the
 * settings' zone and, for a traveller, where it was prayed (decision 249).
 */
async function ownPrayerInstead(ctx: ActorCtx, tap: Tap): Promise<number | null> {
  const [row] = await queryRows<{ shown: string | null; own: string }>(
    ctx.db,
    sql`select (select p.language from prayers p where p.id = ${tap.prayerId}::int) as shown, ${userLanguageSql(ctx.userId)} as own`,
  );
  const shown = LANGUAGES.find((l) => l === row?.shown);
  const own = LANGUAGES.find((l) => l === row?.own);
  if (!shown || !own || shown === own) return null;
  const at = tapInstant(ctx.clock.now(), tap.at);
  const zones = [ctx.timeZone, canonicalTimeZone(tap.zone) ?? ctx.timeZone];
  for (const date of new Set(zones.map((zone) => localDate(at, zone)))) {
    if ((await pickDailyPrayer(ctx, { date, language: shown }))?.id !== tap.prayerId) continue;
    return (await pickDailyPrayer(ctx, { date, language: own }))?.id ?? null;
  }
  return null;
}
