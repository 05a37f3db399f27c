/**
 * Rate limits of the account routes, counted in the database (core hitRateLimit), so every
 * instance behind a load balancer shares the same counters. Over the limit: 429 with Retry-After.
 */
import type { Request } from 'express';
import type { Ctx } from '@dps/core/context';
import { AppError } from '@dps/core/errors';
import { hitRateLimit, resetRateLimit } from '@dps/core/rate-limit/hit-rate-limit';

export interface Limit {
  limit: number;
  windowSeconds: number;
}

const MIN = 60;
const HOUR = 60 * MIN;

/** The numbers, in one place. Per IP catches a script; per account catches a guesser spread over many IPs. */
export const AUTH_LIMITS = {
  loginPerIp: { limit: 30, windowSeconds: 15 * MIN },
  /** Every attempt counts; a successful sign-in clears it. */
  loginPerAccount: { limit: 10, windowSeconds: 15 * MIN },
  registerPerIp: { limit: 10, windowSeconds: HOUR },
  forgotPerIp: { limit: 10, windowSeconds: HOUR },
  forgotPerEmail: { limit: 5, windowSeconds: HOUR },
  /** Each reset attempt costs an argon2 hash before the token is checked. */
  resetPerIp: { limit: 20, windowSeconds: 15 * MIN },
  applePerIp: { limit: 30, windowSeconds: 15 * MIN },
} satisfies Record<string, Limit>;

/** The client's address as Express sees it (X-Forwarded-For only from the trusted proxies of app.ts). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** A limiter key for an email: trimmed, lower-cased, bounded (an overlong one matches no account anyway). */
export function emailKey(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const e = email.trim().toLowerCase().slice(0, 254);
  return e ? e : null;
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'rate_limited',
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { title: 'Too many attempts', details: { retryAfterSeconds } },
  );
}

/** Count one hit on `key`; throws a 429 AppError when it is over `limit` within the window. */
export async function enforceRateLimit(ctx: Ctx, key: string, limit: Limit): Promise<void> {
  const r = await hitRateLimit(ctx, { key, ...limit });
  if (!r.allowed) throw tooManyAttempts(r.retryAfterSeconds);
}

export async function clearRateLimit(ctx: Ctx, key: string): Promise<void> {
  await resetRateLimit(ctx, { key });
}
