/**
 * One-time nonces that bind an outside provider's ID token to the browser that asked for it
 * (Sign in with Apple: the popup hands the token to our page, so without a nonce a token taken
 * from anywhere — another site using the same Apple service, a log, a proxy — could be replayed
 * at POST /auth/apple). Decision 082.
 *
 * The raw nonce goes to the browser in an HttpOnly cookie; the provider gets its sha256 and puts
 * it in the token's `nonce` claim. The server remembers each nonce it issued for ten minutes and
 * lets it be used once, across restarts and instances. Interim storage: a row of the shared
 * rate_limits table (as claimSlackEvent does), count 1 when issued, 2 once used; using it is one
 * conditional UPDATE, so an unknown, expired or already used nonce is refused and never created.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rateLimits } from '@dps/db/schema';
import type { Ctx } from '../context';
import { hitRateLimit } from '../rate-limit/hit-rate-limit';
import { parseInput } from '../validate';
import { hashToken, randomToken } from './secrets';

/** How long a sign-in may take between asking for a nonce and handing back the token. */
export const SIGN_IN_NONCE_TTL_SECONDS = 10 * 60;

const ZProvider = z.enum(['apple']);
const key = (provider: string, nonce: string) => `sign-in-nonce:${provider}:${nonce}`;

/** A fresh nonce for `provider`, remembered as issued. `hashed` (sha256, hex) is what the provider gets. */
export async function issueSignInNonce(
  ctx: Ctx,
  input: { provider: 'apple' },
): Promise<{ nonce: string; hashed: string }> {
  const provider = parseInput(ZProvider, input.provider);
  const nonce = randomToken();
  await hitRateLimit(ctx, { key: key(provider, nonce), limit: 1, windowSeconds: SIGN_IN_NONCE_TTL_SECONDS });
  return { nonce, hashed: hashSignInNonce(nonce) };
}

/** The form of a nonce the provider sees and signs: sha256 of the raw value, hex. */
export function hashSignInNonce(nonce: string): string {
  return hashToken(nonce);
}

export const ZConsumeSignInNonceInput = z.object({ provider: ZProvider, nonce: z.string().min(20).max(200) });

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
        eq(rateLimits.key, hashToken(key(provider, nonce))),
        eq(rateLimits.count, 1),
        gt(rateLimits.resetAt, ctx.clock.now()),
      ),
    )
    .returning({ key: rateLimits.key });
  return used.length === 1;
}
