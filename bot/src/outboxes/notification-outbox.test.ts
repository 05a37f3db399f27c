/**
 * Notifications reach a person's private Telegram chat unless they said /notify off there
 * (decisions 145, 196): the real grammY bot and the real outbox sender against the fake Bot API, on
 * a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from 'grammy';
import { and, eq } from 'drizzle-orm';
import { prayForRequest } from '@dps/core/wall/pray-for-request';
import { identities, notificationChatOptIns, prayers, telegramChats } from '@dps/db/schema';
import { makeUser } from '@dps/core/test/factories';
import { createReflection } from '@dps/core/reflections/create-reflection';
import { toggleReflectionLike } from '@dps/core/reflections/toggle-like';
import { replyToReflection } from '@dps/core/reflections/reply-to-reflection';
import type { ActorCtx } from '@dps/core/context';
import { startBotHarness, APP_URL, type BotHarness } from '../../test/bot-harness';
import type { TgUser } from '../../test/fake-telegram-server';
import { createNotificationOutbox, type NotificationOutbox } from './notification-outbox';

let t: BotHarness;
let outbox: NotificationOutbox;
let prayerId: number;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-16T12:00:00Z' });
  outbox = createNotificationOutbox({
    ctx: t.ctx,
    telegram: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }),
    appUrl: APP_URL,
    pauseMs: 0,
  });
  prayerId = (await t.db.db.insert(prayers).values({ kind: 'topic', title: 'Outbox', content: 'c' }).returning())[0]!
    .id;
});
afterAll(() => t.stop());

async function actorOf(u: TgUser): Promise<ActorCtx> {
  const [row] = await t.db.db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))));
  return { ...t.ctx, userId: row!.userId, timeZone: 'UTC' };
}

async function webPerson(firstName: string): Promise<ActorCtx> {
  return { ...t.ctx, userId: (await makeUser(t.ctx, { firstName })).id, timeZone: 'UTC' };
}

const sentTo = (u: TgUser, since: number) =>
  t.fake.calls.slice(since).filter((c) => c.ok && c.method === 'sendMessage' && c.params.chat_id === u.id);

describe('/notify and the notification outbox', () => {
  it('tells a person in their private chat without asking: someone praying for their request, a like; /notify off stays off', async () => {
    const ann = t.fake.user({ first_name: 'Ann' });
    const ben = t.fake.user({ first_name: 'Ben' });
    expect((await t.say(ann, '/notify')).replies[0]!.text).toMatch(/^🔔 Notifications are on/);
    expect((await t.say(ben, '/notify off')).replies[0]!.text).toBe(
      '🔕 Notifications are off here. Turn them on with /notify on.',
    );
    expect((await t.say(ben, '/notify')).replies[0]!.text).toBe(
      '🔕 Notifications are off here. Turn them on with /notify on.',
    );
    // Ann shares a request from her chat; a web user prays for it and likes her reflection.
    const shared = await t.say(ann, '/request Healing for my mother');
    // Asked in a private chat, it waits for its author's choice of who sees it: everyone (decision 293).
    const question = shared.replies[0]!;
    const requestId = Number(/rqa:(\d+):/.exec(JSON.stringify(question.reply_markup))![1]);
    await t.press(ann, question, `rqa:${requestId}:all`);
    const dee = await webPerson('Dee');
    const annR = await createReflection(await actorOf(ann), { prayerId, content: 'Ann’s', isPublic: true });
    const benR = await createReflection(await actorOf(ben), { prayerId, content: 'Ben’s', isPublic: true });
    const since = t.fake.calls.length;
    await prayForRequest(dee, { requestId, source: 'web' });
    await toggleReflectionLike(dee, { reflectionId: annR.id });
    await toggleReflectionLike(dee, { reflectionId: benR.id });
    await toggleReflectionLike(await actorOf(ann), { reflectionId: annR.id }); // her own like: no news

    expect(await outbox.runOnce()).toEqual({ sent: 2, failed: 0 });
    const toAnn = sentTo(ann, since);
    expect(toAnn.map((c) => c.params.text)).toEqual([
      '🔔 <b>1 person prayed for you today</b>\nFor “Prayer request”\n<i>/notify off stops these.</i>',
      '🔔 <b>Dee liked your reflection</b>\n<i>/notify off stops these.</i>',
    ]);
    expect(toAnn[1]!.params).toMatchObject({
      chat_id: ann.id,
      parse_mode: 'HTML',
      reply_markup: { inline_keyboard: [[{ text: 'Open', url: `${APP_URL}/?reflection=${annR.id}` }]] },
    });
    expect(sentTo(ben, since)).toEqual([]);
    // Sent once: the next round has nothing.
    expect(await outbox.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('one chat that blocked the bot never stops the others; it is no longer told until /start', async () => {
    const cy = t.fake.user({ first_name: 'Cy' });
    const dot = t.fake.user({ first_name: 'Dot' });
    await t.say(cy, '/notify on');
    await t.say(dot, '/start');
    const eve = await webPerson('Eve');
    const cyR = await createReflection(await actorOf(cy), { prayerId, content: 'Cy’s', isPublic: true });
    const dotR = await createReflection(await actorOf(dot), { prayerId, content: 'Dot’s', isPublic: true });
    t.fake.block(cy);
    const since = t.fake.calls.length;
    await replyToReflection(eve, { reflectionId: cyR.id, text: 'Amen' });
    await replyToReflection(eve, { reflectionId: dotR.id, text: 'Amen' });
    expect(await outbox.runOnce()).toEqual({ sent: 1, failed: 1 });
    expect(sentTo(dot, since).map((c) => c.params.text)).toEqual([
      '🔔 <b>Eve replied to your reflection</b>\nOpen it to read the reply.\n<i>/notify off stops these.</i>',
    ]);
    const optIns = await t.db.db
      .select()
      .from(notificationChatOptIns)
      .where(eq(notificationChatOptIns.target, String(cy.id)));
    expect(optIns).toEqual([]);
    const [chat] = await t.db.db.select().from(telegramChats).where(eq(telegramChats.chatId, cy.id));
    expect(chat!.isActive).toBe(false);
    // Nothing more is queued for the blocked chat.
    await replyToReflection(eve, { reflectionId: cyR.id, text: 'Still praying' });
    expect(await outbox.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('/notify off stops them; a group is pointed to the private chat', async () => {
    const fay = t.fake.user({ first_name: 'Fay' });
    await t.say(fay, '/notify on');
    expect((await t.say(fay, '/notify off')).replies[0]!.text).toBe(
      '🔕 Notifications are off here. Turn them on with /notify on.',
    );
    const gus = await webPerson('Gus');
    const r = await createReflection(await actorOf(fay), { prayerId, content: 'Fay’s', isPublic: true });
    const since = t.fake.calls.length;
    await toggleReflectionLike(gus, { reflectionId: r.id });
    await outbox.runOnce();
    expect(sentTo(fay, since)).toEqual([]);

    const group = t.fake.group('Prayer group');
    expect((await t.say(fay, '/notify on', { chat: group })).replies[0]!.text).toBe(
      'Notifications come to your private chat with me: send /notify on there.',
    );
  });
});
