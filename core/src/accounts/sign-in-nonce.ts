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
import { z } from 'zod';
import type { Ctx } from '../context';
import { hitRateLimit } from '../rate-limit/hit-rate-limit';
import { parseInput } from '../validate';
import { hashToken, randomToken } from './secrets';

/** How long a sign-in may take between asking for a nonce and handing back the token. */
export const SIGN_IN_NONCE_TTL_SECONDS = 10 * 60;

export const ZNonceProvider = z.enum(['apple']);
export const nonceKey = (provider: string, nonce: string) => `sign-in-nonce:${provider}:${nonce}`;

/** A fresh nonce for `provider`, remembered as issued. `hashed` (sha256, hex) is what the provider gets. */
export async function issueSignInNonce(
  ctx: Ctx,
  input: { provider: 'apple' },
): Promise<{ nonce: string; hashed: string }> {
  const provider = parseInput(ZNonceProvider, input.provider);
  const nonce = randomToken();
  await hitRateLimit(ctx, { key: nonceKey(provider, nonce), limit: 1, windowSeconds: SIGN_IN_NONCE_TTL_SECONDS });
  return { nonce, hashed: hashSignInNonce(nonce) };
}

/** The form of a nonce the provider sees and signs: sha256 of the raw value, hex. */
export function hashSignInNonce(nonce: string): string {
  return hashToken(nonce);
}
