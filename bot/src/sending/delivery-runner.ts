/**
 * One round of the daily delivery engine for every configured channel: take over retries, plan who
 * is due, claim them in small batches, send through the channel's sender within the platform's
 * shared budget, record each result as soon as it is known. Safe to run on any number of instances
 * at once: the claims decide who sends what (decisions 030 and 120).
 *
 * What a crash costs: the sends in flight (sent, not yet recorded) are sent again once their
 * lease runs out; the rest of the crashed instance's small batch waits one short lease (renewed
 * while this instance works on it) and is then taken over by any instance.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import { claimDeliveries } from '@dps/core/delivery/claim-deliveries';
import { errorCode } from '@dps/core/batch/isolate-poison-rows';
import { claimRetries } from '@dps/core/delivery/claim-retries';
import {
  DEFAULT_LEASE_SECONDS,
  type DeliveryChannel,
  type DeliverySender,
  type DeliveryToSend,
} from '@dps/core/delivery/delivery-types';
import { DEFAULT_CATCH_UP_MINUTES } from '@dps/core/delivery/is-due';
import { planDeliveries, type SkippedTarget } from '@dps/core/delivery/plan-due-deliveries';
import { recordDeliveryResults, type DeliveryResult } from '@dps/core/delivery/record-delivery-results';
import { renewDeliveryLeases } from '@dps/core/delivery/renew-delivery-leases';
import { reminderNotes } from '@dps/core/delivery/reminder-notes';
import type { Ctx } from '@dps/core/context';
import { SharedBudget } from './send-budgets';
import { Throttle, type ThrottleOptions, type ThrottledResult } from './throttle';

/** Deliveries claimed at a time: a crash delays at most these (and re-sends only those in flight). */
export const DEFAULT_BATCH_SIZE = 50;
/**
 * Results waiting to be recorded before a new send waits for them: with the sends in flight (at
 * most the budget's slots), what a crash can re-send.
 */
export const MAX_UNRECORDED = 20;

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

export interface RunSummary {
  claimed: number;
  retried: number;
  sent: number;
  failed: number;
  dead: number;
  deactivated: number;
  /** Handed back unattempted (a clean stop, a lease about to run out): due again at once. */
  released: number;
  /** Targets left out of planning because of a bad stored value (a zone PostgreSQL refuses, ...). */
  skipped: number;
  /** Results the database refused even one by one (their rows are retried after the lease). */
  unrecorded: number;
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

const empty = (): RunSummary => ({
  claimed: 0,
  retried: 0,
  sent: 0,
  failed: 0,
  dead: 0,
  deactivated: 0,
  released: 0,
  skipped: 0,
  unrecorded: 0,
});

const errInfo = (e: unknown) => ({ name: (e as Error)?.name, code: errorCode(e) });
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());

function toRecord(r: ThrottledResult): DeliveryResult {
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

interface Held {
  channel: DeliveryChannel;
  attempts: number;
  /** performance.now() when the lease (as last set) runs out. */
  leaseEnd: number;
}

/**
 * Records results as they come: while one statement is on its way the next results gather, so a
 * steady stream costs about one statement per send and a burst one statement for many. When the
 * database cannot take them, they are kept and tried again (with a pause), and `isFailing()` tells
 * the throttle to start nothing more and hand back what it has not started: an outage re-sends at
 * most what was in flight, and only if it outlasts the lease and another instance takes it over.
 */
class ResultRecorder {
  private readonly pending = new Map<DeliveryChannel, DeliveryResult[]>();
  private writing: Promise<void> | null = null;
  private failing: { since: number } | null = null;
  /** Woken after each write (done or failed). */
  private waiters: (() => void)[] = [];
  /** Results in the statement on its way. */
  private inWrite = 0;
  private stopped = false;
  summary: RunSummary = empty();

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

export function createDeliveryRunner(opts: DeliveryRunnerOptions): DeliveryRunner {
  const { ctx, senders } = opts;
  const batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE;
  const planSize = opts.planSize ?? 20_000;
  const leaseSeconds = opts.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const leaseMs = leaseSeconds * 1000;
  // A claim is not started in the last part of its lease: another instance may take it over then.
  const safetyMs = Math.max(2000, leaseMs / 4);
  const catchUpMinutes = opts.catchUpMinutes ?? DEFAULT_CATCH_UP_MINUTES;
  const instanceId = opts.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const throttles = new Map(
    senders.map((s) => {
      const perSecond = opts.throttle?.perSecond ?? s.limits.perSecond;
      const shared = (opts.budget ?? 'shared') === 'shared' && Number.isFinite(perSecond);
      return [
        s.channel,
        new Throttle({
          perSecond,
          perTargetIntervalMs: s.limits.perTargetIntervalMs,
          ...opts.throttle,
          ...(shared
            ? { budget: new SharedBudget(ctx, { budget: s.channel, size: perSecond, holder: instanceId }) }
            : {}),
        }),
      ];
    }),
  );
  // A person's reminder waits for a channel before it in their order only if it runs here (decision 222).
  const runningChannels = senders.map((s) => s.channel);
  const abort = new AbortController();
  let running: Promise<RunSummary> | null = null;
  let fixedNow: Date | undefined;
  const now = () => fixedNow ?? ctx.clock.now();
  // Each skipped target is reported once a day per instance, not every minute (logs only).
  const reported = new Map<string, string>();

  /** Claims this instance works on, until their result is recorded. */
  const held = new Map<number, Held>();
  const recorder = new ResultRecorder(
    ctx,
    () => now(),
    (_channel, ids) => {
      for (const id of ids) held.delete(id);
    },
  );
  let renewing: Promise<void> | null = null;
  const renewTimer = setInterval(() => void renew(), Math.max(1000, leaseMs / 3));
  renewTimer.unref();

  function hold(deliveries: DeliveryToSend[], leaseFrom: number): void {
    for (const d of deliveries)
      held.set(d.id, { channel: d.channel, attempts: d.attempts, leaseEnd: leaseFrom + leaseMs });
  }

  /** Extend every held claim's lease; a claim the database no longer gives us is dropped (never sent). */
  function renew(): Promise<void> {
    if (renewing || held.size === 0) return renewing ?? Promise.resolve();
    renewing = (async () => {
      const byChannel = new Map<DeliveryChannel, { id: number; attempts: number }[]>();
      for (const [id, h] of held) {
        const list = byChannel.get(h.channel) ?? [];
        list.push({ id, attempts: h.attempts });
        byChannel.set(h.channel, list);
      }
      for (const [channel, items] of byChannel) {
        const from = performance.now();
        try {
          const kept = new Set(await renewDeliveryLeases(ctx, { now: now(), channel, items, leaseSeconds }));
          for (const i of items) {
            const h = held.get(i.id);
            if (!h) continue;
            if (kept.has(i.id)) h.leaseEnd = from + leaseMs;
            // Recorded meanwhile, or taken over after the lease ran out: not ours to send any more.
            else h.leaseEnd = -Infinity;
          }
        } catch (e) {
          // The leases run out as they were; what is not sent by then is not sent by this instance.
          ctx.log.warn({ event: 'delivery_lease_renewal_failed', channel, claims: items.length, err: errInfo(e) });
        }
      }
    })().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  function reportSkipped(skipped: SkippedTarget[], day: string): void {
    for (const s of skipped) {
      const key = `${s.channel}|${s.target}|${s.reason}|${s.timeZone}`;
      if (reported.get(key) === day) continue;
      if (reported.size >= 10_000) reported.clear();
      reported.set(key, day);
      ctx.log.warn(
        {
          event: 'delivery_target_skipped',
          channel: s.channel,
          target: s.target,
          timeZone: s.timeZone,
          reason: s.reason,
        },
        'a delivery target has a stored value planning cannot use; the others are delivered',
      );
    }
  }

  /** A person's reminder's extra lines (rest day, why it came here; decision 222). Never holds up a send. */
  async function attachNotes(batch: DeliveryToSend[]): Promise<void> {
    try {
      const notes = await reminderNotes(ctx, batch);
      for (const d of batch) {
        const n = notes.get(d.id);
        if (n) d.notes = n;
      }
    } catch (e) {
      ctx.log.warn({ event: 'delivery_notes_failed', channel: batch[0]?.channel, err: errInfo(e) });
    }
  }

  /** Send a claimed batch; each result goes to the recorder the moment it is known. */
  async function send(sender: DeliverySender, batch: DeliveryToSend[]): Promise<void> {
    if (batch.length === 0) return;
    const record = (r: ThrottledResult) => recorder.add(sender.channel, toRecord(r));
    for (const d of batch.filter((x) => x.prayer.id === 0))
      record({ delivery: d, result: { status: 'failed', error: 'the prayer no longer exists' } });
    await attachNotes(batch);
    await throttles.get(sender.channel)!.sendAll(
      batch.filter((d) => d.prayer.id !== 0),
      (d) => sender.send(d),
      {
        leaseMs,
        deadline: (d) => (held.get(d.id)?.leaseEnd ?? -Infinity) - safetyMs,
        signal: abort.signal,
        onResult: record,
        halt: () => recorder.isFailing(),
        backlog: () => recorder.backlog(MAX_UNRECORDED),
      },
    );
  }

  /** Take over and send the retries due now, a batch at a time, until fewer than a batch are left. */
  async function runRetries(sender: DeliverySender, summary: RunSummary): Promise<void> {
    const channel = sender.channel;
    try {
      for (;;) {
        if (abort.signal.aborted) return;
        const from = performance.now();
        const retries = await claimRetries(ctx, { now: now(), channel, limit: batchSize, leaseSeconds });
        hold(retries, from);
        summary.retried += retries.length;
        await send(sender, retries);
        if (retries.length < batchSize) return;
      }
    } catch (e) {
      // Reported; today's deliveries still go out: retries never hold up the rest.
      ctx.log.error({ event: 'delivery_retries_failed', channel, err: errInfo(e) });
    }
  }

  async function runChannel(sender: DeliverySender, plan: boolean, summary: RunSummary): Promise<void> {
    const channel = sender.channel;
    for (let pass = 0; ; pass++) {
      await runRetries(sender, summary);
      if (!plan || abort.signal.aborted) return;
      // Plan once for many, then claim and send in small batches (a claim is held only while its
      // batch is sent). Each instance starts at a random batch, so racing instances mostly claim
      // different targets instead of colliding on the same ones.
      const planned = await planDeliveries(ctx, { now: now(), channel, limit: planSize, catchUpMinutes, running: runningChannels });
      if (planned.skippedTotal > 0 && pass === 0) {
        summary.skipped += planned.skippedTotal;
        reportSkipped(planned.skipped, now().toISOString().slice(0, 10));
      }
      const due = planned.due;
      const chunks: (typeof due)[] = [];
      for (let i = 0; i < due.length; i += batchSize) chunks.push(due.slice(i, i + batchSize));
      const offset = chunks.length > 0 ? Math.floor(Math.random() * chunks.length) : 0;
      let claimedThisPass = 0;
      for (let k = 0; k < chunks.length; k++) {
        if (abort.signal.aborted) return;
        // Claims whose instance died (or whose backoff is over) go first: they are the latest.
        if (k > 0) await runRetries(sender, summary);
        const from = performance.now();
        const claimed = await claimDeliveries(ctx, {
          now: now(),
          channel,
          items: chunks[(offset + k) % chunks.length]!,
          leaseSeconds,
        });
        hold(claimed, from);
        summary.claimed += claimed.length;
        claimedThisPass += claimed.length;
        await send(sender, claimed);
      }
      if (abort.signal.aborted) return;
      // Fewer planned than asked for: everything due now was handled. Nothing claimable: other
      // instances have it (or a date has no prayer); the next tick looks again.
      if (due.length < planSize || claimedThisPass === 0) return;
    }
  }

  function round(at: Date | undefined, plan: boolean): Promise<RunSummary> {
    // One round at a time per instance: a tick during a long round joins it (the round re-plans anyway).
    if (running) return running;
    if (abort.signal.aborted) return Promise.resolve(empty());
    running = (async () => {
      fixedNow = at;
      const summary = empty();
      recorder.summary = summary;
      // Results still waiting from an outage go first: their claims must not be taken over as retries.
      if (recorder.size() > 0 && !(await recorder.drain(5000))) {
        ctx.log.warn({ event: 'delivery_round_skipped', reason: 'results_unrecorded', results: recorder.size() });
        return summary;
      }
      for (const sender of senders) {
        try {
          await runChannel(sender, plan, summary);
        } catch (e) {
          ctx.log.error({
            event: 'delivery_round_failed',
            channel: sender.channel,
            err: errInfo(e),
          });
        }
      }
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
      clearInterval(renewTimer);
      await Promise.all([...throttles.values()].map((t) => t.budget.settle()));
      if (recorder.size() > 0)
        ctx.log.error(
          { event: 'delivery_results_lost', results: recorder.size() },
          'results could not be recorded before stopping',
        );
    },
  };
}
