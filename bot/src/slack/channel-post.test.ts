/**
 * The channel post and what members do under it, through real signed requests: Pray (the count on
 * the post follows), Save, Reflect (the modal, its validation, the thread post), Amen and thread
 * replies — and that it is all the same data as the web app.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { completions, favorites, prayers, reflectionLikes, reflections } from '@dps/db/schema';
import { actor } from '@dps/core/test/context';
import { makeUser } from '@dps/core/test/factories';
import { listCommunityReflections } from '@dps/core/reflections/list-community-reflections';
import { listOwnReflections } from '@dps/core/reflections/list-own-reflections';
import { createReflection } from '@dps/core/reflections/create-reflection';
import { replyToReflection } from '@dps/core/reflections/reply-to-reflection';
import { toggleReflectionLike } from '@dps/core/reflections/toggle-like';
import { createChatEchoSender } from '../outboxes/chat-echo-outbox';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { subscribeSlackChannel } from '@dps/core/slack/subscribe-slack-channel';
import { createDeliveryRunner } from '../sending/delivery-runner';
import { createSlackSender } from './delivery-sender';
import { buttonPayload, eventually, reflectionSubmission, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';
import type { FakeSlackMessage } from '../../test/fake-slack-server';

let t: SlackHarness;
let prayerId: number;
let post: FakeSlackMessage;
const CHANNEL = 'C0GROUP';

beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T12:00:00Z' });
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', lastName: 'Moab', tz: 'Europe/London' });
  t.fake.addUser({ id: 'U0BOAZ', teamId: TEAM, firstName: 'Boaz', tz: 'America/New_York' });
  t.fake.addUser({ id: 'U0ORPAH', teamId: TEAM, firstName: 'Orpah', tz: 'Asia/Tokyo' });
  t.fake.addChannel({ id: CHANNEL, name: 'small-group', isMember: true });
  const [p] = await t.h.db
    .insert(prayers)
    .values({ kind: 'daily', date: '2026-03-10', title: 'A heart at rest', content: 'Quiet my heart, Lord.', scripture: 'Be still, and know that I am God.', scriptureReference: 'Psalm 46:10' })
    .returning();
  prayerId = p!.id;
  await subscribeSlackChannel(t.ctx, { teamId: TEAM, channelId: CHANNEL, postTime: '11:30', timeZone: 'Europe/London' });
  const runner = createDeliveryRunner({ ctx: t.ctx, senders: [createSlackSender({ ctx: t.ctx, channel: 'slack_channel', clients: t.slack.clients })] });
  expect(await runner.runDue()).toMatchObject({ claimed: 1, sent: 1 });
  post = t.fake.messages(CHANNEL)[0]!;
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

const current = () => t.fake.messages(CHANNEL).find((m) => m.ts === post.ts)!;
const onPost = (actionId: string, user: string) =>
  buttonPayload({
    actionId,
    user,
    channel: CHANNEL,
    value: current().blocks!.at(-1).elements.find((e: any) => e.action_id === actionId).value,
    message: { ts: post.ts, text: current().text, blocks: current().blocks! },
    responseUrl: t.fake.responseUrl(),
  });
const member = async (user: string) => {
  const m = (await findSlackMember(t.ctx, { teamId: TEAM, userId: user }))!;
  return actor(t.ctx, m.userId, m.timeZone);
};
const countLine = () => current().blocks!.find((b: any) => b.block_id === 'prayed_count').elements[0].text as string;


/** Ephemeral answers other than the daily-prayer offer a member's first tap brings (decision 201). */
const notOffer = <T extends { args: { text?: unknown } }>(calls: T[]): T[] =>
  calls.filter((c) => !String(c.args.text ?? '').startsWith('🔔 Would you like the daily prayer'));

describe('the channel post', () => {
  it('is the daily prayer in Block Kit with the count and the three buttons (and the way to Spanish), metadata naming the prayer', () => {
    expect(post.text).toBe("🙏 Today's Prayer: A heart at rest");
    expect(post.metadata).toEqual({ event_type: 'dps_daily_prayer', event_payload: { prayer_id: prayerId, local_date: '2026-03-10' } });
    expect(countLine()).toBe('Be the first to pray today: tap 🙏 Pray when you have prayed.');
    expect(post.blocks!.at(-1).elements.map((e: any) => e.text.text)).toEqual(['🙏 Pray', '❤️ Save', '✍️ Reflect', '🌐 Español']);
  });

  it('Pray counts for the member who taps, and the post shows how many have prayed today', async () => {
    expect((await t.interact(onPost('prayer_pray', 'U0RUTH'))).status).toBe(200);
    await t.fake.waitFor(() => t.fake.callsTo('chat.postEphemeral')[0]);
    expect(countLine()).toBe('🙏 *1 person* has prayed today');
    expect(t.fake.callsTo('chat.update')[0]!.args).toMatchObject({ channel: CHANNEL, ts: post.ts });
    expect(t.fake.callsTo('chat.postEphemeral')[0]!.args).toMatchObject({ channel: CHANNEL, user: 'U0RUTH', text: '🙏 Prayer Completed! 🔥 1-day streak' });
    const ruth = await member('U0RUTH');
    const rows = await t.h.db.select().from(completions).where(eq(completions.userId, ruth.userId));
    expect(rows).toMatchObject([{ prayerId, localDate: '2026-03-10', source: 'slack' }]);
    await t.fake.waitFor(() => t.fake.callsTo('views.publish')[0], 5000, 'App Home refresh');

    t.fake.reset();
    await t.interact(onPost('prayer_pray', 'U0BOAZ'));
    await t.fake.waitFor(() => t.fake.callsTo('chat.postEphemeral')[0]);
    expect(countLine()).toBe('🙏 *2 people* have prayed today');

    t.fake.reset();
    await t.interact(onPost('prayer_pray', 'U0RUTH'));
    // (A member's first tap also offers the daily prayer by DM, decision 201: that ephemeral may come later.)
    const again = await t.fake.waitFor(() => notOffer(t.fake.callsTo('chat.postEphemeral'))[0]);
    expect(again.args.text).toBe('You have already prayed this today. 🔥 1-day streak');
    expect(countLine()).toBe('🙏 *2 people* have prayed today');
  });

  it('a 429 on chat.update is honoured: the client waits Retry-After, then the count is updated', async () => {
    t.fake.fault('chat.update', { status: 429, retryAfter: 1 });
    await t.interact(onPost('prayer_pray', 'U0ORPAH'));
    await t.fake.waitFor(() => t.fake.callsTo('chat.postEphemeral')[0], 8000);
    const [first, second] = t.fake.callsTo('chat.update');
    expect(second).toBeDefined();
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1000);
    expect(countLine()).toBe('🙏 *3 people* have prayed today');
  }, 15_000);

  it('Save adds the prayer to the member favorites and tells only them', async () => {
    await t.interact(onPost('prayer_save', 'U0BOAZ'));
    const e = await t.fake.waitFor(() => notOffer(t.fake.callsTo('chat.postEphemeral'))[0]);
    expect(e.args).toMatchObject({ user: 'U0BOAZ', text: '❤️ Saved! Find it under Saved on the web (`/prayer web saved`).' });
    const boaz = await member('U0BOAZ');
    expect(await t.h.db.select().from(favorites).where(and(eq(favorites.userId, boaz.userId), eq(favorites.prayerId, prayerId)))).toHaveLength(1);
    t.fake.reset();
    await t.interact(onPost('prayer_save', 'U0BOAZ'));
    expect((await t.fake.waitFor(() => notOffer(t.fake.callsTo('chat.postEphemeral'))[0])).args.text).toBe('❤️ Already in your saved prayers.');
  });

  it('Reflect opens the modal: the reflection and a private/share choice, private by default', async () => {
    await t.interact(onPost('prayer_reflect', 'U0RUTH'));
    const open = await t.fake.waitFor(() => t.fake.callsTo('views.open')[0]);
    const view = open.args.view;
    expect(view.callback_id).toBe('reflection_modal');
    expect(JSON.parse(view.private_metadata)).toEqual({ p: prayerId, c: CHANNEL, t: post.ts });
    const radio = view.blocks.find((b: any) => b.block_id === 'visibility').element;
    expect(radio.initial_option.value).toBe('private');
    expect(radio.options.map((o: any) => o.value)).toEqual(['private', 'public']);
  });
});

describe('reflections from Slack', () => {
  const meta = () => JSON.stringify({ p: prayerId, c: CHANNEL, t: post.ts });

  it('an empty or blank reflection is refused in the modal with the spec message', async () => {
    for (const text of [null, '   \n ']) {
      const res = await t.interact(reflectionSubmission({ privateMetadata: meta(), text, visibility: 'public' }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ response_action: 'errors', errors: { reflection: 'Please write something before submitting.' } });
    }
    expect(t.fake.callsTo('chat.postMessage')).toHaveLength(0);
  });

  it('forged modal data (a prayer id beyond any id) is refused in the modal at once, never as an internal error', async () => {
    for (const p of [2_147_483_648, 9_999_999_999, -1, 1.5]) {
      const res = await t.interact(
        reflectionSubmission({ privateMetadata: JSON.stringify({ p, c: CHANNEL }), text: 'Hello', visibility: 'private' }),
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        response_action: 'errors',
        errors: { reflection: 'Cannot submit reflection without a prayer selected.' },
      });
    }
    expect(t.logs.filter((e) => e.level === 'error')).toEqual([]);
  });

  let sharedId: number;
  it('a shared reflection is posted in the prayer thread under the member name, and is in the web community list', async () => {
    const res = await t.interact(reflectionSubmission({ privateMetadata: meta(), text: 'He gives rest <!channel> & peace.', visibility: 'public', user: 'U0RUTH' }));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    const posted = await t.fake.waitFor(() => t.fake.callsTo('chat.postMessage')[0]);
    expect(posted.args).toMatchObject({ channel: CHANNEL, thread_ts: post.ts });
    expect(posted.args.blocks[0].text.text).toBe('✍️ *Ruth* reflected:\n>He gives rest &lt;!channel&gt; &amp; peace.');
    expect(posted.args.blocks[1].elements[0].text.text).toBe('❤️ Like');
    sharedId = Number(posted.args.metadata.event_payload.reflection_id);
    const confirm = await t.fake.waitFor(() => t.fake.callsTo('chat.postEphemeral')[0]);
    expect(confirm.args.text).toBe("✍️ Reflection Submitted! Shared with the community and in this prayer's thread.");

    // A web user (never in Slack) sees it in the prayer's community list.
    const web = await makeUser(t.ctx, { firstName: 'Web' });
    const list = await listCommunityReflections(actor(t.ctx, web.id, 'UTC'), { prayerId });
    expect(list.map((r) => ({ id: r.id, content: r.content, user: r.user, isPublic: r.isPublic }))).toContainEqual({
      id: sharedId,
      content: 'He gives rest <!channel> & peace.',
      user: { firstName: 'Ruth' },
      isPublic: true,
    });
    const [row] = await t.h.db.select().from(reflections).where(eq(reflections.id, sharedId));
    expect(row!.source).toBe('slack');
  });

  it('a private reflection is kept for its author only: not posted, not in anyone else community list', async () => {
    await t.interact(reflectionSubmission({ privateMetadata: meta(), text: 'Only between me and God.', visibility: 'private', user: 'U0BOAZ' }));
    const confirm = await t.fake.waitFor(() => t.fake.callsTo('chat.postEphemeral')[0]);
    expect(confirm.args.text).toContain('It is private: only you can see it');
    expect(t.fake.callsTo('chat.postMessage')).toHaveLength(0);
    const web = await makeUser(t.ctx, { firstName: 'Other' });
    const others = await listCommunityReflections(actor(t.ctx, web.id, 'UTC'), { prayerId });
    expect(others.map((r) => r.content)).not.toContain('Only between me and God.');
    // Not in the community list even for its author: it is in their own list (My Reflections).
    const boaz = await member('U0BOAZ');
    expect((await listCommunityReflections(boaz, { prayerId })).map((r) => r.content)).not.toContain('Only between me and God.');
    expect((await listOwnReflections(boaz)).find((r) => r.content === 'Only between me and God.')).toMatchObject({ isPublic: false });
  });

  it('and the other way round: a reflection shared on the web is in the same list Slack members read', async () => {
    const web = await makeUser(t.ctx, { firstName: 'Priscilla' });
    await createReflection(actor(t.ctx, web.id, 'UTC'), { prayerId, content: 'Written on the web.', isPublic: true });
    const seenBySlackMember = await listCommunityReflections(await member('U0ORPAH'), { prayerId });
    expect(seenBySlackMember.map((r) => r.content)).toEqual(expect.arrayContaining(['Written on the web.', 'He gives rest <!channel> & peace.']));
  });

  it('❤️ Like toggles the member like, and the count on the message follows', async () => {
    const msg = () => t.fake.messages(CHANNEL).find((m) => m.metadata?.event_type === 'dps_reflection')!;
    const amen = (user: string) =>
      t.interact(buttonPayload({ actionId: 'reflection_amen', user, channel: CHANNEL, value: msg().blocks!.at(-1).elements[0].value, message: { ts: msg().ts, text: msg().text, blocks: msg().blocks!, thread_ts: post.ts }, responseUrl: t.fake.responseUrl() }));
    const label = () => msg().blocks!.at(-1).elements[0].text.text;
    await amen('U0BOAZ');
    await t.fake.waitFor(() => label() === '❤️ Like · 1');
    await amen('U0ORPAH');
    await t.fake.waitFor(() => label() === '❤️ Like · 2');
    await amen('U0BOAZ');
    await t.fake.waitFor(() => label() === '❤️ Like · 1');
    const likes = await t.h.db.select().from(reflectionLikes).where(eq(reflectionLikes.reflectionId, sharedId));
    expect(likes.map((l) => l.userId)).toEqual([(await member('U0ORPAH')).userId]);
  });

  it('a message in the thread is stored as a reply to the reflection it answers', async () => {
    const reflectionMsg = t.fake.messages(CHANNEL).find((m) => m.metadata?.event_type === 'dps_reflection')!;
    // Slack would have the member's message in the thread, after the reflection.
    const ts = t.fake.addMessage({ channel: CHANNEL, text: 'Amen <@U0RUTH>, thank you &amp; bless you', thread_ts: post.ts, user: 'U0BOAZ' });
    expect(reflectionMsg.ts < ts).toBe(true);
    const res = await t.event({ type: 'message', channel: CHANNEL, channel_type: 'channel', user: 'U0BOAZ', text: 'Amen <@U0RUTH>, thank you &amp; bless you', ts, thread_ts: post.ts, parent_user_id: 'U0BOT' });
    expect(res.status).toBe(200);
    const boaz = await member('U0BOAZ');
    const rows = await eventually(async () => {
      const r = await t.h.db.select().from(reflections).where(and(eq(reflections.userId, boaz.userId), eq(reflections.parentId, sharedId)));
      return r.length > 0 && r;
    }, 5000, 'the reply');
    expect(rows).toMatchObject([{ content: 'Amen @someone, thank you & bless you', source: 'slack', isPublic: true, prayerId }]);
    const web = await makeUser(t.ctx, { firstName: 'Reader' });
    const list = await listCommunityReflections(actor(t.ctx, web.id, 'UTC'), { prayerId });
    expect(list.find((r) => r.id === sharedId)!.replies.map((r) => r.content)).toEqual(['Amen @someone, thank you & bless you']);
  });

  it('a reply and a like on the web reach the Slack thread (decision 198); a Slack reply is not echoed back', async () => {
    const echoes = createChatEchoSender({ ctx: t.ctx, slack: t.slack.clients, appUrl: 'https://prayer.example' });
    // The likes tapped in Slack above redraw the same count; the Slack thread reply is not posted again.
    await echoes.runOnce();
    expect(t.fake.callsTo('chat.postMessage')).toEqual([]);
    t.fake.reset();
    const web = actor(t.ctx, (await makeUser(t.ctx, { firstName: 'Lydia <!here>' })).id, 'UTC');
    await replyToReflection(web, { reflectionId: sharedId, text: 'Praying with you *today* & always.' });
    await toggleReflectionLike(web, { reflectionId: sharedId });
    expect(await echoes.runOnce()).toEqual({ sent: 2, failed: 0 });

    const reply = t.fake.callsTo('chat.postMessage')[0]!;
    expect(reply.args).toMatchObject({
      channel: CHANNEL,
      thread_ts: post.ts,
      text: '↩️ *Lydia &lt;!here&gt;* replied on the web:\n>Praying with you ∗today∗ &amp; always.',
    });
    const update = t.fake.callsTo('chat.update')[0]!;
    const reflectionMsg = t.fake.messages(CHANNEL).find((m) => m.metadata?.event_type === 'dps_reflection')!;
    expect(update.args).toMatchObject({ channel: CHANNEL, ts: reflectionMsg.ts });
    // Orpah's like from Slack and Lydia's from the web: one count, on the message everyone sees.
    expect(reflectionMsg.blocks!.at(-1).elements[0].text.text).toBe('❤️ Like · 2');
    expect(await echoes.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('a message in the thread before any reflection, or outside our threads, is left alone', async () => {
    const before = await t.h.db.select().from(reflections);
    const other = t.fake.addMessage({ channel: CHANNEL, text: 'lunch?', user: 'U0RUTH' });
    const ts = t.fake.addMessage({ channel: CHANNEL, text: 'yes', thread_ts: other, user: 'U0BOAZ' });
    await t.event({ type: 'message', channel: CHANNEL, channel_type: 'channel', user: 'U0BOAZ', text: 'yes', ts, thread_ts: other, parent_user_id: 'U0RUTH' });
    await t.event({ type: 'message', channel: CHANNEL, channel_type: 'channel', user: 'U0BOAZ', text: 'top level', ts: t.fake.addMessage({ channel: CHANNEL, text: 'top level', user: 'U0BOAZ' }) });
    await new Promise((r) => setTimeout(r, 300));
    expect(await t.h.db.select().from(reflections)).toHaveLength(before.length);
    expect(t.fake.callsTo('conversations.replies')).toHaveLength(0);
  });

  it('shared from `/prayer today` in a subscribed channel, a reflection still lands in that day\'s post thread', async () => {
    const value = JSON.stringify({ p: prayerId, d: '2026-03-10', m: 'p' });
    await t.interact(buttonPayload({ actionId: 'prayer_reflect', user: 'U0ORPAH', channel: CHANNEL, value, ephemeral: true, responseUrl: t.fake.responseUrl() }));
    const open = await t.fake.waitFor(() => t.fake.callsTo('views.open')[0]);
    const privateMetadata = open.args.view.private_metadata as string;
    expect(JSON.parse(privateMetadata)).toEqual({ p: prayerId, c: CHANNEL });
    await t.interact(reflectionSubmission({ privateMetadata, text: 'Rest found me today.', visibility: 'public', user: 'U0ORPAH' }));
    const posted = await t.fake.waitFor(() => t.fake.callsTo('chat.postMessage')[0]);
    expect(posted.args).toMatchObject({ channel: CHANNEL, thread_ts: post.ts });
    expect(posted.args.blocks[0].text.text).toBe('✍️ *Orpah* reflected:\n>Rest found me today.');
  });

  it('from a DM, Reflect keeps the reflection off any channel and confirms by DM', async () => {
    const value = JSON.stringify({ p: prayerId, d: '2026-03-10', m: 'p' });
    const dmTs = t.fake.addMessage({ channel: 'D0BOAZ', text: 'prayer', user: 'U0BOT' });
    await t.interact(buttonPayload({ actionId: 'prayer_reflect', user: 'U0BOAZ', channel: 'D0BOAZ', value, message: { ts: dmTs, text: 'prayer', blocks: [] } }));
    const open = await t.fake.waitFor(() => t.fake.callsTo('views.open')[0]);
    const privateMetadata = open.args.view.private_metadata as string;
    expect(JSON.parse(privateMetadata)).toEqual({ p: prayerId });
    await t.interact(reflectionSubmission({ privateMetadata, text: 'Shared from my DM.', visibility: 'public', user: 'U0BOAZ' }));
    const dm = await t.fake.waitFor(() => t.fake.callsTo('chat.postMessage')[0]);
    expect(dm.args).toMatchObject({ channel: 'U0BOAZ', text: '✍️ Reflection Submitted! Shared with the community.' });
    const web = await makeUser(t.ctx, { firstName: 'Web2' });
    expect((await listCommunityReflections(actor(t.ctx, web.id, 'UTC'), { prayerId })).map((r) => r.content)).toContain('Shared from my DM.');
  });
});
