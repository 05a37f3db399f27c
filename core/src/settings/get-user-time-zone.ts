import { eq } from 'drizzle-orm';
import { userSettings } from '@dps/db/schema';
import type { Ctx } from '../context';
import { isValidTimeZone } from '../time/local-day';

/**
 * A person's IANA time zone ('UTC' when unknown), for a front end building an ActorCtx after it
 * has authenticated someone.
 */
export async function getUserTimeZone(ctx: Ctx, userId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  // A zone the runtime no longer knows (tzdata changes) must not break every request.
  return row && isValidTimeZone(row.timeZone) ? row.timeZone : 'UTC';
}
