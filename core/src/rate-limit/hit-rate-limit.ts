/**
 * Fixed-window rate limits kept in PostgreSQL, so every instance shares the same counters.
 * One atomic upsert per hit: no read-then-write race, no in-memory state.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rateLimits } from '@dps/db/schema';
import { purgeInChunks } from '../batch/purge-in-chunks';
import type { Ctx } from '../context';
import { parseInput } from '../validate';

export const ZHitRateLimitInput = z.object({
  /** What is limited, e.g. `login:ip:1.2.3.4` or `reset:email:ann@example.com`. Stored hashed. */
  key: z.string().min(1).max(1000),
  limit: z.number().int().min(1),
  windowSeconds: z.number().int().min(1).max(366 * 86_400),
});
export type THitRateLimitInput = z.input<typeof ZHitRateLimitInput>;

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in this window after this one. */
  remaining: number;
  /** 0 when allowed; otherwise whole seconds until the window resets (at least 1). */
  retryAfterSeconds: number;
}

/** Keys often hold an email or an IP address; the table keeps only their sha256. */
const storedKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/**
 * Count one hit against `key`. The first hit opens a window of `windowSeconds` from now; hits
 * beyond `limit` inside it are not allowed. When the window has passed, the next hit starts a new one.
 */
export async function hitRateLimit(ctx: Ctx, input: THitRateLimitInput): Promise<RateLimitResult> {
  const { key, limit, windowSeconds } = parseInput(ZHitRateLimitInput, input);
  const now = ctx.clock.now();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const resetAt = new Date(now.getTime() + windowSeconds * 1000);
  const [row] = await ctx.db
    .insert(rateLimits)
    .values({ key: storedKey(key), count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${nowSql} then 1
                        else least(${rateLimits.count}, 2147483646) + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${nowSql} then excluded.reset_at
                          else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const count = row!.count;
  const allowed = count <= limit;
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((row!.resetAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Forget the hits on `key` (e.g. after a successful login). */
export async function resetRateLimit(ctx: Ctx, input: { key: string }): Promise<void> {
  await ctx.db.delete(rateLimits).where(eq(rateLimits.key, storedKey(input.key)));
}

/** Delete windows that have ended (housekeeping for a periodic job). Returns how many went. */
export async function purgeExpiredRateLimits(ctx: Ctx, opts: { chunk?: number } = {}): Promise<number> {
  // In chunks; a row that cannot be deleted is reported and left, never stopping the rest (decision 061).
  const { purged } = await purgeInChunks<string>(ctx, {
    table: 'rate_limits',
    key: 'key',
    where: sql`reset_at < ${ctx.clock.now().toISOString()}::timestamptz`,
    event: 'housekeeping_row_skipped',
    // Keys are stored as sha256 digests (never the email or address they count); a prefix finds the row.
    describe: (key) => ({ table: 'rate_limits', keyDigest: key.slice(0, 16) }),
    ...opts,
  });
  return purged;
}
