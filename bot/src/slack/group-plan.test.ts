/**
 * A Slack channel reads a 5-day plan together (decision 237), with the real Bolt
 * app, the real delivery runner and the @slack/web-api client against the fake Slack server, on a
 * pinned clock: Ruth (subscribed the channel; has an account), Boaz (never uses the app: his Slack
 * identity counts) and Naomi (joins on day 3). One post a day carrying the day, Done counts (never
 * names), the latecomer's own place in an ephemeral message, the summary, each member's own result.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveries, identities, planDayCompletions } from '@dps/db/schema';
import { seedFiveDayPlans } from '@dps/core/plans/plan-test-helpers';
import { createNotificationOutbox } from '../outboxes/notification-outbox';
import { createDeliveryRunner, type DeliveryRunner } from '../sending/delivery-runner';
import { createSlackSender } from './delivery-sender';
import type { FakeSlackMessage } from '../../test/fake-slack-server';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';

let t: SlackHarness;
let runner: DeliveryRunner;
const CHANNEL = 'C0CIRCLE';
const posts: FakeSlackMessage[] = [];

async function prayer(text: string, user: string) {
  const { res, responseUrl } = await t.command(text, { user, channel: CHANNEL });
  expect(res.status).toBe(200);
  return (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, `answer to /prayer ${text}`)).body as {
    text: string;
    response_type?: string;
    blocks?: any[];
  };
}

async function morning(date: string): Promise<FakeSlackMessage> {
  t.ctx.clock.set(`${date}T06:00:00Z`); // 07:00 in London
  expect(await runner.runDue()).toMatchObject({ sent: 1 });
  expect(await runner.runDue()).toMatchObject({ sent: 0, claimed: 0 });
  const m = t.fake.messages(CHANNEL).at(-1)!;
  posts.push(m);
  return m;
}

const current = (m: FakeSlackMessage) => t.fake.messages(CHANNEL).find((x) => x.ts === m.ts)!;
const block = (m: FakeSlackMessage, prefix: string) => current(m).blocks!.find((b: any) => String(b.block_id).startsWith(prefix));
const countText = (m: FakeSlackMessage) => block(m, 'group_plan_count_').elements[0].text;
const ephemerals = (user: string) => t.fake.callsTo('chat.postEphemeral').filter((c) => c.args.user === user);

/** A member taps a button in the channel's post (or, `ephemeral`, in their own ephemeral message). */
async function tap(
  m: FakeSlackMessage | { blocks: any[] },
  actionId: string,
  user: string,
  opts: { label?: string; ephemeral?: boolean } = {},
): Promise<{ ephemeral?: any; response?: any }> {
  const blocks = 'ts' in m ? current(m as FakeSlackMessage).blocks! : m.blocks;
  const el = blocks
    .flatMap((b: any) => b.elements ?? [])
    .find((e: any) => e.action_id === actionId && (!opts.label || e.text?.text === opts.label));
  expect(el, `${actionId} ${opts.label ?? ''}`).toBeDefined();
  const before = ephemerals(user).length;
  const responseUrl = t.fake.responseUrl();
  const res = await t.interact(
    buttonPayload({
      actionId,
      user,
      channel: CHANNEL,
      value: el.value,
      ...(opts.ephemeral
        ? { ephemeral: true }
        : { message: { ts: (m as FakeSlackMessage).ts, text: (m as FakeSlackMessage).text, blocks } }),
      responseUrl,
    }),
  );
  expect(res.status).toBe(200);
  if (opts.ephemeral)
    return { response: (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'the ephemeral redrawn')).body };
  return { ephemeral: (await t.fake.waitFor(() => ephemerals(user)[before], 5000, 'the member hears back')).args };
}

beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-05-04T05:00:00Z' }); // Monday 06:00 in London
  await seedFiveDayPlans(t.h.db);
  for (const [id, firstName] of [
    ['U0RUTH', 'Ruth'],
    ['U0BOAZ', 'Boaz'],
    ['U0NAOMI', 'Naomi'],
    ['U0ELI', 'Eli'],
  ] as const)
    t.fake.addUser({ id, teamId: TEAM, firstName, tz: 'Europe/London' });
  t.fake.addChannel({ id: CHANNEL, name: 'prayer-circle', isMember: true });
  expect((await prayer('subscribe 7am Europe/London', 'U0RUTH')).text).toContain('subscribed this channel');
  runner = createDeliveryRunner({
    ctx: t.ctx,
    senders: [createSlackSender({ ctx: t.ctx, channel: 'slack_channel', clients: t.slack.clients, appUrl: 'http://app.test' })],
  });
});
afterAll(async () => {
  await runner.stop();
  await t.close();
});

describe('a Slack channel reading a plan together', () => {
  it('whoever may change the channel’s post starts it; others are told who may', async () => {
    expect((await prayer('plan start a-week-of-thanks', 'U0ELI')).text).toBe(
      "Only whoever subscribed this channel, a workspace admin or the channel's creator can start or stop its plan.",
    );
    expect((await prayer('plan start', 'U0RUTH')).text).toContain('• `a-week-of-thanks`: Learning to Give Thanks (5 days)');
    const started = await prayer('plan start a-week-of-thanks', 'U0RUTH');
    expect(started).toMatchObject({
      response_type: 'in_channel',
      text: '📖 <@U0RUTH> started *Learning to Give Thanks* in this channel: from Monday, May 4, 5 days. Each day comes in the daily prayer post at 07:00 (London) with a ☑️ Done button; talk about it in its thread.',
    });
    expect((await prayer('plan start dar-gracias-en-todo', 'U0RUTH')).text).toBe(
      'This channel is reading Learning to Give Thanks. Stop it with `/prayer plan stop` before starting another.',
    );
  });

  it('five days: one post a day, Done counts, the latecomer’s own place ephemerally, the summary', async () => {
    const d1 = await morning('2026-05-04');
    expect(block(d1, 'group_plan_text_').text.text).toBe(
      [
        '*📖 Learning to Give Thanks* · Day 1 of 5',
        "*Don't Forget*",
        'Read: <http://app.test/bible?ref=Psalm%20103%3A1-14|Psalm 103:1-14>',
        '💬 For the channel: _What is one ordinary gift you have stopped noticing, and what would change if you noticed it again?_',
        "Talk about it in this post's thread.",
      ].join('\n'),
    );
    expect(countText(d1)).toBe('No one has marked this day yet: tap ☑️ Done when you have read it.');
    expect((await tap(d1, 'group_plan_done', 'U0RUTH')).ephemeral.text).toBe('✅ Day 1 done · 1 in the channel.');
    expect(countText(d1)).toBe('✅ *1 done*');
    expect((await tap(d1, 'group_plan_done', 'U0BOAZ')).ephemeral.text).toBe('✅ Day 1 done · 2 in the channel.');
    expect((await tap(d1, 'group_plan_done', 'U0BOAZ')).ephemeral.text).toBe('✅ You had already marked day 1.');
    expect(countText(d1)).toBe('✅ *2 done*');
    // Pray on the same post keeps the plan part.
    await tap(d1, 'prayer_pray', 'U0RUTH');
    expect(countText(d1)).toBe('✅ *2 done*');
    expect(block(d1, 'prayed_count').elements[0].text).toBe('🙏 *1 person* has prayed today');
    // Boaz is counted by his Slack identity: no account was made for him.
    expect(await t.h.db.select().from(identities).where(eq(identities.subject, `${TEAM}:U0BOAZ`))).toEqual([]);

    const d2 = await morning('2026-05-05');
    expect(block(d2, 'group_plan_text_').text.text).toContain('Day 2 of 5\n*The One Who Came Back*');
    await tap(d2, 'group_plan_done', 'U0RUTH');

    // Day 3: Naomi joins; her Done finds her behind: her own place, only for her.
    const d3 = await morning('2026-05-06');
    await prayer('today', 'U0NAOMI');
    const n3 = (await tap(d3, 'group_plan_done', 'U0NAOMI')).ephemeral;
    expect(n3.channel).toBe(CHANNEL);
    expect(n3.blocks.map((b: any) => b.text?.text ?? (b.elements ?? []).map((e: any) => e.text?.text ?? e.text).join(' | '))).toEqual([
      '✅ Day 3 done · 1 in the channel.',
      [
        '*📖 Learning to Give Thanks*: you have marked 1 of the 3 days so far (the plan has 5). Waiting for you:',
        "• Day 1 · *Don't Forget* · <http://app.test/bible?ref=Psalm%20103%3A1-14|Psalm 103:1-14>",
        '• Day 2 · *The One Who Came Back* · <http://app.test/bible?ref=Luke%2017%3A11-19|Luke 17:11-19>',
      ].join('\n'),
      '☑️ Day 1 done | ☑️ Day 2 done',
      "_Only you see this; the channel only sees how many. Tap each day's button when you have read it._",
    ]);
    expect(countText(d3)).toBe('✅ *1 done*');
    // Day 1 from her own message: the day-1 post counts her, her message shows what is still waiting.
    const fromOwn = (await tap({ blocks: n3.blocks }, 'group_plan_done', 'U0NAOMI', { label: '☑️ Day 1 done', ephemeral: true }))
      .response;
    expect(fromOwn).toMatchObject({ replace_original: true, text: expect.stringContaining('Waiting for you') });
    expect(JSON.stringify(fromOwn.blocks)).toContain('✅ Day 1 done · 3 in the channel.');
    expect(JSON.stringify(fromOwn.blocks)).not.toContain('☑️ Day 1 done');
    expect(countText(d1)).toBe('✅ *3 done*');
    await tap(d3, 'group_plan_done', 'U0RUTH');
    const b3 = (await tap(d3, 'group_plan_done', 'U0BOAZ')).ephemeral;
    expect(b3.text).toContain('Waiting for you');
    expect(b3.text).toContain('• Day 2 · *The One Who Came Back*');
    const shown = await prayer('plan', 'U0NAOMI');
    expect(shown.text).toBe(
      [
        '📖 This channel is reading *Learning to Give Thanks* (5 days), from Monday, May 4 to Friday, May 8.',
        'Today: day 3 of 5.',
        'Marked done so far: day 1: 3 · day 2: 1 · day 3: 3.',
        'Each day comes with the daily prayer at 07:00 (London).',
      ].join('\n'),
    );

    for (const date of ['2026-05-07', '2026-05-08']) {
      const d = await morning(date);
      for (const who of ['U0RUTH', 'U0BOAZ', 'U0NAOMI']) await tap(d, 'group_plan_done', who);
      expect(countText(d)).toBe('✅ *3 done*');
    }
    await tap({ blocks: fromOwn.blocks }, 'group_plan_done', 'U0NAOMI', { label: '☑️ Day 2 done', ephemeral: true });
    expect(countText(d2)).toBe('✅ *2 done*');

    const end = await morning('2026-05-09');
    expect(block(end, 'group_plan_text_').text.text).toBe(
      '🏁 2 of 3 finished *Learning to Give Thanks* (all 5 days).\nThank you for reading it together. Tap 🙋 My part to see yours.',
    );
    const mine = (await tap(end, 'group_plan_mine', 'U0BOAZ')).ephemeral;
    expect(mine.text).toBe(
      "*Learning to Give Thanks is over in your channel: you read 4 of 5 days*\nThe days you missed are still in the channel's posts: tap ☑️ Done when you read them.",
    );
    expect(JSON.stringify(mine.blocks)).toContain('☑️ Day 2 done');
    // Ruth and Naomi are told theirs by DM (the notification outbox), once.
    const outbox = createNotificationOutbox({ ctx: t.ctx, slack: t.slack.clients });
    expect(await outbox.runOnce()).toEqual({ sent: 2, failed: 0 });
    for (const who of ['U0RUTH', 'U0NAOMI'])
      expect(t.fake.messages(who).at(-1)!.text).toBe(
        '🔔 *You finished Learning to Give Thanks with your channel: 5 of 5 days 🎉*\nThank you for reading it together.\n_`/prayer notify off` stops these._',
      );
    const after = await morning('2026-05-10');
    expect(JSON.stringify(after.blocks)).not.toContain('group_plan');

    const rows = await t.h.db.select().from(deliveries).where(eq(deliveries.target, `${TEAM}:${CHANNEL}`));
    expect(rows).toHaveLength(7);
    for (const p of posts) expect(JSON.stringify(current(p).blocks)).not.toMatch(/Ruth|Boaz|Naomi|U0RUTH|U0BOAZ|U0NAOMI/);
    if (process.env.PRINT_POSTS)
      process.stdout.write(
        `\n--- the day-2 post as the fake Slack API received it ---\n${JSON.stringify(
          t.fake.callsTo('chat.postMessage').find((c) => JSON.stringify(c.args.blocks ?? []).includes('Day 2 of 5'))?.args,
          null,
          2,
        )}\n`,
      );
  });

  it('Boaz’s first use of the app makes his Done taps his account’s; an admin stops a plan', async () => {
    expect(
      await t.h.db.select().from(planDayCompletions).where(eq(planDayCompletions.chatMember, `slack:${TEAM}:U0BOAZ`)),
    ).toHaveLength(4);
    await prayer('today', 'U0BOAZ');
    expect(
      await t.h.db.select().from(planDayCompletions).where(eq(planDayCompletions.chatMember, `slack:${TEAM}:U0BOAZ`)),
    ).toEqual([]);
    const [boaz] = await t.h.db.select().from(identities).where(eq(identities.subject, `${TEAM}:U0BOAZ`));
    expect(
      (await t.h.db.select().from(planDayCompletions).where(eq(planDayCompletions.userId, boaz!.userId))).map((r) => r.day).sort(),
    ).toEqual([1, 3, 4, 5]);
    t.ctx.clock.set('2026-05-10T09:00:00Z');
    // What the app posts for everyone speaks the channel's language, whatever the plan's.
    expect((await prayer('plan start dar-gracias-en-todo', 'U0RUTH')).text).toContain(
      '<@U0RUTH> started *Dar gracias en todo* in this channel: from Monday, May 11, 5 days.',
    );
    expect((await prayer('plan stop', 'U0RUTH')).text).toBe(
      '⏹ <@U0RUTH> stopped *Dar gracias en todo* in this channel. What each member read stays theirs.',
    );
    await prayer('channel language es', 'U0RUTH');
    expect((await prayer('plan start dar-gracias-en-todo', 'U0RUTH')).text).toContain(
      '<@U0RUTH> empezó *Dar gracias en todo* en este canal: desde el lunes 11 de mayo, 5 días.',
    );
    expect((await prayer('plan stop', 'U0RUTH')).text).toBe(
      '⏹ <@U0RUTH> detuvo *Dar gracias en todo* en este canal. Lo que cada uno leyó sigue siendo suyo.',
    );
    // With no plan, the plans as buttons (decision 273), in the channel's language.
    const list = await prayer('plan', 'U0RUTH');
    expect(list.text).toBe(
      '📖 Planes para leer juntos en este canal. Quien puede cambiar la oración diaria del canal toca uno para empezarlo; cualquiera puede tocar uno para ver de qué trata.',
    );
    expect(JSON.stringify(list.blocks)).toContain('*Dar gracias en todo · 5 días*');
  });

  it('/prayer help names /prayer plan, in the member’s language', async () => {
    expect((await prayer('help', 'U0RUTH')).text).toContain(
      '• `/prayer plan start PLAN [YYYY-MM-DD]`: read a plan together in this channel, one day in each daily post',
    );
    await prayer('language es', 'U0ELI');
    expect((await prayer('help', 'U0ELI')).text).toContain(
      '• `/prayer plan start PLAN [AAAA-MM-DD]`: leer un plan juntos en este canal, un día en cada publicación diaria',
    );
  });
});
