import { and, desc, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { knownDevices } from '@dps/db/schema';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { hashToken, randomToken } from './secrets';
import { KNOWN_DEVICES_PER_USER, KNOWN_DEVICE_TTL_MS, ZDeviceToken } from './known-devices';

export const ZRememberDeviceInput = z.object({
  userId: z.number().int().positive(),
  /** The browser's current device cookie, if any: kept (and refreshed) when it is this person's. */
  token: ZDeviceToken.optional().catch(undefined),
});

/**
 * After a successful password sign-in: remember this browser for the person. Returns the token for
 * the cookie (the same one when the browser already was theirs) and when it expires.
 */
export async function rememberDevice(
  ctx: Ctx,
  input: z.input<typeof ZRememberDeviceInput>,
): Promise<{ token: string; expiresAt: Date }> {
  const { userId, token: current } = parseInput(ZRememberDeviceInput, input);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + KNOWN_DEVICE_TTL_MS);
  if (current) {
    const refreshed = await ctx.db
      .update(knownDevices)
      .set({ lastUsedAt: now })
      .where(and(eq(knownDevices.tokenHash, hashToken(current)), eq(knownDevices.userId, userId)))
      .returning({ userId: knownDevices.userId });
    if (refreshed.length > 0) return { token: current, expiresAt };
  }
  const token = randomToken();
  await ctx.db.insert(knownDevices).values({ tokenHash: hashToken(token), userId, lastUsedAt: now, createdAt: now });
  // Keep the newest few: a person signing in from many browsers does not grow the table without bound.
  const keep = ctx.db
    .select({ tokenHash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(desc(knownDevices.lastUsedAt), desc(knownDevices.createdAt))
    .limit(KNOWN_DEVICES_PER_USER);
  await ctx.db
    .delete(knownDevices)
    .where(and(eq(knownDevices.userId, userId), notInArray(knownDevices.tokenHash, keep)));
  return { token, expiresAt };
}
