/** GET /metrics (decision 166): Prometheus text that parses, behind METRICS_TOKEN, figures that match the database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, notifications, notificationSends } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

const TOKEN = 'metrics-test-token-0123456789';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-05-04T12:00:00Z', config: { metricsToken: TOKEN } });
});
afterAll(() => server?.close());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * A strict reader of the Prometheus text format 0.0.4: every line is HELP, TYPE or a sample. Values
 * are read as Prometheus does (Go's ParseFloat: NaN and Inf in any case; prom-client writes "Nan"
 * for an event-loop mean with no samples yet, on a server just started).
 */
function parseProm(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    let m = /^# HELP ([a-zA-Z_:][a-zA-Z0-9_:]*) .*$/.exec(line);
    if (m) continue;
    m = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (m) {
      types.set(m[1]!, m[2]!);
      continue;
    }
    m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.eE+-]+|NaN|\+Inf|-Inf)$/i.exec(line);
    if (!m) throw new Error(`not a Prometheus line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return { types, samples };
}

const scrape = (headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` }) =>
  fetch(`${server.url}/metrics`, { headers });

describe('GET /metrics', () => {
  it('requires the Bearer token: none or a wrong one is 401', async () => {
    const none = await scrape({});
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: 'Unauthorized' });
    // Through the one error handler's words, like every API error (a person may open it in a browser).
    expect(await (await scrape({ 'Accept-Language': 'es' })).json()).toEqual({
      error: 'Inicia sesión para continuar.',
    });
    expect((await scrape({ Authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401);
    expect((await scrape({ Authorization: `Basic ${TOKEN}` })).status).toBe(401);
    expect((await scrape({ Authorization: `Bearer ${'x'.repeat(10_000)}` })).status).toBe(401);
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('reports HTTP requests by route pattern (never the raw URL) and status, and event-loop lag', async () => {
    const admin = new Browser(server.url);
    await signIn(server, admin, { role: 'admin' });
    for (const id of [123456, 654321]) expect((await admin.delete(`/api/admin/daily-prayers/${id}`)).status).toBe(404);
    await admin.get('/api/no/such/route');
    const { types, samples } = parseProm(await (await scrape()).text());
    expect(types.get('dps_http_requests_total')).toBe('counter');
    const deletes = samples.find(
      (s) =>
        s.name === 'dps_http_requests_total' &&
        s.labels.route === '/api/admin/daily-prayers/:id' &&
        s.labels.method === 'DELETE',
    );
    expect(deletes).toMatchObject({ labels: { status: '404' }, value: 2 });
    expect(samples.some((s) => s.labels.route?.includes('123456'))).toBe(false);
    expect(samples.find((s) => s.name === 'dps_http_requests_total' && s.labels.route === 'unmatched')).toBeDefined();
    expect(types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(samples.find((s) => s.name === 'nodejs_eventloop_lag_seconds')!.value).toBeGreaterThanOrEqual(0);
  });

  it('deliveries by channel and status and the lateness histogram match the database', async () => {
    const dueAt = new Date('2026-05-04T09:00:00Z');
    const at = (s: number) => new Date(dueAt.getTime() + s * 1000);
    const row = (
      target: string,
      status: 'sent' | 'claimed' | 'failed' | 'dead',
      lateS: number | null,
      gone = false,
    ) => ({
      channel: 'telegram' as const,
      target,
      localDate: '2026-05-04',
      status,
      attempts: 1,
      dueAt,
      sentAt: lateS === null ? null : at(lateS),
      gone,
      lastError: status === 'sent' ? null : '500: Internal Server Error',
    });
    await server.db.db
      .insert(deliveries)
      .values([
        row('1', 'sent', 3),
        row('2', 'sent', 40),
        row('3', 'sent', 700),
        row('4', 'failed', null),
        row('5', 'dead', null, true),
        row('6', 'dead', null),
        { ...row('T1:C1', 'sent', 20), channel: 'slack_channel' as const },
      ]);
    const body = await (await scrape()).text();
    const { types, samples } = parseProm(body);
    const gauge = (channel: string, status: string) =>
      samples.find((s) => s.name === 'dps_deliveries' && s.labels.channel === channel && s.labels.status === status)
        ?.value;
    expect(types.get('dps_deliveries')).toBe('gauge');
    expect([
      gauge('telegram', 'sent'),
      gauge('telegram', 'pending'),
      gauge('telegram', 'failed'),
      gauge('telegram', 'deactivated'),
    ]).toEqual([3, 1, 1, 1]);
    expect(gauge('slack_channel', 'sent')).toBe(1);

    expect(types.get('dps_delivery_lateness_seconds')).toBe('histogram');
    const bucket = (le: string) =>
      samples.find(
        (s) =>
          s.name === 'dps_delivery_lateness_seconds_bucket' && s.labels.channel === 'telegram' && s.labels.le === le,
      )!.value;
    expect([bucket('1'), bucket('5'), bucket('60'), bucket('600'), bucket('1800'), bucket('+Inf')]).toEqual([
      0, 1, 2, 2, 3, 3,
    ]);
    const of = (name: string) => samples.find((s) => s.name === name && s.labels.channel === 'telegram')!.value;
    expect(of('dps_delivery_lateness_seconds_count')).toBe(3);
    expect(of('dps_delivery_lateness_seconds_sum')).toBe(743);
    // Buckets never decrease.
    const les = samples
      .filter((s) => s.name === 'dps_delivery_lateness_seconds_bucket' && s.labels.channel === 'telegram')
      .map((s) => s.value);
    expect(les).toEqual([...les].sort((a, b) => a - b));
  });
});

describe('the chat notification outbox', () => {
  it('pending backlog, sent and dead of the last day, and the oldest due send’s wait match the database', async () => {
    const me = await signIn(server, new Browser(server.url), { firstName: 'Outbox' });
    const now = new Date('2026-05-04T12:00:00Z');
    const ago = (s: number) => new Date(now.getTime() - s * 1000);
    const [n] = await server.db.db
      .insert(notifications)
      .values({ userId: me.user.id, kind: 'test', title: 'A notification' })
      .returning({ id: notifications.id });
    const send = (target: string, status: 'pending' | 'sent' | 'dead', createdS: number, nextS = createdS) => ({
      notificationId: n!.id,
      channel: 'telegram' as const,
      target,
      status,
      createdAt: ago(createdS),
      nextAttemptAt: ago(nextS),
    });
    await server.db.db.insert(notificationSends).values([
      send('1', 'pending', 3 * 86_400, 90), // an old backlog item, due 90 s ago
      send('2', 'pending', 30, -600), // waiting for its retry in 10 minutes
      send('3', 'sent', 3600),
      send('4', 'sent', 2 * 86_400), // sent, but before the last 24 hours
      send('5', 'dead', 60),
    ]);
    const { types, samples } = parseProm(await (await scrape()).text());
    const sends = (channel: string, status: string) =>
      samples.find(
        (s) => s.name === 'dps_notification_sends' && s.labels.channel === channel && s.labels.status === status,
      )?.value;
    expect(types.get('dps_notification_sends')).toBe('gauge');
    expect([sends('telegram', 'pending'), sends('telegram', 'sent'), sends('telegram', 'dead')]).toEqual([2, 1, 1]);
    expect(sends('slack', 'pending')).toBe(0);
    const oldest = (channel: string) =>
      samples.find((s) => s.name === 'dps_notification_send_oldest_due_seconds' && s.labels.channel === channel)?.value;
    expect(oldest('telegram')).toBe(90);
    expect(oldest('slack')).toBe(0);
  });
});

describe('without METRICS_TOKEN', () => {
  it('is 404 in production, and served to this machine only in development', async () => {
    const prod = await startTestServer({ config: { isProduction: true, devMode: false }, db: server.db });
    try {
      expect((await fetch(`${prod.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${prod.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await prod.close();
    }
    const dev = await startTestServer({ db: server.db });
    try {
      const res = await fetch(`${dev.url}/metrics`);
      expect(res.status).toBe(200);
      expect(() => parseProm('')).not.toThrow();
      parseProm(await res.text());
    } finally {
      await dev.close();
    }
  });
});
