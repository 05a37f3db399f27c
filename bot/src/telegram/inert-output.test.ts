/**
 * Chat output is inert (Telegram): a person whose name, reflection, own prayer and goal are
 * hostile, an admin's hostile prayer and topic, a web account with a hostile name, a group with a
 * hostile title, the scheduler's delivery — then every text, caption, popup and button the fake
 * Bot API received is walked: every message is HTML (or plain), parses, and no link or formatting
 * comes from what someone wrote; every URL button is ours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prayers, topics } from '@dps/db/schema';
import { actor } from '@dps/core/test/context';
import { makeUser } from '@dps/core/test/factories';
import { createLinkCode } from '@dps/core/accounts/create-link-code';
import { createDeliveryRunner } from '../sending/delivery-runner';
import { createTelegramSender } from './delivery-sender';
import { APP_URL, buttonData, buttons, startBotHarness, type BotHarness } from '../../test/bot-harness';
import type { TgMessage } from '../../test/fake-telegram-server';
import { expectTelegramInert, HOSTILE, HOSTILE_LINES, HOSTILE_NAME, telegramOutput } from '../../test/inert-chat';
import { parseTelegramHtml } from '../../test/telegram-html';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-15T12:00:00Z' });
  await t.db.db
    .insert(prayers)
    .values({
      kind: 'daily',
      date: '2026-09-15',
      title: `Title ${HOSTILE}`,
      content: HOSTILE_LINES,
      scripture: HOSTILE_LINES,
      scriptureReference: '<b>pwn</b> 1:1',
    });
  const [topic] = await t.db.db
    .insert(topics)
    .values({ name: HOSTILE_NAME, description: HOSTILE, sortOrder: 99 })
    .returning();
  await t.db.db
    .insert(prayers)
    .values({
      kind: 'topic',
      topicId: topic!.id,
      title: HOSTILE_NAME,
      content: HOSTILE_LINES,
      scripture: HOSTILE,
      scriptureReference: HOSTILE_NAME,
    });
});
afterAll(() => t.stop());

const press = async (who: Parameters<BotHarness['press']>[0], m: TgMessage, label: string) =>
  t.press(who, m, buttonData(m, label));

describe('hostile names, reflections, prayers, topics and goals reach Telegram inert', () => {
  it('in every message, edit, popup and button of a whole scenario', async () => {
    const eve = t.fake.user({ first_name: HOSTILE_NAME, last_name: HOSTILE_NAME });
    await t.say(eve, '/start');
    await t.say(eve, '/timezone Europe/London');
    await t.say(eve, '/remind 11:00');
    // Eve prays below, and a person who prayed gets no reminder that day (decision 222): the scheduler's
    // reminder goes to Mal, hostile-named too, who has not.
    const mal = t.fake.user({ first_name: HOSTILE_NAME });
    await t.say(mal, '/start');
    await t.say(mal, '/timezone Europe/London');
    await t.say(mal, '/remind 11:00');

    // The daily prayer and its buttons.
    const today = (await t.say(eve, '/today')).replies[0]!;
    await press(eve, today, '🙏 Pray');
    await press(eve, today, '❤️ Save');
    await press(eve, today, '📤 Share');

    // A reflection and an own prayer, each echoed back where the bot echoes.
    await press(eve, today, '✍️ Reflect');
    const ask = (await t.say(eve, HOSTILE_LINES)).replies[0]!;
    await press(eve, ask, '🌍 Share with community');
    await t.say(eve, '/myprayer');
    await t.say(eve, HOSTILE_NAME);
    const choose = (await t.say(eve, HOSTILE_LINES)).replies[0]!;
    await press(eve, choose, '🌍 Share with community');

    // Goals, topics, the rest of the commands, and errors that answer what was typed.
    for (const text of [
      `/newgoal 7 ${HOSTILE_NAME}`,
      '/goals',
      '/streak',
      '/settings',
      '/help',
      `/newgoal 7 ${'x'.repeat(300)}`,
      '/timezone <b>pwn</b>',
      '/nope <b>pwn</b>',
      HOSTILE,
    ]) {
      await t.say(eve, text);
    }
    const menu = (await t.say(eve, '/topics')).replies[0]!;
    const label = buttons(menu).find((b) => b.includes('pwn'))!;
    const list = (await press(eve, menu, label)).edits[0]!;
    const topicPrayer = (await t.press(eve, list, buttonData(list, buttons(list)[0]!))).replies[0]!;
    await press(eve, topicPrayer, '📤 Share');

    // A web account whose owner named it hostile: the link question and answer name it.
    const web = await makeUser(t.ctx, { firstName: HOSTILE_NAME, email: 'eve@example.test' });
    const { code } = await createLinkCode(actor(t.ctx, web.id, 'UTC'));
    const adam = t.fake.user({ first_name: 'Adam' });
    const question = (await t.say(adam, `/link ${code}`)).replies[0]!;
    if (buttons(question).includes('✅ Connect')) await press(adam, question, '✅ Connect');

    // A group with a hostile title, and the scheduler's delivery to Eve.
    const group = t.fake.group(HOSTILE_NAME);
    t.fake.setMemberStatus(group, eve, 'creator');
    await t.push({
      my_chat_member: {
        chat: group,
        from: eve,
        date: 0,
        old_chat_member: { status: 'left', user: t.fake.botUser },
        new_chat_member: { status: 'member', user: t.fake.botUser },
      },
    });
    await t.say(eve, '/today', { chat: group });
    const runner = createDeliveryRunner({ ctx: t.ctx, senders: [createTelegramSender({ api: t.bot.api })] });
    expect((await runner.runDue()).sent).toBeGreaterThanOrEqual(1);

    const failed = t.fake.calls.filter((c) => !c.ok && c.method !== 'getUpdates');
    expect(failed.map((c) => `${c.method}: ${c.description}`)).toEqual([]);
    expectTelegramInert(t.fake, {
      ourUrls: [/^https:\/\/t\.me\//, new RegExp(`^${APP_URL.replace(/\./g, '\\.')}(/|$)`)],
    });

    // Not vacuous: the hostile words were shown, as written, in what Eve read.
    const { texts, buttons: labels } = telegramOutput(t.fake);
    const shown = texts.map((x) => (x.parseMode === 'HTML' ? parseTelegramHtml(x.raw).text : x.raw));
    const showsAsWritten = (what: string) =>
      expect(
        shown.some((s) => s.includes(what)),
        what,
      ).toBe(true);
    showsAsWritten(HOSTILE_NAME); // the greeting, the goal, the own prayer, the link question
    showsAsWritten('<b>pwn</b> <a href="https://evil.example">pwn</a> [pwn](tg://user?id=1)'); // the prayer
    showsAsWritten('&lt; &amp;');
    expect(labels.some((b) => b.text.includes('<b>pwn</b>'))).toBe(true); // the topic and its prayer, as button labels
  }, 60_000);
});
