/**
 * The privacy canary (decision 170): a string written as a private reflection, a private prayer, and a public
 * reflection and a wall prayer made private after others replied to, liked, prayed for and reported
 * them, a request shared only with a group (decision 286) and that group's watch carrying it
 * (decision 342), never appears in another member's
 * answer, an admin's answer, a visitor's answer, the answer of a member of another group or of
 * someone who left the group (told by the chat when their membership is re-checked), or any log
 * line. Every GET route the app registers is asked, with the canary items' ids in every path
 * parameter, so a route added later is covered without touching this test.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@dps/db/client';
import type { CircleMembershipChecker } from '@dps/core/circles/circle-ref';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { addNotification } from '@dps/core/notifications/add-notification';
import { createApp } from '../server/app';
import { createLogger } from '../server/logger';
import { Browser } from './http-client';
import { registeredRoutes } from './registered-routes';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

const CANARY = `canary${Math.random().toString(36).slice(2, 10)}`;
const logLines: string[] = [];
const destination = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

let server: TestServer;
let ann: Browser;
let ben: Browser;
let admin: Browser;
let visitor: Browser;
let mia: Browser; // in Ann's group
let dee: Browser; // in another group only
let eli: Browser; // was in Ann's group, left it
const ids: Record<string, number> = {};
/** The group watch's link code (a path value beside the ids). */
let watchCode = '';
const HOME = { channel: 'telegram' as const, target: '-100777', title: 'Home group' };
const CHOIR = { channel: 'slack_channel' as const, target: 'T1:C1', title: 'Choir' };
/** Who the chats say is in them now: `${target}|${platform id}`. */
const inChat = new Set<string>();
const checker: CircleMembershipChecker = {
  isMember: (circle, who) => Promise.resolve(inChat.has(`${circle.target}|${who}`)),
};

beforeAll(async () => {
  server = await startTestServer({ log: createLogger({ level: 'debug', destination }), circleMembership: checker });
  [ann, ben, admin, visitor, mia, dee, eli] = [0, 1, 2, 3, 4, 5, 6].map(() => new Browser(server.url)) as [
    Browser,
    Browser,
    Browser,
    Browser,
    Browser,
    Browser,
    Browser,
  ];
  const annId = (await signIn(server, ann, { firstName: 'Ann' })).user.id;
  await signIn(server, ben, { firstName: 'Ben' });
  await signIn(server, admin, { firstName: 'Ada', role: 'admin' });
  const miaId = (await signIn(server, mia, { firstName: 'Mia' })).user.id;
  const deeId = (await signIn(server, dee, { firstName: 'Dee' })).user.id;
  const eliId = (await signIn(server, eli, { firstName: 'Eli' })).user.id;
  await queryRows(
    server.db.db,
    sql`insert into identities (user_id, provider, subject) values (${eliId}::int, 'telegram', '4242')`,
  );
  const daily = (await ann.get('/api/prayers/daily')).body;
  const ok = (r: { status: number; body: unknown }) => {
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
    return r.body as { id: number };
  };

  // A private reflection and a private prayer.
  ids.privateReflection = ok(
    await ann.post(`/api/prayers/${daily.id}/reflections`, {
      content: `${CANARY} private reflection`,
      isPublic: false,
      prayerId: daily.id,
    }),
  ).id;
  ids.privatePrayer = ok(
    await ann.post('/api/user/prayers', {
      title: `${CANARY} title`,
      content: `${CANARY} private prayer`,
      isPublic: false,
    }),
  ).id;

  // A public reflection that Ben likes, replies to and reports; then Ann makes it private.
  ids.madePrivateReflection = ok(
    await ann.post(`/api/prayers/${daily.id}/reflections`, {
      content: `${CANARY} public then private`,
      isPublic: true,
      prayerId: daily.id,
    }),
  ).id;
  ok(await ben.post(`/api/reflections/${ids.madePrivateReflection}/like`));
  ids.reply = ok(
    await ben.post(`/api/reflections/${ids.madePrivateReflection}/reply`, { text: 'Praying with you' }),
  ).id;
  ok(await ben.post('/api/reports', { kind: 'reflection', itemId: ids.madePrivateReflection, reason: 'other' }));
  ok(
    await ann.request('PATCH', `/api/reflections/${ids.madePrivateReflection}`, {
      content: `${CANARY} public then private`,
      isPublic: false,
    }),
  );

  // A wall prayer Ben prays for and reports; then Ann makes it private.
  ids.madePrivatePrayer = ok(
    await ann.post('/api/user/prayers', { title: `${CANARY} wall`, content: `${CANARY} on the wall`, isPublic: true }),
  ).id;
  ok(await ben.post(`/api/wall/${ids.madePrivatePrayer}/pray`));
  ok(await ben.post('/api/reports', { kind: 'prayer', itemId: ids.madePrivatePrayer, reason: 'other' }));
  ok(
    await ann.request('PATCH', `/api/user/prayers/${ids.madePrivatePrayer}`, {
      title: `${CANARY} wall`,
      content: `${CANARY} on the wall`,
      isPublic: false,
    }),
  );

  // A request shared only with Ann's group: Mia and Eli are in it, Dee is in another group. Eli
  // prays for it and is told of it in his bell; then he leaves the chat, and no event says so.
  ids.home = await recordCircleMembership(server.ctx, { circle: HOME, userId: annId, isMember: true });
  for (const id of [miaId, eliId])
    await recordCircleMembership(server.ctx, { circle: HOME, userId: id, isMember: true });
  ids.choir = await recordCircleMembership(server.ctx, { circle: CHOIR, userId: deeId, isMember: true });
  inChat.add(`${HOME.target}|4242`);
  ids.circlePrayer = ok(
    await ann.post('/api/user/prayers', {
      title: `${CANARY} circle`,
      content: `${CANARY} only for my group`,
      audience: { kind: 'circles', circleIds: [ids.home] },
    }),
  ).id;
  // A watch for Ann's group carrying that request (decision 342): its title and request for the group only.
  const watch = ok(
    await ann.post('/api/watches', {
      title: `${CANARY} watch`,
      circleId: ids.home,
      requestId: ids.circlePrayer,
      startsAt: new Date(server.clock.now().getTime() + 3_600_000).toISOString(),
      hours: 2,
      slotMinutes: 30,
      perSlot: 1,
    }),
  ) as { id: number; code: string };
  ids.watch = watch.id;
  watchCode = watch.code;
  ok(await mia.post(`/api/watches/${watch.id}/slots/1`));
  ok(await eli.post(`/api/watches/${watch.id}/slots/2`));
  expect(JSON.stringify((await eli.get(`/api/watches/${watchCode}`)).body)).toContain(CANARY);
  ok(await eli.post(`/api/wall/${ids.circlePrayer}/pray`));
  ok(await mia.post(`/api/wall/${ids.circlePrayer}/pray`));
  await addNotification(server.ctx, {
    userId: eliId,
    kind: 'prayer_answered',
    title: 'Answered',
    body: `${CANARY} in the bell`,
    about: { kind: 'prayer', id: ids.circlePrayer },
    fromUserId: annId,
  });
  expect(JSON.stringify((await eli.get('/api/notifications')).body)).toContain(CANARY);
  inChat.delete(`${HOME.target}|4242`);
  server.clock.advance(61_000);
});

afterAll(async () => {
  await server?.close();
});

/** Every GET path of the app with each parameter set to each canary id (and the item kinds). */
function getPaths(): string[] {
  const app = createApp({
    db: server.db,
    clock: server.clock,
    log: createLogger({ level: 'silent' }),
    config: server.config,
  });
  const values = [...Object.values(ids).map(String), watchCode, 'reflection', 'reply', 'prayer'];
  const paths: string[] = [];
  for (const r of registeredRoutes(app)) {
    if (r.method !== 'GET' || !r.path.startsWith('/') || /[\\^$()]/.test(r.path)) continue;
    let expanded = [r.path];
    while (expanded.some((p) => p.includes('/:'))) {
      expanded = expanded.flatMap((p) => (p.includes('/:') ? values.map((v) => p.replace(/:\w+/, v)) : [p]));
    }
    paths.push(...expanded);
  }
  // The routes whose answer depends on a query.
  paths.push(
    `/api/search?q=${CANARY}`,
    '/api/wall?list=open',
    '/api/wall?list=answered',
    '/api/notifications',
    '/api/admin/moderation/reports',
    '/api/admin/moderation/log',
    '/api/user/export',
    '/api/circles',
    `/api/circles/${ids.home}/requests?list=answered`,
    '/api/watches',
    `/api/watches?circleId=${ids.home}`,
  );
  return [...new Set(paths)];
}

describe('the private canary', () => {
  it('is where its author reads it (the test can see it)', async () => {
    expect(JSON.stringify((await ann.get('/api/reflections')).body)).toContain(CANARY);
    expect(JSON.stringify((await ann.get('/api/user/prayers')).body)).toContain(CANARY);
    // The group's current member reads the group's request on its page.
    expect(JSON.stringify((await mia.get(`/api/circles/${ids.home}/requests`)).body)).toContain(CANARY);
    // And the group's watch, with the request it carries.
    const watch = (await mia.get(`/api/watches/${watchCode}`)).body as { title: string; request: { text: string } };
    expect(watch.request.text).toContain(CANARY);
    expect(JSON.stringify((await mia.get('/api/watches')).body)).toContain(CANARY);
  });

  it('is gone for someone who left the group once the chat is asked again', async () => {
    const circles = (await eli.get('/api/circles')).body as { circles: { id: number }[] };
    expect(circles.circles).toEqual([]);
    expect((await eli.get(`/api/circles/${ids.home}/requests`)).status).toBe(404);
    expect((await eli.get(`/api/watches/${watchCode}`)).status).toBe(404);
  });

  it('is in no answer to another member, an admin or a visitor, on any GET route', async () => {
    const paths = getPaths();
    expect(paths.length).toBeGreaterThan(60);
    const leaks: string[] = [];
    for (const [who, b] of [
      ['ben', ben],
      ['admin', admin],
      ['visitor', visitor],
      ['dee (another group)', dee],
      ['eli (left the group)', eli],
    ] as const) {
      for (const path of paths) {
        const r = await b.get(path);
        // Search answers with the query it was asked ("query": "canary…"): only its results count.
        const answer = path.startsWith('/api/search') ? JSON.stringify(r.body?.results ?? null) : r.text;
        if (answer.includes(CANARY)) leaks.push(`${who} GET ${path} (${r.status})`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('is in no log line', () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((l) => l.includes(CANARY))).toEqual([]);
  });
});
