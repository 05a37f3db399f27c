import { performance } from 'node:perf_hooks';
import type { Ctx } from '@dps/core/context';
import type { DeliveryChannel } from '@dps/core/delivery/delivery-types';
import { recordDeliveryResults, type DeliveryResult } from '@dps/core/delivery/record-delivery-results';
import { emptySummary, errInfo, sleep, type RunSummary } from './run-summary';
import type { ThrottledResult } from './throttle';

/** A sender's result as the engine records it (a 429 is a failure retried after its wait). */
export function toRecord(r: ThrottledResult): DeliveryResult {
  const { delivery, result } = r;
  const base = { id: delivery.id, attempts: delivery.attempts };
  switch (result.status) {
    case 'sent':
      return { ...base, status: 'sent', ...(result.externalId ? { externalId: result.externalId } : {}) };
    case 'gone':
      return { ...base, status: 'gone', error: result.error };
    case 'released':
      return { ...base, status: 'released', error: result.error };
    case 'rate_limited':
      return { ...base, status: 'failed', error: result.error, retryAfterSeconds: result.retryAfterSeconds };
    case 'failed':
      return {
        ...base,
        status: 'failed',
        error: result.error,
        ...(result.retryAfterSeconds !== undefined ? { retryAfterSeconds: result.retryAfterSeconds } : {}),
      };
  }
}

/**
 * Records results as they come: while one statement is on its way the next results gather, so a
 * steady stream costs about one statement per send and a burst one statement for many. When the
 * database cannot take them, they are kept and tried again (with a pause), and `isFailing()` tells
 * the throttle to start nothing more and hand back what it has not started: an outage re-sends at
 * most what was in flight, and only if it outlasts the lease and another instance takes it over.
 */
export class ResultRecorder {
  private readonly pending = new Map<DeliveryChannel, DeliveryResult[]>();
  private writing: Promise<void> | null = null;
  private failing: { since: number } | null = null;
  /** Woken after each write (done or failed). */
  private waiters: (() => void)[] = [];
  /** Results in the statement on its way. */
  private inWrite = 0;
  private stopped = false;
  summary: RunSummary = emptySummary();

  constructor(
    private readonly ctx: Ctx,
    private readonly now: () => Date,
    private readonly onRecorded: (channel: DeliveryChannel, ids: number[]) => void,
  ) {}

  add(channel: DeliveryChannel, result: DeliveryResult): void {
    const list = this.pending.get(channel) ?? [];
    list.push(result);
    this.pending.set(channel, list);
    this.write();
  }

  size(): number {
    let n = 0;
    for (const l of this.pending.values()) n += l.length;
    return n;
  }

  isFailing(): boolean {
    return this.failing !== null;
  }

  /** A promise (settled by the next write) while `limit` or more results wait, written or not; else null. */
  backlog(limit: number): Promise<void> | null {
    if (this.size() + this.inWrite < limit) return null;
    this.write();
    return new Promise((r) => this.waiters.push(r));
  }

  private wakeWaiters(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  private write(): void {
    if (this.writing || this.size() === 0) return;
    this.writing = this.writeAll().finally(() => {
      this.writing = null;
      if (!this.failing) this.write();
    });
  }

  private async writeAll(): Promise<void> {
    for (;;) {
      const channel = [...this.pending.keys()].find((c) => (this.pending.get(c)?.length ?? 0) > 0);
      if (channel === undefined) return;
      const batch = this.pending.get(channel)!.splice(0);
      this.inWrite = batch.length;
      try {
        const r = await recordDeliveryResults(this.ctx, { now: this.now(), channel, results: batch });
        const s = this.summary;
        s.sent += r.sent;
        s.failed += r.failed;
        s.released += r.released;
        s.dead += r.dead;
        s.deactivated += r.deactivated;
        s.unrecorded += r.unrecorded;
        this.onRecorded(
          channel,
          batch.map((b) => b.id),
        );
        this.inWrite = 0;
        this.wakeWaiters();
        if (this.failing) {
          this.ctx.log.info({
            event: 'delivery_results_recorded_again',
            afterMs: Math.round(performance.now() - this.failing.since),
          });
          this.failing = null;
        }
      } catch (e) {
        // Kept, in order, for the next try; nothing more is sent meanwhile.
        this.pending.get(channel)!.unshift(...batch);
        this.inWrite = 0;
        if (!this.failing) {
          this.failing = { since: performance.now() };
          this.ctx.log.error({ event: 'delivery_results_unrecorded', results: this.size(), err: errInfo(e) });
        }
        this.wakeWaiters();
        if (this.stopped) return;
        await sleep(Math.min(2000, 200 + (performance.now() - this.failing.since) / 10));
      }
    }
  }

  /**
   * Wait until everything is written, for at most `ms`, or (`untilFailing`) until a write fails.
   * False: some results are still waiting (the writer keeps trying in the background).
   */
  async drain(ms: number, opts: { untilFailing?: boolean } = {}): Promise<boolean> {
    const deadline = performance.now() + ms;
    while (this.size() > 0 || this.writing) {
      if (opts.untilFailing && this.failing) return false;
      this.write();
      const left = deadline - performance.now();
      if (left <= 0) return false;
      await Promise.race([this.writing ?? sleep(10), sleep(Math.min(left, 200))]);
    }
    return true;
  }

  stop(): void {
    this.stopped = true;
  }
}
