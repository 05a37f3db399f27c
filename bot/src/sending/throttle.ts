/**
 * Sends a batch of deliveries within a platform's limits: each send needs a permit from the
 * budget (decision 120: at most `perSecond` in any rolling second, shared by every instance when
 * the budget is the database's), at most one per target per `perTargetIntervalMs`, a bounded
 * number in flight. A 429 pauses every send for `retry_after` (here and, through the budget, on
 * every instance) and puts the delivery back at the front of the queue; a wait longer than
 * `maxRetryAfterSeconds`, or too many 429s for one delivery, hands it back as `failed` so the
 * engine retries it later from the database.
 *
 * Each result is handed to `onResult` as soon as it is known, so the engine records it at once
 * (a crash then re-sends at most what was in flight). Correctness (each delivery once) lives in
 * the database claims, never here.
 */
import { performance } from 'node:perf_hooks';
import type { DeliveryToSend, SendResult } from '@dps/core/delivery/delivery-types';
import { LocalBudget, type Permit, type SendBudget } from './send-budgets';

export interface ThrottleOptions {
  perSecond: number;
  perTargetIntervalMs: number;
  /** Margin added to the rolling second (default 5 ms). */
  marginMs?: number;
  maxInFlight?: number;
  /** Longest 429 wait honoured in process; longer ones are retried later from the database. */
  maxRetryAfterSeconds?: number;
  /** 429s tolerated per delivery before handing it back. */
  max429PerDelivery?: number;
  /** Where permits come from (default: this process only, `perSecond` a second). */
  budget?: SendBudget;
}

/** What the engine records for one delivery ('released': never attempted, e.g. on shutdown). */
export type ThrottledResult =
  | { delivery: DeliveryToSend; result: SendResult }
  | { delivery: DeliveryToSend; result: { status: 'released'; error: string } };

export interface SendAllOptions {
  /** A delivery not started within this many ms from now is released (unless `deadline` says otherwise). */
  leaseMs: number;
  /** The performance.now() time after which a delivery must not be started (its claim may be taken over). */
  deadline?: (d: DeliveryToSend) => number;
  signal?: AbortSignal;
  /** Each result as soon as it is known (the engine records it at once). */
  onResult?: (r: ThrottledResult) => void;
  /**
   * True when results cannot be recorded (the database is away): nothing more is started, what is
   * not started is handed back (`released`) and the sends in flight are let finish.
   */
  halt?: () => boolean;
  /** A promise while too many results wait to be recorded (start nothing new until it settles); else null. */
  backlog?: () => Promise<void> | null;
}

interface Item {
  delivery: DeliveryToSend;
  /** performance.now() after which the claim's lease is too close to expiry to send. */
  deadline: number;
  hits429: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** Permits taken per round trip at most (the rest of a queue asks again as slots come free). */
const TAKE_AT_ONCE = 5;

export class Throttle {
  private readonly targetNext = new Map<string, number>();
  private pausedUntil = 0;
  private readonly maxInFlight: number;
  private readonly maxRetryAfterSeconds: number;
  private readonly max429: number;
  readonly budget: SendBudget;
  /** Sends actually made, and 429s seen (for the benchmark and logs). */
  readonly stats = { sends: 0, rateLimited: 0 };

  constructor(private readonly opts: ThrottleOptions) {
    this.maxInFlight = opts.maxInFlight ?? 100;
    this.maxRetryAfterSeconds = opts.maxRetryAfterSeconds ?? 30;
    this.max429 = opts.max429PerDelivery ?? 5;
    this.budget = opts.budget ?? new LocalBudget(opts.perSecond, opts.marginMs ?? 5);
  }

  /**
   * Send every delivery through `send`, returning one result per delivery (any order); each is
   * also passed to `onResult` the moment it is known.
   */
  async sendAll(
    deliveries: DeliveryToSend[],
    send: (d: DeliveryToSend) => Promise<SendResult>,
    opts: SendAllOptions,
  ): Promise<ThrottledResult[]> {
    const start = performance.now();
    const queue: Item[] = deliveries.map((delivery) => ({ delivery, deadline: start + opts.leaseMs, hits429: 0 }));
    const results: ThrottledResult[] = [];
    const emit = (r: ThrottledResult) => {
      results.push(r);
      opts.onResult?.(r);
    };
    const deadlineOf = (it: Item) => (opts.deadline ? opts.deadline(it.delivery) : it.deadline);
    const inFlight = new Set<Promise<void>>();
    const permits: Permit[] = [];
    let wake: (() => void) | null = null;
    const notify = () => {
      const w = wake;
      wake = null;
      w?.();
    };
    const woken = () => new Promise<void>((r) => (wake = r));
    let halted = false;

    const launch = (item: Item, permit: Permit) => {
      this.targetNext.set(item.delivery.target, performance.now() + this.opts.perTargetIntervalMs);
      this.stats.sends += 1;
      const p = (async () => {
        let result: SendResult;
        try {
          result = await send(item.delivery);
        } catch (e) {
          result = { status: 'failed', error: `sender threw: ${(e as Error).name}` };
        }
        this.budget.give(permit, performance.now());
        if (result.status === 'rate_limited') {
          this.stats.rateLimited += 1;
          item.hits429 += 1;
          const waitMs = result.retryAfterSeconds * 1000;
          if (result.retryAfterSeconds <= this.maxRetryAfterSeconds && item.hits429 < this.max429) {
            this.pausedUntil = Math.max(this.pausedUntil, performance.now() + waitMs);
            this.budget.pause(waitMs);
            queue.unshift(item);
            return;
          }
          emit({
            delivery: item.delivery,
            result: { status: 'failed', error: result.error, retryAfterSeconds: result.retryAfterSeconds },
          });
          return;
        }
        emit({ delivery: item.delivery, result });
      })().finally(() => {
        inFlight.delete(p);
        notify();
      });
      inFlight.add(p);
    };

    try {
      while (queue.length > 0 || inFlight.size > 0) {
        const stopping = opts.signal?.aborted
          ? 'shutting down'
          : halted || opts.halt?.()
            ? 'results cannot be recorded'
            : null;
        if (stopping) {
          await Promise.all(inFlight);
          // Everything not sent, including any that a 429 put back meanwhile.
          for (const item of queue.splice(0))
            emit({ delivery: item.delivery, result: { status: 'released', error: stopping } });
          break;
        }
        const now = performance.now();
        // Deliveries whose lease is about to run out go back to the database untouched.
        for (let i = queue.length - 1; i >= 0; i--) {
          if (deadlineOf(queue[i]!) <= now) {
            emit({
              delivery: queue[i]!.delivery,
              result: { status: 'released', error: 'lease expired before sending' },
            });
            queue.splice(i, 1);
          }
        }
        if (queue.length === 0 || inFlight.size >= this.maxInFlight) {
          if (inFlight.size === 0) continue;
          await woken();
          continue;
        }
        const backlog = opts.backlog?.();
        if (backlog) {
          await Promise.race([backlog, sleep(200, opts.signal)]);
          continue;
        }
        if (this.pausedUntil > now) {
          await sleep(this.pausedUntil - now, opts.signal);
          continue;
        }
        const idx = queue.findIndex((it) => (this.targetNext.get(it.delivery.target) ?? 0) <= now);
        if (idx === -1) {
          const soonest = Math.min(...queue.map((it) => this.targetNext.get(it.delivery.target) ?? 0));
          await Promise.race([sleep(soonest - now, opts.signal), woken()]);
          continue;
        }
        if (permits.length === 0) {
          const ready = queue.filter((it) => (this.targetNext.get(it.delivery.target) ?? 0) <= now).length;
          const want = Math.max(1, Math.min(ready, TAKE_AT_ONCE, this.maxInFlight - inFlight.size));
          const taken = await this.budget.take(want);
          // The shared budget cannot be reached: neither can the deliveries' records. Hand back.
          if (taken.unavailable) halted = true;
          permits.push(...taken.permits);
          permits.sort((a, b) => a.startAt - b.startAt);
          if (permits.length === 0) await Promise.race([sleep(taken.retryInMs, opts.signal), woken()]);
          continue;
        }
        const permit = permits[0]!;
        if (permit.startAt > now) {
          await sleep(permit.startAt - now, opts.signal);
          continue;
        }
        permits.shift();
        const [item] = queue.splice(idx, 1);
        launch(item!, permit);
      }
    } finally {
      for (const p of permits.splice(0)) this.budget.give(p, null);
    }
    // Forget per-target slots that are over (the map would otherwise grow with every target).
    const now = performance.now();
    for (const [k, t] of this.targetNext) if (t <= now) this.targetNext.delete(k);
    return results;
  }
}
