import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { queryRows } from '@dps/db/client';
import {
  chatConversations,
  identities,
  completions,
  contactMessages,
  deliveries,
  favorites,
  goals,
  groupPrayers,
  notifications,
  prayers,
  pushSubscriptions,
  reflections,
  telegramChats,
  users,
  watches,
  watchSends,
} from '@dps/db/schema';
import { setConversationState } from '../conversations/conversation-state';
import { reportItem } from '../moderation/report-item';
import { setChatNotifications } from '../notifications/chat-opt-in';
import { listNotifications } from '../notifications/list-notifications';
import { createReflection } from '../reflections/create-reflection';
import { replyToReflection } from '../reflections/reply-to-reflection';
import { toggleReflectionLike } from '../reflections/toggle-like';
import { createUserPrayer } from '../user-prayers/create-user-prayer';
import { markRequestAnswered } from '../wall/mark-request-answered';
import { prayForRequest } from '../wall/pray-for-request';
import { textColumns, userReferences } from '../../test/schema-tables';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { deleteAccount } from './delete-account';
import { findOrCreateUserByIdentity } from './identities';
import { registerWithPassword } from './register';
import { createSession } from './create-session';
import { getSessionUser } from './sessions';
import { circleOf } from '../circles/rotation/circle-fixtures';
import { claimWatchSlot } from '../watches/claim-watch-slot';
import { getWatch } from '../watches/get-watch';
import { releaseWatchSlot } from '../watches/release-watch-slot';
import { startWatch } from '../watches/start-watch';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let prayerId: number;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db);
  const [p] = await h.db.insert(prayers).values({ kind: 'topic', title: 'Delete prayer', content: 'c' }).returning();
  prayerId = p!.id;
});
afterAll(() => h.close());

/** Every row anywhere that still points at this person (every foreign key to users.id in the schema). */
async function traces(userId: number): Promise<number> {
  let n = 0;
  for (const ref of userReferences()) {
    const [tbl, col] = ref.split('.') as [string, string];
    const [row] = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from ${sql.identifier(tbl)} where ${sql.identifier(col)} = ${userId}`,
    );
    n += row!.n;
  }
  return n;
}

/** `table.column` of every text or JSON column of every table holding one of `words` (a full-dump search). */
async function textTraces(words: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of textColumns()) {
    const [row] = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text ilike any (${sql.raw(`array[${words.map((w) => `'%${w}%'`).join(',')}]`)})`,
    );
    if (row!.n > 0) found.push(`${table}.${column} (${row!.n})`);
  }
  return found;
}

async function giveHistory(userId: number) {
  await h.db.insert(completions).values({ userId, prayerId, localDate: '2026-03-01' });
  await h.db.insert(favorites).values({ userId, prayerId });
  await h.db.insert(reflections).values({ userId, prayerId, content: 'a thought' });
  await h.db
    .insert(contactMessages)
    .values({ userId, name: 'N', email: `writer-${userId}@example.test`, subject: 's', message: 'm' });
}

describe('deleteAccount', () => {
  it('needs the password from a person who has one', async () => {
    const me = await registerWithPassword(ctx, {
      email: 'dorcas@example.test',
      password: 'good-works-joppa',
      firstName: 'Dorcas',
    });
    await giveHistory(me.id);
    for (const password of ['wrong-password', '', undefined]) {
      await expect(deleteAccount(actor(ctx, me.id), { password, recentSignIn: true })).rejects.toMatchObject({
        code: 'unauthorized',
        message: 'Incorrect password.',
      });
    }
    expect(await h.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(1);
  });

  it('deletes the person and every row of theirs; others keep theirs; admin content stays authorless', async () => {
    const me = await registerWithPassword(ctx, {
      email: 'tabitha@example.test',
      password: 'good-works-joppa',
      firstName: 'Tabitha',
    });
    const other = await makeUser(ctx);
    await giveHistory(me.id);
    await giveHistory(other.id);
    const [daily] = await h.db
      .insert(prayers)
      .values({ kind: 'daily', date: '2026-04-01', title: 'd', content: 'c', createdBy: me.id })
      .returning();
    const { token } = await createSession(ctx, { userId: me.id });
    const otherBefore = await traces(other.id);
    expect(await traces(me.id)).toBeGreaterThan(5);

    expect(await deleteAccount(actor(ctx, me.id), { password: 'good-works-joppa' })).toEqual({ deleted: true });
    expect(await traces(me.id)).toBe(0);
    expect(await h.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(0);
    expect(await getSessionUser(ctx, { token })).toBeNull();
    expect(await traces(other.id)).toBe(otherBefore);
    const [kept] = await h.db.select().from(prayers).where(eq(prayers.id, daily!.id));
    expect(kept!.createdBy).toBeNull();
    expect(await h.db.select().from(contactMessages).where(eq(contactMessages.userId, other.id))).toHaveLength(1);
    // Their contact messages are personal data too: gone, not merely orphaned.
    expect(
      await h.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, `writer-${me.id}@example.test`)),
    ).toHaveLength(0);
  });

  it('a provider-only person must have signed in recently', async () => {
    const { user } = await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '8001' });
    await giveHistory(user.id);
    await expect(deleteAccount(actor(ctx, user.id), {})).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(deleteAccount(actor(ctx, user.id), { recentSignIn: false })).rejects.toMatchObject({
      code: 'unauthorized',
    });
    expect(await traces(user.id)).toBeGreaterThan(0);
    await deleteAccount(actor(ctx, user.id), { recentSignIn: true });
    expect(await traces(user.id)).toBe(0);
    // The Telegram identity is free again: the next contact is a new person.
    const again = await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '8001' });
    expect(again.created).toBe(true);
  });

  it("leaves no trace of the person in any table: not their name or words in other people's notifications, drafts or deliveries", async () => {
    // Words only this person ever wrote or was called, in everything they can write.
    const MARKS = ['Quintessa', 'Marrowby', '987650001', 'T0PSECRETTEAM:U0QUIN'];
    const { user: q } = await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '987650001' });
    await h.db
      .update(users)
      .set({ firstName: 'Quintessa', lastName: 'Marrowby', email: 'quintessa.marrowby@example.test' })
      .where(eq(users.id, q.id));
    await h.db.insert(identities).values({ userId: q.id, provider: 'slack', subject: 'T0PSECRETTEAM:U0QUIN' });
    const me = actor(ctx, q.id);
    const other = actor(ctx, (await makeUser(ctx, { firstName: 'Bob' })).id);

    // Bob's public reflection, which Quintessa likes, replies to and reports; her own, which Bob likes.
    const bobs = await createReflection(other, { prayerId, content: 'Bob thinks aloud', isPublic: true });
    await toggleReflectionLike(me, { reflectionId: bobs.id });
    await replyToReflection(me, { reflectionId: bobs.id, text: 'Marrowby says amen' });
    await reportItem(me, { kind: 'reflection', itemId: bobs.id, reason: 'other', note: 'Marrowby thinks this is off' });
    const hers = await createReflection(me, { prayerId, content: 'Marrowby reflects', isPublic: true });
    await toggleReflectionLike(other, { reflectionId: hers.id });
    // Her request on the wall, prayed for by Bob, then answered with a note: Bob is told her words.
    const request = await createUserPrayer(me, { title: 'Marrowby family', content: 'Marrowby words', isPublic: true });
    await prayForRequest(other, { requestId: request.id });
    await markRequestAnswered(me, { requestId: request.id, note: 'Marrowby answer note' });
    // Bob's request, which she prays for: Bob's "1 person prayed for you" stays (a count, his words).
    const bobsRequest = await createUserPrayer(other, {
      title: 'Bob needs rain',
      content: 'dry fields',
      isPublic: true,
    });
    await prayForRequest(me, { requestId: bobsRequest.id });
    await h.db.insert(goals).values({ userId: q.id, title: 'Marrowby goal', targetDays: 7, startDate: '2026-03-01' });
    await h.db.insert(contactMessages).values({
      userId: q.id,
      name: 'Quintessa',
      email: 'quintessa.marrowby@example.test',
      subject: 'Hello',
      message: 'Marrowby writes',
    });
    // Her chats: a Telegram private chat with a draft in progress, a chat opt-in, reminder deliveries.
    await h.db
      .insert(telegramChats)
      .values({ chatId: 987650001, type: 'private', userId: q.id, title: 'Quintessa Marrowby' });
    await setConversationState(ctx, 'telegram:987650001:987650001', {
      kind: 'reflect',
      prayerId,
      content: 'Marrowby half-written',
    });
    await setChatNotifications(ctx, { userId: q.id, channel: 'telegram', target: '987650001', on: true });
    const [device] = await h.db
      .insert(pushSubscriptions)
      .values({ userId: q.id, endpoint: 'https://fcm.googleapis.com/fcm/send/Marrowby', p256dh: 'p', auth: 'a' })
      .returning();
    await h.db.insert(deliveries).values([
      { channel: 'telegram', target: '987650001', localDate: '2026-03-10', status: 'sent' },
      { channel: 'slack_dm', target: 'T0PSECRETTEAM:U0QUIN', localDate: '2026-03-10', status: 'sent' },
      { channel: 'email', target: String(q.id), localDate: '2026-03-10', status: 'sent' },
      { channel: 'web_push', target: String(device!.id), localDate: '2026-03-10', status: 'sent' },
      { channel: 'telegram', target: '-100555', localDate: '2026-03-10', status: 'sent' },
    ]);
    await h.db
      .insert(groupPrayers)
      .values({ channel: 'telegram', target: '-100555', localDate: '2026-03-10', userId: q.id });

    const bobsBell = async () => (await listNotifications(other)).notifications.map((n) => `${n.title} ${n.body}`);
    expect(await bobsBell()).toEqual(
      expect.arrayContaining([
        'Quintessa liked your reflection ',
        expect.stringContaining('Quintessa replied'),
        expect.stringContaining('Marrowby answer note'),
        expect.stringContaining('1 person prayed for you today'),
      ]),
    );
    expect(await textTraces(MARKS)).not.toEqual([]);

    await deleteAccount(me, { recentSignIn: true });

    expect(await traces(q.id)).toBe(0);
    expect(await textTraces(MARKS)).toEqual([]);
    // Bob keeps what is his alone: his reflection, his request's count, the group's delivery.
    expect(await bobsBell()).toEqual([
      expect.stringContaining('1 person prayed for you today'),
      expect.stringContaining('Welcome'),
    ]);
    expect(await h.db.select().from(reflections).where(eq(reflections.id, bobs.id))).toHaveLength(1);
    expect(await h.db.select().from(deliveries).where(eq(deliveries.target, '-100555'))).toHaveLength(1);
    expect(await h.db.select().from(chatConversations)).toEqual([]);
    expect(await h.db.select().from(notifications).where(eq(notifications.userId, q.id))).toEqual([]);
  });

  it("gives a deleted person's watch places back, redraws those posts, and keeps the watches they started running", async () => {
    const wctx = testCtx(h.db, '2026-12-07T10:00:00Z');
    const mia = await registerWithPassword(wctx, {
      email: 'mia@example.test',
      password: 'keep-the-watch-7',
      firstName: 'Mia',
    });
    const silas = await makeUser(wctx, { firstName: 'Silas' });
    const circleId = await circleOf(wctx, '-100744', [mia.id, silas.id]);
    const miaCtx = actor(wctx, mia.id, 'Europe/Madrid', wctx.clock);
    const silasCtx = actor(wctx, silas.id, 'America/New_York', wctx.clock);
    const shape = { circleId, startsAt: '2026-12-07T20:00:00Z', hours: 2, slotMinutes: 30, perSlot: 2 } as const;
    const his = await startWatch(silasCtx, { title: 'Silas asks for a night', ...shape });
    const hers = await startWatch(miaCtx, { title: 'Mia starts a watch', ...shape });
    const quiet = await startWatch(silasCtx, { title: 'A place she gave back', ...shape });
    await claimWatchSlot(miaCtx, { watchId: his.id, slot: 1 });
    await claimWatchSlot(miaCtx, { watchId: his.id, slot: 2 });
    await claimWatchSlot(silasCtx, { watchId: his.id, slot: 1 });
    await claimWatchSlot(miaCtx, { watchId: hers.id, slot: 0 });
    await claimWatchSlot(miaCtx, { watchId: quiet.id, slot: 0 });
    await releaseWatchSlot(miaCtx, { watchId: quiet.id, slot: 0 });
    const [claim] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from watch_claims where watch_id = ${his.id}::int and user_id = ${mia.id}::int and slot = 1`,
    );
    await h.db.insert(watchSends).values({
      watchId: his.id,
      kind: 'slot_reminder',
      key: `c${claim!.id}`,
      claimId: claim!.id,
      userId: mia.id,
      channel: 'telegram',
      target: '4711',
      dueAt: new Date('2026-12-07T20:20:00Z'),
      nextAttemptAt: new Date('2026-12-07T20:20:00Z'),
    });
    // The outbox has drawn every post: nothing waits for a redraw.
    await h.db.update(watches).set({ postDirtyAt: null, postMessageId: '77' });
    wctx.clock.advance(3_600_000);

    await deleteAccount(miaCtx, { password: 'keep-the-watch-7' });

    expect(await traces(mia.id)).toBe(0);
    const dirty = async (id: number) =>
      (await h.db.select({ at: watches.postDirtyAt }).from(watches).where(eq(watches.id, id)))[0]!.at;
    // The posts of the watches she held places in are redrawn; the one she had left already is not.
    expect(await dirty(his.id)).toEqual(new Date('2026-12-07T11:00:00Z'));
    expect(await dirty(hers.id)).toEqual(new Date('2026-12-07T11:00:00Z'));
    expect(await dirty(quiet.id)).toBeNull();
    const seen = await getWatch({ ...wctx, userId: silas.id }, { id: his.id });
    expect(seen.slots[1]!.claimers).toEqual([{ name: 'Silas', isMe: true, prayed: false }]);
    expect(seen.slots[2]).toMatchObject({ claimers: [], free: 2 });
    // Her own watch keeps running for the group, with no one named as its starter.
    const kept = await getWatch({ ...wctx, userId: silas.id }, { id: hers.id });
    expect(kept).toMatchObject({ title: 'Mia starts a watch', status: 'upcoming' });
    expect(kept.slots[0]).toMatchObject({ claimers: [], free: 2 });
    expect(await h.db.select().from(watchSends)).toEqual([]);
  });
});
