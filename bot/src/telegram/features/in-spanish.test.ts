/**
 * The Telegram bot in Spanish (decision 239), through the real grammY bot
 * against the fake Bot API on a real database, with a pinned clock:
 * - a person whose Telegram app says `language_code: es` gets the Spanish command menu, Spanish
 *   replies and buttons, and the Spanish daily prayer at their minute from the scheduler;
 * - a group speaks its own language: the admin who subscribes it gives it theirs, `/language` (admins
 *   only) changes it, its daily post is the Spanish prayer in Spanish, and a member who reads English
 *   taps "🌐 English" and gets the day's English prayer in a private message (or, before they ever
 *   started the bot, a popup telling them how).
 * Set PRINT_TRANSCRIPT=1 to print the conversation as the people saw it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { completions, identities, telegramChats } from '@dps/db/schema';
import { pickDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { buttonData, buttons, render, startBotHarness, type BotHarness } from '../../../test/bot-harness';
import type { TgChat, TgUser } from '../../../test/fake-telegram-server';
import { createTelegramSender } from '../delivery-sender';
import { startScheduler } from '../../sending/start-scheduler';
import { COMMAND_NAMES } from '../commands';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-03-10T11:00:00Z' }); // Tuesday; 06:00 in Bogotá
});
afterAll(async () => {
  if (process.env.PRINT_TRANSCRIPT) console.log(`\n${t.transcript.join('\n\n')}\n`);
  await t.stop();
});

const userIdOf = async (u: TgUser) =>
  (
    await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))))
  )[0]?.userId;
const chatRow = async (chat: TgChat) =>
  (await t.db.db.select().from(telegramChats).where(eq(telegramChats.chatId, chat.id)))[0];

const scheduler = () =>
  startScheduler({
    ctx: t.ctx,
    senders: [createTelegramSender({ ctx: t.ctx, api: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }) })],
    cron: false,
  });

/** The day's prayer in a language, as core picks it for everyone who reads that language. */
const prayerOf = async (date: string, language: 'en' | 'es') => (await pickDailyPrayer(t.ctx, { date, language }))!;

describe('a person whose Telegram speaks Spanish', () => {
  const sofia: TgUser = { id: 7_400_001, is_bot: false, first_name: 'Sofía', language_code: 'es' };

  it('sees the Spanish command menu; everyone else the English one', () => {
    const menu = t.fake.commandsFor(sofia);
    expect(menu.map((c) => c.command)).toEqual([...COMMAND_NAMES]);
    expect(menu.find((c) => c.command === 'today')?.description).toBe('La oración y la Escritura de hoy');
    expect(menu.find((c) => c.command === 'streak')?.description).toBe('Tu racha y esta semana');
    const english = t.fake.commandsFor(t.fake.user());
    expect(english.map((c) => c.command)).toEqual([...COMMAND_NAMES]);
    expect(english.find((c) => c.command === 'today')?.description).toBe("Today's prayer and scripture");
  });

  it('gets /help in Spanish before she has an account, and /start creates a Spanish one', async () => {
    const help = (await t.say(sofia, '/help')).replies[0]!;
    expect(help.text).toMatch(/^Daily Prayer & Scripture — esto es lo que puedo hacer:/);
    expect(help.text).toContain('/today — la oración de hoy con su pasaje; toca 🙏 Orar cuando hayas orado');
    expect(await userIdOf(sofia)).toBeUndefined(); // /help creates nobody

    const start = (await t.say(sofia, '/start')).replies[0]!;
    expect(start.text).toMatch(/^👋 ¡Te damos la bienvenida, Sofía!/);
    expect(buttons(start)).toEqual(['🙏 La oración de hoy', '🔔 Elegir mi hora', '🌐 English']);
    // The zone question follows her first tap (decision 264).
    const asked = (await t.press(sofia, start, buttonData(start, '🔔 Elegir mi hora'))).replies[0]!;
    expect(asked.text).toContain('Primero, tu zona horaria');
    expect(asked.keyboard).toMatchObject({
      keyboard: [[{ text: '📍 Compartir mi ubicación', request_location: true }]],
    });
  });

  it('sets her zone and time in Spanish, and /today is the Spanish prayer with Spanish buttons', async () => {
    expect((await t.say(sofia, '/timezone Bogotá')).replies[0]!.text).toBe(
      '🕰 Tu zona horaria ahora es Bogotá (allí son las 6:00 a.m.). ¿Quieres una oración cada día? Envía /remind 08:00.',
    );
    expect((await t.say(sofia, '/remind 7:30')).replies[0]!.text).toBe(
      '🔔 Oración del día activada: todos los días a las 07:30 (7:30 a.m.), hora de Bogotá.\nLa próxima: hoy a las 7:30 a.m.',
    );
    const today = (await t.say(sofia, '/today')).replies[0]!;
    const spanish = await prayerOf('2026-03-10', 'es');
    const english = await prayerOf('2026-03-10', 'en');
    expect(spanish.id).not.toBe(english.id);
    expect(today.text).toMatch(/^🙏 Oración del día · martes, 10 de marzo de 2026\n\n/);
    expect(today.text).toContain(spanish.title);
    expect(buttons(today)).toEqual(['🙏 Orar', '❤️ Guardar', '✍️ Reflexionar', '📤 Compartir']);
  });

  it('gets the Spanish daily prayer from the scheduler at 07:30 her time, prays it, and reads /streak in Spanish', async () => {
    const s = scheduler();
    t.ctx.clock.set('2026-03-10T12:29:00Z'); // 07:29 in Bogotá
    await s.runDue();
    const before = t.fake.lastMessage(sofia.id)!;
    t.ctx.clock.set('2026-03-10T12:30:00Z');
    await s.runDue();
    const morning = t.fake.lastMessage(sofia.id)!;
    expect(morning.message_id).not.toBe(before.message_id);
    t.transcript.push(`(the scheduler, at 07:30 in Bogotá)\n${render(morning)}`);
    const spanish = await prayerOf('2026-03-10', 'es');
    expect(morning.text).toMatch(/^🙏 Oración del día · martes, 10 de marzo de 2026\n\n/);
    expect(morning.text).toContain(spanish.title);
    expect(buttons(morning)).toEqual(['🙏 Orar', '❤️ Guardar', '✍️ Reflexionar', '📤 Compartir']);

    const prayed = await t.press(sofia, morning, buttonData(morning, '🙏 Orar'));
    expect(prayed.answer).toMatchObject({ text: '¡Oración completada! 🙏' });
    expect(buttons(prayed.edits[0])).toEqual(['✅ Oré', '❤️ Guardar', '✍️ Reflexionar', '📤 Compartir']);
    const saved = await t.press(sofia, prayed.edits[0]!, buttonData(morning, '❤️ Guardar'));
    expect(saved.answer).toMatchObject({ text: '¡Guardada! ❤️' });
    expect(buttons(saved.edits[0])).toEqual(['✅ Oré', '❤️ Guardada', '✍️ Reflexionar', '📤 Compartir']);

    const streak = (await t.say(sofia, '/streak')).replies[0]!.text!;
    expect(streak).toMatch(/^🔥 ¡Racha de 1 día!\n¡Buen comienzo! Sigue así\.\n🏆 Mejor racha: 1 día\n/);
    expect(streak).toContain('Esta semana\nDom ⬜  Lun ⬜  Mar ✅  Mié ▫️');
  });

  it('a wrong command and a core refusal are answered in Spanish', async () => {
    expect((await t.say(sofia, '/nada')).replies[0]!.text).toBe(
      'No conozco ese comando. Envía /help para ver lo que puedo hacer.',
    );
    expect((await t.say(sofia, '/remind 25:99')).replies[0]!.text).toMatch(
      /^Elige una hora válida para tu recordatorio/,
    );
  });
});

describe('a Spanish reader’s mistakes are answered in Spanish, as precisely as in English (decision 260)', () => {
  const ines: TgUser = { id: 7_400_011, is_bot: false, first_name: 'Inés', language_code: 'es' };

  it('/verse with a chapter that does not exist names the book in Spanish, whichever language she typed it in', async () => {
    for (const ref of ['Mateo 29', 'Matthew 29']) {
      const reply = (await t.say(ines, `/verse ${ref}`)).replies[0]!;
      expect(reply.text).toBe('No se encontró el pasaje\nMateo tiene 28 capítulos: no hay capítulo 29.');
    }
    expect((await t.say(ines, '/verse Juan 3:40')).replies[0]!.text).toBe(
      'No se encontró el pasaje\nJuan 3 tiene 36 versículos: no hay versículo 40.',
    );
  });

  it('inline mode hints what was not understood in Spanish, not in English', async () => {
    const { inline } = await t.typeInline(ines, 'Judas 5:1');
    expect(inline!.params.results).toEqual([]);
    expect(inline!.params.button).toMatchObject({ text: 'Judas tiene solo 1 capítulo: no hay capítulo 5.' });
  });
});

describe('a group with its own language', () => {
  const lucia: TgUser = { id: 7_400_101, is_bot: false, first_name: 'Lucía', language_code: 'es' };
  const ed: TgUser = { id: 7_400_102, is_bot: false, first_name: 'Ed', language_code: 'en' };
  const mia: TgUser = { id: 7_400_103, is_bot: false, first_name: 'Mía', language_code: 'es' };
  let group: TgChat;

  beforeAll(async () => {
    t.ctx.clock.set('2026-03-11T11:00:00Z'); // Wednesday
    group = t.fake.group('Oración de la mañana');
    t.fake.setMemberStatus(group, lucia, 'administrator');
    t.fake.neverStarted(ed); // Ed is in the group but has never written to the bot
  });

  it('is greeted in the language of whoever added the bot, and subscribing keeps it', async () => {
    const added = await t.push({
      my_chat_member: {
        chat: group,
        from: lucia,
        date: 0,
        old_chat_member: { status: 'left', user: t.fake.botUser },
        new_chat_member: { status: 'member', user: t.fake.botUser },
      },
    });
    expect(added.replies[0]!.text).toMatch(/^🙏 ¡Gracias por agregarme!/);
    expect((await chatRow(group))!.language).toBe('es');
    const set = (await t.say(lucia, '/remind 07:00', { chat: group })).replies[0]!;
    expect(set.text).toBe(
      '🔔 Publicaré aquí la oración del día todos los días a las 07:00 (hora de UTC). Un administrador puede cambiar la zona con /timezone y una ciudad, por ejemplo /timezone Bogotá.',
    );
    expect((await t.say(ed, '/language', { chat: group })).replies[0]!.text).toBe(
      '🌐 El idioma de este grupo es Español. Un administrador puede cambiarlo con /language es (Español) o /language en (English).',
    );
  });

  it('/language in a group is for its admins: a member is refused in their own language', async () => {
    const refused = (await t.say(ed, '/language en', { chat: group })).replies[0]!;
    expect(refused.text).toBe("Admins only\nOnly group admins can set the group's language.");
    const refusedEs = (await t.say(mia, '/language en', { chat: group })).replies[0]!;
    expect(refusedEs.text).toBe('Solo administradores\nSolo los administradores del grupo pueden cambiar su idioma.');
    expect((await chatRow(group))!.language).toBe('es');
  });

  it('posts the Spanish prayer in Spanish; an English member asks for it in English and gets it privately', async () => {
    t.ctx.clock.set('2026-03-12T07:00:00Z'); // Thursday, 07:00 UTC
    expect(await scheduler().runDue()).toMatchObject({ sent: expect.any(Number) });
    const post = t.fake.lastMessage(group.id)!;
    t.transcript.push(`(the scheduler, in the group)\n${render(post)}`);
    const spanish = await prayerOf('2026-03-12', 'es');
    const english = await prayerOf('2026-03-12', 'en');
    expect(post.text).toMatch(/^🙏 Oración del día · jueves, 12 de marzo de 2026\n\n/);
    expect(post.text).toContain(spanish.title);
    expect(post.text).toMatch(/\nToca 🙏 Orar cuando hayas orado; cuenta para ti\.$/);
    expect(buttons(post)).toEqual(['🙏 Orar', '❤️ Guardar', '✍️ Reflexionar', '📤 Compartir', '🌐 English']);

    // Ed never started the bot: it cannot write to him, and says how, in English.
    const first = await t.press(ed, post, buttonData(post, '🌐 English'));
    expect(first.answer).toMatchObject({
      text: 'To get it in English, first open a private chat with me: tap @daily_prayer_test_bot, press Start, then tap 🌐 English again.',
      show_alert: true,
    });
    expect(first.replies).toHaveLength(0);

    await t.say(ed, '/start');
    const asked = await t.press(ed, post, buttonData(post, '🌐 English'));
    expect(asked.answer).toMatchObject({ text: 'Sent to you in English, in our private chat ✉️' });
    const dm = asked.replies[0]!;
    expect(dm.chat.id).toBe(ed.id);
    expect(dm.text).toMatch(/^🙏 Today's Prayer · Thursday, March 12, 2026\n\n/);
    expect(dm.text).toContain(english.title);
    expect(buttons(dm)).toEqual(['🙏 Pray', '❤️ Save', '✍️ Reflect', '📤 Share']);
    expect(t.fake.lastMessage(group.id)!.message_id).toBe(post.message_id); // nothing more in the group
  });

  it('an English member’s 🙏 on the Spanish post counts as his prayer of the day, and the post is redrawn in Spanish', async () => {
    const post = t.fake.lastMessage(group.id)!;
    const english = await prayerOf('2026-03-12', 'en');
    const prayed = await t.press(ed, post, buttonData(post, '🙏 Orar'));
    expect(prayed.answer).toMatchObject({ text: 'Prayer Completed! 🙏 Counted for you, Ed.' });
    expect(prayed.edits[0]!.text).toMatch(
      /\n\n🙏 1 persona oró aquí hoy · 🔥 racha del grupo: 1 día\nToca 🙏 Orar cuando hayas orado; cuenta para ti\.$/,
    );
    expect(buttons(prayed.edits[0])).toContain('🌐 English');
    const done = await t.db.db
      .select()
      .from(completions)
      .where(eq(completions.userId, (await userIdOf(ed))!));
    expect(done.map((c) => c.prayerId)).toEqual([english.id]);
  });

  it('a prayer request in the Spanish group is shown in Spanish; each member’s popup speaks their language', async () => {
    const asked = (await t.say(mia, '/request Por la salud de mi abuela <3', { chat: group })).replies[0]!;
    expect(asked.text).toBe(
      '🙏 Petición de oración de Mía\n\nPor la salud de mi abuela <3\n\n🔒 Solo este grupo puede verla, aquí y en tus grupos en la web. Toca 🙏 Oré cuando hayas orado por ella.',
    );
    expect(buttons(asked)).toEqual(['🙏 Oré', '🌐 Compartir también con todos']);
    const prayed = await t.press(ed, asked, buttonData(asked, '🙏 Oré'));
    expect(prayed.answer).toMatchObject({ text: '🙏 Thank you for praying, Ed.' });
    expect(buttons(prayed.edits[0])).toEqual(['🙏 Oré · 1', '🌐 Compartir también con todos']);
    // Ed is not its author: his popup, in his language, says so; Mía widens it, the post says so in Spanish.
    const notHis = await t.press(ed, asked, buttonData(asked, '🌐 Compartir también con todos'));
    expect(notHis.answer).toMatchObject({
      text: 'Only the person who asked can share this more widely. Thank you for caring 🙏',
    });
    const widened = await t.press(mia, asked, buttonData(asked, '🌐 Compartir también con todos'));
    expect(widened.answer).toMatchObject({
      text: '🌐 Listo: ahora todos pueden verla, también en el muro de oración.',
    });
    expect(widened.edits[0]!.text).toBe(
      '🙏 Petición de oración de Mía\n\nPor la salud de mi abuela <3\n\n🌐 Compartida con todos: también está en el muro de oración. Toca 🙏 Oré cuando hayas orado por ella.',
    );
    expect(buttons(widened.edits[0])).toEqual(['🙏 Oré · 1']);
  });

  it('an admin switches the group to English; the next post is English with "🌐 Español"', async () => {
    const switched = (await t.say(lucia, '/language en', { chat: group })).replies[0]!;
    expect(switched.text).toBe(
      "🌐 Done: this group's language is English. The daily prayer is posted here in English.",
    );
    expect((await chatRow(group))!.language).toBe('en');
    expect((await t.say(mia, '/help', { chat: group })).replies[0]!.text).toMatch(/— here is what I can do:/);

    t.ctx.clock.set('2026-03-13T07:00:00Z');
    await scheduler().runDue();
    const post = t.fake.lastMessage(group.id)!;
    const english = await prayerOf('2026-03-13', 'en');
    const spanish = await prayerOf('2026-03-13', 'es');
    expect(post.text).toMatch(/^🙏 Today's Prayer · Friday, March 13, 2026\n\n/);
    expect(post.text).toContain(english.title);
    expect(buttons(post)).toEqual(['🙏 Pray', '❤️ Save', '✍️ Reflect', '📤 Share', '🌐 Español']);

    await t.say(mia, '/start');
    const asked = await t.press(mia, post, buttonData(post, '🌐 Español'));
    expect(asked.answer).toMatchObject({ text: 'Te la envié en español por nuestro chat privado ✉️' });
    expect(asked.replies[0]!.text).toMatch(/^🙏 Oración del día · viernes, 13 de marzo de 2026\n\n/);
    expect(asked.replies[0]!.text).toContain(spanish.title);
  });

  it('a forged language button for a prayer the group never got is refused and sends nothing', async () => {
    const post = t.fake.lastMessage(group.id)!;
    const forged = await t.press(mia, post, 'gl:es:999999');
    expect(forged.answer).toMatchObject({
      text: 'Esta oración todavía no está disponible en español.',
      show_alert: true,
    });
    expect(forged.replies).toHaveLength(0);
  });
});
