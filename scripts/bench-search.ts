/**
 * `npm run bench:search`: what search answers and how fast, over the seeded library (366 daily and
 * 15+ prayers per topic). Prints, per database, the top 3 titles for ten queries a person would type
 * (the search quality table of issue 14) and the latency of searchPrayers: 5 warm-up and 30 timed
 * rounds over the ten queries, median and p95 in ms.
 *
 * Embedded PGlite (in memory) always; PostgreSQL too when BENCH_DATABASE_URL (or DATABASE_URL) is set
 * (a scratch database `dps_bench_search` is created and dropped).
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createDb, queryRows, type DbHandle } from '@dps/db/client';
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

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

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

async function main() {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`bench:search — ${cpus().length} CPUs, load average ${load}`);
  const pglite = await createDb({ dataDir: 'memory://' });
  try {
    await benchOne('PGlite (in-memory)', pglite);
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) {
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or DATABASE_URL to include it).');
    return;
  }
  const postgres = (await import('postgres')).default;
  const admin = postgres(withDatabase(url, 'postgres'), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${DB_NAME}" with (force)`);
    await admin.unsafe(`create database "${DB_NAME}"`);
    const pg = await createDb({ databaseUrl: withDatabase(url, DB_NAME), maxConnections: 2 });
    try {
      const [v] = await queryRows<{ v: string }>(pg.db, sql`select current_setting('server_version') as v`);
      await benchOne(`PostgreSQL ${v!.v}`, pg);
    } finally {
      await pg.close();
    }
  } finally {
    await admin.unsafe(`drop database if exists "${DB_NAME}" with (force)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
