import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { identities, notificationSends, notifications, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { fixedClock, type ActorCtx } from '../context';
import { createUser } from '../accounts/create-user';
import { createGoal } from '../goals/create-goal';
import { completePrayer } from '../prayers/complete-prayer';
import { getDailyPrayer } from '../prayers/get-daily-prayer';
import { createReflection } from '../reflections/create-reflection';
import { replyToReflection } from '../reflections/reply-to-reflection';
import { toggleReflectionLike } from '../reflections/toggle-like';
import { addDays, instantAtLocal } from '../time/local-day';
import { addNotification } from './add-notification';
import { registerTelegramChat } from '../delivery/register-telegram-chat';
import {
  getChatNotifications,
  getChatNotificationsByChannel,
  setChatNotifications,
  setChatNotificationsByChannel,
} from './chat-opt-in';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-notification-read';
import { notifyPrayedForYou } from './notify-events';
import { purgeOldNotifications } from './purge-old-notifications';
import { setRestDay } from '../rhythm/change-rhythm';
import { removeNotification } from './remove-notification';

let h: DbHandle;
let prayerId: number;
beforeAll(async () => {
  h = await createTestDb();
  prayerId = (await h.db.insert(prayers).values({ kind: 'library', title: 'Bell', content: 'c' }).returning())[0]!.id;
});
afterAll(() => h.close());

async function person(firstName: string, now = '2026-03-10T12:00:00Z', timeZone = 'UTC'): Promise<ActorCtx> {
  const ctx = testCtx(h.db, now);
  return actor(ctx, (await makeUser(ctx, { firstName, timeZone })).id, timeZone);
}
const titles = async (a: ActorCtx) => (await listNotifications(a)).notifications.map((n) => n.title);

describe('the bell', () => {
  it('starts with one welcome for a new account, unread', async () => {
    const ann = await person('Ann');
    expect(await listNotifications(ann)).toEqual({
      notifications: [
        {
          id: expect.any(Number),
          kind: 'welcome',
          title: 'Welcome to Daily Prayer & Scripture!',
          body: 'Start your journey with today’s prayer.',
          link: '/',
          read: false,
          createdAt: '2026-03-10T12:00:00.000Z',
        },
      ],
      unreadCount: 1,
    });
  });

  it("speaks each recipient's own language: a Spanish author hears of an English reader's like in Spanish", async () => {
    const ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
    const lucia = actor(ctx, (await createUser(ctx, { firstName: 'Lucía', language: 'es', timeZone: 'UTC' })).id, 'UTC');
    const ben = await person('Ben');
    const r = await createReflection(lucia, { prayerId, content: 'Quédate quieta', isPublic: true });
    await toggleReflectionLike(ben, { reflectionId: r.id });
    await notifyPrayedForYou(ben, { userId: lucia.userId, requestKey: 9, count: 3, link: '/wall?request=9', requestTitle: 'Mi madre' });
    expect((await listNotifications(lucia)).notifications.map((n) => [n.title, n.body])).toEqual([
      ['3 personas oraron por ti hoy', 'Por «Mi madre»'],
      ['A Ben le gustó tu reflexión', ''],
      ['¡Te damos la bienvenida a Daily Prayer & Scripture!', 'Empieza tu camino con la oración de hoy.'],
    ]);
    // Ben's own bell stays English.
    expect(await titles(ben)).toEqual(['Welcome to Daily Prayer & Scripture!']);
  });

  it("tells a reflection's author of a like, never the liker, and once per liker", async () => {
    const ann = await person('Ann');
    const ben = await person('Ben');
    const r = await createReflection(ann, { prayerId, content: 'Be still', isPublic: true });
    await toggleReflectionLike(ben, { reflectionId: r.id });
    await toggleReflectionLike(ben, { reflectionId: r.id }); // taken back
    await toggleReflectionLike(ben, { reflectionId: r.id }); // and given again
    await toggleReflectionLike(ann, { reflectionId: r.id }); // her own like
    const list = await listNotifications(ann);
    expect(list.notifications.map((n) => [n.kind, n.title, n.link])).toEqual([
      ['reflection_like', 'Ben liked your reflection', `/?reflection=${r.id}`],
      ['welcome', 'Welcome to Daily Prayer & Scripture!', '/'],
    ]);
    expect(list.unreadCount).toBe(2);
    expect(await titles(ben)).toEqual(['Welcome to Daily Prayer & Scripture!']);
  });

  it('tells the author of a reply without its words, not when replying to oneself', async () => {
    const ann = await person('Ann');
    const ben = await person('Ben');
    const r = await createReflection(ann, { prayerId, content: 'Parent', isPublic: true });
    await replyToReflection(ben, { reflectionId: r.id, text: 'A secret thought' });
    await replyToReflection(ann, { reflectionId: r.id, text: 'Thanks' });
    const [reply] = (await listNotifications(ann)).notifications;
    expect(reply).toMatchObject({
      kind: 'reflection_reply',
      title: 'Ben replied to your reflection',
      link: `/?reflection=${r.id}`,
    });
    expect(JSON.stringify(reply)).not.toContain('secret');
    expect((await listNotifications(ann)).notifications).toHaveLength(2);
  });

  it('marks one read, all read, and removes, only for the owner', async () => {
    const ann = await person('Ann');
    const ben = await person('Ben');
    const extra = await addNotification(ann, { userId: ann.userId, kind: 'prayer_ready', title: 'Ready' });
    await expect(markNotificationRead(ben, { id: extra.id })).rejects.toMatchObject({ code: 'not_found' });
    await expect(removeNotification(ben, { id: extra.id })).rejects.toMatchObject({ code: 'not_found' });
    await markNotificationRead(ann, { id: String(extra.id) });
    expect((await listNotifications(ann)).unreadCount).toBe(1);
    expect(await markAllNotificationsRead(ben)).toEqual({ marked: 1 }); // Ben's own welcome only
    expect((await listNotifications(ann)).unreadCount).toBe(1);
    expect(await markAllNotificationsRead(ann)).toEqual({ marked: 1 });
    expect((await listNotifications(ann)).unreadCount).toBe(0);
    await removeNotification(ann, { id: extra.id });
    expect(await titles(ann)).toEqual(['Welcome to Daily Prayer & Scripture!']);
    for (const id of ['abc', '0', '-1', '99999999999', '1e3', '', null]) {
      await expect(markNotificationRead(ann, { id })).rejects.toMatchObject({ code: 'not_found' });
    }
  });

  it('keeps 90 days: an older one is gone from the list and from the housekeeping', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const ann = { ...(await person('Ann', '2026-01-01T00:00:00Z')), clock };
    clock.set('2026-03-31T23:59:59Z'); // 89 days, 23:59:59 later
    expect(await titles(ann)).toEqual(['Welcome to Daily Prayer & Scripture!']);
    clock.set('2026-04-01T00:00:01Z'); // 90 days and a second
    expect(await listNotifications(ann)).toEqual({ notifications: [], unreadCount: 0 });

    const ben = await person('Ben', '2026-01-01T00:00:00Z');
    expect((await purgeOldNotifications({ ...ben, clock: fixedClock('2026-03-31T00:00:00Z') })).purged).toBe(0);
    await purgeOldNotifications({ ...ben, clock: fixedClock('2026-04-02T00:00:00Z') });
    expect(await h.db.select().from(notifications).where(eq(notifications.userId, ben.userId))).toEqual([]);
  });

  it('a streak of 7 days and a goal reached, once each', async () => {
    const tz = 'America/Sao_Paulo';
    const first = '2026-05-01';
    const clock = fixedClock(instantAtLocal(first, '08:00', tz));
    const ann = { ...(await person('Ann', clock.now().toISOString(), tz)), clock };
    await createGoal(ann, { title: 'Five days', targetDays: 5 });
    for (let i = 0; i < 7; i++) {
      clock.set(instantAtLocal(addDays(first, i), '08:00', tz));
      const { id } = await dailyPrayerId(ann);
      await completePrayer(ann, { prayerId: id });
      await completePrayer(ann, { prayerId: id }); // a double tap
    }
    const list = await listNotifications(ann);
    expect(list.notifications.map((n) => [n.kind, n.title, n.createdAt])).toEqual([
      ['streak_milestone', '7-day streak!', instantAtLocal('2026-05-07', '08:00', tz).toISOString()],
      ['goal_reached', 'Goal reached!', instantAtLocal('2026-05-05', '08:00', tz).toISOString()],
      ['welcome', 'Welcome to Daily Prayer & Scripture!', instantAtLocal(first, '08:00', tz).toISOString()],
    ]);
    expect(list.notifications[1]!.body).toBe('You reached your goal “Five days” (5 days).');
  });

  it('the 7-day milestone counts the streak every screen shows: across a rest day and a grace day', async () => {
    const tz = 'Europe/Madrid';
    const monday = '2026-06-01';
    const clock = fixedClock(instantAtLocal(monday, '08:00', tz));
    const eva = { ...(await person('Eva', clock.now().toISOString(), tz)), clock };
    await setRestDay(eva, { weekday: 0 }); // Sunday
    const milestones = async () =>
      (await listNotifications(eva)).notifications.filter((n) => n.kind === 'streak_milestone').map((n) => n.title);
    // Monday to Saturday, Sunday rested, then Monday: seven days prayed in a row of eight.
    for (const d of [0, 1, 2, 3, 4, 5, 7]) {
      clock.set(instantAtLocal(addDays(monday, d), '08:00', tz));
      await completePrayer(eva, { prayerId: (await dailyPrayerId(eva)).id });
    }
    expect(await milestones()).toEqual(['7-day streak!']);
    // Tuesday missed (the grace day earned on the 7th day covers it), then Wednesday onward.
    for (let d = 9; d < 9 + 27; d++) {
      if (new Date(`${addDays(monday, d)}T12:00:00Z`).getUTCDay() === 0) continue;
      clock.set(instantAtLocal(addDays(monday, d), '08:00', tz));
      await completePrayer(eva, { prayerId: (await dailyPrayerId(eva)).id });
    }
    expect(await milestones()).toEqual(['30-day streak!', '7-day streak!']);
  });

  it('"N people prayed for you": one per request per day, updated and unread again', async () => {
    const ann = await person('Ann', '2026-03-10T12:00:00Z', 'Pacific/Kiritimati');
    await markAllNotificationsRead(ann);
    await notifyPrayedForYou(ann, { userId: ann.userId, requestKey: 7, count: 1, link: '/wall?request=7' });
    await markAllNotificationsRead(ann);
    const again = await notifyPrayedForYou(ann, {
      userId: ann.userId,
      requestKey: 7,
      count: 3,
      link: '/wall?request=7',
    });
    expect(again.created).toBe(false);
    const list = await listNotifications(ann);
    expect(list.unreadCount).toBe(1);
    expect(list.notifications[0]).toMatchObject({ title: '3 people prayed for you today', read: false });
    // 12:00 UTC is already the 11th in Kiritimati (UTC+14): the next UTC hours are still that day.
    ann.clock.now = () => new Date('2026-03-10T09:59:00Z');
    await notifyPrayedForYou(ann, { userId: ann.userId, requestKey: 7, count: 1, link: '/wall?request=7' });
    expect((await listNotifications(ann)).notifications.filter((n) => n.kind === 'prayed_for_you')).toHaveLength(2);
  });

  it('queues a notification for each chat of the person, by default, unless they turned it off there; once', async () => {
    const ann = await person('Ann');
    const ben = await person('Ben');
    // Her private Telegram chat and her two Slack DMs are told without her asking (decision 196)…
    await registerTelegramChat(ann, { chatId: 555, type: 'private', userId: ann.userId });
    for (const subject of ['T1:U1', 'T2:U2'])
      await h.db.insert(identities).values({ userId: ann.userId, provider: 'slack', subject, createdAt: new Date() });
    // …but the one she turned off stays off, even after turning it on and off again.
    await setChatNotifications(ann, { userId: ann.userId, channel: 'slack', target: 'T1:U1', on: true });
    await setChatNotifications(ann, { userId: ann.userId, channel: 'slack', target: 'T1:U1', on: false });
    expect(await getChatNotifications(ann, { channel: 'slack', target: 'T1:U1' })).toEqual({ on: false });
    expect(await getChatNotifications(ann, { channel: 'slack', target: 'T2:U2' })).toEqual({ on: true });
    expect(await getChatNotificationsByChannel(ann)).toEqual({ telegram: { on: true }, slack: { on: true } });
    const r = await createReflection(ann, { prayerId, content: 'x', isPublic: true });
    await toggleReflectionLike(ben, { reflectionId: r.id });
    const { id } = (await listNotifications(ann)).notifications[0]!;
    await toggleReflectionLike(ben, { reflectionId: r.id });
    await toggleReflectionLike(ben, { reflectionId: r.id });
    const sends = await h.db.select().from(notificationSends).where(eq(notificationSends.notificationId, id));
    expect(sends.map((s) => [s.channel, s.target, s.status]).sort()).toEqual([
      ['slack', 'T2:U2', 'pending'],
      ['telegram', '555', 'pending'],
    ]);
    // Ben has no chat: nothing is queued for him, and the web shows no chat switch.
    expect(await getChatNotificationsByChannel(ben)).toEqual({ telegram: null, slack: null });
  });

  it('the web switch turns every chat of that channel off, and the chats answer the same', async () => {
    const cy = await person('Cy');
    await registerTelegramChat(cy, { chatId: 556, type: 'private', userId: cy.userId });
    expect(await setChatNotificationsByChannel(cy, { channel: 'telegram', on: false })).toEqual({ on: false });
    expect(await getChatNotifications(cy, { channel: 'telegram', target: '556' })).toEqual({ on: false });
    expect(await getChatNotificationsByChannel(cy)).toEqual({ telegram: { on: false }, slack: null });
    expect(await setChatNotificationsByChannel(cy, { channel: 'slack', on: false })).toBeNull();
    await expect(setChatNotificationsByChannel(cy, { channel: 'email' as never, on: true })).rejects.toMatchObject({
      code: 'validation',
    });
  });
});

async function dailyPrayerId(a: ActorCtx): Promise<{ id: number }> {
  const p = await getDailyPrayer(a);
  return { id: p!.id };
}
