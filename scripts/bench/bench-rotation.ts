/**
 * bench:rotation — the rotation's simulation (decision 303) for bigger groups: members praying on
 * 60% of days through their daily message, about 0.085 new requests per member a day, open requests
 * twice the members. Prints, per group size, the share of new requests with 3 or more prayers within
 * 24 hours and the longest wait for a first prayer, and how long a day of picks took.
 * Runs on embedded PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set.
 */
import { performance } from 'node:perf_hooks';
import type { DbHandle } from '@dps/db/client';
import { fixedClock, silentLog } from '@dps/core/context';
import { simulateRotation } from '@dps/core/circles/rotation/simulate-rotation';
import { benchOnDatabases, runBench } from './bench-databases';

const BENCH_DB = 'dps_bench_rotation';
const SIZES = (process.env.ROTATION_SIZES ?? '10,25,50').split(',').map(Number);

/** The chance of 0, 1, 2, … new requests on a day, for a mean (Poisson, the tail folded into the last). */
function poisson(mean: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  let total = 0;
  for (let k = 0; total < 0.999 && k < 30; k++) {
    out.push(p);
    total += p;
    p = (p * mean) / (k + 1);
  }
  out[out.length - 1]! += 1 - total;
  return out;
}

async function benchOne(label: string, handle: DbHandle): Promise<void> {
  console.log(`\n${label}`);
  console.log('members  open  new requests  3+ prayers in 24 h  longest first wait  median in 24 h  seconds');
  for (const [i, members] of SIZES.entries()) {
    const ctx = { db: handle.db, clock: fixedClock('2027-01-01T00:00:00Z'), log: silentLog };
    const t0 = performance.now();
    const f = await simulateRotation(ctx, {
      members,
      openRequests: members * 2,
      prayingShare: 0.6,
      arrivals: poisson(members * 0.085),
      warmupDays: 7,
      measuredDays: 28,
      seed: 20261207 + i,
      start: '2027-01-04',
      target: `-10090${i}`,
    });
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `${String(members).padStart(7)}  ${String(members * 2).padStart(4)}  ${String(f.measured).padStart(12)}  ${`${(f.shareWithThreeIn24h * 100).toFixed(1)}%`.padStart(18)}  ${`${f.longestFirstWaitHours} h`.padStart(18)}  ${String(f.medianPrayersIn24h).padStart(14)}  ${seconds.toFixed(1).padStart(7)}`,
    );
  }
}

runBench(() => benchOnDatabases('bench:rotation', BENCH_DB, benchOne));
