/** A rate limit as a rule: count one hit, and refuse with a 429 AppError (and its wait) when over. */
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { hitRateLimit } from './hit-rate-limit';

export interface Limit {
  limit: number;
  windowSeconds: number;
}

/** "Too many attempts. Please try again in N minutes." with `retryAfterSeconds` for Retry-After. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError('rate_limited', 'tooManyAttemptsWait', {
    values: { minutes },
    title: 'tooManyAttempts',
    details: { retryAfterSeconds },
  });
}

/** Count one hit on `key`; throws a 429 AppError when it is over `limit` within the window. */
export async function enforceRateLimit(ctx: Ctx, key: string, limit: Limit): Promise<void> {
  const r = await hitRateLimit(ctx, { key, ...limit });
  if (!r.allowed) throw tooManyAttempts(r.retryAfterSeconds);
}
