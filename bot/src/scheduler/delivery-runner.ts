/**
 * One round of the daily delivery engine for every configured channel: take over retries, plan who
 * is due, claim them in the database, send through the channel's sender within its limits, record
 * the results. Safe to run on any number of instances at once: the claims decide who sends what.
 */
import { claimDeliveries } from '@dps/core/delivery/claim-deliveries';
import { claimRetries } from '@dps/core/delivery/claim-retries';
import { DEFAULT_LEASE_SECONDS, type DeliverySender, type DeliveryToSend } from '@dps/core/delivery/delivery-types';
import { DEFAULT_CATCH_UP_MINUTES } from '@dps/core/delivery/is-due';
import { planDueDeliveries } from '@dps/core/delivery/plan-due-deliveries';
import { recordDeliveryResults, type DeliveryResult } from '@dps/core/delivery/record-delivery-results';
import type { Ctx } from '@dps/core/context';
import { Throttle, type ThrottleOptions, type ThrottledResult } from './throttle';

export interface DeliveryRunnerOptions {
  ctx: Ctx;
  senders: DeliverySender[];
  /** Deliveries claimed (and held) at a time; keep batchSize / perSecond well under the lease (default 500). */
  batchSize?: number;
  /** Targets planned per query (default 20,000); planning is re-run until fewer come back. */
  planSize?: number;
  leaseSeconds?: number;
  catchUpMinutes?: number;
  /** Override a sender's limits (tests: no pacing; several instances: a share of the limit). */
  throttle?: Partial<ThrottleOptions>;
}

export interface RunSummary {
  claimed: number;
  retried: number;
  sent: number;
  failed: number;
  dead: number;
  deactivated: number;
  released: number;
}

export interface DeliveryRunner {
  /** Deliver everything due at `now` (default: the ctx clock, read afresh for each batch). */
  runDue(now?: Date): Promise<RunSummary>;
  /** Stop: no new batches; unsent deliveries of the current batch are released for a retry. */
  stop(): Promise<void>;
  throttles: Map<string, Throttle>;
}

const empty = (): RunSummary => ({ claimed: 0, retried: 0, sent: 0, failed: 0, dead: 0, deactivated: 0, released: 0 });

function toRecord(r: ThrottledResult): DeliveryResult {
  const { delivery, result } = r;
  const base = { id: delivery.id, attempts: delivery.attempts };
  switch (result.status) {
    case 'sent':
      return { ...base, status: 'sent', ...(result.externalId ? { externalId: result.externalId } : {}) };
    case 'gone':
      return { ...base, status: 'gone', error: result.error };
    case 'released':
      // Not attempted: due again at once (the next round or another instance), after a short pause.
      return { ...base, status: 'failed', error: result.error, retryAfterSeconds: 0 };
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

export function createDeliveryRunner(opts: DeliveryRunnerOptions): DeliveryRunner {
  const { ctx, senders } = opts;
  const batchSize = opts.batchSize ?? 500;
  const planSize = opts.planSize ?? 20_000;
  const leaseSeconds = opts.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const catchUpMinutes = opts.catchUpMinutes ?? DEFAULT_CATCH_UP_MINUTES;
  const throttles = new Map(
    senders.map((s) => [
      s.channel,
      new Throttle({
        perSecond: s.limits.perSecond,
        perTargetIntervalMs: s.limits.perTargetIntervalMs,
        ...opts.throttle,
      }),
    ]),
  );
  const abort = new AbortController();
  let running: Promise<RunSummary> | null = null;

  async function send(sender: DeliverySender, batch: DeliveryToSend[]): Promise<ThrottledResult[]> {
    if (batch.length === 0) return [];
    const missingPrayer = batch.filter((d) => d.prayer.id === 0);
    const sendable = batch.filter((d) => d.prayer.id !== 0);
    // Stop sending a little before the lease ends, so a takeover never overlaps a send.
    const results = await throttles.get(sender.channel)!.sendAll(sendable, (d) => sender.send(d), {
      leaseMs: leaseSeconds * 1000 * 0.8,
      signal: abort.signal,
    });
    for (const d of missingPrayer)
      results.push({ delivery: d, result: { status: 'failed', error: 'the prayer no longer exists' } });
    return results;
  }

  async function record(
    sender: DeliverySender,
    results: ThrottledResult[],
    fixedNow: Date | undefined,
    summary: RunSummary,
  ): Promise<void> {
    if (results.length === 0) return;
    summary.released += results.filter((r) => r.result.status === 'released').length;
    const recorded = await recordDeliveryResults(ctx, {
      now: fixedNow ?? ctx.clock.now(),
      channel: sender.channel,
      results: results.map(toRecord),
    });
    summary.sent += recorded.sent;
    summary.failed += recorded.failed;
    summary.dead += recorded.dead;
    summary.deactivated += recorded.deactivated;
  }

  async function runChannel(sender: DeliverySender, fixedNow: Date | undefined, summary: RunSummary): Promise<void> {
    const channel = sender.channel;
    const now = () => fixedNow ?? ctx.clock.now();
    for (;;) {
      // Retries first (failed ones after their backoff, and claims whose instance died).
      for (;;) {
        if (abort.signal.aborted) return;
        const retries = await claimRetries(ctx, { now: now(), channel, limit: batchSize, leaseSeconds });
        summary.retried += retries.length;
        await record(sender, await send(sender, retries), fixedNow, summary);
        if (retries.length < batchSize) break;
      }
      // Plan once for many, then claim and send in small batches (a claim is held only while its
      // batch is sent). Each instance starts at a random batch, so racing instances mostly claim
      // different targets instead of colliding on the same ones.
      const planned = await planDueDeliveries(ctx, { now: now(), channel, limit: planSize, catchUpMinutes });
      const chunks: (typeof planned)[] = [];
      for (let i = 0; i < planned.length; i += batchSize) chunks.push(planned.slice(i, i + batchSize));
      const offset = chunks.length > 0 ? Math.floor(Math.random() * chunks.length) : 0;
      const claim = (k: number) => {
        const p = claimDeliveries(ctx, {
          now: now(),
          channel,
          items: chunks[(offset + k) % chunks.length]!,
          leaseSeconds,
        });
        p.catch(() => undefined); // awaited below; this only keeps an early failure from being "unhandled"
        return p;
      };
      // A pipeline, so the platform's rate is used to the full: while one batch is being sent, the
      // next is already claimed and the previous one's results are being recorded.
      let recording: Promise<void> = Promise.resolve();
      let next: Promise<DeliveryToSend[]> | null = chunks.length > 0 ? claim(0) : null;
      let claimedThisPass = 0;
      try {
        for (let k = 0; next; k++) {
          const claimed = await next;
          next = k + 1 < chunks.length && !abort.signal.aborted ? claim(k + 1) : null;
          summary.claimed += claimed.length;
          claimedThisPass += claimed.length;
          const results = await send(sender, claimed);
          recording = recording.then(() => record(sender, results, fixedNow, summary));
          if (abort.signal.aborted) break;
        }
        if (next) {
          // Stopped with a batch claimed ahead: hand it back untouched.
          const ahead = await next;
          summary.claimed += ahead.length;
          const released = ahead.map((delivery) => ({
            delivery,
            result: { status: 'released' as const, error: 'shutting down' },
          }));
          recording = recording.then(() => record(sender, released, fixedNow, summary));
        }
      } finally {
        await recording;
      }
      if (abort.signal.aborted) return;
      // Fewer planned than asked for: everything due now was handled. Nothing claimable: other
      // instances have it (or a date has no prayer); the next tick looks again.
      if (planned.length < planSize || claimedThisPass === 0) return;
    }
  }

  return {
    throttles,
    runDue(now?: Date) {
      // One round at a time per instance: a tick during a long round joins it (the round re-plans anyway).
      if (running) return running;
      running = (async () => {
        const summary = empty();
        for (const sender of senders) {
          try {
            await runChannel(sender, now, summary);
          } catch (e) {
            ctx.log.error({
              event: 'delivery_round_failed',
              channel: sender.channel,
              err: { name: (e as Error).name, code: (e as { code?: string }).code },
            });
          }
        }
        if (summary.claimed + summary.retried > 0) ctx.log.info({ event: 'delivery_round', ...summary });
        return summary;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    async stop() {
      abort.abort();
      await running?.catch(() => undefined);
    },
  };
}
