/**
 * A person's first day with the bot, end to end: /start, the time zone from a shared location,
 * /remind, the morning delivery from the scheduler, Pray, Reflect, /streak. Set
 * PRINT_TRANSCRIPT=1 to print the conversation as the person saw it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from 'grammy';
import { startBotHarness, buttonData, render, type BotHarness } from '../../../test/bot-harness';
import { createTelegramSender } from '../delivery-sender';
import { startScheduler } from '../../sending/start-scheduler';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-03-07T21:10:00Z' }); // Saturday evening in New York
});
afterAll(() => t.stop());

describe('a first day with the bot', () => {
  it('from /start to the morning prayer, prayed and reflected on', async () => {
    const ruth = t.fake.user({ first_name: 'Ruth', last_name: 'Okafor' });
    await t.say(ruth, '/start');
    await t.exchange(t.fake.shareLocation(ruth, 40.7128, -74.006)); // New York
    expect((await t.say(ruth, '/remind 25:99')).replies[0]!.text).toMatch(/^Please choose a valid reminder time/);
    const on = await t.say(ruth, '/remind 7:30');
    expect(on.replies[0]!.text).toBe(
      '🔔 Daily prayer on: every day at 07:30 (7:30 AM), New York time.\nYour next one: tomorrow at 7:30 AM.',
    );

    // Sunday 8 March: the clocks spring forward at 02:00; 07:30 EDT is 11:30Z.
    const scheduler = startScheduler({
      ctx: t.ctx,
      senders: [createTelegramSender({ api: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }) })],
      cron: false,
    });
    t.ctx.clock.set('2026-03-08T11:29:00Z');
    expect(await scheduler.runDue()).toMatchObject({ sent: 0 });
    t.ctx.clock.set('2026-03-08T11:30:00Z');
    expect(await scheduler.runDue()).toMatchObject({ sent: 1 });
    const morning = t.fake.lastMessage(ruth.id)!;
    t.transcript.push(`(the scheduler, at 07:30 New York time)\n${render(morning)}`);
    expect(morning.text).toMatch(/^🙏 Today's Prayer · Sunday, March 8, 2026/);

    t.ctx.clock.set('2026-03-08T11:42:00Z');
    await t.press(ruth, morning, buttonData(morning, '🙏 Pray'));
    await t.press(ruth, t.fake.message(ruth.id, morning.message_id)!, buttonData(morning, '✍️ Reflect'));
    const q = (await t.say(ruth, 'I am thankful for a quiet morning.')).replies[0]!;
    await t.press(ruth, q, buttonData(q, '🔒 Keep private'));
    const streak = (await t.say(ruth, '/streak')).replies[0]!;
    expect(streak.text).toMatch(/^🔥 1 Day Streak!\nGreat start! Keep going\./);
    expect(streak.text).toContain('Sun ✅');

    if (process.env.PRINT_TRANSCRIPT) console.log(`\n${t.transcript.join('\n\n')}\n`);
  });
});
