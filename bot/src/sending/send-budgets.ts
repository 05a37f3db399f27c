/**
 * Where a throttle gets permission for each send: a `LocalBudget` (this process only: tests, a
 * single instance) or a `SharedBudget` (every instance, through PostgreSQL; decision 120).
 *
 * Both follow one rule: a budget of N sends per second is N slots; a send holds a slot from before
 * it starts until a second after its answer. The platform saw each request somewhere between its
 * start and its answer, so two sends of one slot are more than a second apart there, and no rolling
 * second at the platform holds more than N — whatever the jitter or a stalled event loop.
 */
import { performance } from 'node:perf_hooks';
import type { Ctx } from '@dps/core/context';
import { errorCode } from '@dps/core/batch/isolate-poison-rows';
import { ensureSendBudget, freeSendSlots, pauseSendBudget, takeSendSlots } from '@dps/core/delivery/send-budget';

/** Permission for one send: it may start at `startAt` (performance.now() time), not before. */
export interface Permit {
  slot: number;
  startAt: number;
}

export interface SendBudget {
  /**
   * Up to `want` permits (possibly none; then ask again within `retryInMs`, or when a send ends).
   * `unavailable`: the budget cannot be reached (its database is away).
   */
  take(want: number): Promise<{ permits: Permit[]; retryInMs: number; unavailable?: boolean }>;
  /** The permit's send was answered at `answeredAt` (performance.now()); null: it was never used. */
  give(permit: Permit, answeredAt: number | null): void;
  /** The platform answered 429: no send of this budget starts for `ms`. */
  pause(ms: number): void;
  /** Wait until every permit given back is written down (shared budget; at once otherwise). */
  settle(): Promise<void>;
}

/** The budget of one process: the same slots, in memory. */
export class LocalBudget implements SendBudget {
  private readonly slots: { freeAt: number; held: boolean }[];
  private pausedUntil = 0;

  constructor(
    private readonly perSecond: number,
    private readonly marginMs = 5,
  ) {
    this.slots = Number.isFinite(perSecond)
      ? Array.from({ length: Math.max(1, perSecond) }, () => ({ freeAt: 0, held: false }))
      : [];
  }

  take(want: number): Promise<{ permits: Permit[]; retryInMs: number }> {
    if (!Number.isFinite(this.perSecond))
      return Promise.resolve({
        permits: Array.from({ length: want }, () => ({ slot: -1, startAt: this.pausedUntil })),
        retryInMs: 0,
      });
    const free = this.slots
      .map((s, slot) => ({ s, slot }))
      .filter((x) => !x.s.held)
      .sort((a, b) => a.s.freeAt - b.s.freeAt)
      .slice(0, want);
    for (const f of free) f.s.held = true;
    return Promise.resolve({
      permits: free.map((f) => ({ slot: f.slot, startAt: Math.max(f.s.freeAt, this.pausedUntil) })),
      retryInMs: 50,
    });
  }

  give(permit: Permit, answeredAt: number | null): void {
    const s = this.slots[permit.slot];
    if (!s) return;
    s.held = false;
    if (answeredAt !== null) s.freeAt = Math.max(s.freeAt, answeredAt + 1000 + this.marginMs);
  }

  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, performance.now() + ms);
  }

  settle(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * One platform's budget shared by every instance through `send_budget_slots`. Slots are taken a
 * few at a time (one round trip for several sends when there is a queue) and given back in small
 * groups: while one write is on its way, the next ones gather. If the database cannot be reached,
 * no permit is given (nothing is sent without a record of it anyway) and slots this instance held
 * come free by themselves when their hold runs out.
 */
export class SharedBudget implements SendBudget {
  private ensured = false;
  private readonly returns: { slot: number; answeredAt: number | null }[] = [];
  private writing: Promise<void> | null = null;
  private lastReport = 0;

  constructor(
    private readonly ctx: Ctx,
    private readonly opts: { budget: string; size: number; holder: string },
  ) {}

  private report(event: string, e: unknown): void {
    const now = performance.now();
    if (now - this.lastReport < 10_000) return;
    this.lastReport = now;
    this.ctx.log.warn(
      { event, budget: this.opts.budget, err: { name: (e as Error)?.name, code: errorCode(e) } },
      'the shared send budget could not be reached; sends wait for it',
    );
  }

  async take(want: number): Promise<{ permits: Permit[]; retryInMs: number; unavailable?: boolean }> {
    try {
      if (!this.ensured) {
        await ensureSendBudget(this.ctx, { budget: this.opts.budget, size: this.opts.size });
        this.ensured = true;
      }
      const rows = await takeSendSlots(this.ctx, { ...this.opts, want: Math.min(want, this.opts.size) });
      // The wait was measured by the database before the answer came back: counting it from now is later, never earlier.
      const now = performance.now();
      return { permits: rows.map((r) => ({ slot: r.slot, startAt: now + r.waitMs })), retryInMs: 20 };
    } catch (e) {
      this.ensured = false;
      this.report('send_budget_unavailable', e);
      return { permits: [], retryInMs: 1000, unavailable: true };
    }
  }

  give(permit: Permit, answeredAt: number | null): void {
    this.returns.push({ slot: permit.slot, answeredAt });
    this.write();
  }

  private write(): void {
    if (this.writing || this.returns.length === 0) return;
    const batch = this.returns.splice(0);
    this.writing = (async () => {
      try {
        const now = performance.now();
        await freeSendSlots(this.ctx, {
          budget: this.opts.budget,
          holder: this.opts.holder,
          slots: batch.map((r) => ({
            slot: r.slot,
            answeredMsAgo: r.answeredAt === null ? null : Math.max(0, now - r.answeredAt),
          })),
        });
      } catch (e) {
        // Held until the hold runs out (a minute of less capacity, never a send too many).
        this.report('send_budget_unavailable', e);
      }
    })().finally(() => {
      this.writing = null;
      this.write();
    });
  }

  pause(ms: number): void {
    pauseSendBudget(this.ctx, { budget: this.opts.budget, ms: Math.ceil(ms) }).catch((e: unknown) =>
      this.report('send_budget_unavailable', e),
    );
  }

  async settle(): Promise<void> {
    while (this.writing) await this.writing;
  }
}
