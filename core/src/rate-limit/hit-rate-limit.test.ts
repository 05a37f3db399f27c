import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { rateLimits } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { hitRateLimit, purgeExpiredRateLimits, resetRateLimit } from './hit-rate-limit';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
beforeAll(async () => {
  h = await createTestDb({ maxConnections: 10 });
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
});
afterAll(() => h.close());

describe('hitRateLimit', () => {
  it('allows `limit` hits in a window, then refuses with the time left, then allows again', async () => {
    ctx.clock.set('2026-03-10T12:00:00Z');
    const key = 'login:ip:203.0.113.5';
    for (let i = 1; i <= 3; i++) {
      expect(await hitRateLimit(ctx, { key, limit: 3, windowSeconds: 60 })).toEqual({ allowed: true, remaining: 3 - i, retryAfterSeconds: 0 });
    }
    ctx.clock.advance(20_000);
    expect(await hitRateLimit(ctx, { key, limit: 3, windowSeconds: 60 })).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 40 });
    ctx.clock.advance(39_500);
    expect(await hitRateLimit(ctx, { key, limit: 3, windowSeconds: 60 })).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    ctx.clock.advance(500); // the window (opened by the first hit) has passed
    expect(await hitRateLimit(ctx, { key, limit: 3, windowSeconds: 60 })).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
  });

  it('keeps keys apart and stores them hashed', async () => {
    await hitRateLimit(ctx, { key: 'reset:email:ann@example.test', limit: 1, windowSeconds: 3600 });
    expect((await hitRateLimit(ctx, { key: 'reset:email:ann@example.test', limit: 1, windowSeconds: 3600 })).allowed).toBe(false);
    expect((await hitRateLimit(ctx, { key: 'reset:email:bob@example.test', limit: 1, windowSeconds: 3600 })).allowed).toBe(true);
    const stored = JSON.stringify(await h.db.select().from(rateLimits));
    expect(stored).not.toContain('ann@example.test');
  });

  it('reset clears the counter (e.g. after a successful sign-in)', async () => {
    const key = 'login:email:carl@example.test';
    for (let i = 0; i < 5; i++) await hitRateLimit(ctx, { key, limit: 5, windowSeconds: 900 });
    expect((await hitRateLimit(ctx, { key, limit: 5, windowSeconds: 900 })).allowed).toBe(false);
    await resetRateLimit(ctx, { key });
    expect(await hitRateLimit(ctx, { key, limit: 5, windowSeconds: 900 })).toMatchObject({ allowed: true, remaining: 4 });
  });

  it('counts simultaneous hits exactly', async () => {
    ctx.clock.set('2026-03-10T13:00:00Z');
    const key = 'burst';
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(ctx, { key, limit: 12, windowSeconds: 60 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(12);
    expect(results.map((r) => r.remaining).sort((a, b) => a - b)).toEqual([...Array(9).fill(0), ...Array.from({ length: 11 }, (_, i) => i + 1)]);
    expect(await hitRateLimit(ctx, { key, limit: 12, windowSeconds: 60 })).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
  });

  it('purges windows that have ended', async () => {
    ctx.clock.set('2026-03-20T00:00:00Z');
    await hitRateLimit(ctx, { key: 'fresh', limit: 1, windowSeconds: 60 });
    expect(await purgeExpiredRateLimits(ctx)).toBeGreaterThanOrEqual(3);
    expect((await hitRateLimit(ctx, { key: 'fresh', limit: 1, windowSeconds: 60 })).allowed).toBe(false);
  });

  it('rejects a nonsensical limit', async () => {
    await expect(hitRateLimit(ctx, { key: '', limit: 1, windowSeconds: 1 })).rejects.toMatchObject({ code: 'validation' });
    await expect(hitRateLimit(ctx, { key: 'k', limit: 0, windowSeconds: 1 })).rejects.toMatchObject({ code: 'validation' });
  });
});
