/**
 * Delivery figures for /metrics, read from the database at scrape time: every instance reports the
 * same numbers (the deliveries table is shared), so a dashboard takes max(), not sum(), across
 * instances. The statuses are the health screen's (decision 166).
 */
import { sql } from 'drizzle-orm';
import { Gauge, Histogram, type Registry } from 'prom-client';
import type { Db } from '@dps/db/client';
import { queryRows } from '@dps/db/client';
import type { Clock } from '@dps/core/context';
import { latestBegunDate } from '@dps/core/admin/live-date';

/** Lateness buckets, seconds: from "on the dot" to the catch-up window's three hours. */
export const LATENESS_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600, 10800];

const LATENESS_HELP =
  "Seconds from a target's reminder time to the send, over deliveries sent in the last 24 hours, by channel; from the database at scrape time.";

export function registerDeliveryMetrics(registry: Registry, db: Db, clock: Clock): void {
  new Gauge({
    name: 'dps_deliveries',
    help: 'Daily deliveries of the local dates from yesterday (UTC) to today in UTC+14, by channel and status (sent, pending, failed, deactivated); from the database at scrape time.',
    labelNames: ['channel', 'status'],
    registers: [registry],
    async collect() {
      const now = clock.now();
      const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
      const rows = await queryRows<{ channel: string; status: string; n: number }>(
        db,
        sql`select channel,
                   case when status = 'sent' then 'sent'
                        when status in ('claimed', 'failed') then 'pending'
                        when gone then 'deactivated' else 'failed' end as status,
                   count(*)::int as n
            from deliveries
            where local_date between ${yesterday}::date and ${latestBegunDate(now)}::date
            group by 1, 2`,
      );
      this.reset();
      for (const r of rows) this.set({ channel: r.channel, status: r.status }, r.n);
    },
  });

  const lateness = new Histogram({
    name: 'dps_delivery_lateness_seconds',
    help: LATENESS_HELP,
    labelNames: ['channel'],
    buckets: LATENESS_BUCKETS,
    registers: [registry],
  });
  // The histogram is computed in SQL (counts per bucket), not observed in this process: the
  // scheduler may run on other instances. prom-client formats what `get` returns.
  const fromDatabase = async () => {
    const since = new Date(clock.now().getTime() - 86_400_000).toISOString();
    const buckets = sql.join(
      LATENESS_BUCKETS.map((b) => sql`count(*) filter (where lat <= ${b})::int`),
      sql`, `,
    );
    const rows = await queryRows<{ channel: string; counts: number[]; n: number; total: number | null }>(
      db,
      sql`select channel, array[${buckets}] as counts, count(*)::int as n, sum(lat)::float8 as total
            from (
              select channel, extract(epoch from sent_at - due_at)::float8 as lat
              from deliveries
              where status = 'sent' and due_at is not null and sent_at > ${since}::timestamptz
            ) s
            group by channel`,
    );
    const values: { value: number; labels: Record<string, string | number>; metricName: string }[] = [];
    for (const r of rows) {
      LATENESS_BUCKETS.forEach((le, i) =>
        values.push({
          value: Number(r.counts[i]),
          labels: { le, channel: r.channel },
          metricName: 'dps_delivery_lateness_seconds_bucket',
        }),
      );
      values.push({
        value: r.n,
        labels: { le: '+Inf', channel: r.channel },
        metricName: 'dps_delivery_lateness_seconds_bucket',
      });
      values.push({
        value: Number(r.total ?? 0),
        labels: { channel: r.channel },
        metricName: 'dps_delivery_lateness_seconds_sum',
      });
      values.push({ value: r.n, labels: { channel: r.channel }, metricName: 'dps_delivery_lateness_seconds_count' });
    }
    return {
      name: 'dps_delivery_lateness_seconds',
      help: LATENESS_HELP,
      type: 'histogram',
      values,
      aggregator: 'sum',
    };
  };
  // The registry reads `getForPromString` when there is one (else `get`): both give the database's figures.
  Object.assign(lateness, { get: fromDatabase, getForPromString: fromDatabase });
}
