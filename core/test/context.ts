/** Building contexts for tests: a pinned clock, a silent log, an actor in a chosen zone. */
import type { Db } from '@dps/db/client';
import { fixedClock, silentLog, type ActorCtx, type Clock, type Ctx } from '../src/context';

export function testCtx(db: Db, now: Date | string = '2026-03-10T12:00:00Z'): Ctx & { clock: ReturnType<typeof fixedClock> } {
  return { db, clock: fixedClock(now), log: silentLog };
}

export function actor(ctx: Ctx, userId: number, timeZone = 'UTC', clock?: Clock): ActorCtx {
  return { ...ctx, clock: clock ?? ctx.clock, userId, timeZone };
}
