/**
 * Ending a watch early from Telegram (decision 370), with the real grammY bot against the fake Bot
 * API on a real database and a pinned clock: the starter from the private /watch list (asked to
 * confirm in place, "no" keeps it), a leader with `/watch end` in the group, a member who may not
 * (no button, a forged one refused in words, in Spanish too) and someone else tapping another's
 * buttons in the group.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { identities } from '@dps/db/schema';
import { actor } from '@dps/core/test/context';
import { startWatch } from '@dps/core/watches/start-watch';
import { buttonData, buttons, startBotHarness, type BotHarness } from '../../../test/bot-harness';
import type { TgChat, TgMessage, TgUser } from '../../../test/fake-telegram-server';

let t: BotHarness;
let group: TgChat;
let circleId: number;
let ada: TgUser;
let ben: TgUser;
let cy: TgUser;
let eva: TgUser;

const userIdOf = async (u: TgUser) =>
  (
    await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))))
  )[0]!.userId;

const current = (m: TgMessage) => t.fake.message(m.chat.id, m.message_id)!;
const tap = async (who: TgUser, m: TgMessage, label: string) => t.press(who, current(m), buttonData(current(m), label));

const stateOf = async (watchId: number) =>
  (
    await queryRows<{ ended: boolean; dirty: boolean; endedBy: number | null }>(
      t.db.db,
      sql`select ended_at is not null as ended, post_dirty_at is not null as dirty, ended_by as "endedBy"
          from watches where id = ${watchId}::int`,
    )
  )[0]!;

/** A watch of the group's, started by `who` (core's own start, as the flow does). */
async function watchBy(who: TgUser, title: string, startsAt: string): Promise<number> {
  const w = await startWatch(actor(t.ctx, await userIdOf(who), 'America/New_York'), {
    title,
    circleId,
    startsAt,
    hours: 12,
    slotMinutes: 60,
    perSlot: 1,
  });
  return w.id;
}

beforeAll(async () => {
  t = await startBotHarness({ now: '2026-12-09T12:00:00Z' });
  group = t.fake.group('Grace Church');
  ada = t.fake.user({ first_name: 'Ada', language_code: 'en' });
  ben = t.fake.user({ first_name: 'Ben', language_code: 'en' });
  cy = t.fake.user({ first_name: 'Cy', language_code: 'en' });
  eva = t.fake.user({ first_name: 'Eva', language_code: 'es' });
  for (const u of [ada, ben, cy, eva]) await t.say(u, '/timezone America/New_York');
  for (const u of [ada, cy, eva]) await t.say(u, 'hello', { chat: group });
  // Ben is made an administrator: a leader of the group.
  await t.exchange(t.fake.chatMember(group, ben, 'member', 'administrator', ada));
  const [c] = await queryRows<{ id: number }>(t.db.db, sql`select id from circles`);
  circleId = Number(c!.id);
});
afterAll(async () => {
  // What the chats showed, for a person to read.
  mkdirSync('/tmp/h/endw', { recursive: true });
  writeFileSync('/tmp/h/endw/telegram-end.txt', `${t.transcript.join('\n\n')}\n`);
  await t.stop();
});

describe('the starter ends a watch from the private /watch list', () => {
  it('asks to confirm in place; “no” keeps it; “yes” ends it, says so, and redraws the list', async () => {
    const id = await watchBy(ada, 'Night watch for Tom', '2026-12-10T01:00:00Z');
    const list = (await t.say(ada, '/watch')).replies[0]!;
    expect(buttons(list)).toContain('⏹ End · Night watch for Tom');

    const ask = await tap(ada, list, '⏹ End · Night watch for Tom');
    expect(ask.edits[0]!.text).toBe('End “Night watch for Tom” now? Slots not yet begun will send nothing more.');
    expect(buttons(ask.edits[0])).toEqual(['Yes, end it', 'No, keep it']);

    const kept = await tap(ada, list, 'No, keep it');
    expect(kept.edits[0]!.text).toContain('🕯 Your prayer watches');
    expect((await stateOf(id)).ended).toBe(false);

    await tap(ada, list, '⏹ End · Night watch for Tom');
    const yes = await tap(ada, list, 'Yes, end it');
    expect(yes.answer).toMatchObject({ text: 'The watch has ended; the group will get its summary.' });
    expect(yes.edits[0]!.text).toContain('Night watch for Tom · Grace Church\nEnded');
    expect(buttons(yes.edits[0])).not.toContain('⏹ End · Night watch for Tom');
    const s = await stateOf(id);
    expect(s).toMatchObject({ ended: true, dirty: true });
    expect(Number(s.endedBy)).toBe(await userIdOf(ada));
    // Pressing the old "yes" again: core says it is over, in words.
    const again = await t.press(ada, current(list), `wv:endok:${id}`);
    expect(again.answer).toMatchObject({ show_alert: true, text: 'This watch has ended.' });
  });
});

describe('in the group: /watch end', () => {
  it('a leader ends a watch someone else started; the message answers them alone', async () => {
    const id = await watchBy(ada, 'Vigil for the Ortiz family', '2026-12-11T01:00:00Z');
    const asked = (await t.say(ben, '/watch end', { chat: group })).replies[0]!;
    expect(asked.chat.id).toBe(group.id);
    expect(asked.text).toBe('Ben, which watch do you want to end?');
    expect(buttons(asked)).toEqual(['⏹ End · Vigil for the Ortiz family']);
    // No watch was started by "/watch end".
    expect(await queryRows(t.db.db, sql`select id from watches where title = 'end'`)).toHaveLength(0);

    // Someone else tapping Ben's buttons is told so; nothing changes.
    const other = await t.press(cy, current(asked), buttonData(current(asked), '⏹ End · Vigil for the Ortiz family'));
    expect(other.answer).toMatchObject({
      show_alert: true,
      text: 'These buttons are for the person who asked. Type /watch end to see the watches you can end.',
    });
    expect(other.edits).toHaveLength(0);

    const ask = await tap(ben, asked, '⏹ End · Vigil for the Ortiz family');
    expect(ask.edits[0]!.text).toBe(
      'End “Vigil for the Ortiz family” now? Slots not yet begun will send nothing more.',
    );
    const no = await tap(ben, asked, 'No, keep it');
    expect(buttons(no.edits[0])).toEqual(['⏹ End · Vigil for the Ortiz family']);
    await tap(ben, asked, '⏹ End · Vigil for the Ortiz family');
    const forged = await t.press(cy, current(asked), buttonData(current(asked), 'Yes, end it'));
    expect(forged.answer!.text).toMatch(/^These buttons are for the person who asked\./);
    expect((await stateOf(id)).ended).toBe(false);

    const yes = await tap(ben, asked, 'Yes, end it');
    expect(yes.answer).toMatchObject({ text: 'The watch has ended; the group will get its summary.' });
    expect(current(asked).text).toBe('🕯 “Vigil for the Ortiz family” has ended. Thank you to everyone who prayed.');
    const s = await stateOf(id);
    expect(s).toMatchObject({ ended: true, dirty: true });
    expect(Number(s.endedBy)).toBe(await userIdOf(ben));
  });

  it('a member who did not start it sees no button, and is told who may end one', async () => {
    await watchBy(ada, 'Morning watch', '2026-12-12T10:00:00Z');
    const none = (await t.say(cy, '/watch end', { chat: group })).replies[0]!;
    expect(none.text).toBe(
      '🕯 There is no watch here you can end: only whoever started one, or a leader of the group, can end it.',
    );
    expect(buttons(none)).toEqual([]);
    const list = (await t.say(cy, '/watch')).replies[0]!;
    expect(list.text).toContain('Morning watch · Grace Church');
    expect(buttons(list).some((b) => b.startsWith('⏹'))).toBe(false);
  });

  it('a forged button is refused in words, in Spanish for a Spanish member; the watch goes on', async () => {
    const id = await watchBy(ada, 'Tarde de oración', '2026-12-12T20:00:00Z');
    const list = (await t.say(eva, '/watch')).replies[0]!;
    expect(list.text).toContain('Tarde de oración · Grace Church');
    expect(buttons(list).some((b) => b.startsWith('⏹'))).toBe(false);
    const ask = await t.press(eva, list, `wv:end:${id}`);
    const refused = 'Acceso denegado: Solo quien inició la vigilia o un líder del grupo puede terminarla.';
    expect(ask.answer).toMatchObject({ show_alert: true, text: refused });
    expect(ask.edits).toHaveLength(0);
    const ok = await t.press(eva, list, `wv:endok:${id}`);
    expect(ok.answer).toMatchObject({ show_alert: true, text: refused });
    expect(await stateOf(id)).toMatchObject({ ended: false });
    const ninguna = (await t.say(eva, '/watch terminar', { chat: group })).replies[0]!;
    expect(ninguna.text).toBe(
      '🕯 Aquí no hay ninguna vigilia que puedas terminar: solo quien la inició o un líder del grupo puede hacerlo.',
    );
  });

  it('in Spanish, the starter’s confirm and the answer', async () => {
    const id = await watchBy(eva, 'Vigilia por Marta', '2026-12-13T01:00:00Z');
    const list = (await t.say(eva, '/watch')).replies[0]!;
    const ask = await tap(eva, list, '⏹ Terminar · Vigilia por Marta');
    expect(ask.edits[0]!.text).toBe(
      '¿Terminar «Vigilia por Marta» ahora? Los turnos que aún no han empezado ya no enviarán nada.',
    );
    expect(buttons(ask.edits[0])).toEqual(['Sí, terminarla', 'No, mantenerla']);
    const yes = await tap(eva, list, 'Sí, terminarla');
    expect(yes.answer!.text).toBe('La vigilia ha terminado; el grupo recibirá su resumen.');
    expect((await stateOf(id)).ended).toBe(true);
  });

  it('/help says how to end a watch, in both languages', async () => {
    expect((await t.say(ada, '/help')).replies[0]!.text).toContain(
      '/watch end in a group ends one early (for whoever started it or a leader of the group)',
    );
    expect((await t.say(eva, '/help')).replies[0]!.text).toContain(
      '/watch end en un grupo termina una antes de tiempo (quien la inició o un líder del grupo)',
    );
  });
});
