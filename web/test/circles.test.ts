/**
 * "My groups" and a request's audience over HTTP (decisions 281, 286): GET /api/circles, a
 * group's page for its current members only, POST /api/user/prayers and PUT …/audience with a
 * group, and a membership re-checked with the chat after a minute.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@dps/db/client';
import type { CircleMembershipChecker } from '@dps/core/circles/circle-ref';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

const HOME = { channel: 'telegram' as const, target: '-100555', title: 'Home group' };
const inChat = new Set<string>();
const checker: CircleMembershipChecker = {
  isMember: (circle, who) => Promise.resolve(inChat.has(`${circle.target}|${who}`)),
};

let server: TestServer;
let ana: Browser;
let ben: Browser;
let cy: Browser;
let home: number;
let surgery: number;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-12-07T10:00:00Z', circleMembership: checker });
  [ana, ben, cy] = [new Browser(server.url), new Browser(server.url), new Browser(server.url)];
  const anaId = (await signIn(server, ana, { firstName: 'Ana' })).user.id;
  const benId = (await signIn(server, ben, { firstName: 'Ben' })).user.id;
  await signIn(server, cy, { firstName: 'Cy' });
  await queryRows(
    server.db.db,
    sql`insert into identities (user_id, provider, subject) values (${benId}::int, 'telegram', '99')`,
  );
  inChat.add(`${HOME.target}|99`);
  home = await recordCircleMembership(server.ctx, { circle: HOME, userId: anaId, isMember: true, isLeader: true });
  await recordCircleMembership(server.ctx, { circle: HOME, userId: benId, isMember: true });
});
afterAll(() => server?.close());

describe('my groups and a request shared with one', () => {
  it('lists the groups a person is in, and a request shared there reaches its page only', async () => {
    const list = await ana.get('/api/circles');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      circles: [
        {
          id: home,
          title: 'Home group',
          channel: 'telegram',
          isLeader: true,
          memberCount: 2,
          openRequests: 0,
          weeklyDay: 0,
          weeklyTime: null,
          postTime: null,
          timeZone: null,
        },
      ],
    });
    expect((await cy.get('/api/circles')).body).toEqual({ circles: [] });

    const made = await ana.post('/api/user/prayers', {
      title: 'Surgery',
      content: 'Pray for my surgery on Friday',
      audience: { kind: 'circles', circleIds: [home] },
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      isPublic: false,
      audience: { kind: 'circles', circles: [{ id: home, title: 'Home group' }] },
      asksAt: '2027-01-06T10:00:00.000Z',
      archivedAt: null,
    });
    surgery = made.body.id;
    const page = await ben.get(`/api/circles/${home}/requests`);
    expect(page.status).toBe(200);
    expect(page.body.items.map((i: { content: string; authorName: string }) => [i.content, i.authorName])).toEqual([
      ['Pray for my surgery on Friday', 'Ana'],
    ]);
    expect(JSON.stringify((await ben.get('/api/wall')).body)).not.toContain('surgery');
    for (const path of [`/api/circles/${home}/requests`, '/api/circles/999999/requests', '/api/circles/x/requests']) {
      expect((await cy.get(path)).status, path).toBe(404);
    }
    expect((await cy.post(`/api/wall/${made.body.id}/pray`)).status).toBe(404);
    expect((await ben.post(`/api/wall/${made.body.id}/pray`)).status).toBe(200);
  });

  it('refuses a group the author is not in, in their language', async () => {
    const r = await cy.post('/api/user/prayers', {
      title: 'T',
      content: 'c',
      audience: { kind: 'circles', circleIds: [home] },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe("You can share a request only with groups you're in now.");
    expect((await cy.put('/api/user/settings', { language: 'es' })).status).toBe(200);
    const es = await cy.post('/api/user/prayers', {
      title: 'T',
      content: 'c',
      audience: { kind: 'circles', circleIds: [home] },
    });
    expect(es.body.error).toBe('Solo puedes compartir una petición con los grupos en los que estás ahora.');
  });

  it('lets the author widen or narrow who sees it, and no one else', async () => {
    const mine = (await ana.get('/api/user/prayers')).body as { id: number }[];
    const id = mine[0]!.id;
    const wide = await ana.request('PUT', `/api/user/prayers/${id}/audience`, { audience: { kind: 'everyone' } });
    expect(wide.status).toBe(200);
    expect(wide.body.audience).toEqual({ kind: 'everyone' });
    expect(JSON.stringify((await cy.get('/api/wall')).body)).toContain('surgery');
    expect(
      (await ben.request('PUT', `/api/user/prayers/${id}/audience`, { audience: { kind: 'only_me' } })).status,
    ).toBe(403);
    expect(
      (await ana.request('PUT', `/api/user/prayers/${id}/audience`, { audience: { kind: 'nobody' } })).status,
    ).toBe(400);
    const back = await ana.request('PUT', `/api/user/prayers/${id}/audience`, {
      audience: { kind: 'circles', circleIds: [home] },
    });
    expect(back.body.audience.kind).toBe('circles');
    expect(JSON.stringify((await cy.get('/api/wall')).body)).not.toContain('surgery');
  });

  it('asks the chat again after a minute: someone who left no longer sees the group', async () => {
    expect((await ben.get(`/api/circles/${home}/requests`)).status).toBe(200);
    inChat.delete(`${HOME.target}|99`);
    // Within the minute the last word stands ...
    expect((await ben.get('/api/circles')).body.circles).toHaveLength(1);
    // ... and once it is older, the chat is asked before anything is shown.
    server.clock.advance(61_000);
    expect((await ben.post(`/api/wall/${surgery}/pray`)).status).toBe(404);
    expect((await ben.get(`/api/circles/${home}/requests`)).status).toBe(404);
    expect((await ben.get('/api/circles')).body).toEqual({ circles: [] });
    expect(JSON.stringify((await ben.get('/api/notifications')).body)).not.toContain('surgery');
  });
});
