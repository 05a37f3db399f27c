import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rateLimits } from '@dps/db/schema';
import type { Ctx } from '../context';
import { hashToken } from './secrets';
import { ZNonceProvider, nonceKey } from './sign-in-nonce';

export const ZConsumeSignInNonceInput = z.object({ provider: ZNonceProvider, nonce: z.string().min(20).max(200) });

/**
 * True once for a nonce this server issued in the last ten minutes; false for an unknown,
 * expired or already used one.
 */
export async function consumeSignInNonce(ctx: Ctx, input: z.input<typeof ZConsumeSignInNonceInput>): Promise<boolean> {
  const parsed = ZConsumeSignInNonceInput.safeParse(input);
  if (!parsed.success) return false;
  const { provider, nonce } = parsed.data;
  // rate_limits keeps the sha256 (hex) of its keys, as hitRateLimit stores them.
  const used = await ctx.db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} + 1` })
    .where(
      and(
        eq(rateLimits.key, hashToken(nonceKey(provider, nonce))),
        eq(rateLimits.count, 1),
        gt(rateLimits.resetAt, ctx.clock.now()),
      ),
    )
    .returning({ key: rateLimits.key });
  return used.length === 1;
}
