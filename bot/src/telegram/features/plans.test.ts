/**
 * Plans in Telegram, alone (decision 215): /plans and Start, then a week of daily messages in
 * São Paulo, each carrying that day of the plan with the prayer in ONE message, and the
 * "Mark day N done" button. Through the real grammY client against the fake Bot API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from 'grammy';
import { seedFiveDayPlans, seedFixturePlans } from '@dps/core/plans/plan-test-helpers';
import { APP_URL, buttonData, buttons, render, startBotHarness, type BotHarness } from '../../../test/bot-harness';
import type { TgUser } from '../../../test/fake-telegram-server';
import { createTelegramSender } from '../delivery-sender';
import { startScheduler } from '../../sending/start-scheduler';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-03-10T05:00:00Z' }); // Tuesday 02:00 in São Paulo
  await seedFixturePlans(t.db.db);
  await seedFiveDayPlans(t.db.db); // 'dar-gracias-en-todo', a Spanish plan, beside an English one
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

describe('a plan alone in Telegram, in Spanish (decision 239)', () => {
  it('offers a Spanish reader the Spanish plans with Spanish buttons, and her day comes as "Día 1 de 5"', async () => {
    const sofia: TgUser = { id: 7_400_101, is_bot: false, first_name: 'Sofía', language_code: 'es' };
    t.ctx.clock.set('2026-03-18T11:00:00Z'); // Wednesday, 06:00 in Bogotá
    await t.say(sofia, '/start');
    await t.say(sofia, '/timezone America/Bogota');
    await t.say(sofia, '/remind 7:30');

    const list = (await t.say(sofia, '/plans')).replies[0]!;
    expect(list.text).toMatch(/^📖 Planes de lectura\n\nEmpieza uno \(cada día llega con tu oración diaria\)\n/);
    expect(list.text).toContain('• Dar gracias en todo · 5 días\n  Cinco días para aprender a dar gracias');
    expect(list.text).toContain(`Todos los planes: ${APP_URL}/plans`);
    // The English library is not offered to her.
    expect(list.text).not.toContain('Seven Days of Rest');
    expect(list.text).not.toContain('Learning to Give Thanks');
    expect(buttons(list)).toEqual(['▶️ Empezar Dar gracias en todo']);

    const started = await t.press(sofia, list, buttonData(list, '▶️ Empezar Dar gracias en todo'));
    expect(started.answer?.text).toBe('Empezaste Dar gracias en todo ✅');
    expect(started.replies[0]!.text).toMatch(
      /^📖 Empezaste Dar gracias en todo\. El día 1 llega con tu oración diaria; marca cada día como hecho con su botón\.\nLee el día 1 ahora: /,
    );
    const mine = (await t.say(sofia, '/plans')).replies[0]!;
    expect(mine.text).toContain('Tus planes\n• Dar gracias en todo: Día 1 de 5');

    const scheduler = startScheduler({
      ctx: t.ctx,
      senders: [createTelegramSender({ api: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }), appUrl: APP_URL })],
      cron: false,
    });
    t.ctx.clock.set('2026-03-18T12:30:00Z'); // 07:30 in Bogotá
    await scheduler.runDue();
    const m = t.fake.lastMessage(sofia.id)!;
    if (process.env.PRINT_TRANSCRIPT) console.log(render(m));
    expect(m.text).toMatch(/^🙏 Oración del día · miércoles, 18 de marzo de 2026/);
    expect(m.text).toContain('📖 Dar gracias en todo · Día 1 de 5\nCuando sobra, no olvidar\nLee: Deuteronomio 8:7-18\nAbrir el día');
    expect(buttons(m)).toContain('☑️ Marcar el día 1 como hecho');

    const done = await t.press(sofia, m, buttonData(m, '☑️ Marcar el día 1 como hecho'));
    expect(done.answer?.text).toBe('Día 1 de 5 hecho ✅');
    expect(buttons(done.edits[0])).toContain('✅ Día 1 hecho');
    const again = await t.press(sofia, m, buttonData(m, '☑️ Marcar el día 1 como hecho'));
    expect(again.answer?.text).toBe('El día 1 ya estaba hecho ✅');
  });
});
