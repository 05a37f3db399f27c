/**
 * The scheduler's part in keeping requests alive (decisions 321, 322): once per process, the
 * one-time notice to authors of group requests moved off the public wall (the database's marker
 * keeps it to once per database); then, every few minutes, the 30-day questions and the archiving
 * of unanswered ones. Run before the notification outbox on a tick, so a question made now is sent
 * in the same tick.
 */
import type { Ctx } from '@dps/core/context';
import { runRequestExpiry, type RequestExpiryRun } from '@dps/core/circles/expiry/request-expiry';
import { tellMovedRequestAuthorsOnce } from '@dps/core/circles/expiry/tell-moved-request-authors';

export interface RequestExpiryJobOptions {
  ctx: Ctx;
  /** Between two expiry runs (default 10 minutes): the question is about days, not minutes. */
  everyMs?: number;
}

export interface RequestExpiryJob {
  /** What this tick did: null where it was not yet time. */
  runOnce(): Promise<{ moved: { told: number } | null; expiry: RequestExpiryRun | null }>;
}

export function createRequestExpiryJob(opts: RequestExpiryJobOptions): RequestExpiryJob {
  const { ctx } = opts;
  const everyMs = opts.everyMs ?? 10 * 60_000;
  let movedDone = false;
  let lastRun = Number.NEGATIVE_INFINITY;
  return {
    async runOnce() {
      let moved: { told: number } | null = null;
      if (!movedDone) {
        // A failure throws to the scheduler's job log and is tried again on the next tick.
        moved = await tellMovedRequestAuthorsOnce(ctx);
        movedDone = true;
      }
      const now = ctx.clock.now().getTime();
      if (now - lastRun < everyMs) return { moved, expiry: null };
      lastRun = now;
      return { moved, expiry: await runRequestExpiry(ctx) };
    },
  };
}
