/**
 * Reading plans over HTTP (decision 215): browse, start in the person's zone, mark a day done from the
 * web (idempotent, the next day's position), refusals in words, the admin's edit and retire, and
 * the plan figures on /metrics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixturePlans } from '@dps/core/plans/plan-test-helpers';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

const TOKEN = 'metrics-test-token-plans-0123456789';
let server: TestServer;

beforeAll(async () => {
  // 02:00 on 10 March in São Paulo.
  server = await startTestServer({ now: '2026-03-10T05:00:00Z', config: { metricsToken: TOKEN } });
  await seedFixturePlans(server.db.db);
});
afterAll(() => server?.close());

describe('plans over HTTP', () => {
  it('browse, start, mark day 1 done from the web, and see Day 2 the next day', async () => {
    const anyone = new Browser(server.url);
    const list = await anyone.get('/api/plans?tag=rest');
    expect(list.status).toBe(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual(['seven-days-of-rest']);
    expect((await anyone.get('/api/plans/seven-days-of-rest')).body.days).toHaveLength(7);
    expect((await anyone.post('/api/plans/seven-days-of-rest/start')).status).toBe(401);
    expect((await anyone.get('/api/plans?tag=nonsense')).body).toMatchObject({ error: 'Unknown plan topic.' });

    const me = new Browser(server.url);
    await signIn(server, me, { timeZone: 'America/Sao_Paulo' });
    const started = await me.post('/api/plans/seven-days-of-rest/start');
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ startDate: '2026-03-10', position: { current: 1, length: 7 } });
    const runId = started.body.id as number;
    expect((await me.post('/api/plans/seven-days-of-rest/start')).status).toBe(409);
    expect((await me.post('/api/plans/seven-days-of-rest/start', { startDate: '2026-02-30' })).body.error).toBe(
      'Please choose a real start date.',
    );

    const done = await me.post(`/api/plans/runs/${runId}/days/1/done`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ marked: true, finished: false });
    expect((await me.post(`/api/plans/runs/${runId}/days/1/done`)).body.marked).toBe(false);
    expect((await me.post(`/api/plans/runs/${runId}/days/2/done`)).status).toBe(400);
    expect((await me.post(`/api/plans/runs/${runId}/days/abc/done`)).status).toBe(404);

    server.clock.set('2026-03-11T12:00:00Z');
    const mine = await me.get('/api/plans/mine');
    expect(mine.body.open[0]).toMatchObject({ planTitle: 'Seven Days of Rest', position: { current: 2, done: 1 } });
    const day = await me.get(`/api/plans/runs/${runId}`);
    expect(day.body.plan.days[1].title).toBe('Come to Me');

    const other = new Browser(server.url);
    await signIn(server, other);
    expect((await other.get(`/api/plans/runs/${runId}`)).status).toBe(404);
    expect((await other.post(`/api/plans/runs/${runId}/days/1/done`)).status).toBe(404);

    expect((await me.post(`/api/plans/runs/${runId}/pause`)).body.position.state).toBe('paused');
    expect((await me.post(`/api/plans/runs/${runId}/resume`)).body.position.state).toBe('active');
  });

  it('admins edit, schedule and retire; people no longer see a retired plan; /metrics counts', async () => {
    const user = new Browser(server.url);
    await signIn(server, user);
    expect((await user.get('/api/admin/plans')).status).toBe(403);
    const admin = new Browser(server.url);
    await signIn(server, admin, { role: 'admin' });
    const list = await admin.get('/api/admin/plans');
    expect(list.body.find((p: { planId: string }) => p.planId === 'seven-days-of-rest')).toMatchObject({
      starts: 1,
      finished: 0,
      daysDone: [1, 0, 0, 0, 0, 0, 0],
    });
    expect((await admin.put('/api/admin/plans/three-gospel-readings', { status: 'sometimes' })).status).toBe(400);
    const retired = await admin.put('/api/admin/plans/three-gospel-readings', {
      status: 'retired',
      title: 'Mark, Briefly',
    });
    expect(retired.body).toMatchObject({ status: 'retired', title: 'Mark, Briefly' });
    expect((await user.get('/api/plans/three-gospel-readings')).status).toBe(404);
    expect((await admin.get('/api/admin/plans/three-gospel-readings')).body.days).toHaveLength(3);

    const res = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const text = await res.text();
    expect(text).toContain('dps_plan_starts{plan="seven-days-of-rest"} 1');
    expect(text).toContain('dps_plan_day_done{plan="seven-days-of-rest",day="1"} 1');
    expect(text).toContain('dps_plan_finished{plan="seven-days-of-rest"} 0');
  });
});
