import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { completions, favorites } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { isoDate } from '../time/iso-date';
import { addDays, daysBetween, localDate } from '../time/local-day';
import { issue, parseInput } from '../validate';
import { pickDailyPrayer, type DailyPrayer } from './get-daily-prayer';
import { getSettings } from '../settings/get-settings';

/** How far from the actor's today a range may reach: a week back, a week ahead. */
export const PUBLISHED_DAYS_BACK = 7;
export const PUBLISHED_DAYS_AHEAD = 7;

const BAD_DATE = issue('datesFormat');

export const ZListPublishedPrayersInput = z
  .object({
    from: isoDate(BAD_DATE),
    to: isoDate(BAD_DATE),
  })
  .refine((v) => v.from <= v.to, issue('startAfterEnd'));
export type TListPublishedPrayersInput = z.input<typeof ZListPublishedPrayersInput>;

export interface PrayerOfDay {
  date: string;
  /** The prayer everyone sees on that date, or null when there is none. */
  prayer: DailyPrayer | null;
}

/**
 * The daily prayers of the dates from `from` to `to`, for reading them offline: each with whether
 * the actor saved it and completed it on that date. Only dates within a week of the actor's local
 * today are answered (the range is clipped to [today - 7, today + 7]); so an admin's prayer
 * scheduled further ahead is never revealed before its week. Dates outside give no entry.
 */
export async function listPublishedPrayers(ctx: ActorCtx, input: TListPublishedPrayersInput): Promise<PrayerOfDay[]> {
  const { from, to } = parseInput(ZListPublishedPrayersInput, input);
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  const first = from > addDays(today, -PUBLISHED_DAYS_BACK) ? from : addDays(today, -PUBLISHED_DAYS_BACK);
  const last = to < addDays(today, PUBLISHED_DAYS_AHEAD) ? to : addDays(today, PUBLISHED_DAYS_AHEAD);
  if (first > last) return [];
  const dates = Array.from({ length: daysBetween(first, last) + 1 }, (_, i) => addDays(first, i));

  // The same pick as the daily prayer of each date in the actor's language (one rule, in pickDailyPrayer).
  const { language } = await getSettings(ctx);
  const picked: Awaited<ReturnType<typeof pickDailyPrayer>>[] = [];
  for (const date of dates) picked.push(await pickDailyPrayer(ctx, { date, language }));
  const ids = [...new Set(picked.flatMap((p) => (p ? [p.id] : [])))];
  const saved = new Set<number>();
  const done = new Set<string>();
  if (ids.length > 0) {
    const favs = await ctx.db
      .select({ prayerId: favorites.prayerId })
      .from(favorites)
      .where(and(eq(favorites.userId, ctx.userId), inArray(favorites.prayerId, ids)));
    for (const f of favs) saved.add(f.prayerId);
    const comps = await ctx.db
      .select({ prayerId: completions.prayerId, localDate: completions.localDate })
      .from(completions)
      .where(
        and(
          eq(completions.userId, ctx.userId),
          inArray(completions.prayerId, ids),
          inArray(completions.localDate, dates),
        ),
      );
    for (const c of comps) done.add(`${c.prayerId}@${String(c.localDate)}`);
  }
  return dates.map((date, i) => {
    const p = picked[i];
    return {
      date,
      prayer: p
        ? {
            id: p.id,
            title: p.title,
            content: p.content,
            scripture: p.scripture,
            scriptureReference: p.scriptureReference,
            date,
            isFavorited: saved.has(p.id),
            isCompleted: done.has(`${p.id}@${date}`),
          }
        : null,
    };
  });
}
