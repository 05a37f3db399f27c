/**
 * The requests of a member's groups in their daily Slack DM, and a channel's one line (decisions
 * 300, 302), through the real Bolt app and delivery runner against the fake Slack Web API, with a
 * pinned clock, in English and Spanish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor } from '@dps/core/test/context';
import { findOrCreateUserByIdentity } from '@dps/core/accounts/identities';
import { updateSettings } from '@dps/core/settings/update-settings';
import { subscribeSlackChannel } from '@dps/core/slack/subscribe-slack-channel';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { circleRequest } from '@dps/core/circles/rotation/circle-fixtures';
import { createDeliveryRunner } from '../sending/delivery-runner';
import { createSlackSender } from './delivery-sender';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';

let t: SlackHarness;
const CHANNEL = 'C0HOMEGROUP';
let circleId = 0;
const userIds: Record<string, number> = {};

/** A member with the daily DM at 08:00 London time, in their language. */
async function member(id: string, firstName: string, language: 'en' | 'es') {
  t.fake.addUser({ id, teamId: TEAM, firstName, tz: 'Europe/London' });
  const { user } = await findOrCreateUserByIdentity(t.ctx, {
    provider: 'slack',
    subject: `${TEAM}:${id}`,
    firstName,
    timeZone: 'Europe/London',
  });
  await updateSettings(actor(t.ctx, user.id, 'Europe/London'), {
    dailyReminders: true,
    reminderTime: '08:00',
    language,
  });
  circleId = await recordCircleMembership(t.ctx, {
    circle: { channel: 'slack_channel', target: `${TEAM}:${CHANNEL}`, title: 'home-group' },
    userId: user.id,
    isMember: true,
  });
  userIds[id] = user.id;
}

type Block = {
  type: string;
  block_id?: string;
  text?: { text: string };
  elements?: { text: string }[];
  accessory?: any;
};
const blocksOf = (call: { args: Record<string, any> }) => call.args.blocks as Block[];
const texts = (blocks: Block[]) =>
  blocks.map((b) => b.text?.text ?? b.elements?.map((e) => e.text).join(' ') ?? '').join('\n');

beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-05-04T06:00:00Z' });
  t.fake.addChannel({ id: CHANNEL, name: 'home-group', isMember: true });
  await member('U0ANA', 'Ana', 'en');
  await member('U0SOFIA', 'Sofía', 'es');
  await member('U0BEN', 'Ben', 'en');
  await updateSettings(actor(t.ctx, userIds.U0BEN!, 'Europe/London'), { dailyReminders: false });
  await subscribeSlackChannel(t.ctx, {
    teamId: TEAM,
    channelId: CHANNEL,
    postTime: '09:00',
    timeZone: 'Europe/London',
  });
  t.ctx.clock.set('2026-05-03T18:00:00Z');
  await circleRequest(t.ctx, { userId: userIds.U0BEN!, circleId, title: "Ben's mother's surgery" });
  t.ctx.clock.set('2026-05-03T19:00:00Z');
  await circleRequest(t.ctx, { userId: userIds.U0BEN!, circleId, title: 'A new job', isAnonymous: true });
});
afterAll(() => t.close());

const runner = (channel: 'slack_dm' | 'slack_channel') =>
  createDeliveryRunner({ ctx: t.ctx, senders: [createSlackSender({ ctx: t.ctx, channel, clients: t.slack.clients })] });

describe("a group's requests in the daily Slack DM", () => {
  it('carries them with "I prayed" and "No one has prayed for this yet", in English and in Spanish', async () => {
    await runner('slack_dm').runDue(new Date('2026-05-04T07:00:00Z')); // 08:00 in London
    const calls = t.fake.callsTo('chat.postMessage');
    const toAna = calls.find((c) => c.args.channel === 'U0ANA')!;
    const toSofia = calls.find((c) => c.args.channel === 'U0SOFIA')!;
    expect(calls.find((c) => c.args.channel === 'U0BEN')).toBeUndefined();
    const ana = texts(blocksOf(toAna));
    expect(ana).toContain('🤝 *Pray for your group today*');
    expect(ana).toContain("• Ben's mother's surgery _— Ben_\n_No one has prayed for this yet._");
    expect(ana).toContain('• A new job _— asked anonymously_\n_No one has prayed for this yet._');
    const button = blocksOf(toAna).find((b) => b.block_id?.startsWith('daily_request_') && b.accessory)!.accessory;
    expect(button).toMatchObject({ action_id: 'daily_request_pray', text: { text: '🙏 I prayed' } });
    const sofia = texts(blocksOf(toSofia));
    expect(sofia).toContain('🤝 *Ora hoy por tu grupo*');
    expect(sofia).toContain('• A new job _— pedido de forma anónima_\n_Nadie ha orado por esto todavía._');
    expect(
      blocksOf(toSofia).filter((b) => b.accessory?.action_id === 'daily_request_pray')[0]!.accessory,
    ).toMatchObject({ text: { text: '🙏 Oré' } });
  });

  it('"I prayed" counts once, marks that request\'s button and keeps the rest of the DM', async () => {
    t.ctx.clock.set('2026-05-04T07:05:00Z');
    const toAna = t.fake.callsTo('chat.postMessage').find((c) => c.args.channel === 'U0ANA')!;
    const message = t.fake.messages('U0ANA').at(-1)!;
    const [first] = blocksOf(toAna).filter((b) => b.accessory?.action_id === 'daily_request_pray');
    const res = await t.interact(
      buttonPayload({
        actionId: 'daily_request_pray',
        value: first!.accessory.value,
        user: 'U0ANA',
        channel: 'U0ANA',
        message: { ts: message.ts, text: message.text ?? '', blocks: message.blocks! },
      }),
    );
    expect(res.status).toBe(200);
    await t.fake.waitFor(
      () => t.fake.callsTo('chat.postEphemeral').find((c) => c.args.user === 'U0ANA'),
      5000,
      'thanks',
    );
    expect(t.fake.callsTo('chat.postEphemeral').find((c) => c.args.user === 'U0ANA')!.args.text).toBe(
      'Thank you for praying 🙏',
    );
    const update = t.fake.callsTo('chat.update').at(-1)!;
    const blocks = update.args.blocks as Block[];
    expect(blocks.find((b) => b.block_id === first!.block_id)!.accessory.text.text).toBe('✅ Prayed');
    expect(blocks.filter((b) => b.accessory?.text?.text === '🙏 I prayed')).toHaveLength(1);
    expect(blocks.find((b) => b.block_id === 'prayer_actions')).toBeDefined();
  });

  it("puts one line for the group in the channel's post", async () => {
    await runner('slack_channel').runDue(new Date('2026-05-04T08:00:00Z')); // 09:00 in London
    const post = t.fake.callsTo('chat.postMessage').find((c) => c.args.channel === CHANNEL)!;
    // Ana's prayer this morning counts from tomorrow: the line stays the same all day, through redraws.
    expect(texts(blocksOf(post))).toContain("🤝 Also today: pray for Ben's mother's surgery (asked by Ben)");
  });
});
