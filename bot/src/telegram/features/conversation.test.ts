import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { identities, reflections, userPrayers } from '@dps/db/schema';
import { startBotHarness, buttonData, type BotHarness } from '../../../test/bot-harness';
import type { TgUser } from '../../../test/fake-telegram-server';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-15T12:00:00Z' });
});
afterAll(() => t.stop());

const userIdOf = async (u: TgUser) =>
  (
    await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))))
  )[0]!.userId;

describe('✍️ Reflect', () => {
  it('asks for the text, then private or shared, and saves it (source telegram)', async () => {
    const hal = t.fake.user({ first_name: 'Hal' });
    const today = (await t.say(hal, '/today')).replies[0]!;
    const title = today.text!.split('\n')[2]!;
    const ask = await t.press(hal, today, buttonData(today, '✍️ Reflect'));
    expect(ask.replies[0]!.text).toBe(
      `✍️ Write your reflection on ${title} and send it to me as a message.\n/cancel to stop.`,
    );
    expect(ask.replies[0]!.reply_markup).toBeUndefined(); // a force_reply, not buttons
    const choose = await t.say(hal, 'Peace came when I stopped <rushing> & listened.');
    expect(choose.replies[0]!.text).toBe('Keep this reflection private, or share it with the community?');
    const q = choose.replies[0]!;
    const done = await t.press(hal, q, buttonData(q, '🌍 Share with community'));
    expect(done.answer).toMatchObject({ text: 'Reflection Submitted!' });
    expect(done.edits[0]!.text).toBe(`✅ Reflection Submitted! On “${title}”. 🌍 Shared with the community.`);
    const rows = await t.db.db
      .select()
      .from(reflections)
      .where(eq(reflections.userId, await userIdOf(hal)));
    expect(rows).toMatchObject([
      {
        content: 'Peace came when I stopped <rushing> & listened.',
        isPublic: true,
        source: 'telegram',
        parentId: null,
      },
    ]);
    // Tapping the choice again after saving does not save twice.
    const late = await t.press(hal, t.fake.message(q.chat.id, q.message_id)!, 'rv:0');
    expect(late.answer).toMatchObject({ show_alert: true });
    expect(await t.db.db.$count(reflections, eq(reflections.userId, await userIdOf(hal)))).toBe(1);
  });

  it('an empty reflection (a sticker, whitespace) gets the spec’s message and the question stays open', async () => {
    const ida = t.fake.user({ first_name: 'Ida' });
    await t.say(ida, '/reflect');
    const sticker = await t.exchange(t.fake.sendSticker(ida));
    expect(sticker.replies[0]!.text).toBe('Empty Reflection\nPlease write something before submitting.');
    expect(sticker.replies[0]!.entities).toEqual([{ type: 'bold', offset: 0, length: 'Empty Reflection'.length }]);
    expect((await t.say(ida, '   ')).replies[0]!.text).toBe(
      'Empty Reflection\nPlease write something before submitting.',
    );
    const q = (await t.say(ida, 'Grateful today.')).replies[0]!;
    const done = await t.press(ida, q, buttonData(q, '🔒 Keep private'));
    expect(done.edits[0]!.text).toMatch(/🔒 Only you can see it\.$/);
    expect(
      await t.db.db
        .select({ c: reflections.content, p: reflections.isPublic })
        .from(reflections)
        .where(eq(reflections.userId, await userIdOf(ida))),
    ).toEqual([{ c: 'Grateful today.', p: false }]);
  });

  it('/cancel stops it; a command abandons it; plain text afterwards is not taken as a reflection', async () => {
    const jo = t.fake.user({ first_name: 'Jo' });
    await t.say(jo, '/reflect');
    expect((await t.say(jo, '/cancel')).replies[0]!.text).toBe('OK, stopped. Nothing was saved.');
    await t.say(jo, '/reflect');
    await t.say(jo, '/streak');
    expect((await t.say(jo, 'hello')).replies[0]!.text).toBe(
      "Send /today for today's prayer, or /help to see everything I can do.",
    );
    expect(await t.db.db.$count(reflections, eq(reflections.userId, await userIdOf(jo)))).toBe(0);
  });

  it('in a group, Reflect opens the private chat with the bot straight into the reflection', async () => {
    const kim = t.fake.user({ first_name: 'Kim' });
    const group = t.fake.group('Choir');
    const today = (await t.say(kim, '/today', { chat: group })).replies[0]!;
    const ex = await t.press(kim, today, buttonData(today, '✍️ Reflect'));
    const prayerId = buttonData(today, '✍️ Reflect').split(':')[1];
    expect(ex.answer).toEqual({
      callback_query_id: expect.any(String),
      url: `https://t.me/daily_prayer_test_bot?start=reflect_${prayerId}`,
    });
    const deep = await t.say(kim, `/start reflect_${prayerId}`);
    expect(deep.replies[0]!.text).toMatch(/^✍️ Write your reflection on /);
  });
});

describe('/myprayer', () => {
  it('asks the title, then the prayer, then private or shared, with the spec’s validation', async () => {
    const lu = t.fake.user({ first_name: 'Lu' });
    expect((await t.say(lu, '/myprayer')).replies[0]!.text).toBe(
      "🙏 Let's write your prayer. First, what is its title?\n/cancel to stop.",
    );
    expect((await t.exchange(t.fake.sendSticker(lu))).replies[0]!.text).toBe(
      'Missing Information\nPlease provide both a title and content for your prayer.',
    );
    expect((await t.say(lu, '  For my mother  ')).replies[0]!.text).toBe('Now write your prayer “For my mother”.');
    const q = (await t.say(lu, 'Lord, hold her close today.')).replies[0]!;
    expect(q.text).toBe('Keep this prayer private, or share it with the community?');
    const done = await t.press(lu, q, buttonData(q, '🔒 Private prayer'));
    expect(done.edits[0]!.text).toBe('✅ Prayer Created: “For my mother”. 🔒 Private prayer.');
    expect(
      await t.db.db
        .select({
          title: userPrayers.title,
          content: userPrayers.content,
          isPublic: userPrayers.isPublic,
          date: userPrayers.date,
        })
        .from(userPrayers)
        .where(eq(userPrayers.userId, await userIdOf(lu))),
    ).toEqual([
      { title: 'For my mother', content: 'Lord, hold her close today.', isPublic: false, date: '2026-09-15' },
    ]);
  });

  it('is only for private chats', async () => {
    const mo = t.fake.user({ first_name: 'Mo' });
    const { replies } = await t.say(mo, '/myprayer', { chat: t.fake.group('Friends') });
    expect(replies[0]!.text).toBe('Send me /myprayer in a private chat: https://t.me/daily_prayer_test_bot');
  });
});
