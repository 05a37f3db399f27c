import { eq } from 'drizzle-orm';
import { userSettings } from '@dps/db/schema';
import type { Ctx } from '../context';
import { usableTimeZone } from '../time/time-zones';

/**
 * A person's IANA time zone ('UTC' when unknown), for a front end building an ActorCtx after it
 * has authenticated someone.
 */
export async function getUserTimeZone(ctx: Ctx, userId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  // A zone stored before the rule, or one the runtime no longer knows, must not break every request.
  return usableTimeZone(row?.timeZone);
}
