/**
 * One round of the daily delivery engine for every configured channel: take over retries, plan who
 * is due, claim them in small batches, send through the channel's sender within the platform's
 * shared budget, record each result as soon as it is known. Safe to run on any number of instances
 * at once: the claims decide who sends what (decisions 030 and 120).
 *
 * What a crash costs: the sends in flight (sent, not yet recorded) are sent again once their
 * lease runs out; the rest of the crashed instance's small batch waits one short lease (renewed
 * while this instance works on it) and is then taken over by any instance.
 *
 * The steps: ./channel-pass.ts (one channel's retries, planning, claims and sends),
 * ./held-claims.ts (claims held and their leases renewed), ./result-recorder.ts (results written
 * as they come), ./round-steps.ts (throttles, notes, skipped targets, batches).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DEFAULT_LEASE_SECONDS, type DeliverySender } from '@dps/core/delivery/delivery-types';
import { DEFAULT_CATCH_UP_MINUTES } from '@dps/core/delivery/is-due';
import type { Ctx } from '@dps/core/context';
import { runChannel, type PassContext } from './channel-pass';
import { HeldClaims } from './held-claims';
import { ResultRecorder } from './result-recorder';
import { channelThrottles, skippedTargetReporter } from './round-steps';
import { emptySummary, errInfo, type RunSummary } from './run-summary';
import type { Throttle, ThrottleOptions } from './throttle';

export type { RunSummary } from './run-summary';

/** Deliveries claimed at a time: a crash delays at most these (and re-sends only those in flight). */
export const DEFAULT_BATCH_SIZE = 50;

export interface DeliveryRunnerOptions {
  ctx: Ctx;
  senders: DeliverySender[];
  /** Deliveries claimed (and held) at a time (default 50). */
  batchSize?: number;
  /** Targets planned per query (default 20,000); planning is re-run until fewer come back. */
  planSize?: number;
  /** A claim's lease (default 60 s), renewed every third of it while this instance holds the claim. */
  leaseSeconds?: number;
  catchUpMinutes?: number;
  /** Override a sender's limits (tests: no pacing). */
  throttle?: Partial<ThrottleOptions>;
  /**
   * 'shared' (default): each platform's budget is shared with every instance through the database.
   * 'local': this process alone keeps to it (a single instance, or a test that must not share).
   */
  budget?: 'shared' | 'local';
  /** Names this instance in the shared budget (default host:pid:random). */
  instanceId?: string;
}

export interface DeliveryRunner {
  /** Deliver everything due at `now` (default: the ctx clock, read afresh for each batch). */
  runDue(now?: Date): Promise<RunSummary>;
  /**
   * Only the retries due now (failed ones after their backoff, claims whose instance died): the
   * scheduler runs this between its minute ticks, so a crashed instance's claims go out within
   * one lease and a sweep. Joins a round in progress instead (rounds take retries between batches).
   */
  sweep(now?: Date): Promise<RunSummary>;
  /** Stop: no new sends; unsent claims are handed back at once, results are recorded; then resolves. */
  stop(): Promise<void>;
  throttles: Map<string, Throttle>;
}

export function createDeliveryRunner(opts: DeliveryRunnerOptions): DeliveryRunner {
  const { ctx, senders } = opts;
  const batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE;
  const leaseSeconds = opts.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const leaseMs = leaseSeconds * 1000;
  const instanceId = opts.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const throttles = channelThrottles(ctx, senders, { throttle: opts.throttle, budget: opts.budget, instanceId });
  const abort = new AbortController();
  let running: Promise<RunSummary> | null = null;
  let fixedNow: Date | undefined;
  const now = () => fixedNow ?? ctx.clock.now();
  const held = new HeldClaims(ctx, now, leaseSeconds);
  const recorder = new ResultRecorder(ctx, now, (_channel, ids) => held.release(ids));
  const pass: PassContext = {
    ctx,
    held,
    recorder,
    throttles,
    signal: abort.signal,
    now,
    batchSize,
    planSize: opts.planSize ?? 20_000,
    leaseSeconds,
    leaseMs,
    // A claim is not started in the last part of its lease: another instance may take it over then.
    safetyMs: Math.max(2000, leaseMs / 4),
    catchUpMinutes: opts.catchUpMinutes ?? DEFAULT_CATCH_UP_MINUTES,
    // A person's reminder waits for a channel before it in their order only if it runs here (decision 222).
    runningChannels: senders.map((s) => s.channel),
    reportSkipped: skippedTargetReporter(ctx),
  };

  /** Every channel in turn; a channel that fails is reported and the next still runs. */
  async function runChannels(plan: boolean, summary: RunSummary): Promise<void> {
    for (const sender of senders) {
      try {
        await runChannel(pass, sender, plan, summary);
      } catch (e) {
        ctx.log.error({
          event: 'delivery_round_failed',
          channel: sender.channel,
          err: errInfo(e),
        });
      }
    }
  }

  function round(at: Date | undefined, plan: boolean): Promise<RunSummary> {
    // One round at a time per instance: a tick during a long round joins it (the round re-plans anyway).
    if (running) return running;
    if (abort.signal.aborted) return Promise.resolve(emptySummary());
    running = (async () => {
      fixedNow = at;
      const summary = emptySummary();
      recorder.summary = summary;
      // Results still waiting from an outage go first: their claims must not be taken over as retries.
      if (recorder.size() > 0 && !(await recorder.drain(5000))) {
        ctx.log.warn({ event: 'delivery_round_skipped', reason: 'results_unrecorded', results: recorder.size() });
        return summary;
      }
      await runChannels(plan, summary);
      // Every result of the round written (in an outage they wait in the recorder, tried again in the background).
      await recorder.drain(10_000, { untilFailing: true });
      if (summary.claimed + summary.retried + summary.skipped > 0)
        ctx.log.info({ event: plan ? 'delivery_round' : 'delivery_sweep', ...summary });
      return summary;
    })().finally(() => {
      running = null;
      fixedNow = undefined;
    });
    return running;
  }

  return {
    throttles,
    runDue: (at?: Date) => round(at, true),
    sweep: (at?: Date) => round(at, false),
    async stop() {
      abort.abort();
      await running?.catch(() => undefined);
      await recorder.drain(3000);
      recorder.stop();
      held.stop();
      await Promise.all([...throttles.values()].map((t) => t.budget.settle()));
      if (recorder.size() > 0)
        ctx.log.error(
          { event: 'delivery_results_lost', results: recorder.size() },
          'results could not be recorded before stopping',
        );
    },
  };
}
