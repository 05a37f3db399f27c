/**
 * The chat notification outbox (decision 145) for /metrics, read from the database at scrape time
 * like the delivery figures (every instance reports the same numbers: take max(), not sum()).
 * - dps_notification_sends{channel,status}: pending = the whole backlog; sent and dead = those
 *   queued in the last 24 hours.
 * - dps_notification_send_oldest_due_seconds{channel}: how long the oldest due pending send has
 *   been waiting (0 when none is due): a stuck outbox shows as a number that keeps growing.
 */
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '@dps/db/client';
import { queryRows } from '@dps/db/client';
import type { Clock } from '@dps/core/context';

const CHANNELS = ['telegram', 'slack'] as const;

export function registerNotificationMetrics(registry: Registry, db: Db, clock: Clock): void {
  new Gauge({
    name: 'dps_notification_sends',
    help: 'Chat notification sends by channel and status: pending (all), sent and dead (queued in the last 24 hours); from the database at scrape time.',
    labelNames: ['channel', 'status'],
    registers: [registry],
    async collect() {
      const since = new Date(clock.now().getTime() - 86_400_000).toISOString();
      const rows = await queryRows<{ channel: string; status: string; n: number }>(
        db,
        sql`select channel, status, count(*)::int as n
            from notification_sends
            where status = 'pending' or created_at >= ${since}::timestamptz
            group by 1, 2`,
      );
      this.reset();
      for (const channel of CHANNELS)
        for (const status of ['pending', 'sent', 'dead']) this.set({ channel, status }, 0);
      for (const r of rows) this.set({ channel: r.channel, status: r.status }, r.n);
    },
  });

  new Gauge({
    name: 'dps_notification_send_oldest_due_seconds',
    help: 'Seconds the oldest due pending chat notification send has waited, by channel (0 when none is due); from the database at scrape time.',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      const now = clock.now().toISOString();
      const rows = await queryRows<{ channel: string; waited: number }>(
        db,
        sql`select channel,
                   extract(epoch from (${now}::timestamptz - min(next_attempt_at)))::float8 as waited
            from notification_sends
            where status = 'pending' and next_attempt_at <= ${now}::timestamptz
            group by 1`,
      );
      this.reset();
      for (const channel of CHANNELS) this.set({ channel }, 0);
      for (const r of rows) this.set({ channel: r.channel }, Math.max(0, Number(r.waited)));
    },
  });
}
