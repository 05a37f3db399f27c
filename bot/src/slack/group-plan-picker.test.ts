/**
 * Starting a channel's plan by buttons (decision 273), with the real Bolt app and the
 * @slack/web-api client against the fake Slack server: `/prayer plan` lists the plans in the
 * channel's language a page at a time; whoever may change the channel's daily prayer starts one
 * with the first day now or with the daily post; a channel without a daily prayer picks its time
 * in the same flow; anyone else gets a preview and whom to ask, in their own language. Zones read
 * as people write them ("London", "New York"), never as ids (decision 272).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGroupPlan } from '@dps/core/plans/get-group-plan';
import { seedPlanLibrary } from '@dps/core/plans/seed-plan-library';
import { slackTarget } from '@dps/core/rules/slack-ids';
import type { FakeSlackMessage } from '../../test/fake-slack-server';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';

let t: SlackHarness;
const CIRCLE = 'C0CIRCLE';
const FRESH = 'C0FRESH';
const seen: string[] = [];

/** What a person reads of a message: its text, then each block's words and buttons. */
function render(m: { text?: string; blocks?: any[] }): string {
  const lines = [m.text ?? ''];
  for (const b of m.blocks ?? []) {
    if (b.text?.text && b.text.text !== m.text) lines.push(b.text.text);
    if (b.accessory?.text) lines.push(`[${b.accessory.text.text}]`);
    for (const el of b.elements ?? []) {
      if (el.type === 'button') lines.push(`[${el.text.text}]`);
      else if (el.type === 'static_select') lines.push(`[menu: ${el.options.map((o: any) => o.text.text).join(' | ')}]`);
      else if (el.text) lines.push(el.text);
    }
  }
  return lines.join('\n');
}

async function prayer(text: string, user: string, channel: string) {
  const { res, responseUrl } = await t.command(text, { user, channel });
  expect(res.status).toBe(200);
  const body = (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, `answer to /prayer ${text}`)).body;
  seen.push(`> ${user} in #${channel}: /prayer ${text}\n(ephemeral) ${render(body)}`);
  return body as { text: string; blocks?: any[] };
}

const elements = (m: { blocks?: any[] }) => (m.blocks ?? []).flatMap((b: any) => [...(b.elements ?? []), ...(b.accessory ? [b.accessory] : [])]);
const labels = (m: { blocks?: any[] }) => elements(m).filter((e: any) => e.type === 'button').map((e: any) => e.text.text);

/** The Choose button of the section naming the plan. */
function chooseValue(m: { blocks?: any[] }, title: string): string | undefined {
  return (m.blocks ?? []).find((b: any) => b.accessory && String(b.text?.text).startsWith(`*${title}`))?.accessory.value;
}

/**
 * A member acts on their ephemeral message: a button (by action id and label) or a menu option.
 * Answers what came back: the redrawn ephemeral, a new ephemeral, or messages in the channel.
 */
async function act(
  channel: string,
  user: string,
  m: { blocks?: any[] },
  actionId: string,
  opts: { label?: string; value?: string; option?: string } = {},
) {
  const el = elements(m).find((e: any) => e.action_id === actionId && (!opts.label || e.text?.text === opts.label));
  const value = opts.value ?? el?.value;
  expect(value ?? opts.option, `${actionId} ${opts.label ?? ''}`).toBeDefined();
  const before = { eph: t.fake.callsTo('chat.postEphemeral').length, posts: t.fake.messages(channel).length };
  const responseUrl = t.fake.responseUrl();
  const payload = buttonPayload({ actionId, user, channel, value: value ?? '', ephemeral: true, responseUrl }) as any;
  if (opts.option) {
    const option = el.options.find((o: any) => o.text.text === opts.option);
    payload.actions = [{ type: 'static_select', action_id: actionId, block_id: 'x', selected_option: option, action_ts: '1' }];
  }
  expect((await t.interact(payload)).status).toBe(200);
  const settled = await t.fake.waitFor(
    () =>
      t.fake.responsesTo(responseUrl)[0] ||
      t.fake.callsTo('chat.postEphemeral').length > before.eph ||
      t.fake.messages(channel).length > before.posts,
    5000,
    'an answer',
  );
  expect(settled).toBeTruthy();
  await new Promise((r) => setTimeout(r, 300)); // a start posts twice: let both land
  const response: any = t.fake.responsesTo(responseUrl)[0]?.body;
  const ephemeral: any = t.fake.callsTo('chat.postEphemeral').slice(before.eph).map((c) => c.args)[0];
  const posts = t.fake.messages(channel).slice(before.posts);
  seen.push(
    [
      `> ${user} ${opts.option ? 'chooses' : 'taps'} [${opts.label ?? opts.option ?? el?.text?.text ?? actionId}]`,
      ...(response ? [`(ephemeral, redrawn) ${response.delete_original ? '(removed)' : render(response)}`] : []),
      ...(ephemeral ? [`(ephemeral) ${render(ephemeral)}`] : []),
      ...posts.map((p: FakeSlackMessage) => `(in #${channel}) ${render(p)}`),
    ].join('\n'),
  );
  return { response, ephemeral, posts };
}

beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-05-04T05:00:00Z' }); // Monday 06:00 in London, 01:00 in New York
  await seedPlanLibrary(t.h.db);
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', tz: 'America/New_York' });
  t.fake.addUser({ id: 'U0BOAZ', teamId: TEAM, firstName: 'Boaz', tz: 'Europe/Madrid' });
  t.fake.addChannel({ id: CIRCLE, name: 'prayer-circle', isMember: true });
  t.fake.addChannel({ id: FRESH, name: 'new-circle', isMember: true });
  expect((await prayer('subscribe 7am Europe/London', 'U0RUTH', CIRCLE)).text).toContain('subscribed this channel');
  await prayer('language es', 'U0BOAZ', CIRCLE);
});
afterAll(async () => {
  mkdirSync('/tmp/shots/groupplans', { recursive: true });
  writeFileSync('/tmp/shots/groupplans/slack.txt', `${seen.join('\n\n---\n\n')}\n`);
  await t.close();
});

describe('a Slack channel starts a plan by buttons', () => {
  it('/prayer plan lists the plans as buttons, a page at a time', async () => {
    const list = await prayer('plan', 'U0BOAZ', CIRCLE);
    expect(list.text).toMatch(/^📖 Plans to read together in this channel \(page 1 of \d+\)\./);
    expect(labels(list)).toEqual(['Choose', 'Choose', 'Choose', 'Choose', 'Choose', 'Choose', 'More ›']);
    expect(JSON.stringify(list.blocks)).not.toMatch(/Salmos|Dar gracias/); // the channel speaks English
    const { response } = await act(CIRCLE, 'U0BOAZ', list, 'group_plan_page_more');
    expect(response.replace_original).toBe(true);
    expect(response.text).toMatch(/\(page 2 of \d+\)/);
    expect(labels(response)).toContain('‹ Back');
  });

  it('a member who may not start it gets a preview and whom to ask, in their own language', async () => {
    const list = await prayer('plan', 'U0BOAZ', CIRCLE);
    const value = chooseValue(list, 'Learning to Give Thanks');
    const { ephemeral, posts, response } = await act(CIRCLE, 'U0BOAZ', list, 'group_plan_pick', { value: value! });
    expect(ephemeral.text).toMatch(/^📖 \*Learning to Give Thanks\* · 5 días\n/);
    expect(ephemeral.text).toMatch(/pídele que lo empiece a quien suscribió este canal/);
    expect(response).toBeUndefined();
    expect(posts).toHaveLength(0);
    expect(await getGroupPlan(t.ctx, { channel: 'slack_channel', target: slackTarget(TEAM, CIRCLE) })).toBeNull();
  });

  it('whoever subscribed the channel starts it with the daily post, at the channel’s time', async () => {
    const list = await prayer('plan', 'U0RUTH', CIRCLE);
    const when = (await act(CIRCLE, 'U0RUTH', list, 'group_plan_pick', { value: chooseValue(list, 'Learning to Give Thanks')! })).response;
    expect(when.text).toBe('📖 *Learning to Give Thanks* (5 days). When should day 1 come?');
    expect(labels(when)).toEqual(['▶️ First day now', '🕗 With the daily post (07:00)']);
    const { posts, response } = await act(CIRCLE, 'U0RUTH', when, 'group_plan_at_time');
    expect(response.delete_original).toBe(true);
    expect(posts.map((p) => p.text)).toEqual([
      '📖 <@U0RUTH> started *Learning to Give Thanks* in this channel: from Monday, May 4, 5 days. Each day comes in the daily prayer post at 07:00 (London) with a ☑️ Done button; talk about it in its thread.',
    ]);
    const shown = await prayer('plan', 'U0BOAZ', CIRCLE);
    expect(shown.text).toContain('Cada día llega con la oración diaria a las 07:00 (Londres).');
  });

  it('a channel without a daily prayer gets its time in the flow, then day 1 now', async () => {
    const list = await prayer('plan', 'U0RUTH', FRESH);
    const ask = (await act(FRESH, 'U0RUTH', list, 'group_plan_pick', { value: chooseValue(list, 'Learning to Give Thanks')! })).response;
    expect(ask.text).toContain('this channel has none yet. At what time should it come (New York time)?');
    expect(JSON.stringify(ask)).not.toContain('America/New_York');
    const when = (await act(FRESH, 'U0RUTH', ask, 'group_plan_time', { option: '🕗 08:00' })).response;
    expect(labels(when)).toEqual(['▶️ First day now', '🕗 With the daily post (08:00)']);
    const { posts } = await act(FRESH, 'U0RUTH', when, 'group_plan_now');
    expect(posts[0]!.text).toBe(
      '📖 <@U0RUTH> started *Learning to Give Thanks* in this channel (5 days): day 1 is just below. The next days come in the daily prayer post at 08:00 (New York) with a ☑️ Done button; talk about them in its thread.',
    );
    const day1 = render(posts[1]!);
    expect(day1).toContain("*📖 Learning to Give Thanks* · Day 1 of 5\n*Don't Forget*");
    expect(day1).toContain('[☑️ Done]');
    const v = await getGroupPlan(t.ctx, { channel: 'slack_channel', target: slackTarget(TEAM, FRESH) });
    expect(v?.run.startDate).toBe('2026-05-04'); // Monday in New York
    expect(v?.schedule).toMatchObject({ postTime: '08:00', timeZone: 'America/New_York' });
  });

  it('the typed form keeps working', async () => {
    await prayer('plan stop', 'U0RUTH', FRESH);
    const r = await prayer('plan start a-week-of-thanks 2026-05-06', 'U0RUTH', FRESH);
    expect(r.text).toContain('from Wednesday, May 6, 5 days');
    expect(r.text).toContain('at 08:00 (New York)');
  });
});
