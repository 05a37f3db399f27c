import { and, desc, eq } from 'drizzle-orm';
import { userPrayers } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { localDate } from '../time/local-day';
import { userPrayerFields, withAudience, type UserPrayer } from './user-prayer';

/** The actor's own prayers written on their local today, newest first. */
export async function listTodayUserPrayers(ctx: ActorCtx): Promise<UserPrayer[]> {
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  const rows = await ctx.db
    .select(userPrayerFields)
    .from(userPrayers)
    .where(and(eq(userPrayers.userId, ctx.userId), eq(userPrayers.date, today)))
    .orderBy(desc(userPrayers.createdAt), desc(userPrayers.id));
  return withAudience(ctx, rows);
}
