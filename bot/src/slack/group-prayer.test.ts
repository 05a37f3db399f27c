/**
 * A Slack channel that prays together (decision 151), with the real Bolt app
 * against the fake Slack Web API: the channel post's count and streak across days (pinned clock),
 * `/prayer request` and its "🙏 I prayed", and private prayers never shown.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actor } from '@dps/core/test/context';
import { makeUser } from '@dps/core/test/factories';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { subscribeSlackChannel } from '@dps/core/slack/subscribe-slack-channel';
import { createUserPrayer } from '@dps/core/user-prayers/create-user-prayer';
import { listWall } from '@dps/core/wall/list-wall';
import { prayForRequest } from '@dps/core/wall/pray-for-request';
import { createChatEchoSender } from '../outboxes/chat-echo-outbox';
import { createDeliveryRunner } from '../sending/delivery-runner';
import { createSlackSender } from './delivery-sender';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';
import type { FakeSlackMessage } from '../../test/fake-slack-server';
import { expectSlackInert, HOSTILE_LINES, HOSTILE_NAME, slackStrings } from '../../test/inert-chat';

let t: SlackHarness;
const CHANNEL = 'C0CIRCLE';

beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T06:00:00Z' });
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', tz: 'Europe/London' });
  t.fake.addUser({ id: 'U0BOAZ', teamId: TEAM, firstName: 'Boaz', tz: 'Europe/London' });
  t.fake.addChannel({ id: CHANNEL, name: 'prayer-circle', isMember: true });
  await subscribeSlackChannel(t.ctx, {
    teamId: TEAM,
    channelId: CHANNEL,
    postTime: '07:00',
    timeZone: 'Europe/London',
  });
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

async function postToday(): Promise<FakeSlackMessage> {
  const runner = createDeliveryRunner({
    ctx: t.ctx,
    senders: [createSlackSender({ ctx: t.ctx, channel: 'slack_channel', clients: t.slack.clients })],
  });
  expect(await runner.runDue()).toMatchObject({ sent: 1 });
  return t.fake.messages(CHANNEL).at(-1)!;
}

const current = (ts: string) => t.fake.messages(CHANNEL).find((m) => m.ts === ts)!;
const countTexts = (m: FakeSlackMessage) =>
  m.blocks!.find((b: any) => b.block_id === 'prayed_count').elements.map((e: any) => e.text);

async function tap(post: FakeSlackMessage, actionId: string, user: string): Promise<void> {
  const m = current(post.ts);
  const value = m.blocks!.flatMap((b: any) => b.elements ?? []).find((e: any) => e.action_id === actionId).value;
  // A member's first tap also brings the daily-prayer offer (decision 201): wait for the tap's own answer.
  const answers = () =>
    t.fake
      .callsTo('chat.postEphemeral')
      .filter((c) => !String(c.args.text ?? '').startsWith('🔔 Would you like the daily prayer'));
  const before = answers().length;
  const res = await t.interact(
    buttonPayload({
      actionId,
      user,
      channel: CHANNEL,
      value,
      message: { ts: m.ts, text: m.text, blocks: m.blocks! },
      responseUrl: t.fake.responseUrl(),
    }),
  );
  expect(res.status).toBe(200);
  await t.fake.waitFor(() => answers().length > before, 5000, 'the member hears back');
}

describe('a channel that prays together', () => {
  it('the post counts who prayed from it and shows the channel streak, across three days and a missed one', async () => {
    t.ctx.clock.set('2026-03-10T07:00:00Z');
    let post = await postToday();
    expect(countTexts(post)).toEqual(['Be the first to pray today: tap 🙏 Pray when you have prayed.']);
    await tap(post, 'prayer_pray', 'U0RUTH');
    expect(countTexts(current(post.ts))).toEqual(['🙏 *1 person* has prayed today', '🔥 Channel streak: *1 day*']);
    await tap(post, 'prayer_pray', 'U0RUTH');
    expect(countTexts(current(post.ts))).toEqual(['🙏 *1 person* has prayed today', '🔥 Channel streak: *1 day*']);

    t.ctx.clock.set('2026-03-11T07:00:00Z');
    post = await postToday();
    expect(countTexts(post)).toEqual([
      'Be the first to pray today: tap 🙏 Pray when you have prayed.',
      '🔥 Channel streak: *1 day*',
    ]);
    await tap(post, 'prayer_pray', 'U0BOAZ');
    expect(countTexts(current(post.ts))).toEqual(['🙏 *1 person* has prayed today', '🔥 Channel streak: *2 days*']);

    t.ctx.clock.set('2026-03-12T07:00:00Z');
    post = await postToday();
    await tap(post, 'prayer_pray', 'U0BOAZ');
    await tap(post, 'prayer_pray', 'U0RUTH');
    expect(countTexts(current(post.ts))).toEqual(['🙏 *2 people* have prayed today', '🔥 Channel streak: *3 days*']);

    // No one on the 13th: the post of the 14th starts again.
    t.ctx.clock.set('2026-03-13T07:00:00Z');
    await postToday();
    t.ctx.clock.set('2026-03-14T07:00:00Z');
    post = await postToday();
    expect(countTexts(post)).toEqual(['Be the first to pray today: tap 🙏 Pray when you have prayed.']);
  });

  it('a Pray button whose date does not exist (2026-02-30) is refused before the database: nothing counted, no internal error', async () => {
    t.ctx.clock.set('2026-03-20T07:00:00Z');
    const post = await postToday();
    const real = post
      .blocks!.flatMap((b: any) => b.elements ?? [])
      .find((e: any) => e.action_id === 'prayer_pray').value;
    const forged = JSON.stringify({ ...JSON.parse(real), d: '2026-02-30' });
    const errorsBefore = t.logs.filter((l) => l.level === 'error').length;
    const res = await t.interact(
      buttonPayload({
        actionId: 'prayer_pray',
        user: 'U0RUTH',
        channel: CHANNEL,
        value: forged,
        message: { ts: post.ts, text: post.text, blocks: post.blocks! },
        responseUrl: t.fake.responseUrl(),
      }),
    );
    expect(res.status).toBe(200);
    // A real tap after it: when Boaz hears back, the forged one has long been handled.
    await tap(post, 'prayer_pray', 'U0BOAZ');
    await new Promise((r) => setTimeout(r, 100));
    expect(t.logs.filter((l) => l.level === 'error').slice(errorsBefore)).toEqual([]);
    expect(JSON.stringify(t.fake.responses)).not.toContain('Something went wrong');
    expect(countTexts(current(post.ts))[0]).toBe('🙏 *1 person* has prayed today');
  });

  it('/prayer request keeps the request in the channel with "🙏 I prayed"; only its author widens it to everyone (decisions 280, 293)', async () => {
    const { res } = await t.command('request Pray for *our* team <!channel> at the retreat', {
      channel: CHANNEL,
      user: 'U0RUTH',
    });
    expect(res.status).toBe(200);
    const msg = await t.fake.waitFor(
      () => t.fake.messages(CHANNEL).find((m) => m.text.startsWith('🙏 Prayer request')),
      5000,
      'the request',
    );
    expect(msg.text).toBe('🙏 Prayer request from Ruth');
    const words = msg.blocks![1];
    // Escaped (decision 080): no broadcast, no formatting from the member's words.
    expect(words.text).toEqual({
      type: 'mrkdwn',
      text: 'Pray for ∗our∗ team &lt;!channel&gt; at the retreat',
      verbatim: true,
    });
    expect(JSON.stringify(msg)).not.toContain('<!channel>');
    const audience = (m: FakeSlackMessage) =>
      m.blocks!.find((b: any) => b.block_id === 'request_count').elements[1].text;
    const buttonTexts = (m: FakeSlackMessage) =>
      m.blocks!.find((b: any) => b.block_id === 'request_actions').elements.map((e: any) => e.text.text);
    expect(audience(msg)).toBe('🔒 Only this channel can see it');
    expect(buttonTexts(msg)).toEqual(['🙏 I prayed', '🌐 Share with everyone too', '👥 Our group on the web']);

    // Not on the wall: only the channel's members see it.
    const ruth = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0RUTH' }))!;
    const stranger = actor(t.ctx, (await makeUser(t.ctx, { firstName: 'Stranger' })).id, 'UTC');
    expect((await listWall(stranger)).items.some((i) => i.content.startsWith('Pray for *our* team'))).toBe(false);

    await tap(msg, 'wall_pray', 'U0BOAZ');
    expect(t.fake.callsTo('chat.postEphemeral').at(-1)!.args).toMatchObject({
      user: 'U0BOAZ',
      text: '🙏 Thank you for praying. It counts on the prayer wall too.',
    });
    const after = current(msg.ts);
    expect(after.blocks!.find((b: any) => b.block_id === 'request_count').elements[0].text).toBe(
      '🙏 *1 prayer* offered so far',
    );
    expect(buttonTexts(after)).toEqual(['🙏 I prayed · 1', '🌐 Share with everyone too', '👥 Our group on the web']);
    await tap(msg, 'wall_pray', 'U0BOAZ');
    expect(t.fake.callsTo('chat.postEphemeral').at(-1)!.args.text).toBe('You already prayed for this today 🙏');

    // Boaz taps "Share with everyone too": only for him, a polite word; nothing changes.
    await tap(msg, 'wall_widen', 'U0BOAZ');
    expect(t.fake.callsTo('chat.postEphemeral').at(-1)!.args).toMatchObject({
      user: 'U0BOAZ',
      text: 'Only the person who asked can share this more widely. Thank you for caring 🙏',
    });
    expect(audience(current(msg.ts))).toBe('🔒 Only this channel can see it');
    expect((await listWall(stranger)).items.some((i) => i.content.startsWith('Pray for *our* team'))).toBe(false);

    // Ruth does: the message says so for everyone, and it is on the wall.
    await tap(msg, 'wall_widen', 'U0RUTH');
    expect(t.fake.callsTo('chat.postEphemeral').at(-1)!.args).toMatchObject({
      user: 'U0RUTH',
      text: '🌐 Done: everyone can see your request now, on the prayer wall too.',
    });
    expect(audience(current(msg.ts))).toBe('🌐 Shared with everyone: on the prayer wall too');
    expect(buttonTexts(current(msg.ts))).toEqual(['🙏 I prayed · 1', '🌐 Prayer wall']);
    const onWall = (await listWall(stranger)).items.find((i) => i.content.startsWith('Pray for *our* team'))!;
    expect(onWall).toMatchObject({ authorName: 'Ruth', prayedCount: 1 });
    expect((await listWall(actor(t.ctx, ruth.userId, ruth.timeZone))).items[0]).toMatchObject({
      id: onWall.id,
      isMine: true,
    });
  });

  it('"I prayed" on the web redraws the count on the channel’s message, on the button as in Telegram (decision 198)', async () => {
    const msg = t.fake.messages(CHANNEL).find((m) => m.text === '🙏 Prayer request from Ruth')!;
    const button = () =>
      current(msg.ts).blocks!.find((b: any) => b.block_id === 'request_actions').elements[0].text.text;
    expect(button()).toBe('🙏 I prayed · 1');
    const requestId = Number(
      current(msg.ts).blocks!.find((b: any) => b.block_id === 'request_actions').elements[0].value,
    );
    const web = actor(t.ctx, (await makeUser(t.ctx, { firstName: 'Priscilla' })).id, 'UTC');
    await prayForRequest(web, { requestId, source: 'web' });
    const echoes = createChatEchoSender({ ctx: t.ctx, slack: t.slack.clients, appUrl: 'https://prayer.example' });
    expect(await echoes.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(button()).toBe('🙏 I prayed · 2');
    expect(current(msg.ts).blocks!.find((b: any) => b.block_id === 'request_count').elements[0].text).toBe(
      '🙏 *2 prayers* offered so far',
    );
  });

  it('a hostile name and request reach the channel inert (decision 080)', async () => {
    t.fake.addUser({ id: 'U0EVE', teamId: TEAM, firstName: HOSTILE_NAME, tz: 'Europe/London' });
    await t.command(`request ${HOSTILE_LINES}`, { channel: CHANNEL, user: 'U0EVE' });
    const msg = await t.fake.waitFor(() =>
      t.fake.messages(CHANNEL).find((m) => m.text.startsWith('🙏 Prayer request from') && m.text.includes('pwn')),
    );
    await tap(msg, 'wall_pray', 'U0BOAZ');
    const strings = slackStrings(t.fake);
    expectSlackInert(strings);
    expect(strings.some((x) => x.text.includes('quote-pwn'))).toBe(true);
  });

  it('a private prayer never reaches the channel, even for a forged button value', async () => {
    const zoe = actor(t.ctx, (await makeUser(t.ctx, { firstName: 'Zoe' })).id, 'UTC');
    const secret = await createUserPrayer(zoe, { title: 'Secret', content: 'Only for God to hear', isPublic: false });
    const responseUrl = t.fake.responseUrl();
    await t.interact(
      buttonPayload({
        actionId: 'wall_pray',
        user: 'U0BOAZ',
        channel: CHANNEL,
        value: String(secret.id),
        message: { ts: '1.000001', text: 'x', blocks: [] },
        responseUrl,
      }),
    );
    const reply = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'the error reply');
    expect(reply.body).toMatchObject({ response_type: 'ephemeral', text: 'Prayer request not found.' });
    expect(JSON.stringify(t.fake.calls)).not.toContain('Only for God');
  });

  it('`/prayer request` with nothing after it answers how to use it', async () => {
    const { responseUrl } = await t.command('request', { channel: CHANNEL });
    const r = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0]);
    expect(r.body.text).toBe(
      'Usage: `/prayer request YOUR REQUEST`, e.g. `/prayer request Healing for my mother`; `/prayer request anonymous …` asks without your name.',
    );
  });

  it('`/prayer request anonymous` posts without the name, in the channel (and on the wall once widened)', async () => {
    await t.command('request anonymous Peace in my home', { channel: CHANNEL, user: 'U0RUTH' });
    const msg = await t.fake.waitFor(
      () => t.fake.messages(CHANNEL).find((m) => JSON.stringify(m.blocks).includes('Peace in my home')),
      5000,
      'the anonymous request',
    );
    expect(msg.text).toBe('🙏 Prayer request from Anonymous');
    expect(JSON.stringify(msg)).not.toContain('Ruth');
    await tap(msg, 'wall_widen', 'U0RUTH');
    const ruth = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0RUTH' }))!;
    const onWall = (await listWall(actor(t.ctx, ruth.userId, ruth.timeZone))).items.find(
      (i) => i.content === 'Peace in my home',
    );
    expect(onWall).toMatchObject({ authorName: 'Anonymous' });
    const { responseUrl } = await t.command('request anon', { channel: CHANNEL });
    expect((await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0])).body.text).toContain(
      'Usage: `/prayer request',
    );
  });
});
