/**
 * /watch in a group (decision 350), with the real grammY bot against the fake Bot API on a real
 * database and a pinned clock: the whole guided flow in English (a request of the group, a start
 * button in the group's zone) and in Spanish ("mañana a las 20" typed), a typed start that does
 * not parse asked again in words, and only the starter moving the flow on.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { buttonData, buttons, startBotHarness, type BotHarness, type Exchange } from '../../../test/bot-harness';
import type { TgChat, TgMessage, TgUser } from '../../../test/fake-telegram-server';

let t: BotHarness;
let ada: TgUser;
let ben: TgUser;
let eva: TgUser;
let grace: TgChat;
let luz: TgChat;

/** The person replies to a message of the bot (what ForceReply makes their app do). */
async function replyTo(who: TgUser, chat: TgChat, to: TgMessage, text: string): Promise<Exchange> {
  t.transcript.push(`> ${who.first_name} (replying): ${text}`);
  return t.exchange(t.fake.sendText(who, text, { chat, replyTo: to }));
}
const current = (m: TgMessage) => t.fake.message(m.chat.id, m.message_id)!;
const tap = async (who: TgUser, m: TgMessage, label: string) => t.press(who, current(m), buttonData(current(m), label));

interface WatchRowOut {
  title: string;
  starts_at: string;
  hours: number;
  slot_minutes: number;
  per_slot: number;
  time_zone: string;
  language: string;
  post_channel: string;
  post_target: string;
  request_id: number | null;
  circle_id: number;
}
const watches = () =>
  queryRows<WatchRowOut>(
    t.db.db,
    sql`select title, starts_at::text, hours, slot_minutes, per_slot, time_zone, language,
    post_channel, post_target, request_id, circle_id from watches order by id`,
  );

beforeAll(async () => {
  // Tuesday Dec 8, 2026, 10:00 UTC: 05:00 in New York, 11:00 in Madrid.
  t = await startBotHarness({ now: '2026-12-08T10:00:00Z' });
  ada = t.fake.user({ first_name: 'Ada', language_code: 'en' });
  ben = t.fake.user({ first_name: 'Ben', language_code: 'en' });
  eva = t.fake.user({ first_name: 'Eva', language_code: 'es' });
  grace = t.fake.group('Grace Church');
  luz = t.fake.group('Luz del Mundo');
  t.fake.setMemberStatus(grace, ada, 'administrator');
  t.fake.setMemberStatus(luz, eva, 'administrator');
  await t.say(ada, '/timezone America/New_York', { chat: grace });
  await t.say(eva, '/language es', { chat: luz });
  await t.say(eva, '/timezone Europe/Madrid', { chat: luz });
  await t.say(ada, '/request Healing for Anna after her surgery', { chat: grace });
});
afterAll(async () => {
  mkdirSync('/tmp/h/tg', { recursive: true });
  writeFileSync('/tmp/h/tg/flow.txt', `${t.transcript.join('\n\n')}\n`);
  await t.stop();
});

describe('/watch in a group: the guided flow', () => {
  it('in English: a title typed as a reply, a request of the group, a start in the group’s zone, then Start', async () => {
    const asked = (await t.say(ada, '/watch', { chat: grace })).replies[0]!;
    expect(asked.text).toMatch(/^🕯 A prayer watch: the group covers the hours together/);
    expect(asked.text).toContain('Reply to this message with a short title');
    expect(asked.keyboard).toMatchObject({ force_reply: true, selective: true });

    const flow = (await replyTo(ada, grace, asked, 'Anna’s surgery')).replies[0]!;
    expect(flow.text).toBe('🕯 Prayer watch: Anna’s surgery\n\nIs it for one of the group’s prayer requests?');
    expect(buttons(flow)).toEqual(['🙏 Healing for Anna after her surgery', 'No request', '✖ Cancel']);

    // Someone else's tap changes nothing: a popup in their language says whose it is.
    const other = await t.press(ben, flow, buttonData(flow, 'No request'));
    expect(other.answer).toMatchObject({
      show_alert: true,
      text: 'Ada is setting up this watch. Type /watch to start one of your own.',
    });
    expect(other.edits).toHaveLength(0);

    const when = (await tap(ada, flow, '🙏 Healing for Anna after her surgery')).edits[0]!;
    expect(when.text).toBe(
      '🕯 Prayer watch: Anna’s surgery\n🙏 For: Healing for Anna after her surgery\n\nWhen should it start? (Times in New York.)',
    );
    // 05:00 in New York: an hour from now, tonight, tomorrow morning and evening, or typed.
    expect(buttons(when)).toEqual([
      'In 1 hour · 06:00',
      'Tonight 20:00',
      'Tomorrow 08:00',
      'Tomorrow 20:00',
      '⌨️ Type a time',
      '✖ Cancel',
    ]);
    const hours = (await tap(ada, flow, 'Tomorrow 20:00')).edits[0]!;
    expect(hours.text).toContain('🕗 Starts Dec 9, 20:00 (New York time)');
    expect(hours.text).toMatch(/How long should it run\?$/);
    expect(buttons(hours)).toEqual([
      '1 hour',
      '3 hours',
      '6 hours',
      '12 hours',
      '24 hours',
      '2 days',
      '3 days',
      '7 days',
      '✖ Cancel',
    ]);
    const slot = (await tap(ada, flow, '24 hours')).edits[0]!;
    expect(slot.text).toMatch(/⏳ 24 hours\n\nHow long is each slot\?$/);
    expect(buttons(slot)).toEqual(['15 min', '30 min', '60 min', '✖ Cancel']);
    const per = (await tap(ada, flow, '30 min')).edits[0]!;
    expect(per.text).toMatch(/🧩 Slots of 30 minutes\n\nHow many people may share a slot\?$/);
    expect(buttons(per)).toEqual(['1', '2', '3', '4', '5', '✖ Cancel']);
    const summary = (await tap(ada, flow, '1')).edits[0]!;
    expect(summary.text).toBe(
      [
        '🕯 Prayer watch: Anna’s surgery',
        '🙏 For: Healing for Anna after her surgery',
        '🕗 Starts Dec 9, 20:00 (New York time)',
        '⏳ 24 hours',
        '🧩 Slots of 30 minutes · 1 person each',
        '',
        '48 slots to cover. Start it? The group gets a post with the slots to take.',
      ].join('\n'),
    );
    expect(buttons(summary)).toEqual(['▶️ Start the watch', '✖ Cancel']);
    expect(await watches()).toHaveLength(0);

    const started = await tap(ada, flow, '▶️ Start the watch');
    expect(started.edits[0]!.text).toBe(
      '🕯 Anna’s surgery is on: from Dec 9, 20:00 (New York time), 24 hours. The watch post follows in a moment: tap a slot there to take it.',
    );
    expect(buttons(started.edits[0])).toEqual([]);
    // The flow does not post the watch itself: the outbox does.
    expect(started.replies).toHaveLength(0);
    const [w] = await watches();
    expect(w).toMatchObject({
      title: 'Anna’s surgery',
      hours: 24,
      slot_minutes: 30,
      per_slot: 1,
      time_zone: 'America/New_York',
      language: 'en',
      post_channel: 'telegram',
      post_target: String(grace.id),
    });
    expect(new Date(w!.starts_at).toISOString()).toBe('2026-12-10T01:00:00.000Z');
    expect(w!.request_id).not.toBeNull();
    // A second tap on the finished flow starts nothing more.
    const again = await t.press(ada, started.edits[0]!, 'wf:go');
    expect(again.answer).toMatchObject({ text: 'This setup has expired. Type /watch to begin again.' });
    expect(await watches()).toHaveLength(1);
  });

  it('a start typed in words: one that does not parse is asked again, then “tomorrow 8pm” moves on', async () => {
    const flow = (await t.say(ada, '/watch Night of prayer for Tom', { chat: grace })).replies[0]!;
    await tap(ada, flow, 'No request');
    const r = await tap(ada, flow, '⌨️ Type a time');
    expect(r.edits[0]!.text).toMatch(/Reply to my next message with the start, or tap a time\.$/);
    expect(buttons(r.edits[0])).toContain('Tomorrow 20:00');
    const prompt = r.replies[0]!;
    expect(prompt.text).toBe(
      'When should it start? Reply to this message with a day and a time, for example “tomorrow 8pm” or “Friday 19:00” (New York time).',
    );
    expect(prompt.keyboard).toMatchObject({ force_reply: true, selective: true });
    // Someone else's words are not taken as the start.
    expect((await replyTo(ben, grace, prompt, 'tomorrow 9am')).edits).toHaveLength(0);

    const wrong = await replyTo(ada, grace, prompt, 'whenever we can');
    expect(wrong.replies[0]!.text).toBe(
      'We couldn\'t read that start. Try "tomorrow 8pm" or "Friday 19:00".\nPlease reply to this message again.',
    );
    expect(wrong.replies[0]!.keyboard).toMatchObject({ force_reply: true });
    const ok = await replyTo(ada, grace, wrong.replies[0]!, 'tomorrow 8pm');
    expect(ok.edits[0]!.text).toContain('🕗 Starts Dec 9, 20:00 (New York time)');
    expect(ok.edits[0]!.text).toMatch(/How long should it run\?$/);

    const cancelled = await tap(ada, flow, '✖ Cancel');
    expect(cancelled.edits[0]!.text).toBe('🕯 The watch was not started. Type /watch whenever you want to set one up.');
    expect(await watches()).toHaveLength(1);
  });

  it('in Spanish: the group’s language, its zone, and “mañana a las 20” typed', async () => {
    const flow = (await t.say(eva, '/watch La operación de Ana', { chat: luz })).replies[0]!;
    // No open request in this group: straight to the start.
    expect(flow.text).toBe('🕯 Vigilia de oración: La operación de Ana\n\n¿Cuándo empieza? (Horas de Madrid.)');
    expect(buttons(flow)).toEqual([
      'En 1 hora · 12:00',
      'Esta noche 20:00',
      'Mañana 08:00',
      'Mañana 20:00',
      '⌨️ Escribir una hora',
      '✖ Cancelar',
    ]);
    const r = await tap(eva, flow, '⌨️ Escribir una hora');
    const prompt = r.replies[0]!;
    expect(prompt.text).toBe(
      '¿Cuándo empieza? Responde a este mensaje con un día y una hora, por ejemplo «mañana a las 20» o «viernes 19:00» (hora de Madrid).',
    );
    const bad = await replyTo(eva, luz, prompt, 'cuando podamos');
    expect(bad.replies[0]!.text).toBe(
      'No pudimos entender ese comienzo. Prueba con "mañana a las 20" o "viernes 19:00".\nResponde de nuevo a este mensaje, por favor.',
    );
    const ok = await replyTo(eva, luz, bad.replies[0]!, 'mañana a las 20');
    expect(ok.edits[0]!.text).toContain('🕗 Empieza 9 dic, 20:00 (hora de Madrid)');
    expect(ok.edits[0]!.text).toMatch(/¿Cuánto tiempo dura\?$/);
    await tap(eva, flow, '3 horas');
    await tap(eva, flow, '15 min');
    const summary = (await tap(eva, flow, '2')).edits[0]!;
    expect(summary.text).toBe(
      [
        '🕯 Vigilia de oración: La operación de Ana',
        '🕗 Empieza 9 dic, 20:00 (hora de Madrid)',
        '⏳ 3 horas',
        '🧩 Turnos de 15 minutos · hasta 2 personas por turno',
        '',
        '12 turnos por cubrir. ¿La empezamos? El grupo recibe una publicación con los turnos para tomar.',
      ].join('\n'),
    );
    const started = await tap(eva, flow, '▶️ Empezar la vigilia');
    expect(started.edits[0]!.text).toBe(
      '🕯 La operación de Ana ya está en marcha: desde 9 dic, 20:00 (hora de Madrid), 3 horas. En un momento llega la publicación de la vigilia: toca allí un turno para tomarlo.',
    );
    const w = (await watches()).find((x) => x.title === 'La operación de Ana')!;
    expect(w).toMatchObject({ time_zone: 'Europe/Madrid', language: 'es', hours: 3, slot_minutes: 15, per_slot: 2 });
    expect(new Date(w.starts_at).toISOString()).toBe('2026-12-09T19:00:00.000Z');
  });

  it('a title too long is refused in words and asked again', async () => {
    const asked = (await t.say(ada, '/watch', { chat: grace })).replies[0]!;
    const r = await replyTo(ada, grace, asked, 'x'.repeat(130));
    expect(r.replies[0]!.text).toBe(
      "Title Too Long\nA watch's title can be at most 120 characters.\nPlease reply to this message again.",
    );
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
