import { desc, eq } from 'drizzle-orm';
import { userPrayers } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { userPrayerFields, type UserPrayer } from './user-prayer';

/** All of the actor's own prayers, newest first. */
export async function listUserPrayers(ctx: ActorCtx): Promise<UserPrayer[]> {
  return ctx.db
    .select(userPrayerFields)
    .from(userPrayers)
    .where(eq(userPrayers.userId, ctx.userId))
    .orderBy(desc(userPrayers.createdAt), desc(userPrayers.id));
}
