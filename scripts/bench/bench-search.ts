/**
 * `npm run bench:search`: what search answers and how fast, over the seeded library (366 daily and
 * 15+ prayers per topic). Prints, per database, the top 3 titles for ten queries a person would type
 * (a search quality table) and the latency of searchPrayers: 5 warm-up and 30 timed
 * rounds over the ten queries, median and p95 in ms.
 *
 * Embedded PGlite (in memory) always; PostgreSQL too when BENCH_DATABASE_URL (or DATABASE_URL) is set
 * (a scratch database `dps_bench_search` is created and dropped).
 */
import { benchOnDatabases, runBench } from './bench-databases';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows, type DbHandle } from '@dps/db/client';
import { seedDatabase } from '@dps/db/seed/seed';
import { fixedClock, silentLog, type ActorCtx } from '@dps/core/context';
import { createUser } from '@dps/core/accounts/create-user';
import { searchPrayers } from '@dps/core/search/search-prayers';
import { splitHighlights } from '@dps/core/search/search-query';

const QUERIES = [
  'peace',
  'anxiety',
  'forgive',
  'strength when tired',
  'shepherd',
  'Psalm 23',
  'Ps 46:10',
  '1 John 4',
  'Jn 3:16',
  'gratitude',
];
const WARMUP = 5;
const ROUNDS = 30;
const DB_NAME = 'dps_bench_search';


async function benchOne(label: string, handle: DbHandle): Promise<void> {
  await seedDatabase(handle.db);
  const clock = fixedClock(new Date());
  const base = { db: handle.db, clock, log: silentLog };
  const user = await createUser(base, { email: 'bench-search@example.test', firstName: 'Bench', timeZone: 'UTC' });
  const me: ActorCtx = { ...base, userId: user.id, timeZone: 'UTC' };
  const [n] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from prayers`);

  console.log(`\n## ${label} — ${n!.n} prayers\n`);
  console.log('| query | top 3 (title — reference, ✓ = passage match, **bold** = highlighted words) |');
  console.log('|---|---|');
  for (const q of QUERIES) {
    const { results } = await searchPrayers(me, { q });
    const top = results.slice(0, 3).map((r) => {
      const words = splitHighlights(`${r.titleHighlight} ${r.snippet}`)
        .filter((p) => p.highlighted)
        .map((p) => p.text.toLowerCase());
      const marks = [...new Set(words)].slice(0, 3).join(', ');
      return `${r.title} — ${r.scriptureReference ?? ''}${r.referenceMatch ? ' ✓' : ''}${marks ? ` (**${marks}**)` : ''}`;
    });
    console.log(`| ${q} | ${top.join('<br>') || '(nothing)'} (${results.length} results) |`);
  }

  for (let i = 0; i < WARMUP; i++) for (const q of QUERIES) await searchPrayers(me, { q });
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++)
    for (const q of QUERIES) {
      const t = performance.now();
      await searchPrayers(me, { q });
      times.push(performance.now() - t);
    }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1);
  console.log(`\nsearchPrayers: ${times.length} calls, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
}

runBench(() => benchOnDatabases('bench:search', DB_NAME, benchOne));
