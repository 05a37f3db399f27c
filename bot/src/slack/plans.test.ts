/**
 * Plans in Slack, alone (decision 215): `/prayer plans` and Start, then the daily DM at the member's
 * minute carrying the plan day with the prayer in ONE message, and "Mark day N done". The real Bolt
 * app and @slack/web-api client against the fake Slack server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFiveDayPlans, seedFixturePlans } from '@dps/core/plans/plan-test-helpers';
import { createDeliveryRunner } from '../sending/delivery-runner';
import { createSlackSender } from './delivery-sender';
import { buttonPayload, eventually, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';

let t: SlackHarness;
beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T05:00:00Z' }); // 02:00 in São Paulo
  await seedFixturePlans(t.h.db);
  await seedFiveDayPlans(t.h.db); // 'dar-gracias-en-todo', a Spanish plan, beside an English one
  t.fake.addUser({ id: 'U0ANA', teamId: TEAM, firstName: 'Ana', tz: 'America/Sao_Paulo' });
  t.fake.addUser({ id: 'U0LUZ', teamId: TEAM, firstName: 'Luz', tz: 'America/Bogota', locale: 'es-LA' });
});
afterAll(() => t.close());

async function prayer(text: string, user = 'U0ANA') {
  const { res, responseUrl } = await t.command(text, { user });
  expect(res.status).toBe(200);
  return (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, `answer to /prayer ${text}`)).body as {
    text: string;
    blocks?: any[];
  };
}

const texts = (blocks: any[] | undefined) =>
  (blocks ?? [])
    .map((b) => b.text?.text ?? (b.elements ?? []).map((e: any) => e.text?.text ?? e.text).join(' '))
    .join('\n');

describe('a plan alone in Slack', () => {
  it('/prayer plans, Start, the DM at 07:15 with the plan day, and Mark day done', async () => {
    expect((await prayer('remind 7:15')).text).toContain('07:15');
    const list = await prayer('plans');
    expect(texts(list.blocks)).toContain('Seven Days of Rest');
    const responseUrl = t.fake.responseUrl();
    await t.interact(
      buttonPayload({
        actionId: 'plan_start',
        value: 'seven-days-of-rest',
        user: 'U0ANA',
        ephemeral: true,
        responseUrl,
      }),
    );
    const started = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'start answer');
    expect((started.body as { text: string }).text).toContain('You started *Seven Days of Rest*');

    const runner = createDeliveryRunner({
      ctx: t.ctx,
      senders: [
        createSlackSender({ ctx: t.ctx, channel: 'slack_dm', clients: t.slack.clients, appUrl: 'http://app.test' }),
      ],
    });
    for (let i = 0; i < 2; i++) {
      const date = `2026-03-${10 + i}`;
      t.ctx.clock.set(`${date}T10:14:00Z`);
      expect(await runner.runDue()).toMatchObject({ sent: 0 });
      t.ctx.clock.set(`${date}T10:15:00Z`);
      expect(await runner.runDue()).toMatchObject({ sent: 1 });
      t.ctx.clock.set(`${date}T10:16:00Z`);
      expect(await runner.runDue()).toMatchObject({ sent: 0 });
      const dms = t.fake.messages('U0ANA');
      expect(dms).toHaveLength(i + 1);
      const dm = dms[i]!;
      const body = texts(dm.blocks as any[]);
      if (process.env.PRINT_TRANSCRIPT) console.log(JSON.stringify(dm.blocks, null, 1));
      expect(body).toContain("*Today's Prayer*");
      expect(body).toContain(`*📖 Seven Days of Rest* · Day ${i + 1} of 7`);
      expect(body).toMatch(/<http:\/\/app\.test\/bible\?ref=/);
      t.ctx.clock.set(`${date}T22:00:00Z`);
      await t.interact(
        buttonPayload({
          actionId: 'plan_day_done',
          value: JSON.stringify({ r: 1, d: i + 1 }).replace('"r":1', `"r":${runIdOf(dm.blocks as any[])}`),
          user: 'U0ANA',
          channel: 'U0ANA',
          message: { ts: dm.ts, text: dm.text ?? '', blocks: dm.blocks as unknown[] },
        }),
      );
      const updated = await eventually(async () => {
        const m = t.fake.messages('U0ANA').find((x) => x.ts === dm.ts);
        return texts(m?.blocks as any[]).includes(`✅ Day ${i + 1} done`) ? m : undefined;
      });
      // The prayer's buttons are still there.
      expect(texts(updated.blocks as any[])).toContain('🙏 Pray');
    }
  });
});

describe('a plan alone in Slack, in Spanish (decision 239)', () => {
  it('offers a Spanish member the Spanish plans with Spanish buttons, and her DM brings "Día 1 de 5"', async () => {
    t.ctx.clock.set('2026-03-12T11:00:00Z'); // Thursday, 06:00 in Bogotá
    expect((await prayer('remind 7:30', 'U0LUZ')).text).toContain('07:30');
    const list = await prayer('plans', 'U0LUZ');
    expect(list.text).toBe('📖 Planes de lectura');
    const shown = texts(list.blocks);
    expect(shown).toContain('*📖 Planes de lectura*: cada día llega con tu oración diaria.');
    expect(shown).toContain('*Dar gracias en todo* · 5 días\nCinco días para aprender a dar gracias');
    expect(shown).toContain('Todos los planes: <http');
    // The English library is not offered to her.
    expect(shown).not.toContain('Seven Days of Rest');
    expect(shown).not.toContain('Learning to Give Thanks');
    const starts = list.blocks!.filter((b) => b.accessory?.action_id === 'plan_start').map((b) => b.accessory);
    expect(starts.map((b: any) => [b.text.text, b.value])).toEqual([['Empezar', 'dar-gracias-en-todo']]);

    const responseUrl = t.fake.responseUrl();
    await t.interact(
      buttonPayload({ actionId: 'plan_start', value: 'dar-gracias-en-todo', user: 'U0LUZ', ephemeral: true, responseUrl }),
    );
    const started = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'start answer');
    expect((started.body as { text: string }).text).toMatch(
      /^📖 Empezaste \*Dar gracias en todo\*\. El día 1 llega con tu oración diaria; léelo ahora: <.+\/plans\/runs\/\d+\/days\/1\|día 1>\.$/,
    );
    expect(texts((await prayer('plans', 'U0LUZ')).blocks)).toContain('*Tus planes*\n• Dar gracias en todo: Día 1 de 5');

    const runner = createDeliveryRunner({
      ctx: t.ctx,
      senders: [
        createSlackSender({ ctx: t.ctx, channel: 'slack_dm', clients: t.slack.clients, appUrl: 'http://app.test' }),
      ],
    });
    t.ctx.clock.set('2026-03-12T12:30:00Z'); // 07:30 in Bogotá
    await runner.runDue();
    const dm = t.fake.messages('U0LUZ').at(-1)!;
    const body = texts(dm.blocks as any[]);
    if (process.env.PRINT_TRANSCRIPT) console.log(body);
    expect(body).toContain('*Oración del día*');
    expect(body).toContain('*📖 Dar gracias en todo* · Día 1 de 5\n*Cuando sobra, no olvidar*\nLee: <http://app.test/bible?ref=');
    expect(body).toContain('|Abrir el día>');
    expect(body).toContain('☑️ Marcar el día 1 como hecho');

    await t.interact(
      buttonPayload({
        actionId: 'plan_day_done',
        value: doneValueOf(dm.blocks as any[]), // the button as drawn: it carries the message's language
        user: 'U0LUZ',
        channel: 'U0LUZ',
        message: { ts: dm.ts, text: dm.text ?? '', blocks: dm.blocks as unknown[] },
      }),
    );
    await eventually(async () => {
      const m = t.fake.messages('U0LUZ').find((x) => x.ts === dm.ts);
      return texts(m?.blocks as any[]).includes('✅ Día 1 hecho') ? m : undefined;
    });
    const said = await eventually(async () =>
      t.fake.callsTo('chat.postEphemeral').find((c) => (c.args as { user?: string }).user === 'U0LUZ'),
    );
    expect((said.args as { text: string }).text).toBe('✅ Día 1 de 5 hecho.');
  });
});

/** The value of a plan day's button. */
function doneValueOf(blocks: any[]): string {
  return blocks.flatMap((x) => x.elements ?? []).find((e: any) => e.action_id === 'plan_day_done').value;
}

/** The run id in a plan day's button value. */
function runIdOf(blocks: any[]): number {
  return JSON.parse(doneValueOf(blocks)).r;
}
