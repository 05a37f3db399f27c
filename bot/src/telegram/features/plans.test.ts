/**
 * Plans in Telegram, alone (issue 21): /plans and Start, then a week of daily messages in
 * São Paulo, each carrying that day of the plan with the prayer in ONE message, and the
 * "Mark day N done" button. Through the real grammY client against the fake Bot API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from 'grammy';
import { seedFixturePlans } from '@dps/core/plans/plan-test-helpers';
import { APP_URL, buttonData, buttons, render, startBotHarness, type BotHarness } from '../../../test/bot-harness';
import { createTelegramSender } from '../../scheduler/senders/telegram';
import { startScheduler } from '../../scheduler/start-scheduler';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-03-10T05:00:00Z' }); // Tuesday 02:00 in São Paulo
  await seedFixturePlans(t.db.db);
});
afterAll(() => t.stop());

describe('a plan alone in Telegram', () => {
  it('starts from /plans, gets day 1..7 with the daily prayer in one message at 07:15, and marks days done', async () => {
    const ana = t.fake.user({ first_name: 'Ana' });
    await t.say(ana, '/start');
    await t.say(ana, '/timezone America/Sao_Paulo');
    await t.say(ana, '/remind 7:15');

    const list = (await t.say(ana, '/plans')).replies[0]!;
    expect(list.text).toContain('Seven Days of Rest · 7 days');
    const started = await t.press(ana, list, buttonData(list, '▶️ Start Seven Days of Rest'));
    expect(started.answer?.text).toBe('Started Seven Days of Rest ✅');

    const scheduler = startScheduler({
      ctx: t.ctx,
      senders: [createTelegramSender({ api: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }), appUrl: APP_URL })],
      cron: false,
    });
    const mornings: string[] = [];
    for (let i = 0; i < 7; i++) {
      const date = `2026-03-${String(10 + i).padStart(2, '0')}`;
      t.ctx.clock.set(`${date}T10:14:00Z`);
      expect(await scheduler.runDue()).toMatchObject({ sent: 0 });
      t.ctx.clock.set(`${date}T10:15:00Z`);
      expect(await scheduler.runDue()).toMatchObject({ sent: 1 });
      t.ctx.clock.set(`${date}T10:16:00Z`);
      expect(await scheduler.runDue()).toMatchObject({ sent: 0 });
      const m = t.fake.lastMessage(ana.id)!;
      mornings.push(render(m));
      expect(m.text).toMatch(/^🙏 Today's Prayer/);
      expect(m.text).toContain(`📖 Seven Days of Rest · Day ${i + 1} of 7`);
      // The passages open the web reader.
      const links = (m.entities ?? []).filter((e) => e.type === 'text_link').map((e) => (e as { url: string }).url);
      expect(links[0]).toMatch(new RegExp(`^${APP_URL}/bible\\?ref=`));
      expect(buttons(m)).toContain(`☑️ Mark day ${i + 1} done`);
      // Praying keeps the plan's button on the message.
      const prayed = await t.press(ana, m, buttonData(m, '🙏 Pray'));
      expect(buttons(prayed.edits[0])).toEqual(expect.arrayContaining(['✅ Prayed', `☑️ Mark day ${i + 1} done`]));
      // Marked in the evening.
      t.ctx.clock.set(`${date}T23:00:00Z`);
      const done = await t.press(ana, m, buttonData(m, `☑️ Mark day ${i + 1} done`));
      expect(done.answer?.text).toBe(i === 6 ? 'You finished Seven Days of Rest! 🎉' : `Day ${i + 1} of 7 done ✅`);
      expect(buttons(done.edits[0])).toContain(`✅ Day ${i + 1} done`);
      expect(buttons(done.edits[0])).toContain('✅ Prayed');
      // A second tap is the same one day.
      const again = await t.press(ana, m, buttonData(m, `☑️ Mark day ${i + 1} done`));
      expect(again.answer?.text).toMatch(/already done|finished/);
    }
    // Exactly one message a day: seven from the scheduler.
    expect(mornings).toHaveLength(7);
    if (process.env.PRINT_TRANSCRIPT) console.log(mornings[0]);
    t.ctx.clock.set('2026-03-17T10:15:00Z');
    expect(await scheduler.runDue()).toMatchObject({ sent: 1 });
    expect(t.fake.lastMessage(ana.id)!.text).not.toContain('📖');
    const mine = (await t.say(ana, '/plans')).replies[0]!;
    expect(mine.text).not.toContain('Seven Days of Rest: Day');
  });
});
