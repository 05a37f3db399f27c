import { eq } from 'drizzle-orm';
import { userSettings } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { settingsFields, type Settings } from './user-settings';

/**
 * The actor's settings. A person created before settings existed gets the defaults
 * (notifications on, reminders off, 08:00, UTC), saved so later reads agree.
 */
export async function getSettings(ctx: ActorCtx): Promise<Settings> {
  const [row] = await ctx.db.select(settingsFields).from(userSettings).where(eq(userSettings.userId, ctx.userId));
  if (row) return row;
  await ctx.db
    .insert(userSettings)
    .values({ userId: ctx.userId, updatedAt: ctx.clock.now() })
    .onConflictDoNothing({ target: userSettings.userId });
  const [created] = await ctx.db.select(settingsFields).from(userSettings).where(eq(userSettings.userId, ctx.userId));
  return created!;
}
