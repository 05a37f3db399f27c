/**
 * Rate limits of the account routes, counted in the database (core hitRateLimit), so every
 * instance behind a load balancer shares the same counters. Over the limit: 429 with Retry-After.
 *
 * Sign-in (decision 042): a browser the account does not know is limited per address and per
 * (account, address), and by an account-wide ceiling past which strangers are slowed to one try a
 * minute rather than locked out. A browser the owner signed in from before (its `dps_device`
 * cookie) is limited on its own only. So nobody can lock the owner out by typing wrong passwords.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { Ctx } from '@dps/core/context';
import { isKnownDevice } from '@dps/core/accounts/known-devices';
import { hitRateLimit, resetRateLimit } from '@dps/core/rate-limit/hit-rate-limit';
import { enforceRateLimit, tooManyAttempts, type Limit } from '@dps/core/rate-limit/enforce-rate-limit';

export { enforceRateLimit, tooManyAttempts, type Limit };

const MIN = 60;
const HOUR = 60 * MIN;

/** The numbers, in one place. */
export const AUTH_LIMITS = {
  /** Any accounts from one address: a script spraying one common password over many accounts. */
  loginPerIp: { limit: 30, windowSeconds: 15 * MIN },
  /** One account from one address; a successful sign-in clears it. */
  loginPerAccountAndIp: { limit: 10, windowSeconds: 15 * MIN },
  /** One account from browsers it does not know, whatever their addresses: the free tries… */
  loginPerAccount: { limit: 10, windowSeconds: 15 * MIN },
  /** …then one try a minute for all of them together: a guesser spread over many addresses is slowed, the owner is not locked out. */
  loginPerAccountSlow: { limit: 1, windowSeconds: MIN },
  /** One known browser, instead of all the above (a stolen device cookie must not become an unlimited pass). */
  loginPerKnownDevice: { limit: 10, windowSeconds: 15 * MIN },
  registerPerIp: { limit: 10, windowSeconds: HOUR },
  forgotPerIp: { limit: 10, windowSeconds: HOUR },
  forgotPerEmail: { limit: 5, windowSeconds: HOUR },
  /** Each reset attempt costs an argon2 hash before the token is checked. */
  resetPerIp: { limit: 20, windowSeconds: 15 * MIN },
  applePerIp: { limit: 30, windowSeconds: 15 * MIN },
  /** Profile changes that check the current password (email, password), from one address; core also counts per person. */
  accountChangePerIp: { limit: 20, windowSeconds: 15 * MIN },
  /** Following email-change links (each a token look-up), from one address. */
  confirmEmailPerIp: { limit: 20, windowSeconds: 15 * MIN },
  /** "Send the link again" for one's own address (decision 279): a mailbox is not to be flooded. */
  confirmationMailPerPerson: { limit: 5, windowSeconds: 60 * MIN },
} satisfies Record<string, Limit>;

/**
 * The client's address as Express sees it: the socket's peer, or what X-Forwarded-For says only
 * when the peer is a proxy TRUST_PROXY names (app.ts).
 */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** A limiter key for an email: trimmed, lower-cased, bounded (an overlong one matches no account anyway). */
export function emailKey(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const e = email.trim().toLowerCase().slice(0, 254);
  return e ? e : null;
}

export async function clearRateLimit(ctx: Ctx, key: string): Promise<void> {
  await resetRateLimit(ctx, { key });
}

const accountAndIpKey = (email: string, ip: string) => `login:account-ip:${email}|${ip}`;

/**
 * Count one sign-in attempt before the password is checked; throws 429 when a limit says no.
 * `deviceToken` is the browser's `dps_device` cookie, if any.
 */
export async function enforceLoginLimits(
  ctx: Ctx,
  input: { email: string | null; ip: string; deviceToken: string | undefined },
): Promise<void> {
  const { email, ip, deviceToken } = input;
  // The owner's own browser is counted on its own: strangers sharing its address (a NAT, a proxy
  // TRUST_PROXY does not name) or guessing the account from anywhere cannot use up its tries.
  if (email && deviceToken && (await isKnownDevice(ctx, { token: deviceToken, email }))) {
    const device = createHash('sha256').update(deviceToken).digest('hex');
    await enforceRateLimit(ctx, `login:device:${device}`, AUTH_LIMITS.loginPerKnownDevice);
    return;
  }
  await enforceRateLimit(ctx, `login:ip:${ip}`, AUTH_LIMITS.loginPerIp);
  if (!email) return;
  await enforceRateLimit(ctx, accountAndIpKey(email, ip), AUTH_LIMITS.loginPerAccountAndIp);
  const account = await hitRateLimit(ctx, { key: `login:account:${email}`, ...AUTH_LIMITS.loginPerAccount });
  if (account.allowed) return;
  const slow = await hitRateLimit(ctx, { key: `login:account-slow:${email}`, ...AUTH_LIMITS.loginPerAccountSlow });
  if (!slow.allowed) throw tooManyAttempts(slow.retryAfterSeconds);
}

/** After a successful sign-in: this address's count for the account starts over. */
export async function clearLoginLimits(ctx: Ctx, input: { email: string | null; ip: string }): Promise<void> {
  if (input.email) await clearRateLimit(ctx, accountAndIpKey(input.email, input.ip));
}
