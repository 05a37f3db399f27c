/**
 * A Spanish Slack channel's week (decisions 307–312), as the fake Slack Web API received it: the
 * channel's "answered this week" post, the leader's pulse by DM with a member who said yes (named,
 * with a button) and one who said no (not there), `/prayer pulse` answered ephemerally, the kind
 * note's button, and each once a week. The real Bolt app and the real weekly outbox's
 * @slack/web-api client, on a real database with a pinned clock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { makeWeeklyGroup, type WeeklyGroup } from '@dps/core/circles/weekly/weekly-test-fixture';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';
import { WEEKLY_AWAY_NOTE_ACTION } from '../slack/blocks/weekly-blocks';
import { createWeeklyOutbox, type WeeklyOutbox } from './weekly-outbox';

const SUNDAY = '2026-12-13';
const CHANNEL = 'C0GRUPO';
let t: SlackHarness;
let outbox: WeeklyOutbox;
let g: WeeklyGroup;
const user = (key: 'lea' | 'ana' | 'ben' | 'cai' | 'dan') => g.chatOf[key].split(':')[1]!;

beforeAll(async () => {
  t = await startSlackHarness({ now: `${SUNDAY}T12:00:00Z` });
  outbox = createWeeklyOutbox({ ctx: t.ctx, slack: t.slack.clients, pauseMs: 0 });
  g = await makeWeeklyGroup(t.ctx, {
    platform: 'slack',
    language: 'es',
    target: `${TEAM}:${CHANNEL}`,
    title: 'Grupo de casa',
    postTime: '19:00',
    sunday: SUNDAY,
    seed: 91,
  });
  for (const [key, name] of [
    ['lea', 'Lea'],
    ['ana', 'Ana'],
    ['ben', 'Ben'],
    ['cai', 'Cai'],
    ['dan', 'Dan'],
  ] as const)
    t.fake.addUser({ id: user(key), teamId: TEAM, firstName: name, tz: 'Europe/Madrid', locale: 'es-ES' });
  t.ctx.clock.set(`${SUNDAY}T12:00:00Z`);
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

async function prayer(text: string, from: string, channel = CHANNEL) {
  const { res, responseUrl } = await t.command(text, { user: from, channel });
  expect(res.status).toBe(200);
  const answer = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, `answer to /prayer ${text}`);
  return answer.body as { response_type: string; text: string; blocks?: unknown[] };
}

const posts = (channel: string) =>
  t.fake
    .callsTo('chat.postMessage')
    .filter((c) => c.args.channel === channel)
    .map(
      (c) =>
        c.args as { text: string; blocks: { type: string; elements?: { value: string; text: { text: string } }[] }[] },
    );

describe('a Spanish Slack channel’s week', () => {
  it('away yes and no; only leaders set the weekly moment or see the pulse, ephemerally', async () => {
    expect((await prayer('away yes', user('ana'), `D${user('ana')}`)).text).toBe(
      'Gracias. Los líderes de tus grupos podrán ver cuándo llevas dos semanas ausente.',
    );
    expect((await prayer('away no', user('ben'), `D${user('ben')}`)).text).toBe(
      'Listo. Los líderes de tus grupos no verán cuándo has estado ausente.',
    );
    expect((await prayer('weekly domingo 19:00', user('cai'))).text).toBe(
      'Solo un líder de este grupo puede hacer eso.',
    );
    expect((await prayer('pulse', user('cai'))).text).toBe('Solo un líder de este grupo puede hacer eso.');
    const pulse = await prayer('pulse', user('lea'));
    expect(pulse.response_type).toBe('ephemeral');
    expect(pulse.text).toContain('*Esta semana en Grupo de casa*');
    expect(pulse.text).toContain('Sin verse desde hace dos semanas: Ana');
    expect(pulse.text).not.toContain('Ben');
  });

  it('at the channel’s moment: the answered post in the channel, the pulse by DM, once; the kind note', async () => {
    t.ctx.clock.set(`${SUNDAY}T19:01:00Z`);
    expect(await outbox.runOnce()).toEqual({ sent: 3, failed: 0 });
    expect(posts(CHANNEL).map((p) => p.text)).toEqual([
      '*🙌 Respondidas esta semana*\nUna oración que este grupo llevó fue respondida esta semana:\n• «La operación de Dan» (Dan): Salió muy bien\nGracias por orar.',
    ]);
    expect(posts(user('dan')).map((p) => p.text)).toEqual([
      '*🙏 Tus peticiones esta semana*\n2 personas oraron por «La operación de Dan» esta semana.\nEntre ellas: Cai.',
    ]);
    const [pulse] = posts(user('lea'));
    expect(pulse!.text).toContain('Sin verse desde hace dos semanas: Ana');
    expect(pulse!.text).not.toContain('Ben');
    const button = pulse!.blocks.find((b) => b.type === 'actions')!.elements![0]!;
    expect(button).toMatchObject({ text: { text: 'Enviar a Ana una nota amable' }, value: `${g.circleId}:${g.ana}` });
    for (const k of ['ana', 'ben', 'cai'] as const) expect(posts(user(k))).toEqual([]);
    t.fake.reset();
    t.ctx.clock.set(`${SUNDAY}T21:00:00Z`);
    expect(await outbox.runOnce()).toEqual({ sent: 0, failed: 0 });

    const res = await t.interact(
      buttonPayload({
        actionId: WEEKLY_AWAY_NOTE_ACTION,
        value: button.value,
        user: user('lea'),
        channel: `D${user('lea')}`,
      }),
    );
    expect(res.status).toBe(200);
    const told = await t.fake.waitFor(() => t.fake.callsTo('chat.postEphemeral')[0], 5000, 'the note’s answer');
    expect(told.args.text).toBe('Tu nota va en camino a Ana.');
    const notes = await queryRows<{ title: string; body: string }>(
      t.h.db,
      sql`select title, body from notifications where user_id = ${g.ana}::int and kind = 'away_note'`,
    );
    expect(notes).toEqual([{ title: 'Estamos orando por ti esta semana', body: 'De parte de Grupo de casa.' }]);
  });
});
