/**
 * A person's first minutes with the Telegram bot (decisions 264, 265), through the real grammY bot
 * against the fake Bot API: /start is a short invitation in their language with buttons (today's
 * prayer, pick my time, language), the zone question comes after the first tap, /help keeps the
 * whole list in groups, a newcomer's /streak "begins today", and a message that holds a reference
 * is answered with that passage once. The first message and /help as the fake received them are
 * written to /tmp/shots/firstmsg/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonData, buttons, startBotHarness, type BotHarness } from '../../../test/bot-harness';

const SHOTS = '/tmp/shots/firstmsg';
let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-15T12:00:00Z' });
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => t.stop());

const shot = (name: string, text: string) =>
  writeFileSync(`${SHOTS}/${name}.txt`, `${text}\n\n[${text.length} characters]\n`);

describe('the first message', () => {
  it('invites in a few lines, in English, with three buttons and no zone question yet', async () => {
    const ann = t.fake.user({ first_name: 'Ann', language_code: 'en' });
    const { replies } = await t.say(ann, '/start');
    expect(replies).toHaveLength(1);
    const text = replies[0]!.text!;
    shot('start-en', text);
    expect(text.length).toBeLessThanOrEqual(400);
    expect(text).toMatch(/^👋 Welcome, Ann!/);
    expect(text).toContain('/help');
    expect(text).not.toContain('time zone');
    expect(buttons(replies[0])).toEqual(["🙏 Today's prayer", '🔔 Pick my time', '🌐 Español']);

    // The first tap: today's prayer, then the zone question (with the location button).
    const tapped = await t.press(ann, replies[0]!, buttonData(replies[0]!, "🙏 Today's prayer"));
    expect(tapped.replies[0]!.text).toContain("Today's Prayer");
    expect(buttons(tapped.replies[0])).toContain('🙏 Pray');
    expect(tapped.replies[1]!.text).toContain('First, your time zone');
    expect(tapped.replies[1]!.keyboard).toMatchObject({ keyboard: [[{ text: '📍 Share my location', request_location: true }]] });
    // A city typed back answers it, and the times follow.
    const city = await t.say(ann, 'London');
    expect(city.replies[0]!.text).toMatch(/London/);
    expect(buttons(city.replies[1])).toContain('🔔 08:00');
  });

  it('is in Spanish for a Spanish Telegram, and Pick my time goes to the zone, then the times', async () => {
    const luz = t.fake.user({ first_name: 'Luz', language_code: 'es' });
    const { replies } = await t.say(luz, '/start');
    const text = replies[0]!.text!;
    shot('start-es', text);
    expect(text.length).toBeLessThanOrEqual(400);
    expect(text).toMatch(/^👋 ¡Te damos la bienvenida, Luz!/);
    expect(buttons(replies[0])).toEqual(['🙏 La oración de hoy', '🔔 Elegir mi hora', '🌐 English']);
    const asked = await t.press(luz, replies[0]!, buttonData(replies[0]!, '🔔 Elegir mi hora'));
    expect(asked.replies[0]!.text).toContain('Primero, tu zona horaria');
  });

  it('the language button switches the person, and redraws the same message in that language', async () => {
    const bo = t.fake.user({ first_name: 'Bo', language_code: 'en' });
    const first = (await t.say(bo, '/start')).replies[0]!;
    const switched = await t.press(bo, first, buttonData(first, '🌐 Español'));
    expect(switched.edits.at(-1)!.text).toMatch(/^👋 ¡Te damos la bienvenida, Bo!/);
    expect(buttons(switched.edits.at(-1))).toEqual(['🙏 La oración de hoy', '🔔 Elegir mi hora', '🌐 English']);
    expect((await t.say(bo, '/help')).replies[0]!.text).toContain('lo que puedo hacer');
  });
});

describe('/help', () => {
  it('keeps every command, grouped under headings, in both languages', async () => {
    const cy = t.fake.user({ first_name: 'Cy', language_code: 'en' });
    const en = (await t.say(cy, '/help')).replies[0]!.text!;
    shot('help-en', en);
    const headings = ['🙏 Pray', '🔥 Your rhythm', '🤝 Together', '⚙️ Settings', '🔗 Your account'];
    let at = -1;
    for (const h of headings) {
      const i = en.indexOf(`\n${h}\n`);
      expect(i, h).toBeGreaterThan(at);
      at = i;
    }
    for (const c of ['/today', '/streak', '/goals', '/plans', '/request', '/remind', '/language', '/timezone', '/link', '/cancel'])
      expect(en).toContain(c);
    expect(en.indexOf('/streak')).toBeGreaterThan(en.indexOf('🔥 Your rhythm'));
    const dee = t.fake.user({ first_name: 'Dee', language_code: 'es' });
    const es = (await t.say(dee, '/help')).replies[0]!.text!;
    shot('help-es', es);
    for (const h of ['🙏 Orar', '🔥 Tu ritmo', '🤝 En comunidad', '⚙️ Ajustes', '🔗 Tu cuenta']) expect(es).toContain(`\n${h}\n`);
  });
});

describe("a newcomer's /streak", () => {
  it('says the streak begins today, never a 0-day streak, in both languages', async () => {
    const en = (await t.say(t.fake.user({ first_name: 'Eli', language_code: 'en' }), '/streak')).replies[0]!.text!;
    expect(en).toMatch(/^🔥 Your streak begins today\nStart your prayer journey today!/);
    expect(en).not.toMatch(/\b0\b/);
    const es = (await t.say(t.fake.user({ first_name: 'Eva', language_code: 'es' }), '/streak')).replies[0]!.text!;
    expect(es).toMatch(/^🔥 Tu racha empieza hoy\n¡Empieza hoy tu camino de oración!/);
    expect(es).not.toMatch(/\b0\b/);
  });

  it('after praying, counts the day through the plural rules', async () => {
    const fe = t.fake.user({ first_name: 'Fe', language_code: 'es' });
    const today = (await t.say(fe, '/today')).replies[0]!;
    await t.press(fe, today, buttonData(today, '🙏 Orar'));
    const es = (await t.say(fe, '/streak')).replies[0]!.text!;
    expect(es).toMatch(/^🔥 ¡Racha de 1 día!/);
    expect(es).toContain('Mejor racha: 1 día');
  });
});

describe('a message that holds a reference', () => {
  it('is answered with the passage once, however often it repeats it', async () => {
    const gus = t.fake.user({ first_name: 'Gus', language_code: 'en' });
    const { replies } = await t.say(gus, 'John 11:35, again John 11:35, and once more John 11:35');
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toContain('John 11:35');
    expect(replies[0]!.text).toContain('Jesus wept');
    expect(replies[0]!.text).not.toContain('Send /today');
  });

  it('names two passages: each once, in order; talk stays talk', async () => {
    const hal = t.fake.user({ first_name: 'Hal', language_code: 'en' });
    const { replies } = await t.say(hal, 'Today I read Psalm 23 and then Romans 8:28, and Psalm 23 again');
    expect(replies.map((r) => r.text!.split('\n')[0])).toEqual([
      expect.stringContaining('Psalm 23'),
      expect.stringContaining('Romans 8:28'),
    ]);
    const talk = await t.say(hal, 'my job interview is at 3, please pray');
    expect(talk.replies).toHaveLength(1);
    expect(talk.replies[0]!.text).toContain('Send /today');
  });
});
