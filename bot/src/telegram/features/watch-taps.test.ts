/**
 * The watch's buttons and the private /watch (decisions 351, 352), with the real grammY bot against
 * the fake Bot API on a real database and a pinned clock. A ten-person group in four zones (one of
 * them half an hour off the hour) fills a 24-hour watch of 30-minute slots by tapping; each popup
 * speaks the tapper's language and zone. A full slot, a stranger and someone who left are refused
 * in words; giving back, "I prayed", "my time", the open slots page by page, the private list and
 * the reminder's lead time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { identities } from '@dps/db/schema';
import { actor } from '@dps/core/test/context';
import { endWatch } from '@dps/core/watches/end-watch';
import { getWatch } from '@dps/core/watches/get-watch';
import { getWatchLead } from '@dps/core/watches/set-watch-lead';
import { startWatch } from '@dps/core/watches/start-watch';
import { buttonData, buttons, startBotHarness, type BotHarness } from '../../../test/bot-harness';
import type { TgChat, TgMessage, TgUser } from '../../../test/fake-telegram-server';
import { POPUP_MAX } from './watch-taps';

let t: BotHarness;
let group: TgChat;
let post: TgMessage;
let watchId: number;
let people: { u: TgUser; zone: string }[];
const byName = (name: string) => people.find((p) => p.u.first_name === name)!.u;

const userIdOf = async (u: TgUser) =>
  (
    await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))))
  )[0]!.userId;

const claimsOf = async (u: TgUser) =>
  (
    await queryRows<{ slot: number }>(
      t.db.db,
      sql`select slot from watch_claims where user_id = ${await userIdOf(u)}::int and watch_id = ${watchId}::int
          and released_at is null order by slot`,
    )
  ).map((r) => Number(r.slot));

const current = (m: TgMessage) => t.fake.message(m.chat.id, m.message_id)!;
const tap = async (who: TgUser, m: TgMessage, label: string) => t.press(who, current(m), buttonData(current(m), label));

beforeAll(async () => {
  // Wednesday Dec 9, 2026, 12:00 UTC: 07:00 in New York.
  t = await startBotHarness({ now: '2026-12-09T12:00:00Z' });
  group = t.fake.group('Grace Church');
  const who: [string, string, 'en' | 'es'][] = [
    ['Ada', 'America/New_York', 'en'],
    ['Ben', 'America/New_York', 'en'],
    ['Cy', 'America/New_York', 'en'],
    ['Dan', 'America/Los_Angeles', 'en'],
    ['Eli', 'America/Los_Angeles', 'en'],
    ['Eva', 'Europe/Madrid', 'es'],
    ['Fer', 'Europe/Madrid', 'es'],
    ['Gil', 'Europe/Madrid', 'es'],
    ['Hari', 'Asia/Kolkata', 'en'],
    ['Isha', 'Asia/Kolkata', 'en'],
  ];
  people = who.map(([first_name, zone, language_code]) => ({ u: t.fake.user({ first_name, language_code }), zone }));
  for (const p of people) await t.say(p.u, `/timezone ${p.zone}`);
  const ada = byName('Ada');
  t.fake.setMemberStatus(group, ada, 'administrator');
  await t.say(ada, '/timezone America/New_York', { chat: group });
  // Ada starts it with the flow: tonight 20:00 in New York, 24 hours, 30-minute slots, one person each.
  const flow = (await t.say(ada, '/watch Night watch for Tom', { chat: group })).replies[0]!;
  for (const label of ['Tonight 20:00', '24 hours', '30 min', '1', '▶️ Start the watch']) await tap(ada, flow, label);
  const [w] = await queryRows<{ id: number }>(t.db.db, sql`select id from watches`);
  watchId = Number(w!.id);
  // A stand-in for the watch post the outbox sends (its own feature): the buttons it carries.
  post = (await t.bot.api.sendMessage(group.id, 'Night watch for Tom (the watch post)', {
    reply_markup: {
      inline_keyboard: [
        [
          { text: 'Open slots', callback_data: `w:m:${watchId}:0` },
          { text: 'My time', callback_data: `w:t:${watchId}` },
        ],
      ],
    },
  })) as unknown as TgMessage;
});
afterAll(async () => {
  mkdirSync('/tmp/h/tg', { recursive: true });
  writeFileSync('/tmp/h/tg/taps.txt', `${t.transcript.join('\n\n')}\n`);
  await t.stop();
});

describe('a ten-person group fills a 24-hour watch by tapping', () => {
  it('each claim answers in the tapper’s own zone and language; the post is never edited by a tap', async () => {
    const toasts = new Map<string, string[]>();
    // Person k takes every slot s with s % 10 = k: 48 slots, every one held once.
    for (let slot = 0; slot < 48; slot++) {
      const p = people[slot % 10]!;
      const r = await t.press(p.u, post, `w:c:${watchId}:${slot}`);
      expect(r.edits).toHaveLength(0);
      expect(r.replies).toHaveLength(0);
      toasts.set(p.u.first_name, [...(toasts.get(p.u.first_name) ?? []), String(r.answer!.text)]);
    }
    // Slot 0 is 01:00 UTC on Thursday: Wednesday 20:00 in New York, 02:00 Thursday in Madrid.
    expect(toasts.get('Ada')![0]).toBe('🕯 You hold Wed 20:00–20:30, your time (New York). Thank you!');
    expect(toasts.get('Dan')![0]).toBe('🕯 You hold Wed 18:30–19:00, your time (Los Angeles). Thank you!');
    expect(toasts.get('Eva')![0]).toBe('🕯 El turno jue 04:30–05:00 es tuyo, en tu hora (Madrid). ¡Gracias!');
    // Kolkata is 5½ hours ahead: slot 8 (05:00 UTC) is 10:30 there.
    expect(toasts.get('Hari')![0]).toBe('🕯 You hold Thu 10:30–11:00, your time (Kolkata). Thank you!');
    expect(toasts.get('Isha')).toEqual([
      '🕯 You hold Thu 11:00–11:30, your time (Kolkata). Thank you!',
      '🕯 You hold Thu 16:00–16:30, your time (Kolkata). Thank you!',
      '🕯 You hold Thu 21:00–21:30, your time (Kolkata). Thank you!',
      '🕯 You hold Fri 02:00–02:30, your time (Kolkata). Thank you!',
    ]);
    expect(await claimsOf(byName('Hari'))).toEqual([8, 18, 28, 38]);
    const view = await getWatch({ ...t.ctx, userId: await userIdOf(byName('Ada')) }, { id: watchId });
    expect(view.coverage).toMatchObject({ coveredSlots: 48, totalSlots: 48, open: [] });
    expect(view.people).toBe(10);
  });

  it('a full slot is refused in words, in the tapper’s language; a second tap by its holder changes nothing', async () => {
    const full = await t.press(byName('Isha'), post, `w:c:${watchId}:0`);
    expect(full.answer).toMatchObject({ show_alert: true, text: 'That slot is already full. Choose another one.' });
    const lleno = await t.press(byName('Eva'), post, `w:c:${watchId}:1`);
    expect(lleno.answer).toMatchObject({ show_alert: true, text: 'Ese turno ya está completo. Elige otro.' });
    const again = await t.press(byName('Ada'), post, `w:c:${watchId}:0`);
    expect(again.answer!.text).toBe('You already hold Wed 20:00–20:30, your time (New York).');
    expect(await claimsOf(byName('Isha'))).toEqual([9, 19, 29, 39]);
  });

  it('giving a slot back reopens it; "I prayed" is counted for a holder only', async () => {
    const r = await t.press(byName('Ben'), post, `w:r:${watchId}:1`);
    expect(r.answer!.text).toBe('You gave back Wed 20:30–21:00, your time (New York). It is open again.');
    expect(await claimsOf(byName('Ben'))).toEqual([11, 21, 31, 41]);
    const notMine = await t.press(byName('Ben'), post, `w:r:${watchId}:2`);
    expect(notMine.answer).toMatchObject({ show_alert: true, text: "You don't hold that slot." });

    const prayed = await t.press(byName('Ada'), post, `w:p:${watchId}:0`);
    expect(prayed.answer!.text).toBe('🙏 Thank you for praying. Your slot Wed 20:00–20:30 is counted.');
    const [row] = await queryRows<{ prayed: boolean }>(
      t.db.db,
      sql`select prayed_at is not null as prayed from watch_claims where watch_id = ${watchId}::int and slot = 0 and released_at is null`,
    );
    expect(row!.prayed).toBe(true);
    const notHeld = await t.press(byName('Fer'), post, `w:p:${watchId}:0`);
    expect(notHeld.answer).toMatchObject({ show_alert: true, text: 'No tienes ese turno.' });
  });

  it('"my time" shows the tapper’s slots and the open ones in their zone (Kolkata), in a popup', async () => {
    const r = await t.press(byName('Hari'), post, `w:t:${watchId}`);
    expect(r.answer).toMatchObject({ show_alert: true });
    expect(r.answer!.text).toBe(
      [
        '🕯 Night watch for Tom · your time (Kolkata)',
        'Yours: Thu 10:30–11:00, Thu 15:30–16:00, Thu 20:30–21:00 (+1 more)',
        // Ben gave back slot 1: 01:30 UTC, 07:00 in Kolkata.
        'Open: Thu 07:00–07:30',
      ].join('\n'),
    );
    expect(String(r.answer!.text).length).toBeLessThanOrEqual(POPUP_MAX);
    const es = await t.press(byName('Gil'), post, `w:t:${watchId}`);
    expect(es.answer!.text).toBe(
      [
        '🕯 Night watch for Tom · en tu hora (Madrid)',
        'Tuyos: jue 05:30–06:00, jue 10:30–11:00, jue 15:30–16:00 (y 2 más)',
        'Libres: jue 02:30–03:00',
      ].join('\n'),
    );
  });

  it('“open slots” goes to the private chat, where a slot is taken with a tap; one who never started the bot is told how', async () => {
    const cy = byName('Cy');
    const r = await t.press(cy, post, `w:m:${watchId}:0`);
    expect(r.answer!.text).toBe('🕯 I sent it to you in our private chat.');
    const page = r.replies[0]!;
    expect(page.chat.id).toBe(cy.id);
    expect(page.text).toBe(
      '🕯 Night watch for Tom · open slots in your time (New York)\nTap a time to take it. ✅ is yours: tap it to give it back.',
    );
    expect(buttons(page)).toEqual([
      'Wed 20:30–21:00',
      '✅ Wed 21:00–21:30',
      '✅ Thu 02:00–02:30',
      '✅ Thu 07:00–07:30',
      '✅ Thu 12:00–12:30',
      '✅ Thu 17:00–17:30',
      '« My watches',
    ]);
    const took = await tap(cy, page, 'Wed 20:30–21:00');
    expect(took.answer!.text).toBe('🕯 You hold Wed 20:30–21:00, your time (New York). Thank you!');
    expect(buttons(took.edits[0]).slice(0, 2)).toEqual(['✅ Wed 20:30–21:00', '✅ Wed 21:00–21:30']);

    // Under a message of the outbox's (a reminder), the page comes as a new message; the reminder stays.
    const reminder = (await t.bot.api.sendMessage(cy.id, 'Your slot begins in 10 minutes (stand-in)', {
      reply_markup: { inline_keyboard: [[{ text: 'Open slots', callback_data: `w:m:${watchId}:0` }]] },
    })) as unknown as TgMessage;
    const fromReminder = await t.press(cy, reminder, `w:m:${watchId}:0`);
    expect(fromReminder.edits).toHaveLength(0);
    expect(fromReminder.replies[0]!.text).toMatch(/^🕯 Night watch for Tom · open slots in your time \(New York\)/);
    expect(current(reminder).text).toBe('Your slot begins in 10 minutes (stand-in)');

    const kim = t.fake.user({ first_name: 'Kim', language_code: 'en' });
    t.fake.neverStarted(kim);
    const told = await t.press(kim, post, `w:m:${watchId}:0`);
    expect(told.answer).toMatchObject({
      show_alert: true,
      text: `I can’t write to you privately yet. Open @${t.fake.botUser.username}, press Start, then tap again.`,
    });
  });

  it('"my time" too long for a popup comes in the private chat', async () => {
    const ada = byName('Ada');
    const title =
      'Prayer for the families of our town: the sick, the lonely, the grieving and all who serve them through this long winter';
    const w = await startWatch(actor(t.ctx, await userIdOf(ada), 'America/New_York'), {
      title,
      circleId: (await getWatch({ ...t.ctx, userId: await userIdOf(ada) }, { id: watchId })).circle!.id,
      startsAt: '2026-12-12T00:00:00Z',
      hours: 6,
      slotMinutes: 60,
      perSlot: 1,
    });
    const hari = byName('Hari');
    await t.press(hari, post, `w:c:${w.id}:2`);
    const r = await t.press(hari, post, `w:t:${w.id}`);
    expect(r.answer).toMatchObject({ text: '🕯 I sent it to you in our private chat.' });
    expect(r.replies[0]!.chat.id).toBe(hari.id);
    expect(r.replies[0]!.text).toBe(
      [`🕯 ${title} · your time (Kolkata)`, 'Yours: Sat 07:30–08:30', 'Open: Sat 05:30–07:30, Sat 08:30–11:30'].join(
        '\n',
      ),
    );
  });

  it('the open slots of a long watch come eight at a time, with More › and ‹ Back', async () => {
    const ada = byName('Ada');
    const w = await startWatch(actor(t.ctx, await userIdOf(ada), 'America/New_York'), {
      title: 'Week of prayer before Easter',
      circleId: (await getWatch({ ...t.ctx, userId: await userIdOf(ada) }, { id: watchId })).circle!.id,
      startsAt: '2026-12-11T00:00:00Z',
      hours: 24,
      slotMinutes: 60,
      perSlot: 2,
    });
    const first = (await t.say(ada, '/watch')).replies[0]!;
    const r = await t.press(ada, first, `w:m:${w.id}:0`);
    const page1 = r.edits[0]!;
    expect(buttons(page1)).toHaveLength(8 + 2);
    expect(buttons(page1)[0]).toBe('Thu 19:00–20:00 · 2 places left');
    expect(buttons(page1).slice(-2)).toEqual(['More ›', '« My watches']);
    const page2 = (await tap(ada, page1, 'More ›')).edits[0]!;
    expect(buttons(page2)[0]).toBe('Fri 03:00–04:00 · 2 places left');
    expect(buttons(page2).slice(-3)).toEqual(['‹ Back', 'More ›', '« My watches']);
    const back = (await tap(ada, page2, '‹ Back')).edits[0]!;
    expect(buttons(back)[0]).toBe('Thu 19:00–20:00 · 2 places left');
  });
});

describe('who may tap', () => {
  it('someone who never was in the group is told the watch is not found', async () => {
    const zed = t.fake.user({ first_name: 'Zed', language_code: 'en' });
    const none = (await t.say(zed, '/watch')).replies[0]!;
    expect(none.text).toMatch(/^🕯 You have no prayer watch yet\. In a Telegram group, type \/watch to start one/);
    const r = await t.press(zed, none, `w:c:${watchId}:5`);
    expect(r.answer).toMatchObject({ show_alert: true, text: 'Watch not found.' });
  });

  it('someone who left the group no longer sees it nor can tap it', async () => {
    const gil = byName('Gil');
    await t.exchange(t.fake.leaveGroup(group, gil));
    const list = (await t.say(gil, '/watch')).replies[0]!;
    expect(list.text).toMatch(/^🕯 Todavía no tienes ninguna vigilia de oración\./);
    const r = await t.press(gil, list, `w:r:${watchId}:7`);
    expect(r.answer).toMatchObject({ show_alert: true, text: 'No se encontró la vigilia.' });
    const c = await t.press(gil, list, `w:c:${watchId}:1`);
    expect(c.answer).toMatchObject({ show_alert: true, text: 'No se encontró la vigilia.' });
  });
});

describe('/watch in the private chat', () => {
  it('lists the watches with coverage and the person’s slots in their zone; ✖ gives one back', async () => {
    const hari = byName('Hari');
    const list = (await t.say(hari, '/watch')).replies[0]!;
    expect(list.text).toContain('🕯 Your prayer watches\n\nNight watch for Tom · Grace Church\n');
    expect(list.text).toContain('Starts Dec 10, 06:30, your time (Kolkata) · 24 hours');
    expect(list.text).toContain('Yours: Thu 10:30–11:00, Thu 15:30–16:00, Thu 20:30–21:00, Fri 01:30–02:00');
    expect(list.text).toMatch(/4[78] of 48 slots taken/);
    // A run of open slots that ends on another day says which.
    expect(list.text).toContain('0 of 24 slots taken · Open: Fri 05:30–Sat 05:30');
    expect(list.text).toContain('1 of 6 slots taken · Open: Sat 05:30–07:30, Sat 08:30–11:30');
    const ada = (await t.say(byName('Ada'), '/watch')).replies[0]!;
    expect(ada.text).toContain('1 of 6 slots taken · Open: Fri 19:00–21:00, Fri 22:00–Sat 01:00');
    expect(buttons(list)).toContain('🕯 Slots · Night watch for Tom');
    expect(buttons(list)).toContain('✖ Thu 10:30–11:00');
    expect(buttons(list).at(-1)).toBe('⏰ Reminder: 10 min before');
    const r = await tap(hari, list, '✖ Thu 10:30–11:00');
    expect(r.answer!.text).toBe('You gave back Thu 10:30–11:00, your time (Kolkata). It is open again.');
    expect(r.edits[0]!.text).toContain('Yours: Thu 15:30–16:00, Thu 20:30–21:00, Fri 01:30–02:00');
    expect(r.edits[0]!.text).toContain('Open: Thu 10:30–11:00');
    expect(await claimsOf(hari)).toEqual([18, 28, 38]);
  });

  it('in Spanish for a Spanish person', async () => {
    const list = (await t.say(byName('Eva'), '/watch')).replies[0]!;
    expect(list.text).toContain('🕯 Tus vigilias de oración\n\nNight watch for Tom · Grace Church\n');
    expect(list.text).toContain('Empieza 10 dic, 02:00, en tu hora (Madrid) · 24 horas');
    expect(list.text).toContain('Tuyos: jue 04:30–05:00');
    expect(buttons(list).at(-1)).toBe('⏰ Aviso: 10 min antes');
    const eva = byName('Eva');
    const page = (await tap(eva, list, '🕯 Turnos · Night watch for Tom')).edits[0]!;
    expect(page.text).toBe(
      '🕯 Night watch for Tom · turnos libres en tu hora (Madrid)\nToca una hora para tomarla. ✅ es tuyo: tócalo para dejarlo.',
    );
    expect(buttons(page)).toContain('✅ jue 04:30–05:00');
    expect(buttons(page).at(-1)).toBe('« Mis vigilias');
    const back = (await tap(eva, page, '« Mis vigilias')).edits[0]!;
    const lead = (await tap(eva, back, '⏰ Aviso: 10 min antes')).edits[0]!;
    expect(lead.text).toBe(
      '⏰ ¿Cuánto antes de cada uno de tus turnos quieres que te avise? Ahora: 10 minutos antes.\nTambién recibes un mensaje cuando empieza cada turno.',
    );
    const set = await tap(eva, lead, 'Solo al empezar');
    expect(set.answer!.text).toBe('⏰ Listo: un mensaje cuando empieza cada turno.');
    expect(buttons(set.edits[0]).at(-1)).toBe('⏰ Aviso: solo al empezar mi turno');
  });

  it('the reminder’s lead time: by the ⏰ button, and by /watch lead', async () => {
    const hari = byName('Hari');
    const list = (await t.say(hari, '/watch')).replies[0]!;
    const ask = (await tap(hari, list, '⏰ Reminder: 10 min before')).edits[0]!;
    expect(ask.text).toBe(
      '⏰ How long before each of your slots should I remind you? Now: 10 minutes before.\nYou also get a message when each slot begins.',
    );
    expect(buttons(ask)).toEqual([
      'Only when it begins',
      '5 min before',
      '• 10 min before',
      '15 min before',
      '30 min before',
      '60 min before',
      '« My watches',
    ]);
    const set = await tap(hari, ask, '15 min before');
    expect(set.answer!.text).toBe('⏰ Done: a reminder 15 minutes before each slot.');
    expect(buttons(set.edits[0]).at(-1)).toBe('⏰ Reminder: 15 min before');
    const hariId = await userIdOf(hari);
    expect(await getWatchLead(actor(t.ctx, hariId))).toBe(15);

    const typed = await t.say(hari, '/watch lead 0');
    expect(typed.replies[0]!.text).toBe('⏰ Done: a message when each slot begins.');
    expect(await getWatchLead(actor(t.ctx, hariId))).toBe(0);
    const wrong = await t.say(hari, '/watch lead 7');
    expect(wrong.replies[0]!.text).toContain('Choose 0, 5, 10, 15, 30 or 60 minutes before your slot.');
    expect(await getWatchLead(actor(t.ctx, hariId))).toBe(0);
  });

  it('/help lists /watch in both languages, and the command menus carry it', async () => {
    const en = (await t.say(byName('Ada'), '/help')).replies[0]!.text!;
    expect(en).toContain('/watch — a prayer watch: in a group, cover a day or a week of prayer together');
    const es = (await t.say(byName('Eva'), '/help')).replies[0]!.text!;
    expect(es).toContain('/watch — una vigilia de oración: en un grupo, cubran juntos un día o una semana');
    expect(t.fake.commands.map((c) => c.command)).toContain('watch');
    expect(t.fake.groupCommandsByLanguage.get('es')!.find((c) => c.command === 'watch')!.description).toBe(
      'Empezar una vigilia de oración: el grupo se reparte las horas',
    );
  });
});

describe('a watch going on, and one ended early', () => {
  it('a slot that is over and a watch that ended are refused in words; the list says it is going on', async () => {
    const ada = byName('Ada');
    // Thursday 02:00 UTC: slots 0 and 1 of the night watch are over.
    t.ctx.clock.set('2026-12-10T02:00:00Z');
    try {
      const over = await t.press(byName('Isha'), post, `w:c:${watchId}:0`);
      expect(over.answer).toMatchObject({ show_alert: true, text: 'That slot is already over.' });
      const terminado = await t.press(byName('Fer'), post, `w:r:${watchId}:1`);
      expect(terminado.answer).toMatchObject({ show_alert: true, text: 'Ese turno ya terminó.' });
      const list = (await t.say(ada, '/watch')).replies[0]!;
      expect(list.text).toContain(
        'Night watch for Tom · Grace Church\nGoing on now, until Dec 10, 20:00, your time (New York)',
      );
      // Her first slot is over: the list shows only those to come, and no ✖ for it.
      expect(list.text).toContain('Yours: Thu 01:00–01:30, Thu 06:00–06:30');
      expect(buttons(list)).not.toContain('✖ Wed 20:00–20:30');

      const [families] = await queryRows<{ id: number }>(
        t.db.db,
        sql`select id from watches where title like 'Prayer for the families%'`,
      );
      await endWatch(actor(t.ctx, await userIdOf(ada), 'America/New_York'), { watchId: Number(families!.id) });
      const ended = await t.press(byName('Hari'), post, `w:c:${families!.id}:4`);
      expect(ended.answer).toMatchObject({ show_alert: true, text: 'This watch has ended.' });
      const mine = await t.press(byName('Hari'), post, `w:t:${families!.id}`);
      expect(String(mine.answer!.text)).toMatch(/\nThis watch has ended\. Thank you for praying\.$/);
    } finally {
      t.ctx.clock.set('2026-12-09T12:00:00Z');
    }
  });
});

it('draws no empty row of buttons and no callback data over 64 bytes', () => {
  const markups = t.fake
    .succeeded()
    .flatMap((c) =>
      c.params.reply_markup?.inline_keyboard
        ? [c.params.reply_markup.inline_keyboard as { callback_data?: string }[][]]
        : [],
    );
  expect(markups.length).toBeGreaterThan(5);
  for (const rows of markups) {
    for (const row of rows) {
      expect(row.length).toBeGreaterThan(0);
      for (const b of row) expect(Buffer.byteLength(b.callback_data ?? '')).toBeLessThanOrEqual(64);
    }
  }
});
