/**
 * A Slack channel's circle kept by the channel itself (decisions 280, 281, 294), with the real Bolt
 * app against the fake Slack Web API: member_joined_channel / member_left_channel for people and
 * for the app, its leaders (whoever subscribed it, its creator), and conversations.members behind
 * the checker, every page, cached for at most a minute.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { circleMembers, circles, userPrayers } from '@dps/db/schema';
import { actor } from '@dps/core/test/context';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { prayForRequest } from '@dps/core/wall/pray-for-request';
import { eventually, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';
import { createSlackMembershipChecker } from './circle-membership';
import { createCircleMembershipChecker } from '../circle-membership';

let t: SlackHarness;
const CHANNEL = 'C0HOME';
const target = `${TEAM}:${CHANNEL}`;

const circleId = async (channel = CHANNEL) =>
  (
    await t.h.db
      .select()
      .from(circles)
      .where(and(eq(circles.channel, 'slack_channel'), eq(circles.target, `${TEAM}:${channel}`)))
  )[0]?.id;

async function standing(slackUser: string, channel = CHANNEL) {
  const member = await findSlackMember(t.ctx, { teamId: TEAM, userId: slackUser });
  const id = await circleId(channel);
  if (!member || !id) return undefined;
  const [row] = await t.h.db
    .select()
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, id), eq(circleMembers.userId, member.userId)));
  return row ? { isMember: row.isMember, isLeader: row.isLeader } : undefined;
}

/** Deliver an event and wait until the app has done what it does with it. */
async function deliver(event: Record<string, unknown>, done: () => Promise<unknown>) {
  expect((await t.event(event)).status).toBe(200);
  await eventually(done, 5000, `${String(event.type)} handled`);
}

beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-12-07T09:00:00Z' });
  for (const [id, firstName] of [
    ['U0RUTH', 'Ruth'],
    ['U0BOAZ', 'Boaz'],
    ['U0NAOMI', 'Naomi'],
    ['U0ORPAH', 'Orpah'],
  ] as const) {
    t.fake.addUser({ id, teamId: TEAM, firstName, tz: 'Europe/London' });
  }
  t.fake.addChannel({ id: CHANNEL, name: 'home-group', isMember: true, creator: 'U0NAOMI' });
  t.fake.setChannelMembers(CHANNEL, ['U0BOT', 'U0RUTH', 'U0NAOMI']);
  // Ruth, Boaz and Naomi have accounts (they used the app); Orpah never did.
  for (const user of ['U0RUTH', 'U0BOAZ', 'U0NAOMI']) {
    const { responseUrl } = await t.command('streak', { user, channel: `D${user.slice(1)}` });
    await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0]);
  }
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

describe("a channel's circle is the channel's own membership", () => {
  it("whoever subscribes it and the channel's creator are its leaders", async () => {
    const { responseUrl } = await t.command('subscribe 07:00 Europe/London', { user: 'U0RUTH', channel: CHANNEL });
    await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'subscribed');
    await eventually(async () => (await standing('U0NAOMI'))?.isLeader, 5000, 'the creator a leader');
    expect(await standing('U0RUTH')).toEqual({ isMember: true, isLeader: true });
    expect(await standing('U0NAOMI')).toEqual({ isMember: true, isLeader: true });
    expect(t.fake.callsTo('conversations.info').some((c) => c.args.channel === CHANNEL)).toBe(true);
  });

  it('member_joined_channel and member_left_channel: in and out at once; a removed member stops seeing its requests', async () => {
    await deliver(
      t.fake.joinChannel(CHANNEL, 'U0BOAZ', { inviter: 'U0RUTH' }),
      async () => (await standing('U0BOAZ'))?.isMember,
    );
    expect(await standing('U0BOAZ')).toEqual({ isMember: true, isLeader: false });

    await t.command('request Strength for Naomi this week', { user: 'U0RUTH', channel: CHANNEL });
    const saved = () =>
      t.h.db.select().from(userPrayers).where(eq(userPrayers.content, 'Strength for Naomi this week'));
    const [req] = await eventually(
      async () => ((await saved()).length > 0 ? saved() : null),
      5000,
      'the request saved',
    );
    expect(req!.isPublic).toBe(false);
    const boaz = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0BOAZ' }))!;
    const boazCtx = actor(t.ctx, boaz.userId, 'UTC');
    expect((await prayForRequest(boazCtx, { requestId: req!.id, source: 'web' })).counted).toBe(true);

    // Removed from the channel: Slack sends member_left_channel; at once he is out and core refuses him.
    await deliver(t.fake.leaveChannel(CHANNEL, 'U0BOAZ'), async () => (await standing('U0BOAZ'))?.isMember === false);
    expect(await standing('U0BOAZ')).toEqual({ isMember: false, isLeader: false });
    t.ctx.clock.set('2026-12-08T09:00:00Z');
    await expect(prayForRequest(boazCtx, { requestId: req!.id, source: 'web' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('someone without an account joining is not recorded; no account is made for them', async () => {
    await t.event(t.fake.joinChannel(CHANNEL, 'U0ORPAH'));
    // The app acknowledged and did its work; nothing of Orpah.
    await new Promise((r) => setTimeout(r, 200));
    expect(await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0ORPAH' })).toBeNull();
    expect(t.fake.callsTo('users.info').filter((c) => c.args.user === 'U0ORPAH')).toEqual([]);
  });

  it('the app removed from the channel: nobody is a member of its circle any more', async () => {
    const OTHER = 'C0OTHER';
    t.fake.addChannel({ id: OTHER, name: 'other', isMember: true });
    const ref = { channel: 'slack_channel' as const, target: `${TEAM}:${OTHER}` };
    const ruth = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0RUTH' }))!;
    await recordCircleMembership(t.ctx, { circle: ref, userId: ruth.userId, isMember: true });
    await deliver(
      t.fake.leaveChannel(OTHER, 'U0BOT'),
      async () => (await standing('U0RUTH', OTHER))?.isMember === false,
    );
    expect(await standing('U0RUTH', OTHER)).toEqual({ isMember: false, isLeader: false });
    // The home group is untouched.
    expect(await standing('U0RUTH')).toMatchObject({ isMember: true });
  });
});

describe('conversations.members behind the checker', () => {
  it('reads every page (as Slack paginates) and answers member or not', async () => {
    const many = Array.from({ length: 450 }, (_, i) => `U${String(i).padStart(6, '0')}`);
    t.fake.setChannelMembers(CHANNEL, [...many, 'U0RUTH']);
    const checker = createSlackMembershipChecker(t.slack.clients);
    const ref = { channel: 'slack_channel' as const, target };
    expect(await checker.isMember(ref, `${TEAM}:U0RUTH`)).toBe(true);
    expect(await checker.isMember(ref, `${TEAM}:U0BOAZ`)).toBe(false);
    const pages = t.fake.callsTo('conversations.members');
    expect(pages).toHaveLength(3);
    expect(pages[0]!.args.cursor).toBeUndefined();
    expect(pages.slice(1).every((p) => typeof p.args.cursor === 'string' && p.args.cursor.length > 0)).toBe(true);
    // Another workspace's person, or a Telegram group: not this checker's to say.
    expect(await checker.isMember(ref, 'T0OTHER:U0RUTH')).toBeNull();
    expect(await checker.isMember({ channel: 'telegram', target: '-100' }, '1')).toBeNull();
  });

  it('a stale member is re-checked: one Slack call a minute per channel, and a removal is seen once the minute is over', async () => {
    t.fake.setChannelMembers(CHANNEL, ['U0BOT', 'U0RUTH', 'U0BOAZ']);
    let now = 1_000_000;
    const checker = createSlackMembershipChecker(t.slack.clients, { nowMs: () => now });
    const ref = { channel: 'slack_channel' as const, target };
    expect(await checker.isMember(ref, `${TEAM}:U0BOAZ`)).toBe(true);
    expect(await checker.isMember(ref, `${TEAM}:U0RUTH`)).toBe(true);
    expect(t.fake.callsTo('conversations.members')).toHaveLength(1);
    // Boaz is removed and the event is lost: within the minute the cached list still says he is in...
    t.fake.leaveChannel(CHANNEL, 'U0BOAZ');
    now += 30_000;
    expect(await checker.isMember(ref, `${TEAM}:U0BOAZ`)).toBe(true);
    // ...and after it, Slack is asked again and says he is not.
    now += 30_001;
    expect(await checker.isMember(ref, `${TEAM}:U0BOAZ`)).toBe(false);
    expect(t.fake.callsTo('conversations.members')).toHaveLength(2);
    // What a surface then records (decision 281): out at once.
    const boaz = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0BOAZ' }))!;
    await recordCircleMembership(t.ctx, { circle: ref, userId: boaz.userId, isMember: false });
    expect(await standing('U0BOAZ')).toEqual({ isMember: false, isLeader: false });
  });

  it('Slack unable to say (an error): null, and asked again next time', async () => {
    const checker = createCircleMembershipChecker({ slack: t.slack.clients });
    const ref = { channel: 'slack_channel' as const, target };
    t.fake.fault('conversations.members', { error: 'internal_error' });
    expect(await checker.isMember(ref, `${TEAM}:U0RUTH`)).toBeNull();
    expect(await checker.isMember(ref, `${TEAM}:U0RUTH`)).toBe(true);
    expect(await checker.isMember({ channel: 'telegram', target: '-100' }, '1')).toBeNull();
  });
});
