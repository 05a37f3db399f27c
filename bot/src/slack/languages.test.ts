/**
 * Slack in the member's language and the channel's (decisions 231, 239), through the real Bolt app
 * against the fake Slack Web API, the real delivery runner and a pinned clock: a channel set to
 * Spanish gets the Spanish prayer in Spanish words; an English member asks for it in English and
 * prays it; `/prayer language es` turns a member's answers and App Home to Spanish; a new member
 * whose Slack locale is es-LA is answered in Spanish from the first word.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { completions, identities, prayers, slackChannelSubscriptions } from '@dps/db/schema';
import { actor } from '@dps/core/test/context';
import { getSettings } from '@dps/core/settings/get-settings';
import { updateSettings } from '@dps/core/settings/update-settings';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { createDeliveryRunner } from '../sending/delivery-runner';
import { createSlackSender } from './delivery-sender';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';
import type { FakeSlackMessage } from '../../test/fake-slack-server';

let t: SlackHarness;
const CHANNEL = 'C0IGLESIA';
const DATE = '2026-03-10';
const ids = { en: 0, es: 0 };

beforeAll(async () => {
  // 12:00 UTC: 07:00 in Bogotá.
  t = await startSlackHarness({ now: `${DATE}T12:00:00Z` });
  t.fake.addUser({ id: 'U0ANA', teamId: TEAM, firstName: 'Ana', tz: 'America/Bogota', locale: 'es-LA' });
  t.fake.addUser({ id: 'U0JOHN', teamId: TEAM, firstName: 'John', tz: 'America/Bogota', locale: 'en-US' });
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', tz: 'Europe/London' });
  t.fake.addUser({ id: 'U0LUIS', teamId: TEAM, firstName: 'Luis', tz: 'America/Mexico_City', locale: 'es-LA' });
  t.fake.addUser({ id: 'U0MARIA', teamId: TEAM, firstName: 'María', tz: 'America/Mexico_City', locale: 'es-MX' });
  t.fake.addUser({ id: 'U0SOFIA', teamId: TEAM, firstName: 'Sofía', tz: 'America/Lima', locale: 'es-419' });
  t.fake.addChannel({ id: CHANNEL, name: 'iglesia', isMember: true });
  const rows = await t.h.db
    .insert(prayers)
    .values([
      {
        kind: 'daily',
        date: DATE,
        language: 'en',
        title: 'Strength for today',
        content: 'Lord, be my strength today.',
        scripture: 'The Lord is my strength and my shield.',
        scriptureReference: 'Psalm 28:7',
      },
      {
        kind: 'daily',
        date: DATE,
        language: 'es',
        title: 'Fuerza para hoy',
        content: 'Señor, sé mi fuerza hoy.',
        scripture: 'Jehová es mi fortaleza y mi escudo.',
        scriptureReference: 'Salmos 28:7',
      },
    ])
    .returning();
  ids.en = rows[0]!.id;
  ids.es = rows[1]!.id;
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

/** `/prayer <text>` and its answer on the response_url. */
async function prayer(text: string, opts: { user?: string; channel?: string } = {}) {
  const { res, responseUrl } = await t.command(text, opts);
  expect(res.status).toBe(200);
  const answer = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, `answer to /prayer ${text}`);
  return answer.body as { response_type: string; text: string; blocks?: any[] };
}

const current = (ts: string) => t.fake.messages(CHANNEL).find((m) => m.ts === ts)!;
const buttonsOf = (m: { blocks?: any[] }) =>
  m.blocks!.at(-1).elements as { action_id: string; value: string; text: { text: string } }[];
const ephemeralsTo = (user: string) => t.fake.callsTo('chat.postEphemeral').filter((c) => c.args.user === user);

async function tap(post: FakeSlackMessage, actionId: string, user: string): Promise<void> {
  const m = current(post.ts);
  const value = buttonsOf(m).find((e) => e.action_id === actionId)!.value;
  const before = ephemeralsTo(user).length;
  const res = await t.interact(
    buttonPayload({ actionId, user, channel: CHANNEL, value, message: { ts: m.ts, text: m.text, blocks: m.blocks! } }),
  );
  expect(res.status).toBe(200);
  await t.fake.waitFor(() => ephemeralsTo(user).length > before, 5000, `${user} hears back`);
}

/** The payloads a reader of the report looks at. */
const shown: Record<string, unknown> = {};
afterAll(() => {
  if (process.env.SLACK_PAYLOADS_OUT) writeFileSync(process.env.SLACK_PAYLOADS_OUT, JSON.stringify(shown, null, 2));
});

describe('a channel in Spanish', () => {
  let post: FakeSlackMessage;

  it('subscribed by a Spanish speaker: the channel speaks Spanish, and says so in Spanish', async () => {
    const a = await prayer('subscribe 7:00 Bogota', { user: 'U0ANA', channel: CHANNEL });
    expect(a.response_type).toBe('in_channel');
    expect(a.text).toBe(
      '✅ <@U0ANA> suscribió este canal: la oración del día se publicará aquí todos los días a las *07:00* (7:00 a. m., Bogotá; hora local actual: 07:00). Toca 🙏 Orar debajo cuando hayas orado, y ✍️ Reflexionar para compartir en su hilo. Llega en español: `/prayer channel language en` lo cambia.',
    );
    const [sub] = await t.h.db
      .select()
      .from(slackChannelSubscriptions)
      .where(eq(slackChannelSubscriptions.channelId, CHANNEL));
    expect(sub).toMatchObject({ language: 'es', postTime: '07:00', timeZone: 'America/Bogota' });
  });

  it('gets the Spanish prayer at its minute, in Spanish words, with the way to English', async () => {
    const runner = createDeliveryRunner({
      ctx: t.ctx,
      senders: [createSlackSender({ ctx: t.ctx, channel: 'slack_channel', clients: t.slack.clients })],
    });
    t.ctx.clock.set(`${DATE}T11:59:00Z`);
    expect(await runner.runDue()).toMatchObject({ sent: 0 });
    t.ctx.clock.set(`${DATE}T12:00:00Z`);
    expect(await runner.runDue()).toMatchObject({ sent: 1 });
    post = t.fake.messages(CHANNEL).at(-1)!;
    shown.spanishChannelPost = { text: post.text, blocks: post.blocks };
    expect(post.text).toBe('🙏 Oración del día: Fuerza para hoy');
    expect(post.blocks![0].text.text).toBe('🙏 Fuerza para hoy');
    expect(post.blocks![1].elements[0].text).toBe('*Oración del día* · martes, 10 de marzo de 2026');
    const words = JSON.stringify(post.blocks);
    expect(words).toContain('Señor, sé mi fuerza hoy.');
    expect(words).toContain('— _Salmos 28:7_');
    expect(words).not.toContain('Strength for today');
    const count = post.blocks!.find((b: any) => b.block_id === 'prayed_count');
    expect(count.elements[0].text).toBe('Nadie ha orado todavía hoy: toca 🙏 Orar cuando hayas orado.');
    expect(buttonsOf(post).map((b) => b.text.text)).toEqual(['🙏 Orar', '❤️ Guardar', '✍️ Reflexionar', '🌐 English']);
    expect(post.metadata).toEqual({
      event_type: 'dps_daily_prayer',
      event_payload: { prayer_id: ids.es, local_date: DATE },
    });
  });

  it("an English member asks for it in English: the day's English prayer, only for him, in English words", async () => {
    await tap(post, 'prayer_in_my_language', 'U0JOHN');
    const answer = ephemeralsTo('U0JOHN').find((c) => String(c.args.text).includes("Today's Prayer"))!;
    expect(answer.args.channel).toBe(CHANNEL);
    expect(answer.args.text).toBe("🙏 Today's Prayer: Strength for today");
    const blocks = answer.args.blocks as any[];
    expect(blocks[1].elements[0].text).toBe("*Today's Prayer* · Tuesday, March 10, 2026");
    expect(JSON.stringify(blocks)).toContain('Lord, be my strength today.');
    expect(buttonsOf({ blocks }).map((b) => b.text.text)).toEqual(['🙏 Pray', '❤️ Save', '✍️ Reflect']);
    // The channel's post is untouched; John's account took his Slack locale.
    expect(current(post.ts).blocks).toEqual(post.blocks);
    expect((await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0JOHN' }))!.language).toBe('en');
  });

  it("his Pray on the Spanish post counts his own day; the post's count stays in Spanish, his answer comes in English", async () => {
    await tap(post, 'prayer_pray', 'U0JOHN');
    expect(
      current(post.ts)
        .blocks!.find((b: any) => b.block_id === 'prayed_count')
        .elements.map((e: any) => e.text),
    ).toEqual(['🙏 *1 persona* ha orado hoy', '🔥 Racha del canal: *1 día*']);
    expect(ephemeralsTo('U0JOHN').map((c) => c.args.text)).toContain('🙏 Prayer Completed! 🔥 1-day streak');
    const john = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0JOHN' }))!;
    const done = await t.h.db.select().from(completions).where(eq(completions.userId, john.userId));
    // His own (English) prayer of the day, not the Spanish one he tapped.
    expect(done.map((c) => c.prayerId)).toEqual([ids.en]);
  });

  it('a Spanish member who asks gets the English one too (the button names it), and her Pray answer is Spanish', async () => {
    await tap(post, 'prayer_in_my_language', 'U0ANA');
    expect(ephemeralsTo('U0ANA').map((c) => c.args.text)).toContain("🙏 Today's Prayer: Strength for today");
    await tap(post, 'prayer_pray', 'U0ANA');
    expect(ephemeralsTo('U0ANA').map((c) => c.args.text)).toContain('🙏 ¡Oración completada! 🔥 Racha de 1 día');
    expect(current(post.ts).blocks!.find((b: any) => b.block_id === 'prayed_count').elements[0].text).toBe(
      '🙏 *2 personas* han orado hoy',
    );
  });

  it('/prayer channel language: shown to anyone; changed only by whoever may change the channel; said for everyone in the new language', async () => {
    expect((await prayer('channel language', { user: 'U0JOHN', channel: CHANNEL })).text).toBe(
      "🌐 This channel's daily prayer comes in Spanish. `/prayer channel language en` changes it.",
    );
    expect((await prayer('channel language en', { user: 'U0JOHN', channel: CHANNEL })).text).toBe(
      "Only whoever subscribed this channel, a workspace admin or the channel's creator can change this channel's language.",
    );
    const changed = await prayer('channel language english', { user: 'U0ANA', channel: CHANNEL });
    expect(changed).toMatchObject({
      response_type: 'in_channel',
      text: "🌐 <@U0ANA> set this channel's language to English: its daily prayer comes in English from now on.",
    });
    const sub = async () =>
      (
        await t.h.db.select().from(slackChannelSubscriptions).where(eq(slackChannelSubscriptions.channelId, CHANNEL))
      )[0]!;
    expect(await sub()).toMatchObject({
      language: 'en',
      postTime: '07:00',
      timeZone: 'America/Bogota',
      isActive: true,
    });
    // Moving its time keeps its language; Ana's own answers stay Spanish.
    const moved = await prayer('subscribe 8:00', { user: 'U0ANA', channel: CHANNEL });
    expect(moved.text).toContain("moved this channel's daily prayer");
    expect((await sub()).language).toBe('en');
    expect((await prayer('channel language es', { user: 'U0ANA', channel: CHANNEL })).text).toContain(
      'cambió el idioma de este canal a español',
    );
    expect((await sub()).language).toBe('es');
    expect((await prayer('channel language klingon', { user: 'U0ANA', channel: CHANNEL })).text).toBe(
      'Uso: `/prayer channel language en` (English) o `/prayer channel language es` (Español).',
    );
  });

  it("a request shared there is in Spanish; an English member's 🙏 redraws it in Spanish and thanks him in English", async () => {
    await t.command('request Por la salud de mi madre', { user: 'U0ANA', channel: CHANNEL });
    const msg = await t.fake.waitFor(() =>
      t.fake.messages(CHANNEL).find((m) => m.text.startsWith('🙏 Petición de oración')),
    );
    expect(msg.text).toBe('🙏 Petición de oración de Ana');
    expect(buttonsOf(msg).map((b) => b.text.text)).toEqual([
      '🙏 Oré',
      '🌐 Compartir también con todos',
      '👥 Nuestro grupo en la web',
    ]);
    expect(JSON.stringify(msg.blocks)).toContain('🔒 Solo este canal puede verla');
    await tap(msg, 'wall_pray', 'U0JOHN');
    expect(buttonsOf(current(msg.ts)).map((b) => b.text.text)).toEqual([
      '🙏 Oré · 1',
      '🌐 Compartir también con todos',
      '👥 Nuestro grupo en la web',
    ]);
    expect(JSON.stringify(current(msg.ts).blocks)).toContain('🙏 *1 oración* ofrecida hasta ahora');
    expect(ephemeralsTo('U0JOHN').map((c) => c.args.text)).toContain(
      '🙏 Thank you for praying. It counts on the prayer wall too.',
    );
    // John is not its author: told so in English; Ana widens it, told in Spanish; the message stays Spanish.
    await tap(msg, 'wall_widen', 'U0JOHN');
    expect(ephemeralsTo('U0JOHN').at(-1)!.args.text).toBe(
      'Only the person who asked can share this more widely. Thank you for caring 🙏',
    );
    await tap(msg, 'wall_widen', 'U0ANA');
    expect(ephemeralsTo('U0ANA').at(-1)!.args.text).toBe(
      '🌐 Listo: ahora todos pueden ver tu petición, también en el muro de oración.',
    );
    expect(buttonsOf(current(msg.ts)).map((b) => b.text.text)).toEqual(['🙏 Oré · 1', '🌐 Muro de oración']);
    expect(JSON.stringify(current(msg.ts).blocks)).toContain('🌐 Compartida con todos: también en el muro de oración');
  });

  it("a Spanish member's daily DM is in Spanish (the DM speaks the member's language, not a channel's)", async () => {
    // 12:00 UTC is 06:00 in Mexico City.
    expect((await prayer('remind 6:00', { user: 'U0MARIA', channel: 'D0MARIA' })).text).toBe(
      '⏰ Recordatorio diario activado: te enviaré la oración por mensaje directo todos los días a las *06:00* (6:00 a. m., Ciudad de México).',
    );
    const runner = createDeliveryRunner({
      ctx: t.ctx,
      senders: [createSlackSender({ ctx: t.ctx, channel: 'slack_dm', clients: t.slack.clients })],
    });
    expect(await runner.runDue()).toMatchObject({ sent: 1 });
    const dm = t.fake.messages('U0MARIA').at(-1)!;
    expect(dm.text).toBe('🙏 Oración del día: Fuerza para hoy');
    expect(dm.blocks![1].elements[0].text).toBe('*Oración del día* · martes, 10 de marzo de 2026');
    expect(buttonsOf(dm).map((b) => b.text.text)).toEqual(['🙏 Orar', '❤️ Guardar', '✍️ Reflexionar']);
  });
});

describe("a member's language", () => {
  it('`/prayer language es` turns every answer and App Home to Spanish, on every channel; `/prayer language en` back', async () => {
    expect((await prayer('help', { user: 'U0RUTH' })).text).toContain('the daily prayer, here in Slack');
    expect((await prayer('language', { user: 'U0RUTH' })).text).toBe(
      '🌐 Your language is English: your daily prayer and everything I say to you, on every channel. `/prayer language es` changes it.',
    );
    t.fake.reset();
    const set = await prayer('language es', { user: 'U0RUTH' });
    expect(set.text).toBe(
      '🌐 Listo: tu idioma es español. Tu oración del día y mis respuestas llegarán en español en todos tus canales (`/prayer channel language` cambia el de un canal).',
    );
    const ruth = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0RUTH' }))!;
    expect(await getSettings(actor(t.ctx, ruth.userId, ruth.timeZone))).toMatchObject({ language: 'es' });

    // App Home follows at once.
    const publish = await t.fake.waitFor(() =>
      t.fake.callsTo('views.publish').find((c) => c.args.user_id === 'U0RUTH'),
    );
    const home = JSON.stringify(publish.args.view);
    for (const words of [
      '*Esta semana*',
      '*Tus metas*',
      '*Ajustes*',
      '🗣 Idioma: español',
      '⏰ Recordatorio diario: *desactivado*.',
      '🌍 Zona horaria: Londres',
    ]) {
      expect(home).toContain(words);
    }
    expect(home).not.toContain('This week');

    const help = await prayer('help', { user: 'U0RUTH' });
    expect(help.text).toContain('*🙏 Daily Prayer*: la oración del día, aquí en Slack.');
    expect(help.text).toContain('• `/prayer language en`: tu idioma');
    const today = await prayer('today', { user: 'U0RUTH' });
    expect(today.text).toBe('🙏 Oración del día: Fuerza para hoy');
    expect(buttonsOf(today).map((b) => b.text.text)).toEqual(['🙏 Orar', '❤️ Guardar', '✍️ Reflexionar']);
    expect((await prayer('streak', { user: 'U0RUTH' })).text).toContain('*Esta semana:* dom ▫️   lun ▫️   mar 🔵');
    expect((await prayer('remind 7:30 pm', { user: 'U0RUTH' })).text).toBe(
      '⏰ Recordatorio diario activado: te enviaré la oración por mensaje directo todos los días a las *19:30* (7:30 p. m., Londres).',
    );
    expect((await prayer('remind 25:99', { user: 'U0RUTH' })).text).toBe(
      'Elige una hora de recordatorio válida, como 8am, 7:30 pm o 19:00.',
    );
    const unknown = (await prayer('nonsense', { user: 'U0RUTH' })).text;
    expect(unknown).toMatch(
      /^No conozco `nonsense`\. Prueba uno de estos: today, plans, plan \[start PLAN\|stop\], streak,/,
    );
    // Every subcommand the help names is among those it offers (plans came later and were missed once).
    for (const sub of [
      'plans',
      'plan',
      'verse',
      'remind',
      'timezone',
      'language',
      'subscribe',
      'channel',
      'unsubscribe',
      'request',
      'notify',
      'web',
      'link',
      'unlink',
    ])
      expect(unknown).toMatch(new RegExp(`[:,] ${sub}\\b`));
    expect((await prayer('language klingon', { user: 'U0RUTH' })).text).toBe(
      'Uso: `/prayer language en` (English) o `/prayer language es` (Español).',
    );
    const back = await prayer('language english', { user: 'U0RUTH' });
    expect(back.text).toContain('🌐 Done: your language is English.');
    expect((await prayer('help', { user: 'U0RUTH' })).text).toContain('the daily prayer, here in Slack');
  });

  it("the Reflect modal and its answers are in the member's language", async () => {
    await prayer('language es', { user: 'U0RUTH' });
    const today = await prayer('today', { user: 'U0RUTH' });
    const reflect = buttonsOf(today).find((b) => b.action_id === 'prayer_reflect')!;
    await t.interact(
      buttonPayload({
        actionId: 'prayer_reflect',
        value: reflect.value,
        user: 'U0RUTH',
        channel: 'D0RUTH',
        ephemeral: true,
        responseUrl: t.fake.responseUrl(),
      }),
    );
    const open = await t.fake.waitFor(() => t.fake.callsTo('views.open')[0]);
    const view = open.args.view as any;
    expect([view.title.text, view.submit.text, view.close.text]).toEqual(['Reflexionar', 'Enviar', 'Cancelar']);
    expect(view.blocks[1].label.text).toBe('Tu reflexión');
    expect(view.blocks[1].element.placeholder.text).toBe('¿Qué te está diciendo Dios con esta oración?');
    expect(view.blocks[2].element.options.map((o: any) => o.text.text)).toEqual([
      '🔒 Privada: solo tú',
      '🌍 Compartir con la comunidad',
    ]);
    await prayer('language en', { user: 'U0RUTH' });
  });

  it('a new member whose Slack locale is es-LA is answered in Spanish from the first word, and their account is Spanish', async () => {
    const help = await prayer('help', { user: 'U0LUIS' });
    expect(help.text).toContain('la oración del día, aquí en Slack');
    expect(help.text).toContain('(tu zona horaria: Ciudad de México)');
    const luis = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0LUIS' }))!;
    expect(luis.language).toBe('es');
    expect((await prayer('today', { user: 'U0LUIS' })).text).toBe('🙏 Oración del día: Fuerza para hoy');
  });

  it('someone with no account who types a command nobody can read is answered in their Slack locale, and no account is made', async () => {
    const a = await prayer('hola', { user: 'U0SOFIA' });
    expect(a.text).toMatch(/^No conozco `hola`\./);
    const made = await t.h.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'slack'), eq(identities.subject, `${TEAM}:U0SOFIA`)));
    expect(made).toEqual([]);
  });

  it('a mistake is answered in Spanish as precisely as in English: the book named in Spanish (decision 260)', async () => {
    // María reads Spanish but the World English Bible (the same setting on every channel).
    await prayer('help', { user: 'U0MARIA' });
    const maria = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0MARIA' }))!;
    await updateSettings(actor(t.ctx, maria.userId), { bibleVersion: 'web' });
    for (const ref of ['Mateo 29', 'Matthew 29']) {
      const a = await prayer(`verse ${ref}`, { user: 'U0MARIA' });
      expect(a.response_type).toBe('ephemeral');
      expect(a.text).toBe('*No se encontró el pasaje:* Mateo tiene 28 capítulos: no hay capítulo 29.');
    }
    expect((await prayer('verse John 3:40', { user: 'U0MARIA' })).text).toBe(
      '*No se encontró el pasaje:* Juan 3 tiene 36 versículos: no hay versículo 40.',
    );
    expect((await prayer('verse Mateo 29', { user: 'U0JOHN' })).text).toBe(
      '*Passage not found:* Matthew has 28 chapters: there is no chapter 29.',
    );
  });

  it('App Home in Spanish, as the member opens it', async () => {
    await t.event({ type: 'app_home_opened', user: 'U0ANA', channel: 'D0ANA', tab: 'home' });
    const publish = await t.fake.waitFor(() => t.fake.callsTo('views.publish').find((c) => c.args.user_id === 'U0ANA'));
    shown.spanishAppHome = publish.args.view;
    const view = publish.args.view as { blocks: any[] };
    const text = (id: string) => view.blocks.find((b) => b.block_id === id).text.text as string;
    expect(text('home_streak')).toBe('🔥 *¡Racha de 1 día!*   ·   Mejor racha: 1 día\n¡Buen comienzo! Sigue adelante.');
    expect(text('home_week')).toBe('*Esta semana*\ndom ▫️   lun ▫️   mar ✅   mié ▫️   jue ▫️   vie ▫️   sáb ▫️');
    expect(text('home_settings')).toBe(
      '*Ajustes*\n⏰ Recordatorio diario: *desactivado*.\n🔔 Avisos por mensaje directo: *activados*\n🌍 Zona horaria: Bogotá\n🗣 Idioma: español',
    );
  });
});
