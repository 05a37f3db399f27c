/**
 * Plans for /metrics (decision 215), read from the database at scrape time (every instance
 * reports the same numbers: take max(), not sum()):
 * - dps_plan_starts{plan}, dps_plan_finished{plan}: people who started / finished each plan alone;
 * - dps_plan_day_done{plan,day}: runs that marked that day done (day-by-day retention). For plans
 *   longer than 31 days only every 7th day and the last, to keep the series few.
 */
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '@dps/db/client';
import type { Clock } from '@dps/core/context';
import { getPlanMetrics, type PlanMetrics } from '@dps/core/plans/plan-metrics';

export function registerPlanMetrics(registry: Registry, db: Db, clock: Clock): void {
  const log = { info() {}, warn() {}, error() {} };
  // One read per scrape, shared by the gauges (each collect asks; the first within a second reads).
  let cached: { at: number; rows: Promise<PlanMetrics[]> } | null = null;
  const read = () => {
    const at = Date.now();
    if (!cached || at - cached.at > 1000) cached = { at, rows: getPlanMetrics({ db, clock, log }) };
    return cached.rows;
  };
  new Gauge({
    name: 'dps_plan_starts',
    help: 'People who started each plan alone (a restart is a start); from the database at scrape time.',
    labelNames: ['plan'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const p of await read()) this.set({ plan: p.planId }, p.starts);
    },
  });
  new Gauge({
    name: 'dps_plan_finished',
    help: 'People who finished each plan alone (every day marked done); from the database at scrape time.',
    labelNames: ['plan'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const p of await read()) this.set({ plan: p.planId }, p.finished);
    },
  });
  new Gauge({
    name: 'dps_plan_day_done',
    help: 'Runs of each plan that marked a day done, by day (retention); plans over 31 days: every 7th day and the last.',
    labelNames: ['plan', 'day'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const p of await read())
        p.daysDone.forEach((n, i) => {
          const day = i + 1;
          if (p.length <= 31 || day % 7 === 0 || day === p.length || day === 1)
            this.set({ plan: p.planId, day: String(day) }, n);
        });
    },
  });
}
