/**
 * Browsers that have signed in to an account with its password (OWASP's "device cookie"). A
 * stranger's guesses raise an account-wide ceiling on sign-in attempts; a browser its owner signed
 * in from before carries a `dps_device` cookie that goes past that ceiling, so a guesser can slow
 * an account down but never lock its owner out (decision 042). Only sha256 of the token is stored.
 */
import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { knownDevices, users } from '@dps/db/schema';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { DAY_MS, hashToken, randomToken } from './secrets';

/** A browser unused for this long is forgotten (its cookie lives as long). */
export const KNOWN_DEVICE_TTL_MS = 365 * DAY_MS;
/** Devices kept per account; the least recently used go first. */
export const KNOWN_DEVICES_PER_USER = 10;

const ZToken = z.string().min(1).max(200);

export const ZIsKnownDeviceInput = z.object({ token: ZToken, email: z.string().min(1).max(1000) });

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

export const ZRememberDeviceInput = z.object({
  userId: z.number().int().positive(),
  /** The browser's current device cookie, if any: kept (and refreshed) when it is this person's. */
  token: ZToken.optional().catch(undefined),
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
