import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { groupPrayers } from '@dps/db/schema';
import type { Ctx } from '../context';
import { computeStreak } from '../progress/compute-streak';
import { addDays } from '../time/local-day';
import type { GroupTarget } from './group-target';

export interface GroupProgress {
  /** Members who prayed that day's prayer from the group's post (decision 151). */
  prayedToday: number;
  /**
   * Consecutive local days (the group's) on which at least one member did so, ending on `localDate`,
   * or on the day before while `localDate` has no one yet (the day is not over).
   */
  streak: number;
}

/** A streak longer than this is shown as this (one bounded query, whatever the group's age). */
export const GROUP_STREAK_WINDOW_DAYS = 400;

/** How a group is doing on its post's day `localDate`: who prayed there today and its streak. */
export async function getGroupProgress(ctx: Ctx, input: GroupTarget & { localDate: string }): Promise<GroupProgress> {
  const rows = await ctx.db
    .select({ day: groupPrayers.localDate, n: sql<number>`count(*)::int` })
    .from(groupPrayers)
    .where(
      and(
        eq(groupPrayers.channel, input.channel),
        eq(groupPrayers.target, input.target),
        gte(groupPrayers.localDate, addDays(input.localDate, -GROUP_STREAK_WINDOW_DAYS)),
        lte(groupPrayers.localDate, input.localDate),
      ),
    )
    .groupBy(groupPrayers.localDate);
  const today = rows.find((r) => r.day === input.localDate);
  return {
    prayedToday: Number(today?.n ?? 0),
    streak: computeStreak(
      rows.map((r) => r.day),
      input.localDate,
    ).current,
  };
}
