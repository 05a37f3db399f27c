/**
 * The circle rule on every surface (decisions 280, 286, 287): a circle-only request is read by its
 * circle's current members and its author, and by nobody else — a stranger, a member of another
 * group, an admin, someone who left — on the wall, a circle's page, "I prayed", the bell and its
 * chat outbox, reports and the moderation queue, and the chats' copies. Pinned clock, real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbHandle } from '@dps/db/client';
import { telegramChats, userPrayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import { recordChatCopy as recordTakeBackCopy } from '../chat-copies/record-chat-copy';
import { claimChatTakeBacks } from '../chat-copies/chat-take-backs';
import { claimChatEchoes } from '../chat-echoes/chat-echo-outbox';
import { queueChatEchoes, recordChatCopy } from '../chat-echoes/chat-copies';
import { listOpenReports } from '../moderation/list-open-reports';
import { reportItem } from '../moderation/report-item';
import { addNotification } from '../notifications/add-notification';
import { listNotifications } from '../notifications/list-notifications';
import { claimNotificationSends } from '../notifications/notification-outbox';
import { createUserPrayer } from '../user-prayers/create-user-prayer';
import { listUserPrayers } from '../user-prayers/list-user-prayers';
import { updateUserPrayer } from '../user-prayers/update-user-prayer';
import { listWall } from '../wall/list-wall';
import { prayForRequest } from '../wall/pray-for-request';
import type { CircleMembershipChecker, CircleRef } from './circle-ref';
import { listCircleRequests } from './list-circle-requests';
import { listMyCircles } from './list-my-circles';
import { recordCircleMembership } from './record-circle-membership';
import { refreshMyCircleMemberships } from './refresh-my-circle-memberships';
import { setRequestAudience } from './set-request-audience';

const HOME: CircleRef & { title: string } = { channel: 'telegram', target: '-1001', title: 'Home group' };
const OTHER: CircleRef & { title: string } = { channel: 'slack_channel', target: 'T1:C9', title: 'Choir' };
const SECRET = 'pray for my marriage';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let ana: ActorCtx; // the author, in Home
let ben: ActorCtx; // a member of Home
let cy: ActorCtx; // a stranger
let dee: ActorCtx; // a member of another group (Choir) only
let ada: ActorCtx; // an admin, in no group
let eli: ActorCtx; // was in Home, left
let home: number;
let other: number;
let requestId: number;

const people = () => ({ cy, dee, ada, eli });

beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-12-07T10:00:00Z');
  const mk = async (firstName: string, role: 'user' | 'admin' = 'user') =>
    actor(ctx, (await makeUser(ctx, { firstName, role })).id);
  [ana, ben, cy, dee, ada, eli] = await Promise.all([
    mk('Ana'),
    mk('Ben'),
    mk('Cy'),
    mk('Dee'),
    mk('Ada', 'admin'),
    mk('Eli'),
  ]);
  home = await recordCircleMembership(ctx, { circle: HOME, userId: ana.userId, isMember: true, isLeader: true });
  for (const p of [ben, eli]) await recordCircleMembership(ctx, { circle: HOME, userId: p.userId, isMember: true });
  other = await recordCircleMembership(ctx, { circle: OTHER, userId: dee.userId, isMember: true });
  await recordCircleMembership(ctx, { circle: OTHER, userId: ana.userId, isMember: true });
  requestId = (
    await createUserPrayer(ana, {
      title: 'Marriage',
      content: SECRET,
      audience: { kind: 'circles', circleIds: [home] },
    })
  ).id;
  // Eli prays for it while in the group, then leaves the chat.
  await prayForRequest(eli, { requestId });
  await recordCircleMembership(ctx, { circle: HOME, userId: eli.userId, isMember: false });
});
afterAll(() => h.close());

describe("a request's audience", () => {
  it('is shown to its author with the groups it reaches and when it will ask', async () => {
    const [mine] = await listUserPrayers(ana);
    expect(mine).toMatchObject({
      id: requestId,
      isPublic: false,
      audience: { kind: 'circles', circles: [{ id: home, title: 'Home group' }] },
      asksAt: new Date('2027-01-06T10:00:00Z'),
      archivedAt: null,
    });
  });

  it('names only groups the author is in now', async () => {
    await expect(
      createUserPrayer(cy, { title: 'T', content: 'c', audience: { kind: 'circles', circleIds: [home] } }),
    ).rejects.toMatchObject({ code: 'validation', key: 'notInThatGroup' });
    await expect(
      setRequestAudience(ana, { prayerId: requestId, audience: { kind: 'circles', circleIds: [] } }),
    ).rejects.toMatchObject({
      code: 'validation',
    });
    const other = await createUserPrayer(ben, { title: 'Ben', content: 'x' });
    await expect(setRequestAudience(ana, { prayerId: other.id, audience: { kind: 'everyone' } })).rejects.toMatchObject(
      { code: 'not_found' },
    );
  });

  it('changing it is the author’s last word: the 30 days count again and an ask is cleared', async () => {
    const p = await createUserPrayer(ana, { title: 'Job', content: 'a new job' });
    await h.db.update(userPrayers).set({ expiryAskedAt: ctx.clock.now() }).where(eq(userPrayers.id, p.id));
    ctx.clock.advance(5 * 86_400_000);
    const saved = await setRequestAudience(ana, {
      prayerId: p.id,
      audience: { kind: 'circles', circleIds: [home, other] },
    });
    expect(saved.audience).toEqual({
      kind: 'circles',
      circles: [
        { id: other, title: 'Choir' },
        { id: home, title: 'Home group' },
      ],
    });
    expect(saved.asksAt).toEqual(new Date(ctx.clock.now().getTime() + 30 * 86_400_000));
    const [row] = await h.db.select().from(userPrayers).where(eq(userPrayers.id, p.id));
    expect(row).toMatchObject({ updatedAt: ctx.clock.now(), expiryAskedAt: null });
    expect((await setRequestAudience(ana, { prayerId: p.id, audience: { kind: 'everyone' } })).audience).toEqual({
      kind: 'everyone',
    });
    expect((await listWall(cy)).items.map((i) => i.id)).toContain(p.id);
    await setRequestAudience(ana, { prayerId: p.id, audience: { kind: 'only_me' } });
    expect((await listWall(cy)).items.map((i) => i.id)).not.toContain(p.id);
  });
});

describe('an edit', () => {
  it('may set the audience too, and is the author’s last word on the request', async () => {
    const p = await createUserPrayer(ana, { title: 'Exams', content: 'my exams' });
    await h.db.update(userPrayers).set({ expiryAskedAt: ctx.clock.now() }).where(eq(userPrayers.id, p.id));
    ctx.clock.advance(86_400_000);
    const edited = await updateUserPrayer(ana, {
      prayerId: p.id,
      title: 'Exams',
      content: 'my exams next week',
      audience: { kind: 'circles', circleIds: [home] },
    });
    expect(edited.audience).toEqual({ kind: 'circles', circles: [{ id: home, title: 'Home group' }] });
    const [row] = await h.db.select().from(userPrayers).where(eq(userPrayers.id, p.id));
    expect(row).toMatchObject({ updatedAt: ctx.clock.now(), expiryAskedAt: null, isPublic: false });
    // Someone in the group may see it, but it is not theirs to change.
    await expect(updateUserPrayer(ben, { prayerId: p.id, title: 'x', content: 'y' })).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(updateUserPrayer(cy, { prayerId: p.id, title: 'x', content: 'y' })).rejects.toMatchObject({
      code: 'not_found',
    });
    // Without an audience, an edit keeps it where it was.
    const kept = await updateUserPrayer(ana, { prayerId: p.id, title: 'Exams', content: 'my exams' });
    expect(kept.audience.kind).toBe('circles');
    expect(
      (await updateUserPrayer(ana, { prayerId: p.id, title: 'Exams', content: 'my exams', isPublic: false })).audience,
    ).toEqual({
      kind: 'only_me',
    });
  });
});

describe('a circle-only request', () => {
  it('is on its circle’s page for its members, and nowhere on the wall', async () => {
    const page = await listCircleRequests(ben, { circleId: home });
    expect(page.items.map((i) => [i.id, i.content, i.authorName])).toEqual([[requestId, SECRET, 'Ana']]);
    for (const viewer of [ana, ben, cy, dee, ada, eli]) {
      expect(JSON.stringify(await listWall(viewer))).not.toContain(SECRET);
    }
    const mine = await listMyCircles(ben);
    expect(mine).toEqual([
      expect.objectContaining({
        id: home,
        title: 'Home group',
        channel: 'telegram',
        isLeader: false,
        memberCount: 2,
        openRequests: 1,
      }),
    ]);
  });

  it('is not found by a stranger, a member of another group, an admin or someone who left', async () => {
    for (const [who, viewer] of Object.entries(people())) {
      await expect(listCircleRequests(viewer, { circleId: home }), who).rejects.toMatchObject({ code: 'not_found' });
      await expect(prayForRequest(viewer, { requestId }), who).rejects.toMatchObject({ code: 'not_found' });
      await expect(
        reportItem(viewer, { kind: 'prayer', itemId: requestId, reason: 'other' }),
        who,
      ).rejects.toMatchObject({
        code: 'not_found',
      });
    }
    expect((await listMyCircles(eli)).map((c) => c.id)).toEqual([]);
    expect((await prayForRequest(ben, { requestId })).counted).toBe(true);
  });

  it('is told in the bell and the chat outbox only while the person may see it', async () => {
    await h.db.insert(telegramChats).values({ chatId: 5551, type: 'private', userId: ben.userId });
    const tell = (userId: number) =>
      addNotification(ctx, {
        userId,
        kind: 'prayer_answered',
        title: 'Answered',
        body: SECRET,
        about: { kind: 'prayer', id: requestId },
        fromUserId: ana.userId,
      });
    expect((await tell(cy.userId)).id).toBeNull();
    expect((await tell(eli.userId)).id).toBeNull();
    expect((await tell(ben.userId)).created).toBe(true);
    expect(JSON.stringify(await listNotifications(ben))).toContain(SECRET);
    // Ben leaves before the chat outbox runs: the bell and the chat stop telling it.
    await recordCircleMembership(ctx, { circle: HOME, userId: ben.userId, isMember: false });
    expect(JSON.stringify(await listNotifications(ben))).not.toContain(SECRET);
    expect(JSON.stringify(await claimNotificationSends(ctx))).not.toContain(SECRET);
    await recordCircleMembership(ctx, { circle: HOME, userId: ben.userId, isMember: true });
  });

  it('reaches the moderators only when a current member of its circle reports it, and only that item', async () => {
    const quiet = await createUserPrayer(ana, {
      title: 'Quiet',
      content: 'another circle-only request',
      audience: { kind: 'circles', circleIds: [home] },
    });
    expect(JSON.stringify(await listOpenReports(ada))).not.toContain(SECRET);
    await reportItem(ben, { kind: 'prayer', itemId: requestId, reason: 'harmful' });
    const queue = await listOpenReports(ada);
    expect(queue.map((e) => [e.kind, e.itemId, e.content])).toEqual([['prayer', requestId, SECRET]]);
    expect(JSON.stringify(queue)).not.toContain('another circle-only request');
    expect(quiet.id).toBeGreaterThan(requestId);
    // The reporter leaves the group: the item is no longer the moderators' to read.
    await recordCircleMembership(ctx, { circle: HOME, userId: ben.userId, isMember: false });
    expect(JSON.stringify(await listOpenReports(ada))).not.toContain(SECRET);
    await recordCircleMembership(ctx, { circle: HOME, userId: ben.userId, isMember: true });
  });

  it("is redrawn only in its own circle's chat, and taken back from chats it leaves", async () => {
    await recordChatCopy(ctx, {
      kind: 'request',
      itemId: requestId,
      channel: 'telegram',
      target: HOME.target,
      messageId: '1',
    });
    await recordChatCopy(ctx, {
      kind: 'request',
      itemId: requestId,
      channel: 'slack',
      target: OTHER.target,
      messageId: '2',
    });
    await queueChatEchoes(ctx, { kind: 'request', itemId: requestId, action: 'refresh' });
    const echoes = await claimChatEchoes(ctx);
    const byChat = Object.fromEntries(
      echoes.map((e) => [
        e.target,
        e.kind === 'request' && e.action === 'refresh' ? (e.request?.content ?? null) : null,
      ]),
    );
    expect(byChat).toEqual({ [HOME.target]: SECRET, [OTHER.target]: null });

    await recordTakeBackCopy(ctx, { requestId, channel: 'telegram', chatId: HOME.target, messageId: '1' });
    await recordTakeBackCopy(ctx, { requestId, channel: 'slack', chatId: OTHER.target, messageId: '2' });
    // Posted in a chat outside its audience: due to be taken back at once; its own group's stays.
    expect((await claimChatTakeBacks(ctx)).map((c) => c.chatId)).toEqual([OTHER.target]);
    ctx.clock.advance(10 * 60_000);
    await setRequestAudience(ana, { prayerId: requestId, audience: { kind: 'only_me' } });
    expect((await claimChatTakeBacks(ctx)).map((c) => c.chatId)).toContain(HOME.target);
    await setRequestAudience(ana, { prayerId: requestId, audience: { kind: 'circles', circleIds: [home] } });
  });

  it('once archived, is its author’s alone', async () => {
    const p = await createUserPrayer(ana, {
      title: 'Old',
      content: 'an old worry',
      audience: { kind: 'circles', circleIds: [home] },
    });
    await h.db.update(userPrayers).set({ archivedAt: ctx.clock.now() }).where(eq(userPrayers.id, p.id));
    expect(JSON.stringify(await listCircleRequests(ben, { circleId: home }))).not.toContain('an old worry');
    await expect(prayForRequest(ben, { requestId: p.id })).rejects.toMatchObject({ code: 'not_found' });
    const mine = (await listUserPrayers(ana)).find((r) => r.id === p.id);
    expect(mine).toMatchObject({ archivedAt: ctx.clock.now(), asksAt: null, content: 'an old worry' });
  });
});

describe('membership freshness', () => {
  it('asks the platform about rows older than a minute, and someone who left sees nothing', async () => {
    const fay = actor(ctx, (await makeUser(ctx, { firstName: 'Fay' })).id);
    await queryRows(
      h.db,
      sql`insert into identities (user_id, provider, subject) values (${fay.userId}::int, 'telegram', '777'), (${fay.userId}::int, 'slack', 'T1:U7')`,
    );
    await recordCircleMembership(ctx, { circle: HOME, userId: fay.userId, isMember: true });
    await recordCircleMembership(ctx, { circle: OTHER, userId: fay.userId, isMember: true });
    const asked: string[] = [];
    const inChat = new Set([`telegram|${HOME.target}|777`, `slack_channel|${OTHER.target}|T1:U7`]);
    const checker: CircleMembershipChecker = {
      isMember: (circle, who) => {
        asked.push(`${circle.channel}|${circle.target}|${who}`);
        return Promise.resolve(inChat.has(`${circle.channel}|${circle.target}|${who}`));
      },
    };
    // Fresh rows are not asked about.
    expect(await refreshMyCircleMemberships(fay, { checker })).toEqual({ checked: 0, left: 0 });
    expect((await listCircleRequests(fay, { circleId: home })).items.map((i) => i.id)).toContain(requestId);

    // Fay leaves the Telegram group; no event arrives. Within the minute a read asks again.
    inChat.delete(`telegram|${HOME.target}|777`);
    ctx.clock.advance(61_000);
    expect(await refreshMyCircleMemberships(fay, { checker })).toEqual({ checked: 2, left: 1 });
    expect(asked.sort()).toEqual([`slack_channel|${OTHER.target}|T1:U7`, `telegram|${HOME.target}|777`]);
    await expect(listCircleRequests(fay, { circleId: home })).rejects.toMatchObject({ code: 'not_found' });
    await expect(prayForRequest(fay, { requestId })).rejects.toMatchObject({ code: 'not_found' });
    expect((await listMyCircles(fay)).map((c) => c.id)).toEqual([other]);

    // No checker (no bots on this server) or no answer: the last word stands.
    ctx.clock.advance(61_000);
    expect(await refreshMyCircleMemberships(fay, { checker: null })).toEqual({ checked: 0, left: 0 });
    const silent: CircleMembershipChecker = { isMember: () => Promise.resolve(null) };
    expect(await refreshMyCircleMemberships(fay, { checker: silent })).toEqual({ checked: 0, left: 0 });
    expect((await listMyCircles(fay)).map((c) => c.id)).toEqual([other]);
  });
});
