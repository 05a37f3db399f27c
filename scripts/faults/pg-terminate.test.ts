/**
 * PostgreSQL backends terminated under write load, ten times: the process must stay alive, every
 * failed request must be an honest 503 (never a hang, never a crash), and the app must serve reads
 * and writes again after each round. Before the fix, a terminated backend inside a transaction
 * crashed the process (postgres.js 3.4.x writing to a null socket; docs/decisions/090).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  scratchPostgres,
  sessionCookie,
  sleep,
  spawnApp,
  testPostgresUrl,
  waitHealthy,
  type AppProcess,
} from './fault-harness';

const pgUrl = testPostgresUrl();

describe.skipIf(!pgUrl)('PostgreSQL backends terminated under write load', () => {
  let db: Awaited<ReturnType<typeof scratchPostgres>>;
  let app: AppProcess;
  let cookie: string;
  let admin: import('postgres').Sql;

  beforeAll(async () => {
    db = await scratchPostgres();
    cookie = await sessionCookie(db.url);
    const port = await freePort();
    app = spawnApp({ env: { DATABASE_URL: db.url, PORT: String(port) } });
    await waitHealthy(app);
    const postgres = (await import('postgres')).default;
    admin = postgres(pgUrl!, { max: 1, onnotice: () => {} });
  }, 90_000);

  afterAll(async () => {
    app?.kill();
    await admin?.end();
    await db?.drop();
  });

  it('stays up and serves again after each of 10 terminations', async () => {
    const headers = { Cookie: cookie, Origin: app.url, 'Content-Type': 'application/json' };
    const daily = await (await fetch(`${app.url}/api/prayers/daily`, { headers })).json();
    expect(daily.id).toBeGreaterThan(0);
    const prayerId = daily.id as number;

    const statuses = new Map<number, number>();
    const odd: string[] = [];
    let stop = false;
    async function writer(i: number) {
      while (!stop) {
        // A reflection (insert in a transaction), then a like on it (a transaction of several statements).
        const r = await fetch(`${app.url}/api/prayers/${prayerId}/reflections`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ content: `load ${i}`, isPublic: true, prayerId }),
          signal: AbortSignal.timeout(10_000),
        }).catch((e: Error) => e);
        if (r instanceof Error) {
          odd.push(`request failed: ${r.name} ${r.message}`);
          continue;
        }
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        const body = await r.json().catch(() => null);
        if (r.status !== 200 && r.status !== 503) odd.push(`${r.status} ${JSON.stringify(body)}`);
        if (r.status === 503) expect(body.error).toMatch(/database/i);
        if (r.status === 200) {
          const like = await fetch(`${app.url}/api/reflections/${body.id}/like`, {
            method: 'POST',
            headers: { Cookie: cookie, Origin: app.url },
            signal: AbortSignal.timeout(10_000),
          }).catch((e: Error) => e);
          if (like instanceof Error) odd.push(`like failed: ${like.name} ${like.message}`);
          else {
            statuses.set(like.status, (statuses.get(like.status) ?? 0) + 1);
            if (like.status !== 200 && like.status !== 503) odd.push(`like ${like.status} ${await like.text()}`);
          }
        }
      }
    }
    const writers = Array.from({ length: 8 }, (_, i) => writer(i));

    let killed = 0;
    for (let round = 0; round < 10; round++) {
      await sleep(300);
      const rows = await admin<{ ok: boolean }[]>`
        select pg_terminate_backend(pid) as ok from pg_stat_activity
        where datname = ${db.name} and pid <> pg_backend_pid()`;
      killed += rows.length;
      await sleep(200);
      expect(app.alive(), `the app died in round ${round + 1}:\n${app.stderr()}`).toBe(true);
      // Serving again: a read and a write succeed within a few seconds.
      const deadline = Date.now() + 5000;
      let ok = false;
      while (!ok && Date.now() < deadline) {
        const h = await fetch(`${app.url}/healthz`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
        const w = await fetch(`${app.url}/api/prayers/${prayerId}/complete`, {
          method: 'POST',
          headers: { Cookie: cookie, Origin: app.url },
          signal: AbortSignal.timeout(3000),
        }).catch(() => null);
        ok = h?.status === 200 && w?.status === 200;
        if (!ok) await sleep(100);
      }
      expect(
        ok,
        `not serving again after round ${round + 1} (alive: ${app.alive()}):\n${app.stderr().slice(-2000)}`,
      ).toBe(true);
    }
    stop = true;
    await Promise.all(writers);

    expect(app.alive(), app.stderr()).toBe(true);
    expect(killed).toBeGreaterThanOrEqual(10);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(50);
    expect(odd, `unexpected answers: ${odd.slice(0, 5).join(' | ')}`).toEqual([]);
    // Nothing but warnings on stderr: no crash report, no unhandled rejection.
    expect(app.stderr()).not.toMatch(/TypeError|Unhandled|uncaught/i);
  }, 120_000);
});
