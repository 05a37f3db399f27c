/** The bell over HTTP (decision 145): only the owner's notifications, real events, no duplicates, 90 days. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { completions, prayers } from '@dps/db/schema';
import { addDays } from '@dps/core/time/local-day';
import { Browser } from './http-client';
import { createSession } from '@dps/core/accounts/create-session';
import { SESSION_COOKIE } from '../server/auth/session-cookie';
import { createTestUser, signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let prayerId: number;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T12:00:00Z' });
  prayerId = (await server.db.db.insert(prayers).values({ kind: 'topic', title: 'Bell', content: 'c' }).returning())[0]!
    .id;
});
afterAll(() => server?.close());

const WELCOME = 'Welcome to Daily Prayer & Scripture!';

async function person(firstName: string, timeZone = 'UTC') {
  const b = new Browser(server.url);
  const { user } = await signIn(server, b, { firstName, timeZone });
  return Object.assign(b, { userId: user.id });
}

async function publicReflection(b: Browser): Promise<number> {
  const res = await b.post(`/api/prayers/${prayerId}/reflections`, { content: 'Be still and know', isPublic: true });
  expect(res.status).toBe(200);
  return res.body.id as number;
}

describe('the bell over HTTP', () => {
  it('welcomes a person who registers, and nothing invented', async () => {
    const b = new Browser(server.url);
    const reg = await b.post('/auth/register', {
      email: 'lydia@example.test',
      password: 'hidden-manna-3',
      firstName: 'Lydia',
    });
    expect(reg.status).toBe(200);
    const res = await b.get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      notifications: [
        {
          id: expect.any(Number),
          kind: 'welcome',
          title: WELCOME,
          body: 'Start your journey with today’s prayer.',
          link: '/',
          read: false,
          createdAt: '2026-03-10T12:00:00.000Z',
        },
      ],
      unreadCount: 1,
    });
  });

  it('a like notifies the author, not the liker; once however often it is toggled', async () => {
    const ann = await person('Ann');
    const ben = await person('Ben');
    const rid = await publicReflection(ann);
    for (let i = 0; i < 3; i++) expect((await ben.post(`/api/reflections/${rid}/like`)).status).toBe(200);
    expect((await ann.post(`/api/reflections/${rid}/like`)).status).toBe(200); // her own like
    const mine = await ann.get('/api/notifications');
    expect(mine.body.unreadCount).toBe(2);
    expect(mine.body.notifications.map((n: any) => [n.kind, n.title, n.link, n.read])).toEqual([
      ['reflection_like', 'Ben liked your reflection', `/?reflection=${rid}`, false],
      ['welcome', WELCOME, '/', false],
    ]);
    const his = await ben.get('/api/notifications');
    expect(his.body).toMatchObject({ unreadCount: 1, notifications: [{ kind: 'welcome' }] });
  });

  it("a reply notifies the author without the reply's words", async () => {
    const ann = await person('Ann');
    const cy = await person('Cy');
    const rid = await publicReflection(ann);
    expect((await cy.post(`/api/reflections/${rid}/reply`, { text: 'Praying with you, quietly' })).status).toBe(200);
    const res = await ann.get('/api/notifications');
    expect(res.body.notifications[0]).toMatchObject({
      kind: 'reflection_reply',
      title: 'Cy replied to your reflection',
    });
    expect(res.text).not.toContain('quietly');
  });

  it('mark read, read-all and delete reach only the owner’s; bad ids are 404, never 500', async () => {
    const ann = await person('Ann');
    const ben = await person('Ben');
    const rid = await publicReflection(ann);
    await ben.post(`/api/reflections/${rid}/like`);
    const [like, welcome] = (await ann.get('/api/notifications')).body.notifications;
    const benWelcome = (await ben.get('/api/notifications')).body.notifications[0];

    // Ben cannot read, mark or delete Ann's: the same 404 as for an id that does not exist.
    for (const res of [
      await ben.post(`/api/notifications/${like.id}/read`),
      await ben.delete(`/api/notifications/${like.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Notification not found.' });
    }
    expect((await ben.post('/api/notifications/read-all')).body).toEqual({ marked: 1 });
    expect((await ann.get('/api/notifications')).body.unreadCount).toBe(2);

    expect((await ann.post(`/api/notifications/${like.id}/read`)).body).toEqual({ read: true });
    expect((await ann.post(`/api/notifications/${like.id}/read`)).status).toBe(200); // again is fine
    expect((await ann.get('/api/notifications')).body.unreadCount).toBe(1);
    expect((await ann.post('/api/notifications/read-all')).body).toEqual({ marked: 1 });
    expect((await ann.get('/api/notifications')).body.unreadCount).toBe(0);

    expect((await ann.delete(`/api/notifications/${welcome.id}`)).body).toEqual({ removed: true });
    expect((await ann.delete(`/api/notifications/${welcome.id}`)).status).toBe(404);
    expect((await ann.get('/api/notifications')).body.notifications.map((n: any) => n.id)).toEqual([like.id]);
    expect((await ben.get('/api/notifications')).body.notifications.map((n: any) => n.id)).toEqual([benWelcome.id]);

    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '%00', 'x'.repeat(5000), '1e3']) {
      const read = await ann.post(`/api/notifications/${encodeURIComponent(id)}/read`);
      const del = await ann.delete(`/api/notifications/${encodeURIComponent(id)}`);
      expect([read.status, del.status], id.slice(0, 20)).toEqual([404, 404]);
    }
  });

  it('answers 401 without a session', async () => {
    const anon = new Browser(server.url);
    expect((await anon.get('/api/notifications')).status).toBe(401);
    expect((await anon.post('/api/notifications/read-all')).status).toBe(401);
    expect((await anon.post('/api/notifications/1/read')).status).toBe(401);
    expect((await anon.delete('/api/notifications/1')).status).toBe(401);
  });

  it('keeps a notification 90 days, then it is gone (pinned clock)', async () => {
    try {
      server.clock.set('2025-12-10T12:00:00Z'); // the welcome's day; 90 days before the suite's now
      const dora = new Browser(server.url);
      const user = await createTestUser(server, { firstName: 'Dora' });
      server.clock.set('2026-03-10T11:59:59Z'); // 89 days, 23:59:59 later
      dora.cookies.set(SESSION_COOKIE, (await createSession(server.ctx, { userId: user.id })).token);
      expect((await dora.get('/api/notifications')).body.notifications).toMatchObject([{ kind: 'welcome' }]);
      server.clock.set('2026-03-10T12:00:01Z');
      expect((await dora.get('/api/notifications')).body).toEqual({ notifications: [], unreadCount: 0 });
    } finally {
      server.clock.set('2026-03-10T12:00:00Z');
    }
  });

  it('a 7-day streak notifies once, on the seventh day', async () => {
    const eve = await person('Eve', 'America/Sao_Paulo');
    // Six earlier days prayed (the days before the pinned today, 2026-03-10 in São Paulo).
    await server.db.db
      .insert(completions)
      .values(
        [6, 5, 4, 3, 2, 1].map((back) => ({ userId: eve.userId, prayerId, localDate: addDays('2026-03-10', -back) })),
      );
    const daily = (await eve.get('/api/prayers/daily')).body.id as number;
    expect((await eve.post(`/api/prayers/${daily}/complete`)).status).toBe(200);
    expect((await eve.post(`/api/prayers/${daily}/complete`)).status).toBe(200); // a double tap
    const res = await eve.get('/api/notifications');
    expect(res.body.notifications.map((n: any) => [n.kind, n.title, n.link])).toEqual([
      ['streak_milestone', '7-day streak!', '/progress'],
      ['welcome', WELCOME, '/'],
    ]);
    const rows = await server.db.db.select().from(completions).where(eq(completions.userId, eve.userId));
    expect(rows).toHaveLength(7);
  });
});
