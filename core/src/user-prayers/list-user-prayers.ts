import { desc, eq } from 'drizzle-orm';
import { userPrayers } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { userPrayerFields, withAudience, type UserPrayer } from './user-prayer';

/** All of the actor's own prayers, newest first, each with where it is shared and when it will ask. */
export async function listUserPrayers(ctx: ActorCtx): Promise<UserPrayer[]> {
  const rows = await ctx.db
    .select(userPrayerFields)
    .from(userPrayers)
    .where(eq(userPrayers.userId, ctx.userId))
    .orderBy(desc(userPrayers.createdAt), desc(userPrayers.id));
  return withAudience(ctx, rows);
}
