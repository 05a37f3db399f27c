import { performance } from 'node:perf_hooks';
import type { Ctx } from '@dps/core/context';
import type { DeliveryChannel, DeliveryToSend } from '@dps/core/delivery/delivery-types';
import { renewDeliveryLeases } from '@dps/core/delivery/renew-delivery-leases';
import { errInfo } from './run-summary';

interface Held {
  channel: DeliveryChannel;
  attempts: number;
  /** performance.now() when the lease (as last set) runs out. */
  leaseEnd: number;
}

/**
 * The claims this instance works on, until their result is recorded, with their leases renewed
 * every third of a lease (decision 120): a short lease then covers a long batch, and a crash delays
 * the rest by one short lease, not by the longest a batch could take.
 */
export class HeldClaims {
  private readonly held = new Map<number, Held>();
  private renewing: Promise<void> | null = null;
  private readonly leaseMs: number;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly ctx: Ctx,
    private readonly now: () => Date,
    private readonly leaseSeconds: number,
  ) {
    this.leaseMs = leaseSeconds * 1000;
    this.timer = setInterval(() => void this.renew(), Math.max(1000, this.leaseMs / 3));
    this.timer.unref();
  }

  /** Claims just made, their lease counted from `leaseFrom` (performance.now() before the claim). */
  hold(deliveries: DeliveryToSend[], leaseFrom: number): void {
    for (const d of deliveries)
      this.held.set(d.id, { channel: d.channel, attempts: d.attempts, leaseEnd: leaseFrom + this.leaseMs });
  }

  /** Claims whose result is recorded: no longer ours to renew. */
  release(ids: number[]): void {
    for (const id of ids) this.held.delete(id);
  }

  /** When the claim's lease runs out (performance.now()); -Infinity for a claim not (or no longer) ours. */
  leaseEnd(id: number): number {
    return this.held.get(id)?.leaseEnd ?? -Infinity;
  }

  /** Extend every held claim's lease; a claim the database no longer gives us is dropped (never sent). */
  renew(): Promise<void> {
    if (this.renewing || this.held.size === 0) return this.renewing ?? Promise.resolve();
    this.renewing = this.renewAll().finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async renewAll(): Promise<void> {
    const byChannel = new Map<DeliveryChannel, { id: number; attempts: number }[]>();
    for (const [id, h] of this.held) {
      const list = byChannel.get(h.channel) ?? [];
      list.push({ id, attempts: h.attempts });
      byChannel.set(h.channel, list);
    }
    for (const [channel, items] of byChannel) {
      const from = performance.now();
      try {
        const kept = new Set(
          await renewDeliveryLeases(this.ctx, { now: this.now(), channel, items, leaseSeconds: this.leaseSeconds }),
        );
        for (const i of items) {
          const h = this.held.get(i.id);
          if (!h) continue;
          if (kept.has(i.id)) h.leaseEnd = from + this.leaseMs;
          // Recorded meanwhile, or taken over after the lease ran out: not ours to send any more.
          else h.leaseEnd = -Infinity;
        }
      } catch (e) {
        // The leases run out as they were; what is not sent by then is not sent by this instance.
        this.ctx.log.warn({ event: 'delivery_lease_renewal_failed', channel, claims: items.length, err: errInfo(e) });
      }
    }
  }
}
