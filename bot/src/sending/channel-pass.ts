/**
 * One channel's pass of a delivery round, in small named steps: take over the retries due, plan
 * who is due, claim them a batch at a time and send each batch within the channel's throttle; each
 * result goes to the recorder the moment it is known.
 */
import { performance } from 'node:perf_hooks';
import type { Ctx } from '@dps/core/context';
import { claimDeliveries } from '@dps/core/delivery/claim-deliveries';
import { claimRetries } from '@dps/core/delivery/claim-retries';
import type { DeliveryChannel, DeliverySender, DeliveryToSend } from '@dps/core/delivery/delivery-types';
import { planDeliveries, type SkippedTarget } from '@dps/core/delivery/plan-due-deliveries';
import type { HeldClaims } from './held-claims';
import { toRecord, type ResultRecorder } from './result-recorder';
import { attachNotes, batchesFromRandomStart } from './round-steps';
import { errInfo, type RunSummary } from './run-summary';
import type { Throttle, ThrottledResult } from './throttle';

/**
 * Results waiting to be recorded before a new send waits for them: with the sends in flight (at
 * most the budget's slots), what a crash can re-send.
 */
export const MAX_UNRECORDED = 20;

/** What every step of a pass shares, set once per runner. */
export interface PassContext {
  ctx: Ctx;
  held: HeldClaims;
  recorder: ResultRecorder;
  throttles: Map<string, Throttle>;
  /** Aborted by stop(): no new claim, no new send. */
  signal: AbortSignal;
  now: () => Date;
  batchSize: number;
  planSize: number;
  leaseSeconds: number;
  leaseMs: number;
  /** A claim is not started in the last part of its lease: another instance may take it over then. */
  safetyMs: number;
  catchUpMinutes: number;
  /** A person's reminder waits for a channel before it in their order only if it runs here (decision 222). */
  runningChannels: DeliveryChannel[];
  reportSkipped: (skipped: SkippedTarget[], day: string) => void;
}

/** One planned target, as planning hands it to the claim. */
type PlannedDelivery = Awaited<ReturnType<typeof planDeliveries>>['due'][number];

/** Send a claimed batch; each result goes to the recorder the moment it is known. */
export async function sendClaimed(p: PassContext, sender: DeliverySender, batch: DeliveryToSend[]): Promise<void> {
  if (batch.length === 0) return;
  const record = (r: ThrottledResult) => p.recorder.add(sender.channel, toRecord(r));
  for (const d of batch.filter((x) => x.prayer.id === 0))
    record({ delivery: d, result: { status: 'failed', error: 'the prayer no longer exists' } });
  await attachNotes(p.ctx, batch);
  await p.throttles.get(sender.channel)!.sendAll(
    batch.filter((d) => d.prayer.id !== 0),
    (d) => sender.send(d),
    {
      leaseMs: p.leaseMs,
      deadline: (d) => p.held.leaseEnd(d.id) - p.safetyMs,
      signal: p.signal,
      onResult: record,
      halt: () => p.recorder.isFailing(),
      backlog: () => p.recorder.backlog(MAX_UNRECORDED),
    },
  );
}

/** Take over and send the retries due now, a batch at a time, until fewer than a batch are left. */
export async function runRetries(p: PassContext, sender: DeliverySender, summary: RunSummary): Promise<void> {
  const channel = sender.channel;
  try {
    for (;;) {
      if (p.signal.aborted) return;
      const from = performance.now();
      const retries = await claimRetries(p.ctx, {
        now: p.now(),
        channel,
        limit: p.batchSize,
        leaseSeconds: p.leaseSeconds,
      });
      p.held.hold(retries, from);
      summary.retried += retries.length;
      await sendClaimed(p, sender, retries);
      if (retries.length < p.batchSize) return;
    }
  } catch (e) {
    // Reported; today's deliveries still go out: retries never hold up the rest.
    p.ctx.log.error({ event: 'delivery_retries_failed', channel, err: errInfo(e) });
  }
}

/** Claim one planned batch and send it; how many were claimed (the rest other instances have). */
async function claimAndSend(
  p: PassContext,
  sender: DeliverySender,
  items: PlannedDelivery[],
  summary: RunSummary,
): Promise<number> {
  const from = performance.now();
  const claimed = await claimDeliveries(p.ctx, {
    now: p.now(),
    channel: sender.channel,
    items,
    leaseSeconds: p.leaseSeconds,
  });
  p.held.hold(claimed, from);
  summary.claimed += claimed.length;
  await sendClaimed(p, sender, claimed);
  return claimed.length;
}

/** One channel: its retries, then plan, claim and send until everything due now is handled. */
export async function runChannel(
  p: PassContext,
  sender: DeliverySender,
  plan: boolean,
  summary: RunSummary,
): Promise<void> {
  const channel = sender.channel;
  for (let pass = 0; ; pass++) {
    await runRetries(p, sender, summary);
    if (!plan || p.signal.aborted) return;
    // Plan once for many, then claim and send in small batches (a claim is held only while its
    // batch is sent).
    const planned = await planDeliveries(p.ctx, {
      now: p.now(),
      channel,
      limit: p.planSize,
      catchUpMinutes: p.catchUpMinutes,
      running: p.runningChannels,
    });
    if (planned.skippedTotal > 0 && pass === 0) {
      summary.skipped += planned.skippedTotal;
      p.reportSkipped(planned.skipped, p.now().toISOString().slice(0, 10));
    }
    const batches = batchesFromRandomStart(planned.due, p.batchSize);
    let claimedThisPass = 0;
    for (const [k, batch] of batches.entries()) {
      if (p.signal.aborted) return;
      // Claims whose instance died (or whose backoff is over) go first: they are the latest.
      if (k > 0) await runRetries(p, sender, summary);
      claimedThisPass += await claimAndSend(p, sender, batch, summary);
    }
    if (p.signal.aborted) return;
    // Fewer planned than asked for: everything due now was handled. Nothing claimable: other
    // instances have it (or a date has no prayer); the next tick looks again.
    if (planned.due.length < p.planSize || claimedThisPass === 0) return;
  }
}
