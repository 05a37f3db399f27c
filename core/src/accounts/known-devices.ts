/**
 * Browsers that have signed in to an account with its password (OWASP's "device cookie"). A
 * stranger's guesses raise an account-wide ceiling on sign-in attempts; a browser its owner signed
 * in from before carries a `dps_device` cookie that goes past that ceiling, so a guesser can slow
 * an account down but never lock its owner out (decision 042). Only sha256 of the token is stored.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { knownDevices, users } from '@dps/db/schema';
import type { Ctx } from '../context';
import { DAY_MS, hashToken } from './secrets';

/** A browser unused for this long is forgotten (its cookie lives as long). */
export const KNOWN_DEVICE_TTL_MS = 365 * DAY_MS;
/** Devices kept per account; the least recently used go first. */
export const KNOWN_DEVICES_PER_USER = 10;

export const ZDeviceToken = z.string().min(1).max(200);

export const ZIsKnownDeviceInput = z.object({ token: ZDeviceToken, email: z.string().min(1).max(1000) });

/** Whether `token` is a known browser of the account with `email` (case-insensitive), unexpired. */
export async function isKnownDevice(ctx: Ctx, input: z.input<typeof ZIsKnownDeviceInput>): Promise<boolean> {
  const parsed = ZIsKnownDeviceInput.safeParse(input);
  if (!parsed.success) return false;
  const { token, email } = parsed.data;
  const since = new Date(ctx.clock.now().getTime() - KNOWN_DEVICE_TTL_MS);
  const [row] = await ctx.db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(
        eq(knownDevices.tokenHash, hashToken(token)),
        gt(knownDevices.lastUsedAt, since),
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
