/**
 * The weekly sends (decision 307) for /metrics, read from the database at scrape time (every
 * instance reports the same numbers: take max(), not sum()).
 * - dps_weekly_sends{kind,status}: pending (all), sent and dead (the last 8 days).
 * - dps_weekly_send_oldest_due_seconds{kind}: how long the oldest due pending send has waited.
 */
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '@dps/db/client';
import type { Clock } from '@dps/core/context';
import { weeklyHealth } from '@dps/core/circles/weekly/weekly-health';

export function registerWeeklyMetrics(registry: Registry, db: Db, clock: Clock): void {
  const ctx = { db, clock, log: { info() {}, warn() {}, error() {} } };
  new Gauge({
    name: 'dps_weekly_sends',
    help: 'Weekly sends (answered posts, leaders’ pulses, authors’ counts) by kind and status: pending (all), sent and dead (last 8 days); from the database at scrape time.',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      const rows = await weeklyHealth(ctx);
      this.reset();
      for (const r of rows)
        for (const status of ['pending', 'sent', 'dead'] as const) this.set({ kind: r.kind, status }, r[status]);
    },
  });
  new Gauge({
    name: 'dps_weekly_send_oldest_due_seconds',
    help: 'Seconds the oldest due pending weekly send has waited, by kind (0 when none is due); from the database at scrape time.',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const rows = await weeklyHealth(ctx);
      this.reset();
      for (const r of rows) this.set({ kind: r.kind }, r.oldestDueSeconds);
    },
  });
}
