/**
 * What a new member meets in Slack (decisions 264, 265), through the real Bolt app and Web API
 * client against the fake Slack server: a DM to the app that holds a reference is answered with
 * the passage once; other words get one short pointer; a newcomer's streak "begins today" in
 * `/prayer streak` and on the Home tab, in English and Spanish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_USER, buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';

let t: SlackHarness;
beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T12:00:00Z' });
  t.fake.addUser({ id: 'U0ANA', teamId: TEAM, firstName: 'Ana', tz: 'Europe/London' });
  t.fake.addUser({ id: 'U0LUZ', teamId: TEAM, firstName: 'Luz', tz: 'America/Bogota', locale: 'es-LA' });
});
afterAll(() => t.close());

const dm = (user: string, text: string, extra: Record<string, unknown> = {}) =>
  t.event({ type: 'message', channel: `D${user}`, channel_type: 'im', user, text, ts: `${Date.now() / 1000}`, ...extra });

const blockText = (m: { blocks?: unknown[] }) => JSON.stringify(m.blocks ?? []);

describe('a DM to the app', () => {
  it('that repeats a reference is answered with that passage once', async () => {
    const res = await dm('U0ANA', 'John 11:35, again John 11:35, and once more John 11:35');
    expect(res.status).toBe(200);
    const [answer] = await t.fake.waitFor(() => t.fake.messages('DU0ANA').length > 0 && t.fake.messages('DU0ANA'), 5000, 'the passage');
    expect(blockText(answer!)).toContain('John 11:35');
    expect(blockText(answer!)).toContain('Jesus wept');
    await new Promise((r) => setTimeout(r, 200)); // nothing else follows
    expect(t.fake.messages('DU0ANA')).toHaveLength(1);
  });

  it('other words get one pointer in the member’s language; bots, edits and threads are not answered', async () => {
    await dm('U0LUZ', 'hola, ¿qué puedes hacer?');
    const [hint] = await t.fake.waitFor(() => t.fake.messages('DU0LUZ').length > 0 && t.fake.messages('DU0LUZ'), 5000, 'the pointer');
    expect(hint!.text).toContain('Juan 3:16');
    await dm('U0LUZ', 'John 3:16', { bot_id: 'B0OTHER' });
    await dm('U0LUZ', 'John 3:16', { subtype: 'message_changed' });
    await dm('U0LUZ', 'John 3:16', { thread_ts: '1.000001' });
    await dm(BOT_USER, 'John 3:16');
    await new Promise((r) => setTimeout(r, 300));
    expect(t.fake.messages('DU0LUZ')).toHaveLength(1);
    expect(t.fake.messages(`D${BOT_USER}`)).toHaveLength(0);
  });
});

describe("a newcomer's streak", () => {
  it('begins today in /prayer streak, never a 0-day streak, in both languages', async () => {
    for (const [user, begins] of [
      ['U0NEW', '🔥 *Your streak begins today*'],
      ['U0LUZ', '🔥 *Tu racha empieza hoy*'],
    ] as const) {
      if (user === 'U0NEW') t.fake.addUser({ id: 'U0NEW', teamId: TEAM, firstName: 'Ned', tz: 'Europe/London' });
      const { responseUrl } = await t.command('streak', { user });
      const said = (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'streak')).body as { text: string };
      expect(said.text.split('\n')[0]).toBe(begins);
      expect(said.text).not.toMatch(/\b0\b/);
    }
  });

  it('begins today on the Home tab', async () => {
    t.fake.reset();
    await t.event({ type: 'app_home_opened', user: 'U0LUZ', channel: 'D0LUZ', tab: 'home' });
    const publish = await t.fake.waitFor(() => t.fake.callsTo('views.publish')[0], 5000, 'home');
    const streak = publish.args.view.blocks.find((b: { block_id?: string }) => b.block_id === 'home_streak');
    expect(streak.text.text).toBe('🔥 *Tu racha empieza hoy*\n¡Empieza hoy tu camino de oración!');
    // The first Home invites, as Telegram's first message: today's prayer and a time, by DM.
    const invite = publish.args.view.blocks.find((b: { block_id?: string }) => b.block_id === 'home_invite_actions');
    expect(invite.elements.map((e: { text: { text: string } }) => e.text.text)).toEqual(['🙏 La oración de hoy', '🔔 Elegir mi hora']);
    await t.interact(buttonPayload({ actionId: 'home_today', value: '', user: 'U0LUZ', channel: 'DU0LUZ', message: { ts: '1.0', text: '', blocks: [] } }));
    const [prayer] = await t.fake.waitFor(() => t.fake.messages('U0LUZ').length > 0 && t.fake.messages('U0LUZ'), 5000, 'the prayer DM');
    expect(JSON.stringify(prayer!.blocks)).toContain('prayer_pray');
  });
});
