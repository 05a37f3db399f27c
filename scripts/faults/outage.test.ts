/**
 * A database outage we control: a TCP proxy between the app and PostgreSQL (never the machine's
 * shared cluster). 20 s cut (connections reset, new ones refused: a restart or a crash), then a
 * few seconds of partition (nothing answers at all). Throughout, /healthz says 503 in under 1 s
 * and API calls say 503 with a JSON error within 3 s; afterwards the app serves again by itself.
 * Before the fix, /healthz took 12 s and API calls hung up to 20 s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  scratchPostgres,
  sessionCookie,
  sleep,
  spawnApp,
  TcpProxy,
  testPostgresUrl,
  waitHealthy,
  type AppProcess,
} from './fault-harness';

const pgUrl = testPostgresUrl();

interface Probe {
  status: number;
  ms: number;
  body: unknown;
}

describe.skipIf(!pgUrl)('a database outage', () => {
  let db: Awaited<ReturnType<typeof scratchPostgres>>;
  let proxy: TcpProxy;
  let app: AppProcess;
  let cookie: string;

  beforeAll(async () => {
    db = await scratchPostgres();
    cookie = await sessionCookie(db.url);
    proxy = TcpProxy.forUrl(db.url);
    await proxy.listen();
    app = spawnApp({ env: { DATABASE_URL: proxy.urlFor(db.url), PORT: String(await freePort()) } });
    await waitHealthy(app);
  }, 90_000);

  afterAll(async () => {
    app?.kill();
    await proxy?.close();
    await db?.drop();
  });

  async function probe(path: string, withCookie = false): Promise<Probe> {
    const t0 = performance.now();
    try {
      const r = await fetch(`${app.url}${path}`, {
        headers: withCookie ? { Cookie: cookie } : {},
        signal: AbortSignal.timeout(25_000),
      });
      const body = await r.json().catch(() => null);
      return { status: r.status, ms: performance.now() - t0, body };
    } catch {
      return { status: 0, ms: performance.now() - t0, body: null }; // no answer within 25 s
    }
  }

  /** Probe /healthz and an API call side by side until `ms` has passed. */
  async function during(ms: number) {
    const health: Probe[] = [];
    const api: Probe[] = [];
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const [h, a] = await Promise.all([probe('/healthz'), probe('/api/progress/stats', true)]);
      health.push(h);
      api.push(a);
      expect(app.alive(), app.stderr()).toBe(true);
      await sleep(250);
    }
    return { health, api };
  }

  /** ms until /healthz and an API call both answer 200 again; -1: not within `ms`. */
  async function servesAgainWithin(ms: number): Promise<number> {
    const t0 = Date.now();
    while (Date.now() - t0 < ms) {
      const [h, a] = await Promise.all([probe('/healthz'), probe('/api/progress/stats', true)]);
      if (h.status === 200 && a.status === 200) return Date.now() - t0;
      await sleep(100);
    }
    return -1;
  }

  it('answers 503 fast through 20 s of outage and a partition, then serves again', async () => {
    expect((await probe('/api/progress/stats', true)).status).toBe(200);

    await proxy.cut();
    const cut = await during(20_000);
    await proxy.restore();
    const backAfterCut = await servesAgainWithin(10_000);

    await proxy.freeze();
    const frozen = await during(6_000);
    await proxy.restore();
    const backAfterFreeze = await servesAgainWithin(10_000);

    const max = (xs: Probe[]) => Math.round(Math.max(...xs.map((x) => x.ms)));
    const summary = {
      cut: {
        probes: cut.health.length,
        healthMaxMs: max(cut.health),
        apiMaxMs: max(cut.api),
        backAfterMs: backAfterCut,
      },
      partition: {
        probes: frozen.health.length,
        healthMaxMs: max(frozen.health),
        apiMaxMs: max(frozen.api),
        backAfterMs: backAfterFreeze,
      },
    };
    console.log(`outage figures: ${JSON.stringify(summary)}`);

    expect(backAfterCut).toBeGreaterThanOrEqual(0);
    expect(backAfterFreeze).toBeGreaterThanOrEqual(0);
    for (const h of [...cut.health, ...frozen.health]) {
      expect(h.status).toBe(503);
      expect(h.ms).toBeLessThan(1000);
    }
    for (const a of [...cut.api, ...frozen.api]) {
      expect(a.status).toBe(503);
      expect(a.ms).toBeLessThan(3000);
      expect((a.body as { error: string }).error).toMatch(/database is not answering/);
    }
    expect(app.stderr()).not.toMatch(/TypeError|Unhandled|uncaught/i);
  }, 90_000);
});
