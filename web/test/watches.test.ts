/**
 * Prayer watches over HTTP (decisions 340–342, 360): start one for a group (a date and time, or
 * words), take and give back slots, a full slot and one already over, end early (who may and who
 * may not), an open watch read by a visitor without names, and a group's watch kept from anyone
 * not in the group now, a former member included. The request's words only for who may read them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@dps/db/client';
import type { CircleMembershipChecker } from '@dps/core/circles/circle-ref';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

const HOME = { channel: 'telegram' as const, target: '-100321', title: 'Home group' };
const inChat = new Set<string>();
const checker: CircleMembershipChecker = {
  isMember: (circle, who) => Promise.resolve(inChat.has(`${circle.target}|${who}`)),
};

let server: TestServer;
let ana: Browser; // started the watch
let ben: Browser; // a member
let cy: Browser; // the group's leader
let dee: Browser; // in no group
let eli: Browser; // a member who leaves the chat
let visitor: Browser;
let home: number;
let secret: number; // a request shared with the group only
let publicRequest: number;

interface SlotAnswer {
  slot: number;
  startsAt: string;
  claimers: { name: string | null; isMe: boolean; prayed: boolean }[];
  free: number;
  mine: boolean;
  past: boolean;
}

beforeAll(async () => {
  server = await startTestServer({ now: '2026-12-07T10:00:00Z', circleMembership: checker });
  [ana, ben, cy, dee, eli, visitor] = [0, 1, 2, 3, 4, 5].map(() => new Browser(server.url)) as [
    Browser,
    Browser,
    Browser,
    Browser,
    Browser,
    Browser,
  ];
  const anaId = (await signIn(server, ana, { firstName: 'Ana', timeZone: 'Europe/Madrid' })).user.id;
  const benId = (await signIn(server, ben, { firstName: 'Ben', timeZone: 'America/New_York' })).user.id;
  const cyId = (await signIn(server, cy, { firstName: 'Cy' })).user.id;
  await signIn(server, dee, { firstName: 'Dee' });
  const eliId = (await signIn(server, eli, { firstName: 'Eli' })).user.id;
  await queryRows(
    server.db.db,
    sql`insert into identities (user_id, provider, subject) values (${eliId}::int, 'telegram', '5150')`,
  );
  inChat.add(`${HOME.target}|5150`);
  home = await recordCircleMembership(server.ctx, { circle: HOME, userId: anaId, isMember: true });
  await recordCircleMembership(server.ctx, { circle: HOME, userId: cyId, isMember: true, isLeader: true });
  for (const id of [benId, eliId])
    await recordCircleMembership(server.ctx, { circle: HOME, userId: id, isMember: true });
  const made = await ana.post('/api/user/prayers', {
    title: 'Dad in surgery',
    content: 'The operation is on Tuesday morning',
    audience: { kind: 'circles', circleIds: [home] },
  });
  expect(made.status).toBe(200);
  secret = made.body.id;
  publicRequest = (await ana.post('/api/user/prayers', { title: 'Rain', content: 'For the farms', isPublic: true }))
    .body.id;
});
afterAll(() => server?.close());

const groupWatch = {
  title: 'Surgery watch',
  startsAt: '2026-12-07T20:00:00Z',
  hours: 24,
  slotMinutes: 30,
  perSlot: 1,
};

describe('a group watch on the web', () => {
  let watch: { id: number; code: string };

  it('is started for a group with its request, and only its members read it', async () => {
    const made = await ana.post('/api/watches', { ...groupWatch, circleId: home, requestId: secret });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.headers.get('cache-control')).toBe('private, no-store');
    expect(made.body).toMatchObject({
      title: 'Surgery watch',
      status: 'upcoming',
      startsAt: '2026-12-07T20:00:00.000Z',
      circle: { id: home, title: 'Home group', channel: 'telegram' },
      request: { id: secret, text: 'Dad in surgery', authorName: 'Ana' },
      canEnd: true,
      coverage: { coveredSlots: 0, totalSlots: 48 },
    });
    watch = made.body;

    const seen = await ben.get(`/api/watches/${watch.code}`);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect(seen.body).toMatchObject({ request: { text: 'Dad in surgery' }, canEnd: false });
    expect((await ben.get('/api/watches')).body.watches.map((w: { id: number }) => w.id)).toEqual([watch.id]);
    expect((await ben.get(`/api/watches?circleId=${home}`)).body.watches).toHaveLength(1);
    expect((await ben.get('/api/watches?circleId=999999')).body.watches).toEqual([]);

    // Not in the group, a visitor, a made-up code: the same "not found", and nothing of it.
    for (const b of [dee, visitor]) {
      const r = await b.get(`/api/watches/${watch.code}`);
      expect(r.status).toBe(404);
      expect(r.body.error).toBe('Watch not found.');
      expect(r.text).not.toContain('surgery');
    }
    expect((await dee.get('/api/watches')).body).toEqual({ watches: [] });
    expect((await ben.get('/api/watches/not-a-real-code-x')).status).toBe(404);
    expect((await dee.post(`/api/watches/${watch.id}/slots/3`)).status).toBe(404);
  });

  it('refuses a start it cannot read, in the person’s language, and reads words in their zone', async () => {
    const bad = await ana.post('/api/watches', { ...groupWatch, startsAt: undefined, startText: 'whenever' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('We couldn\'t read that start. Try "tomorrow 8pm" or "Friday 19:00".');
    const past = await ana.post('/api/watches', { ...groupWatch, startsAt: '2026-12-07T09:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe('That time has already passed. Choose a start from now on.');
    expect((await ana.post('/api/watches', { ...groupWatch, hours: 200 })).status).toBe(400);

    // "tomorrow 8pm" in Ana's zone (Madrid, UTC+1 in December): 19:00 UTC on the 8th.
    const words = await ana.post('/api/watches', {
      ...groupWatch,
      title: 'Evening',
      startsAt: undefined,
      startText: 'tomorrow 8pm',
    });
    expect(words.status, JSON.stringify(words.body)).toBe(201);
    expect(words.body.startsAt).toBe('2026-12-08T19:00:00.000Z');
    expect(words.body.circle).toBeNull();
    expect(words.body.timeZone).toBe('Europe/Madrid');

    expect((await dee.put('/api/user/settings', { language: 'es' })).status).toBe(200);
    const es = await dee.post('/api/watches', { ...groupWatch, circleId: home });
    expect(es.status).toBe(404);
    expect(es.body.error).toBe('No se encontró el grupo.');
    const esPast = await dee.post('/api/watches', { ...groupWatch, startsAt: '2026-12-01T09:00:00Z' });
    expect(esPast.body.error).not.toBe(past.body.error);
  });

  it('lets members take and give back slots; a full slot says so', async () => {
    const took = await ben.post(`/api/watches/${watch.id}/slots/2`);
    expect(took.status, JSON.stringify(took.body)).toBe(200);
    expect(took.body.claim).toMatchObject({ slot: 2, startsAt: '2026-12-07T21:00:00.000Z', isNew: true });
    const slot2 = (took.body.watch.slots as SlotAnswer[])[2]!;
    expect(slot2).toMatchObject({ mine: true, free: 0, claimers: [{ name: 'Ben', isMe: true, prayed: false }] });
    expect(took.body.watch.coverage).toMatchObject({ coveredSlots: 1, coveredMinutes: 30 });

    // Ana sees Ben's name on it (a group's members see each other).
    const anaSees = (await ana.get(`/api/watches/${watch.code}`)).body.slots as SlotAnswer[];
    expect(anaSees[2]!.claimers).toEqual([{ name: 'Ben', isMe: false, prayed: false }]);

    const full = await ana.post(`/api/watches/${watch.id}/slots/2`);
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('That slot is already full. Choose another one.');
    expect((await ana.post(`/api/watches/${watch.id}/slots/48`)).status).toBe(400);
    expect((await ana.post(`/api/watches/${watch.id}/slots/abc`)).status).toBe(400);

    const gave = await ben.delete(`/api/watches/${watch.id}/slots/2`);
    expect(gave.status).toBe(200);
    expect((gave.body.watch.slots as SlotAnswer[])[2]).toMatchObject({ mine: false, free: 1, claimers: [] });
    const again = await ben.delete(`/api/watches/${watch.id}/slots/2`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("You don't hold that slot.");
    expect((await ana.post(`/api/watches/${watch.id}/slots/2`)).status).toBe(200);
  });

  it('is ended early only by who started it or a leader of the group', async () => {
    const other = (await ana.post('/api/watches', { ...groupWatch, title: 'Second', circleId: home })).body;
    const refused = await ben.post(`/api/watches/${other.id}/end`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Only the person who started the watch or a leader of the group can end it.');
    expect((await ben.get(`/api/watches/${other.code}`)).body.canEnd).toBe(false);
    expect((await cy.get(`/api/watches/${other.code}`)).body.canEnd).toBe(true);
    const byLeader = await cy.post(`/api/watches/${other.id}/end`);
    expect(byLeader.status).toBe(200);
    expect(byLeader.body.watch).toMatchObject({ status: 'ended', endedEarly: true, canEnd: false });
    expect((await ana.post(`/api/watches/${other.id}/end`)).status).toBe(409);
    const closed = await ben.post(`/api/watches/${other.id}/slots/5`);
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe('This watch has ended.');
  });

  it('is gone for someone who left the group, once the chat is asked again', async () => {
    expect((await eli.get(`/api/watches/${watch.code}`)).status).toBe(200);
    inChat.delete(`${HOME.target}|5150`);
    server.clock.advance(61_000);
    const r = await eli.get(`/api/watches/${watch.code}`);
    expect(r.status).toBe(404);
    expect(r.text).not.toContain('Dad in surgery');
    expect((await eli.get('/api/watches')).body).toEqual({ watches: [] });
    expect((await eli.post(`/api/watches/${watch.id}/slots/7`)).status).toBe(404);
  });

  it('refuses a slot already over, and lets its holder say they prayed', async () => {
    expect((await ben.post(`/api/watches/${watch.id}/slots/0`)).status).toBe(200);
    server.clock.set(new Date('2026-12-07T20:40:00Z'));
    const past = await ben.post(`/api/watches/${watch.id}/slots/0`);
    expect(past.status).toBe(409);
    expect(past.body.error).toBe('That slot is already over.');
    expect((await ben.delete(`/api/watches/${watch.id}/slots/0`)).status).toBe(409);
    const prayed = await ben.post(`/api/watches/${watch.id}/slots/0/prayed`);
    expect(prayed.status).toBe(200);
    expect((prayed.body.watch.slots as SlotAnswer[])[0]!.claimers).toEqual([{ name: 'Ben', isMe: true, prayed: true }]);
    expect(prayed.body.watch).toMatchObject({ status: 'live', prayed: 1 });
    expect((await ana.post(`/api/watches/${watch.id}/slots/0/prayed`)).status).toBe(404);

    // Whoever started it may end it too; its summary still counts who prayed.
    expect((await ben.post(`/api/watches/${watch.id}/end`)).status).toBe(403);
    const ended = await ana.post(`/api/watches/${watch.id}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body.watch).toMatchObject({ status: 'ended', endedEarly: true, prayed: 1, canEnd: false });
    expect((await ben.post(`/api/watches/${watch.id}/slots/30`)).body.error).toBe('This watch has ended.');
  });
});

describe('an open watch', () => {
  it('is read by a visitor with its link, without names, and taking a slot needs signing in', async () => {
    const notPublic = await ana.post('/api/watches', {
      ...groupWatch,
      startsAt: '2026-12-09T20:00:00Z',
      requestId: secret,
    });
    expect(notPublic.status).toBe(400);
    expect(notPublic.body.error).toBe('A watch open to anyone can only carry a request shared with everyone.');

    const made = await ana.post('/api/watches', {
      ...groupWatch,
      title: 'Night of prayer',
      startsAt: '2026-12-09T20:00:00Z',
      hours: 2,
      perSlot: 2,
      requestId: publicRequest,
    });
    expect(made.status).toBe(201);
    expect((await ben.post(`/api/watches/${made.body.id}/slots/1`)).status).toBe(200);

    const seen = await visitor.get(`/api/watches/${made.body.code}`);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect(seen.body).toMatchObject({ title: 'Night of prayer', request: { text: 'Rain' }, canEnd: false });
    expect((seen.body.slots as SlotAnswer[])[1]!.claimers).toEqual([{ name: null, isMe: false, prayed: false }]);
    expect(seen.text).not.toContain('Ben');
    // A signed-in stranger with the link sees "taken", and their own place as "you", never a name.
    expect((await dee.post(`/api/watches/${made.body.id}/slots/1`)).status).toBe(200);
    const deeSees = (await dee.get(`/api/watches/${made.body.code}`)).body.slots as SlotAnswer[];
    expect(deeSees[1]!.claimers).toEqual([
      { name: null, isMe: false, prayed: false },
      { name: null, isMe: true, prayed: false },
    ]);

    const claim = await visitor.post(`/api/watches/${made.body.id}/slots/2`);
    expect(claim.status).toBe(401);
    expect((await visitor.get('/api/watches')).status).toBe(401);
    expect((await visitor.get('/api/user/watch-lead')).status).toBe(401);
  });
});

describe('the reminder’s lead time', () => {
  it('is ten minutes until the person chooses another of the choices', async () => {
    expect((await ben.get('/api/user/watch-lead')).body).toEqual({ minutes: 10 });
    expect((await ben.put('/api/user/watch-lead', { minutes: 30 })).body).toEqual({ minutes: 30 });
    expect((await ben.get('/api/user/watch-lead')).body).toEqual({ minutes: 30 });
    const bad = await ben.put('/api/user/watch-lead', { minutes: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Choose 0, 5, 10, 15, 30 or 60 minutes before your slot.');
    expect((await ben.get('/api/user/watch-lead')).body).toEqual({ minutes: 30 });
  });
});
