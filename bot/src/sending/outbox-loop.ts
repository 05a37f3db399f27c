/**
 * The one loop every small outbox runs (notifications, chat echoes, chat take-backs): claim the
 * due rows, send each through its platform's function, record each result on its own row, count,
 * log. A row that fails (a blocked bot, a timeout, a 429) is retried later from the database or
 * dropped, and never stops the others; a result the database refuses is logged and its claim's
 * lease runs out, so the row is tried again: a failed record never stops the loop either.
 *
 * The loop knows no platform: the composition hands it one send function per chat platform.
 */
import type { Ctx } from '@dps/core/context';

/** The platforms an outbox row can be addressed to: the two chats, a browser, a mailbox. */
export type OutboxChannel = 'telegram' | 'slack' | 'web_push' | 'email';

/** A failure the loop itself records: a platform not configured here, or a send that threw. */
export interface OutboxFailure {
  status: 'failed';
  error: string;
  retryAfterSeconds?: number;
}

export interface OutboxLoopOptions<
  Item extends { channel: OutboxChannel },
  Result extends { status: string; error?: string },
> {
  ctx: Ctx;
  /** Claim up to `limit` due rows (core's leased claim: a row is sent by one instance at a time). */
  claim(limit: number): Promise<Item[]>;
  /** One function per configured platform; a row for a platform without one fails (and is retried). */
  send: Partial<Record<OutboxChannel, ((item: Item) => Promise<Result>) | undefined>>;
  /** Record one row's result for its claim. */
  record(item: Item, result: Result | OutboxFailure): Promise<void>;
  /** The status that counts as done ('sent'; 'done' for a take-back). */
  doneStatus: Result['status'];
  /** What names a row in the logs (its id and channel; never what it says). */
  describe(item: Item): Record<string, unknown>;
  /** Log events: a record the database refused (error), a row not done (warn), and the round when something was done (info, optional). */
  events: { recordFailed: string; failed: string; done?: string };
  /** Rows per round (default 50). */
  batch?: number;
  /** Pause between two sends (default 50 ms): these are a handful, not the daily fan-out. */
  pauseMs?: number;
}

export interface OutboxLoop {
  /** Send what is due now; how many were done and how many were not (yet). */
  runOnce(): Promise<{ done: number; failed: number }>;
}

export function createOutboxLoop<
  Item extends { channel: OutboxChannel },
  Result extends { status: string; error?: string },
>(opts: OutboxLoopOptions<Item, Result>): OutboxLoop {
  const { ctx } = opts;
  const pauseMs = opts.pauseMs ?? 50;

  async function sendOne(item: Item): Promise<Result | OutboxFailure> {
    const send = opts.send[item.channel];
    if (!send) return { status: 'failed', error: `${item.channel} not configured` };
    try {
      return await send(item);
    } catch (e) {
      return { status: 'failed', error: (e as Error)?.name ?? 'error' };
    }
  }

  return {
    async runOnce() {
      const due = await opts.claim(opts.batch ?? 50);
      let done = 0;
      let failed = 0;
      for (const [i, item] of due.entries()) {
        if (i > 0 && pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
        const result = await sendOne(item);
        try {
          await opts.record(item, result);
        } catch (e) {
          // The claim's lease runs out and the row is tried again: never fatal to the others.
          ctx.log.error({ event: opts.events.recordFailed, ...opts.describe(item), err: (e as Error)?.name });
        }
        if (result.status === opts.doneStatus) done++;
        else {
          failed++;
          ctx.log.warn({
            event: opts.events.failed,
            ...opts.describe(item),
            channel: item.channel,
            status: result.status,
            error: result.error,
          });
        }
      }
      if (opts.events.done && done > 0) ctx.log.info({ event: opts.events.done, done });
      return { done, failed };
    },
  };
}
