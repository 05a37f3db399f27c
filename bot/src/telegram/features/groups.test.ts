import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { completions, identities, telegramChats } from '@dps/db/schema';
import { startBotHarness, buttonData, buttons, type BotHarness } from '../../../test/bot-harness';
import type { TgUser } from '../../../test/fake-telegram-server';
import { createTelegramSender } from '../delivery-sender';
import { startScheduler } from '../../sending/start-scheduler';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-15T06:00:00Z' });
});
afterAll(() => t.stop());

const userIdOf = async (u: TgUser) =>
  (
    await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))))
  )[0]?.userId;
const chatRow = async (chatId: number) =>
  (await t.db.db.select().from(telegramChats).where(eq(telegramChats.chatId, chatId)))[0];

describe('the bot in a group', () => {
  it('added to a group: remembers it and says how to set a daily prayer; admins set the time, others cannot', async () => {
    const admin = t.fake.user({ first_name: 'Una' });
    const member = t.fake.user({ first_name: 'Vic' });
    const group = t.fake.group('Morning Prayer');
    const added = await t.push({
      my_chat_member: {
        chat: group,
        from: admin,
        date: 0,
        old_chat_member: { status: 'left', user: t.fake.botUser },
        new_chat_member: { status: 'member', user: t.fake.botUser },
      },
    });
    expect(added.replies[0]!.text).toMatch(/^🙏 Thanks for adding me!/);
    expect(await chatRow(group.id)).toMatchObject({
      type: 'supergroup',
      title: 'Morning Prayer',
      isActive: true,
      reminderTime: null,
    });

    t.fake.setMemberStatus(group, admin, 'administrator');
    const refused = await t.say(member, '/remind 07:00', { chat: group });
    expect(refused.replies[0]!.text).toBe("Admins only\nOnly group admins can set the group's prayer time.");
    expect((await chatRow(group.id))!.reminderTime).toBeNull();

    // The admin told the bot their zone privately; the group starts with it.
    await t.say(admin, '/timezone Europe/Berlin');
    const set = await t.say(admin, '/remind 08:30', { chat: group });
    expect(set.replies[0]!.text).toBe(
      "🔔 I'll post the daily prayer here every day at 08:30 (Berlin time). An admin can change the zone with /timezone and a city, for example /timezone Berlin.",
    );
    expect(await chatRow(group.id)).toMatchObject({ reminderTime: '08:30', timeZone: 'Europe/Berlin' });
    expect((await t.say(member, '/settings', { chat: group })).replies[0]!.text).toBe(
      "⚙️ This group's daily prayer: every day at 08:30 (Berlin). Next: today at 8:30 AM.",
    );

    // At 08:30 Berlin time (06:30Z) the scheduler posts it; each member's Pray counts for them.
    t.ctx.clock.set('2026-09-15T06:30:00Z');
    const scheduler = startScheduler({
      ctx: t.ctx,
      senders: [createTelegramSender({ api: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }) })],
      cron: false,
    });
    expect(await scheduler.runDue()).toMatchObject({ sent: 1 });
    const post = t.fake.lastMessage(group.id)!;
    expect(post.text).toMatch(/^🙏 Today's Prayer · Tuesday, September 15, 2026/);
    expect(post.text).toMatch(/Tap 🙏 Pray when you have prayed; it counts for you\.$/);
    const vic = await t.press(member, post, buttonData(post, '🙏 Pray'));
    expect(vic.answer).toMatchObject({ text: 'Prayer Completed! 🙏 Counted for you, Vic.' });
    // The shared message is redrawn for everyone with the group's count (decision 151), keeping its buttons.
    expect(vic.edits).toHaveLength(1);
    expect(vic.edits[0]!.text).toMatch(
      /🙏 1 person prayed here today · 🔥 group streak: 1 day\nTap 🙏 Pray when you have prayed; it counts for you\.$/,
    );
    expect(buttons(vic.edits[0])).toEqual(buttons(post));
    const una = await t.press(admin, post, buttonData(post, '🙏 Pray'));
    expect(una.answer).toMatchObject({ text: 'Prayer Completed! 🙏 Counted for you, Una.' });
    expect(una.edits[0]!.text).toMatch(/🙏 2 people prayed here today · 🔥 group streak: 1 day\n/);
    for (const u of [member, admin])
      expect(await t.db.db.$count(completions, eq(completions.userId, (await userIdOf(u))!))).toBe(1);

    // /remind off by an admin stops the posts.
    expect((await t.say(admin, '/remind off', { chat: group })).replies[0]!.text).toMatch(
      /^🔕 No more daily prayers in this group/,
    );
    expect((await chatRow(group.id))!.reminderTime).toBeNull();
  });

  it('removed from a group: the group is switched off', async () => {
    const wes = t.fake.user({ first_name: 'Wes' });
    const group = t.fake.group('Leavers');
    await t.push({
      my_chat_member: {
        chat: group,
        from: wes,
        date: 0,
        old_chat_member: { status: 'left', user: t.fake.botUser },
        new_chat_member: { status: 'member', user: t.fake.botUser },
      },
    });
    await t.exchange(t.fake.myChatMember(group, wes, 'member', 'kicked'));
    expect((await chatRow(group.id))!.isActive).toBe(false);
  });

  it('blocked in a private chat: switched off; back with /start: on again', async () => {
    const xia = t.fake.user({ first_name: 'Xia' });
    await t.say(xia, '/start');
    await t.exchange(t.fake.myChatMember(t.fake.privateChat(xia), xia, 'member', 'kicked'));
    expect((await chatRow(xia.id))!.isActive).toBe(false);
    await t.exchange(t.fake.myChatMember(t.fake.privateChat(xia), xia, 'kicked', 'member'));
    await t.say(xia, '/start');
    expect((await chatRow(xia.id))!.isActive).toBe(true);
  });
});
