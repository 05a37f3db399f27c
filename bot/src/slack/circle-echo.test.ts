/**
 * "I prayed" on the web redraws a channel's own request in its own channel (decision 331): everyone
 * there is in the circle, so the copy shows the new count, still says it is the channel's only and
 * keeps its author's "Share with everyone too". The real Bolt app over signed HTTP and the real
 * chat-echo sender against the fake Slack Web API, on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { userPrayers } from '@dps/db/schema';
import { actor } from '@dps/core/test/context';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { prayForRequest } from '@dps/core/wall/pray-for-request';
import { eventually, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';
import { createChatEchoSender } from '../outboxes/chat-echo-outbox';
import { WALL_WIDEN_ACTION } from './blocks/request-message';

let t: SlackHarness;
const CHANNEL = 'C0HOME';

beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-12-07T09:00:00Z' });
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', tz: 'Europe/London' });
  t.fake.addUser({ id: 'U0BOAZ', teamId: TEAM, firstName: 'Boaz', tz: 'Europe/London' });
  t.fake.addChannel({ id: CHANNEL, name: 'home-group', isMember: true, creator: 'U0RUTH' });
  t.fake.setChannelMembers(CHANNEL, ['U0BOT', 'U0RUTH', 'U0BOAZ']);
  for (const user of ['U0RUTH', 'U0BOAZ']) {
    const { responseUrl } = await t.command('streak', { user, channel: `D${user.slice(1)}` });
    await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0]);
  }
});
afterAll(() => t.close());

type Block = { type: string; elements?: { action_id?: string; text?: string | { text: string } }[] };

describe('a channel’s own request redrawn from the web', () => {
  it('shows the new count and still offers its author "Share with everyone too"', async () => {
    await t.command('request Strength for the move', { user: 'U0RUTH', channel: CHANNEL });
    const saved = () => t.h.db.select().from(userPrayers).where(eq(userPrayers.content, 'Strength for the move'));
    const [req] = await eventually(async () => ((await saved()).length > 0 ? saved() : null), 5000, 'saved');
    // The post's copy is recorded once Slack has answered the post.
    const copies = () => queryRows(t.h.db, sql`select id from chat_copies where item_id = ${req!.id}`);
    await eventually(async () => ((await copies()).length > 0 ? true : null), 5000, 'the copy recorded');
    expect(req!.isPublic).toBe(false);

    const boaz = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0BOAZ' }))!;
    await recordCircleMembership(t.ctx, {
      circle: { channel: 'slack_channel', target: `${TEAM}:${CHANNEL}` },
      userId: boaz.userId,
      isMember: true,
    });
    await prayForRequest(actor(t.ctx, boaz.userId, 'UTC'), { requestId: req!.id, source: 'web' });
    t.fake.reset();
    const echoes = createChatEchoSender({ ctx: t.ctx, slack: t.slack.clients, appUrl: 'https://prayer.example' });
    expect(await echoes.runOnce()).toEqual({ sent: 1, failed: 0 });

    const [update] = t.fake.callsTo('chat.update');
    const blocks = update!.args.blocks as Block[];
    const context = blocks.find((b) => b.type === 'context')!.elements!.map((e) => e.text);
    expect(context).toEqual(['🙏 *1 prayer* offered so far', '🔒 Only this channel can see it']);
    const actions = blocks.find((b) => b.type === 'actions')!.elements!.map((e) => e.action_id);
    expect(actions).toContain(WALL_WIDEN_ACTION);
  });
});
