/**
 * `npm run bench:share-image-burst`: does a burst of share-image renders slow a signed-in person
 * down (decision 276)?
 *
 * The real createApp on an ephemeral port (embedded PGlite, migrated and seeded, as `npm start`
 * without DATABASE_URL), one signed-in person, and three phases of the same length:
 *
 * 1. quiet: the person's ordinary requests alone (4 at a time, in a loop: Today's prayer, their
 *    settings, their streak);
 * 2. before: the same, while one address asks for 150 passages not drawn before, all at once, from
 *    a route mounted only here that draws as main did (no limit, every render at once);
 * 3. after: the same, while that address asks for 150 other passages from the real
 *    GET /api/scripture/image (per-address limit, one render at a time, a short queue).
 *
 * Prints the person's p50/p95/p99/max in each phase, what the burst was answered (200/429) and how
 * long it took, and the load average (a busy machine makes every figure worse; the phases share it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Router } from 'express';
import { systemClock } from '@dps/core/context';
import { createSession } from '@dps/core/accounts/create-session';
import { createShareImages } from '@dps/core/scripture/share-images';
import { makeUser } from '@dps/core/test/factories';
import { createDb } from '@dps/db/client';
import { seedDatabase } from '@dps/db/seed/seed';
import { createApp } from '@dps/web/server/app';
import { createLogger } from '@dps/web/server/logger';
import { loadAverage } from './bench-load';

const BURST = 150;
const PERSON_CONCURRENCY = 4;
const PHASE_MIN_MS = 8_000;
const ATTACKER = '203.0.113.66';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-share-image-'));
// Embedded PGlite in its worker thread, from the migrated template, seeded: as `npm start` runs it.
const db = await createDb({ dataDir });
await seedDatabase(db.db);
const log = createLogger({ level: 'silent' });
const brand = { name: 'Daily Prayer & Scripture', url: 'http://127.0.0.1/' };
// Main's drawing: no admission, no bound on renders at once.
const unlimited = createShareImages({ brand, maxRendering: Number.MAX_SAFE_INTEGER, maxWaiting: 0 });
const before = Router().get('/', async (req, res) => {
  const image = await unlimited.render({ ref: String(req.query.ref) });
  res.type('png').send(image.png);
});
const app = createApp(
  {
    db,
    clock: systemClock,
    log,
    config: {
      appUrl: 'http://127.0.0.1',
      appName: brand.name,
      infoEmail: 'info@dailyprayer.example',
      devMode: true,
      isProduction: false,
      trustProxy: ['loopback'],
      mailFrom: 'Daily Prayer & Scripture <no-reply@dailyprayer.example>',
    },
  },
  { rawRoutes: [{ path: '/bench/image-unlimited', router: before }] },
);
const server = app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const ctx = { db: db.db, clock: systemClock, log };
const person = await makeUser(ctx, { email: 'bench-person@example.test' });
const { token } = await createSession(ctx, { userId: person.id });
const personHeaders = { Cookie: `dps_session=${token}`, Origin: url, 'Sec-Fetch-Site': 'same-origin' };
const ORDINARY = ['/api/prayers/daily', '/api/user/settings', '/api/progress/streak'];

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const ms = (x: number) => `${x.toFixed(0)} ms`.padStart(7);

/** The person's requests, PERSON_CONCURRENCY at a time, until `until` resolves and PHASE_MIN_MS has passed. */
async function personLoad(until: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let stop = false;
  const started = performance.now();
  void until.then(async () => {
    const left = PHASE_MIN_MS - (performance.now() - started);
    if (left > 0) await new Promise((r) => setTimeout(r, left));
    stop = true;
  });
  await Promise.all(
    Array.from({ length: PERSON_CONCURRENCY }, async (_, worker) => {
      for (let i = worker; !stop; i++) {
        const t0 = performance.now();
        const res = await fetch(url + ORDINARY[i % ORDINARY.length]!, { headers: personHeaders });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${ORDINARY[i % ORDINARY.length]} answered ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  return times;
}

/** 150 passages not drawn before, asked at once from one address. */
async function burst(path: string, chapterOffset: number): Promise<{ ms: number; statuses: Record<number, number> }> {
  const t0 = performance.now();
  const statuses: Record<number, number> = {};
  await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const ref = `Psalm ${chapterOffset + Math.floor(i / 5) + 1}:${(i % 5) + 1}`;
      const res = await fetch(`${url}${path}?ref=${encodeURIComponent(ref)}`, {
        headers: { 'X-Forwarded-For': ATTACKER },
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }),
  );
  return { ms: performance.now() - t0, statuses };
}

function report(name: string, times: number[], extra = '') {
  console.log(
    `${name.padEnd(8)} ${String(times.length).padStart(5)} requests  p50 ${ms(quantile(times, 0.5))}  p95 ${ms(quantile(times, 0.95))}  p99 ${ms(quantile(times, 0.99))}  max ${ms(Math.max(...times))}${extra}`,
  );
}

console.log(`share-image burst beside a signed-in person, node ${process.version}, load average ${loadAverage()}`);
// Warm up: the routes, the person's caches, libvips and the fonts.
await personLoad(Promise.resolve());
await fetch(`${url}/bench/image-unlimited?ref=John%201:1`).then((r) => r.arrayBuffer());

report('quiet', await personLoad(Promise.resolve()));
const b = burst('/bench/image-unlimited', 0);
report('before', await personLoad(b), `   burst: ${JSON.stringify((await b).statuses)} in ${ms((await b).ms)}`);
console.log(`load average ${loadAverage()}`);
const a = burst('/api/scripture/image', 30);
report('after', await personLoad(a), `   burst: ${JSON.stringify((await a).statuses)} in ${ms((await a).ms)}`);
console.log(`load average ${loadAverage()}`);

server.closeAllConnections();
await new Promise((r) => server.close(r));
await db.close();
rmSync(dataDir, { recursive: true, force: true });
