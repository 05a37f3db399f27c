/**
 * A group's weekly life over HTTP (decisions 307–312): the pulse and the weekly moment for its
 * leaders only (404 for anyone else, as for a group that does not exist), the kind note only to a
 * member who said yes, and the settings' `awayVisibleToLeaders`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@dps/core/accounts/create-session';
import { makeWeeklyGroup, type WeeklyGroup } from '@dps/core/circles/weekly/weekly-test-fixture';
import { SESSION_COOKIE } from '../server/auth/session-cookie';
import { Browser } from './http-client';
import { startTestServer, type TestServer } from './start-test-server';

const SUNDAY = '2026-12-13';
let server: TestServer;
let g: WeeklyGroup;
beforeAll(async () => {
  server = await startTestServer({ now: `${SUNDAY}T12:00:00Z` });
  g = await makeWeeklyGroup(
    { ...server.ctx, clock: server.clock },
    {
      platform: 'telegram',
      language: 'en',
      target: '-100800',
      title: 'Home group',
      postTime: '18:00',
      sunday: SUNDAY,
      seed: 80,
    },
  );
  server.clock.set(`${SUNDAY}T12:00:00Z`);
});
afterAll(() => server?.close());

async function as(userId: number): Promise<Browser> {
  const b = new Browser(server.url);
  const { token } = await createSession(server.ctx, { userId });
  b.cookies.set(SESSION_COOKIE, token);
  return b;
}

describe('/api/circles/:id/pulse, /weekly, /away-note', () => {
  it('the leader sees the pulse: counts, the group’s requests short of prayer, only members who said yes', async () => {
    const lea = await as(g.lea);
    const res = await lea.get(`/api/circles/${g.circleId}/pulse`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      circle: { id: g.circleId, title: 'Home group' },
      plan: null,
      shortOfPrayer: [{ id: g.openId, title: 'A new job', prayedCount: 0 }],
      answeredThisWeek: 1,
      away: [{ userId: g.ana, firstName: 'Ana', lastSeenDate: '2026-11-23' }],
    });
    expect(res.body.days).toHaveLength(7);
    for (const someone of [g.cai, g.ben])
      expect((await (await as(someone)).get(`/api/circles/${g.circleId}/pulse`)).status).toBe(404);
    expect((await new Browser(server.url).get(`/api/circles/${g.circleId}/pulse`)).status).toBe(401);
    expect((await lea.get('/api/circles/99999/pulse')).status).toBe(404);
  });

  it('the leader chooses the weekly moment; a bad day is a 400 in words', async () => {
    const lea = await as(g.lea);
    const res = await lea.put(`/api/circles/${g.circleId}/weekly`, { weeklyDay: 5, weeklyTime: '20:00' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ weeklyDay: 5, weeklyTime: '20:00', postTime: '18:00', timeZone: 'UTC' });
    const bad = await lea.put(`/api/circles/${g.circleId}/weekly`, { weeklyDay: 9, weeklyTime: null });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Please choose a day of the week.');
    expect(
      (await (await as(g.cai)).put(`/api/circles/${g.circleId}/weekly`, { weeklyDay: 1, weeklyTime: null })).status,
    ).toBe(404);
  });

  it('a kind note to a member who said yes; none to one who said no', async () => {
    const lea = await as(g.lea);
    expect((await lea.post(`/api/circles/${g.circleId}/away-note`, { userId: g.ana })).status).toBe(204);
    expect((await lea.post(`/api/circles/${g.circleId}/away-note`, { userId: g.ben })).status).toBe(404);
    const bell = await (await as(g.ana)).get('/api/notifications');
    expect(JSON.stringify(bell.body)).toContain('We’re praying for you this week');
  });

  it('awayVisibleToLeaders in the settings', async () => {
    const ben = await as(g.ben);
    expect((await ben.get('/api/user/settings')).body.awayVisibleToLeaders).toBe(false);
    const res = await ben.put('/api/user/settings', { awayVisibleToLeaders: true });
    expect(res.status).toBe(200);
    expect(res.body.awayVisibleToLeaders).toBe(true);
    expect((await ben.put('/api/user/settings', { awayVisibleToLeaders: 'yes' })).status).toBe(400);
  });
});
