/**
 * Sends a batch of deliveries within a platform's limits: at most `perSecond` sends in any rolling
 * second, at most one per target per `perTargetIntervalMs`, a bounded
 * number in flight. A 429 pauses every send for `retry_after` and puts the delivery back at the
 * front of the queue; a wait longer than `maxRetryAfterSeconds`, or too many 429s for one delivery,
 * hands it back as `failed` so the engine retries it later from the database.
 *
 * Pacing is an in-process optimisation only: correctness (each delivery once) lives in the
 * database claims, so a restart or a second instance never causes a duplicate here.
 */
import type { DeliveryToSend, SendResult } from '@dps/core/delivery/delivery-types';

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
}

/** What the engine records for one delivery ('released': never attempted, e.g. on shutdown). */
export type ThrottledResult =
  | { delivery: DeliveryToSend; result: SendResult }
  | { delivery: DeliveryToSend; result: { status: 'released'; error: string } };

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

export class Throttle {
  /** Recent sends: when each started and when its answer came back. */
  private readonly window: { start: number; end?: number }[] = [];
  private readonly targetNext = new Map<string, number>();
  private pausedUntil = 0;
  private readonly perSecond: number;
  private readonly marginMs: number;
  private readonly maxInFlight: number;
  private readonly maxRetryAfterSeconds: number;
  private readonly max429: number;
  /** Sends actually made, and 429s seen (for the benchmark and logs). */
  readonly stats = { sends: 0, rateLimited: 0 };

  constructor(private readonly opts: ThrottleOptions) {
    this.perSecond = Math.max(1, opts.perSecond);
    this.marginMs = opts.marginMs ?? 5;
    this.maxInFlight = opts.maxInFlight ?? 100;
    this.maxRetryAfterSeconds = opts.maxRetryAfterSeconds ?? 30;
    this.max429 = opts.max429PerDelivery ?? 5;
  }

  /**
   * Earliest time the next send may start under the rolling-second limit (Infinity: wait for an
   * answer). The server saw a request somewhere between its start and its answer, so counting from
   * the ANSWER of the send `perSecond` places back makes sure no rolling second, as the server
   * measures it, ever holds more than `perSecond` — whatever the network jitter.
   */
  private nextGlobalSlot(now: number): number {
    if (!Number.isFinite(this.perSecond) || this.window.length < this.perSecond) return Math.max(now, this.pausedUntil);
    const ref = this.window[this.window.length - this.perSecond]!;
    if (ref.end === undefined) return Infinity;
    return Math.max(now, this.pausedUntil, ref.end + 1000 + this.marginMs);
  }

  private recordSend(at: number): { start: number; end?: number } {
    const rec: { start: number; end?: number } = { start: at };
    this.window.push(rec);
    if (Number.isFinite(this.perSecond) && this.window.length > this.perSecond * 4)
      this.window.splice(0, this.window.length - this.perSecond);
    if (!Number.isFinite(this.perSecond) && this.window.length > 1000) this.window.splice(0, this.window.length - 1);
    return rec;
  }

  /**
   * Send every delivery through `send`, returning one result per delivery (any order).
   * `leaseMs`: a delivery not started within it (from now) is released instead of sent, so a claim
   * another instance may already have taken over is never sent twice.
   */
  async sendAll(
    deliveries: DeliveryToSend[],
    send: (d: DeliveryToSend) => Promise<SendResult>,
    opts: { leaseMs: number; signal?: AbortSignal },
  ): Promise<ThrottledResult[]> {
    const start = performance.now();
    const queue: Item[] = deliveries.map((delivery) => ({ delivery, deadline: start + opts.leaseMs, hits429: 0 }));
    const results: ThrottledResult[] = [];
    const inFlight = new Set<Promise<void>>();
    let wake: (() => void) | null = null;
    const notify = () => {
      const w = wake;
      wake = null;
      w?.();
    };

    const launch = (item: Item) => {
      const at = performance.now();
      const rec = this.recordSend(at);
      this.targetNext.set(item.delivery.target, at + this.opts.perTargetIntervalMs);
      this.stats.sends += 1;
      const p = (async () => {
        let result: SendResult;
        try {
          result = await send(item.delivery);
        } catch (e) {
          result = { status: 'failed', error: `sender threw: ${(e as Error).name}` };
        }
        rec.end = performance.now();
        if (result.status === 'rate_limited') {
          this.stats.rateLimited += 1;
          item.hits429 += 1;
          const waitMs = result.retryAfterSeconds * 1000;
          if (result.retryAfterSeconds <= this.maxRetryAfterSeconds && item.hits429 < this.max429) {
            this.pausedUntil = Math.max(this.pausedUntil, performance.now() + waitMs);
            queue.unshift(item);
            return;
          }
          results.push({
            delivery: item.delivery,
            result: { status: 'failed', error: result.error, retryAfterSeconds: result.retryAfterSeconds },
          });
          return;
        }
        results.push({ delivery: item.delivery, result });
      })().finally(() => {
        inFlight.delete(p);
        notify();
      });
      inFlight.add(p);
    };

    while (queue.length > 0 || inFlight.size > 0) {
      if (opts.signal?.aborted) {
        await Promise.all(inFlight);
        // Everything not sent, including any that a 429 put back meanwhile.
        for (const item of queue.splice(0))
          results.push({ delivery: item.delivery, result: { status: 'released', error: 'shutting down' } });
        break;
      }
      const now = performance.now();
      // Deliveries whose lease is about to run out go back to the database untouched.
      for (let i = queue.length - 1; i >= 0; i--) {
        if (queue[i]!.deadline <= now) {
          results.push({
            delivery: queue[i]!.delivery,
            result: { status: 'released', error: 'lease expired before sending' },
          });
          queue.splice(i, 1);
        }
      }
      if (queue.length === 0 || inFlight.size >= this.maxInFlight) {
        if (inFlight.size === 0) continue;
        await new Promise<void>((r) => (wake = r));
        continue;
      }
      const slot = this.nextGlobalSlot(now);
      if (slot === Infinity) {
        await new Promise<void>((r) => (wake = r));
        continue;
      }
      if (slot > now) {
        await sleep(slot - now, opts.signal);
        continue;
      }
      const idx = queue.findIndex((it) => (this.targetNext.get(it.delivery.target) ?? 0) <= now);
      if (idx === -1) {
        const soonest = Math.min(...queue.map((it) => this.targetNext.get(it.delivery.target) ?? 0));
        await Promise.race([sleep(soonest - now, opts.signal), new Promise<void>((r) => (wake = r))]);
        continue;
      }
      const [item] = queue.splice(idx, 1);
      launch(item!);
    }
    // Forget per-target slots that are over (the map would otherwise grow with every target).
    const now = performance.now();
    for (const [k, t] of this.targetNext) if (t <= now) this.targetNext.delete(k);
    return results;
  }
}
