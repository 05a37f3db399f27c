/**
 * Taking a request back takes it back in Slack (decision 180), with the real Bolt
 * app and WebClient against the fake Slack Web API: a request shared with `/prayer request` in a
 * channel is deleted there (chat.delete) when its author deletes it or makes it private; a failure
 * is retried and a restart loses nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widenChatRequest } from '@dps/core/wall/widen-chat-request';
import { eq } from 'drizzle-orm';
import { chatTakeBacks, requestCircles } from '@dps/db/schema';
import { deleteAccount } from '@dps/core/accounts/delete-account';
import { actor } from '@dps/core/test/context';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { deleteUserPrayer } from '@dps/core/user-prayers/delete-user-prayer';
import { updateUserPrayer } from '@dps/core/user-prayers/update-user-prayer';
import { listUserPrayers } from '@dps/core/user-prayers/list-user-prayers';
import { eventually, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';
import type { FakeSlackMessage } from '../../test/fake-slack-server';
import { createChatTakeBacks } from './chat-take-back-outbox';

let t: SlackHarness;
const CHANNEL = 'C0CIRCLE';

beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T06:00:00Z' });
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', tz: 'Europe/London' });
  t.fake.addChannel({ id: CHANNEL, name: 'prayer-circle', isMember: true });
});
afterAll(() => t.close());

async function share(
  words: string,
): Promise<{ msg: FakeSlackMessage; requestId: number; ruth: ReturnType<typeof actor> }> {
  const { res } = await t.command(`request ${words}`, { channel: CHANNEL, user: 'U0RUTH' });
  expect(res.status).toBe(200);
  const msg = await t.fake.waitFor(
    () => t.fake.messages(CHANNEL).find((m) => JSON.stringify(m.blocks).includes(words)),
    5000,
    'the request',
  );
  // The listener records the copy just after posting: wait for it.
  await eventually(
    async () => (await t.h.db.select().from(chatTakeBacks).where(eq(chatTakeBacks.messageId, msg.ts))).length > 0,
    5000,
    'the copy kept',
  );
  const member = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0RUTH' }))!;
  const ruth = actor(t.ctx, member.userId, member.timeZone);
  const request = (await listUserPrayers(ruth)).find((p) => p.content === words)!;
  return { msg, requestId: request.id, ruth };
}

const inChannel = (m: FakeSlackMessage) => t.fake.messages(CHANNEL).find((x) => x.ts === m.ts);

describe('a request taken back leaves the Slack channel', () => {
  it('deleted by its author: chat.delete, and the message is gone from the channel', async () => {
    const { msg, requestId, ruth } = await share('Healing for my father');
    const takeBacks = createChatTakeBacks({ ctx: t.ctx, slack: t.slack.clients, pauseMs: 0 });
    expect(await takeBacks.runOnce()).toEqual({ done: 0, failed: 0 });
    await deleteUserPrayer(ruth, { prayerId: requestId });
    expect(await takeBacks.runOnce()).toEqual({ done: 1, failed: 0 });
    expect(t.fake.callsTo('chat.delete').at(-1)!.args).toMatchObject({ channel: CHANNEL, ts: msg.ts });
    expect(inChannel(msg)).toBeUndefined();
  });

  it('made private: gone from the channel; a failure first is retried, a restart loses nothing', async () => {
    const { msg, requestId, ruth } = await share('A new job for my wife');
    // Shared with everyone, then back to only its author: out of the channel's circle too (as
    // the web's audience change does: decision 280), and not public.
    await widenChatRequest(ruth, { requestId, to: 'everyone' });
    await t.h.db.delete(requestCircles).where(eq(requestCircles.requestId, requestId));
    await updateUserPrayer(ruth, {
      prayerId: requestId,
      title: 'Prayer request',
      content: 'A new job for my wife',
      isPublic: false,
    });
    t.fake.fault('chat.delete', { error: 'internal_error' });
    expect(await createChatTakeBacks({ ctx: t.ctx, slack: t.slack.clients, pauseMs: 0 }).runOnce()).toEqual({
      done: 0,
      failed: 1,
    });
    expect(inChannel(msg)).toBeDefined();
    t.ctx.clock.set(new Date(t.ctx.clock.now().getTime() + 61_000).toISOString());
    expect(await createChatTakeBacks({ ctx: t.ctx, slack: t.slack.clients, pauseMs: 0 }).runOnce()).toEqual({
      done: 1,
      failed: 0,
    });
    expect(inChannel(msg)).toBeUndefined();
    expect(JSON.stringify(t.logs)).not.toContain('new job for my wife');
  });

  it('the account deleted: its requests leave the channel', async () => {
    const { msg, ruth } = await share('Courage for the exams');
    await deleteAccount(ruth, { recentSignIn: true });
    expect(await createChatTakeBacks({ ctx: t.ctx, slack: t.slack.clients, pauseMs: 0 }).runOnce()).toEqual({
      done: 1,
      failed: 0,
    });
    expect(inChannel(msg)).toBeUndefined();
  });
});
