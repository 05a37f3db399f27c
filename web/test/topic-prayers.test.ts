/**
 * Topic prayers you can pray (decision 160): praying one counts as activity on Progress
 * (total prayers, topic prayers, days active) but never toward the daily streak or the week.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { prayers, topics } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let topicId: number;
let prayerIds: number[];

beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
  const [hope] = await server.db.db.select().from(topics).where(eq(topics.name, 'Hope'));
  topicId = hope!.id;
  prayerIds = (await server.db.db.select({ id: prayers.id }).from(prayers).where(eq(prayers.topicId, topicId))).map(
    (p) => p.id,
  );
});
afterAll(() => server?.close());

describe('POST /api/topic-prayers/:id/pray', () => {
  it('counts as activity (total, topic prayers, days active) but not toward the streak or the week', async () => {
    const me = new Browser(server.url);
    await signIn(server, me, { timeZone: 'Europe/London' });
    expect(prayerIds.length).toBeGreaterThanOrEqual(15);

    const first = await me.post(`/api/topic-prayers/${prayerIds[0]}/pray`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ prayed: true, localDate: '2026-03-10', alreadyPrayed: false });
    expect((await me.post(`/api/topic-prayers/${prayerIds[0]}/pray`)).body.alreadyPrayed).toBe(true);
    await me.post(`/api/topic-prayers/${prayerIds[1]}/pray`);

    expect((await me.get('/api/progress/stats')).body).toMatchObject({
      totalPrayers: 2,
      topicPrayers: 2,
      daysActive: 1,
    });
    expect((await me.get('/api/progress/streak')).body).toMatchObject({ streak: 0, bestStreak: 0 });
    const week = (await me.get('/api/progress/weekly')).body;
    expect(JSON.stringify(week)).not.toContain('true');

    const list = (await me.get(`/api/prayers/topic/${topicId}`)).body;
    expect(list.filter((p: any) => p.isPrayedToday).map((p: any) => p.id)).toEqual([prayerIds[0], prayerIds[1]]);

    // The daily prayer still makes the streak, and adds to the same total.
    const daily = (await me.get('/api/prayers/daily')).body;
    expect((await me.post(`/api/prayers/${daily.id}/complete`)).status).toBe(200);
    expect((await me.get('/api/progress/streak')).body.streak).toBe(1);
    expect((await me.get('/api/progress/stats')).body).toMatchObject({
      totalPrayers: 3,
      topicPrayers: 2,
      daysActive: 1,
    });

    // Tomorrow, “prayed today” starts over for the topic prayers.
    server.clock.set('2026-03-11T15:00:00Z');
    expect((await me.get(`/api/prayers/topic/${topicId}`)).body.some((p: any) => p.isPrayedToday)).toBe(false);
    server.clock.set('2026-03-10T15:00:00Z');
  });

  it('a topic prayer is still refused by the daily Pray, and a daily prayer is not a topic prayer', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    expect((await me.post(`/api/prayers/${prayerIds[2]}/complete`)).status).toBe(409);
    const daily = (await me.get('/api/prayers/daily')).body;
    expect((await me.post(`/api/topic-prayers/${daily.id}/pray`)).status).toBe(404);
    expect((await me.post('/api/topic-prayers/999999/pray')).status).toBe(404);
    expect((await me.post('/api/topic-prayers/abc/pray')).status).toBe(404);
    expect((await new Browser(server.url).post(`/api/topic-prayers/${prayerIds[2]}/pray`)).status).toBe(401);
  });

  it('opens a topic prayer by id with its topic, saved and prayed-today flags', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    await me.post(`/api/topic-prayers/${prayerIds[3]}/pray`);
    await me.post(`/api/prayers/${prayerIds[3]}/favorite`);
    const res = await me.get(`/api/prayers/${prayerIds[3]}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: prayerIds[3],
      kind: 'topic',
      isFavorited: true,
      isPrayedToday: true,
      topic: { id: topicId, name: 'Hope' },
    });
    expect((await me.get('/api/prayers/daily')).status).toBe(200);
  });
});
