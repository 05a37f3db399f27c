import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx, Ctx } from '../context';
import { claimedAtColumn } from '../delivery/claim-deliveries';
import { DELIVERY_CHANNELS } from '../delivery/delivery-types';
import { planDeliveries } from '../delivery/plan-due-deliveries';
import { addDays, localDate } from '../time/local-day';
import { latestBegunDate } from './live-date';
import { requireAdmin } from '../rules/require-admin';
import { weeklyHealth, type WeeklyHealth } from '../circles/weekly/weekly-health';

/** Days shown before today. */
export const HEALTH_DAYS_BACK = 7;
/** Recent errors listed. */
export const HEALTH_ERRORS_LISTED = 20;

export interface HealthFigures {
  /** Targets whose time came: a delivery row was claimed for them (plus, today, those due but not claimed yet). */
  due: number;
  sent: number;
  /** Claimed and not finished, waiting for a retry, or (today) due and not claimed yet. */
  pending: number;
  /** Given up after the last attempt (not counting deactivated targets). */
  failed: number;
  /** The platform said the target is gone (blocked, removed): given up and switched off. */
  deactivated: number;
  /** Seconds from the target's time to the send, over sent deliveries that kept their due time. */
  latencyMedianSeconds: number | null;
  latencyP95Seconds: number | null;
}

export interface ChannelHealth {
  channel: string;
  /** The whole window. */
  total: HealthFigures;
  /** One entry per local date of the window, oldest first. */
  days: (HealthFigures & { date: string })[];
}

export interface DeliveryError {
  channel: string;
  target: string;
  localDate: string;
  status: string;
  attempts: number;
  error: string;
  at: string;
}

export interface DeliveryHealth {
  /** The admin's local today and the window's first and last local dates (the last: today in UTC+14). */
  today: string;
  from: string;
  to: string;
  generatedAt: string;
  channels: ChannelHealth[];
  recentErrors: DeliveryError[];
  /** The weekly sends (answered posts, pulses, authors' counts: decision 307), by kind. */
  weekly?: WeeklyHealth[];
}

interface Row {
  channel: string;
  localDate: string | null;
  due: number;
  sent: number;
  pending: number;
  failed: number;
  deactivated: number;
  p50: number | null;
  p95: number | null;
}

const empty = (): HealthFigures => ({
  due: 0,
  sent: 0,
  pending: 0,
  failed: 0,
  deactivated: 0,
  latencyMedianSeconds: null,
  latencyP95Seconds: null,
});

const round1 = (v: number | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);

/**
 * The figures of the `deliveries` table by channel and local date, over any channels it holds
 * (generic: a new channel shows up with its first row). Counted by status: `sent`; `claimed` or
 * `failed` (retrying) are pending; `dead` is failed, or deactivated when the platform said gone.
 * Lateness is `sent_at - due_at`, median and p95 (rows claimed before due_at was kept are left out).
 */
export async function deliveryFigures(ctx: Ctx, from: string, to: string): Promise<Row[]> {
  return queryRows<Row>(
    ctx.db,
    sql`select channel, local_date::text as "localDate",
               count(*)::int as due,
               count(*) filter (where status = 'sent')::int as sent,
               count(*) filter (where status in ('claimed', 'failed'))::int as pending,
               count(*) filter (where status = 'dead' and not gone)::int as failed,
               count(*) filter (where status = 'dead' and gone)::int as deactivated,
               percentile_cont(0.5) within group (order by extract(epoch from sent_at - due_at))
                 filter (where status = 'sent' and due_at is not null) as p50,
               percentile_cont(0.95) within group (order by extract(epoch from sent_at - due_at))
                 filter (where status = 'sent' and due_at is not null) as p95
        from deliveries
        where local_date between ${from}::date and ${to}::date
        group by grouping sets ((channel, local_date), (channel))
        order by channel, local_date nulls first`,
  );
}

/**
 * Delivery health for the admin (decision 166): today and the 7 days before (local dates of each
 * target, up to the latest date begun anywhere), per channel, and the latest errors with their
 * targets. Errors are the platforms' answers (status and description), never a message's text.
 * Today's pending also counts targets due now and not claimed yet (the planner's own rule).
 */
export async function getDeliveryHealth(ctx: ActorCtx): Promise<DeliveryHealth> {
  await requireAdmin(ctx);
  const now = ctx.clock.now();
  const today = localDate(now, ctx.timeZone);
  const from = addDays(today, -HEALTH_DAYS_BACK);
  const to = latestBegunDate(now) > today ? latestBegunDate(now) : today;
  const rows = await deliveryFigures(ctx, from, to);
  const unclaimed = new Map<string, Map<string, number>>();
  for (const channel of DELIVERY_CHANNELS) {
    const plan = await planDeliveries(ctx, { now, channel, limit: 1_000_000 });
    const byDate = new Map<string, number>();
    for (const d of plan.due) byDate.set(d.localDate, (byDate.get(d.localDate) ?? 0) + 1);
    unclaimed.set(channel, byDate);
  }
  const channels = new Map<string, ChannelHealth>();
  const channelOf = (c: string) => {
    let ch = channels.get(c);
    if (!ch) {
      ch = { channel: c, total: empty(), days: [] };
      for (let d = from; d <= to; d = addDays(d, 1)) ch.days.push({ date: d, ...empty() });
      channels.set(c, ch);
    }
    return ch;
  };
  for (const c of DELIVERY_CHANNELS) channelOf(c);
  for (const r of rows) {
    const ch = channelOf(r.channel);
    const figures: HealthFigures = {
      due: r.due,
      sent: r.sent,
      pending: r.pending,
      failed: r.failed,
      deactivated: r.deactivated,
      latencyMedianSeconds: round1(r.p50),
      latencyP95Seconds: round1(r.p95),
    };
    if (r.localDate === null) ch.total = figures;
    else {
      const day = ch.days.find((d) => d.date === r.localDate);
      if (day) Object.assign(day, figures);
    }
  }
  for (const [channel, byDate] of unclaimed) {
    const ch = channelOf(channel);
    for (const [date, n] of byDate) {
      const day = ch.days.find((d) => d.date === date);
      if (!day) continue;
      day.due += n;
      day.pending += n;
      ch.total.due += n;
      ch.total.pending += n;
    }
  }
  const recentErrors = await queryRows<DeliveryError>(
    ctx.db,
    sql`select channel, left(target, 64) as target, local_date::text as "localDate", status, attempts,
               left(last_error, 300) as error,
               coalesce(next_attempt_at, ${claimedAtColumn}) as at
        from deliveries
        where last_error is not null and local_date between ${from}::date and ${to}::date
        order by id desc
        limit ${HEALTH_ERRORS_LISTED}::int`,
  );
  return {
    today,
    from,
    to,
    generatedAt: now.toISOString(),
    channels: [...channels.values()],
    recentErrors: recentErrors.map((e) => ({ ...e, at: new Date(e.at).toISOString() })),
    weekly: await weeklyHealth(ctx),
  };
}
