/**
 * Starting a group's plan by buttons (decision 273), with the real grammY bot against the fake Bot
 * API: `/plan` lists the plans in the group's language a page at a time; an admin starts one with
 * the first day now or with the daily post; a group without a daily post picks its time in the
 * same flow; a member who is not an admin gets a preview and whom to ask, in their own language.
 * Zones read as people write them ("Berlin", "New York"), never as ids (decision 272).
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPlanLibrary } from '@dps/core/plans/seed-plan-library';
import { getGroupPlan } from '@dps/core/plans/get-group-plan';
import { buttonData, buttons, startBotHarness, type BotHarness } from '../../../test/bot-harness';
import type { TgChat, TgMessage, TgUser } from '../../../test/fake-telegram-server';

let t: BotHarness;
let una: TgUser;
let ben: TgUser;
let morning: TgChat;
let fresh: TgChat;

const now = (chat: TgChat, m: TgMessage) => t.fake.message(chat.id, m.message_id)!;

/** Page through the list until the plan's button shows; the list message as it stands then. */
async function findPlanButton(chat: TgChat, who: TgUser, list: TgMessage, title: string): Promise<TgMessage> {
  for (let i = 0; i < 10; i++) {
    const m = now(chat, list);
    if (buttons(m).some((b) => b.startsWith(title))) return m;
    await t.press(who, m, buttonData(m, 'More ›'));
  }
  throw new Error(`no ${title} in the list`);
}
const planButton = (m: TgMessage, title: string) => buttons(m).find((b) => b.startsWith(title))!;

beforeAll(async () => {
  t = await startBotHarness({ now: '2026-05-04T04:00:00Z' }); // Monday 06:00 in Berlin
  await seedPlanLibrary(t.db.db); // the whole library: more plans than a page
  una = t.fake.user({ first_name: 'Una', language_code: 'en' });
  ben = t.fake.user({ first_name: 'Ben', language_code: 'es' });
  morning = t.fake.group('Morning Prayer');
  fresh = t.fake.group('New Group');
  for (const g of [morning, fresh]) t.fake.setMemberStatus(g, una, 'administrator');
  await t.say(una, '/timezone Europe/Berlin', { chat: morning });
  await t.say(una, '/remind 08:00', { chat: morning });
  await t.say(una, '/timezone America/New_York', { chat: fresh });
});
afterAll(async () => {
  mkdirSync('/tmp/shots/groupplans', { recursive: true });
  writeFileSync('/tmp/shots/groupplans/telegram.txt', `${t.transcript.join('\n\n---\n\n')}\n`);
  await t.stop();
});

describe('a Telegram group starts a plan by buttons', () => {
  it('/plan lists the plans as buttons, a page at a time, with short callback data', async () => {
    const r = await t.say(ben, '/plan', { chat: morning });
    const list = r.replies[0]!;
    expect(list.text).toMatch(/^📖 Plans to read together as a group \(page 1 of \d+\)\. An admin taps one/);
    expect(buttons(list)).toContain('More ›');
    expect(buttons(list).filter((b) => / · \d+ days?$/.test(b))).toHaveLength(6);
    const data = (list.reply_markup?.inline_keyboard ?? []).flat().map((b) => b.callback_data ?? '');
    for (const d of data) expect(new TextEncoder().encode(d).length).toBeLessThanOrEqual(64);
    // English plans only: the group speaks English.
    expect(buttons(list).join(' ')).not.toMatch(/Salmos|Dar gracias/);
    const page2 = await t.press(ben, list, buttonData(list, 'More ›'));
    expect(page2.edits[0]!.text).toMatch(/\(page 2 of \d+\)/);
    expect(buttons(page2.edits[0])).toContain('‹ Back');
  });

  it('a member who is not an admin gets a preview and whom to ask, in their own language', async () => {
    const list = (await t.say(ben, '/plan', { chat: morning })).replies[0]!;
    const m = await findPlanButton(morning, ben, list, 'Learning to Give Thanks');
    const r = await t.press(ben, m, buttonData(m, planButton(m, 'Learning to Give Thanks')));
    expect(r.answer).toMatchObject({ show_alert: true });
    expect(String(r.answer!.text)).toMatch(/^📖 Learning to Give Thanks · 5 días\n/);
    expect(String(r.answer!.text)).toMatch(/pídele a un administrador del grupo que lo empiece 🙏$/);
    expect(String(r.answer!.text).length).toBeLessThanOrEqual(200);
    expect(r.edits).toHaveLength(0);
    expect(await getGroupPlan(t.ctx, { channel: 'telegram', target: String(morning.id) })).toBeNull();
  });

  it('an admin starts it with the daily post, at the group’s time', async () => {
    const list = (await t.say(una, '/plan', { chat: morning })).replies[0]!;
    const m = await findPlanButton(morning, una, list, 'Learning to Give Thanks');
    const when = (await t.press(una, m, buttonData(m, planButton(m, 'Learning to Give Thanks')))).edits[0]!;
    expect(when.text).toBe('📖 Learning to Give Thanks (5 days). When should day 1 come?');
    expect(buttons(when)).toEqual(['▶️ First day now', '🕗 With the daily post (08:00)']);
    const r = await t.press(una, when, buttonData(when, '🕗 With the daily post (08:00)'));
    expect(r.edits[0]!.text).toBe(
      '📖 Learning to Give Thanks starts here on Monday, May 4 (5 days). Each day comes in the daily prayer post at 08:00 (Berlin) with a ☑️ Done button; talk about it in the replies. An admin can stop it with /plan stop.',
    );
    expect(r.replies).toHaveLength(0); // day 1 comes with the post at 08:00
    const v = await getGroupPlan(t.ctx, { channel: 'telegram', target: String(morning.id) });
    expect(v?.run).toMatchObject({ planId: 'a-week-of-thanks', startDate: '2026-05-04' });
    // /plan now shows the plan, its zone as people write it.
    const shown = (await t.say(ben, '/plan', { chat: morning })).replies[0]!;
    expect(shown.text).toContain('Each day comes with the daily prayer at 08:00 (Berlin).');
  });

  it('a group without a daily post sets its time in the flow, then gets day 1 now', async () => {
    const list = (await t.say(una, '/plan', { chat: fresh })).replies[0]!;
    const m = await findPlanButton(fresh, una, list, 'Learning to Give Thanks');
    const ask = (await t.press(una, m, buttonData(m, planButton(m, 'Learning to Give Thanks')))).edits[0]!;
    expect(ask.text).toContain('this group has none yet. At what time should it come (New York time)?');
    expect(ask.text).not.toContain('America/New_York');
    expect(buttons(ask)).toEqual(['🕗 07:00', '🕗 08:00', '🕗 12:00', '🕗 18:00', '🕗 20:00', '🕗 21:00']);
    const when = (await t.press(una, ask, buttonData(ask, '🕗 07:00'))).edits[0]!;
    expect(buttons(when)).toEqual(['▶️ First day now', '🕗 With the daily post (07:00)']);
    const r = await t.press(una, when, buttonData(when, '▶️ First day now'));
    expect(r.edits[0]!.text).toBe(
      '📖 Learning to Give Thanks starts now (5 days): day 1 is just below. The next days come in the daily prayer post at 07:00 (New York) with a ☑️ Done button; talk about them in the replies. An admin can stop it with /plan stop.',
    );
    const day1 = r.replies[0]!;
    expect(day1.text).toMatch(/^📖 Learning to Give Thanks · Day 1 of 5\nDon't Forget\nRead: Psalm 103:1-14/);
    expect(buttons(day1)).toEqual(['☑️ Done']);
    // 00:00 on Monday in New York: day 1 is today there.
    const v = await getGroupPlan(t.ctx, { channel: 'telegram', target: String(fresh.id) });
    expect(v?.run.startDate).toBe('2026-05-04');
    expect(v?.schedule).toEqual({ postTime: '07:00', timeZone: 'America/New_York' });
    const done = await t.press(ben, day1, buttonData(day1, '☑️ Done'));
    expect(String(done.answer!.text)).toMatch(/1/);
  });

  it('the typed form keeps working', async () => {
    await t.say(una, '/plan stop', { chat: fresh });
    const r = await t.say(una, '/plan start a-week-of-thanks 2026-05-06', { chat: fresh });
    expect(r.replies[0]!.text).toContain('starts here on Wednesday, May 6 (5 days)');
    expect(r.replies[0]!.text).toContain('at 07:00 (New York)');
  });
});
