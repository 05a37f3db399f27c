import { sql } from 'drizzle-orm';
import { createDb, queryRows } from '@dps/db/client';
import { localDate } from '@dps/core/time/local-day';
import { HEAVY_TZ, tenYearsAmongMany } from './bench-fixtures';
const url = process.argv[2];
const h = url ? await createDb({ databaseUrl: url, statementTimeoutMs: 0 }) : await createDb({ dataDir: 'memory://' });
const t0 = Date.now();
const { heavyId } = await tenYearsAmongMany(h.db, localDate(new Date(), HEAVY_TZ));
await h.db.execute(sql`vacuum analyze`);
console.log('setup', Date.now() - t0, 'ms');
const { readHistory } = await import('@dps/core/rhythm/get-rhythm');
const ctx = { db: h.db, clock: { now: () => new Date() }, log: console } as never;
for (let i = 0; i < 5; i++) await readHistory(ctx, heavyId);
const times: number[] = [];
for (let i = 0; i < 30; i++) { const s = performance.now(); await readHistory(ctx, heavyId); times.push(performance.now() - s); }
times.sort((a, b) => a - b);
console.log('readHistory median', times[15]!.toFixed(2), 'p90', times[27]!.toFixed(2));
const parts = {
  days: sql`select string_agg(d::text, ',' order by d) from (select distinct coalesce(prayed_on, local_date) as d from completions where user_id = ${heavyId}::int) x`,
  crossings: sql`select count(*) from (select created_at, time_zone, coalesce(prayed_on, local_date) as day,
                          lag(created_at) over w as prev_at, lag(time_zone) over w as prev_zone,
                          lag(coalesce(prayed_on, local_date)) over w as prev_day
                     from completions where user_id = ${heavyId}::int
                   window w as (order by created_at, id)) seq
            where prev_zone is not null and time_zone is not null and prev_zone <> time_zone
              and day - prev_day > 1`,
};
for (const [name, q] of Object.entries(parts)) {
  const rows = await queryRows<Record<string, string>>(h.db, sql`explain (analyze, buffers) ${q}`);
  console.log(`--- ${name}\n` + rows.map((r) => Object.values(r)[0]).join('\n'));
}
await h.close();
