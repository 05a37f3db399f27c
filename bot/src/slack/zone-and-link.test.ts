/**
 * Zones and linking (decisions 070, 190) in Slack, through the real Bolt app against the fake Slack Web API:
 * times and zones as people say them, a member's zone (from their Slack profile by default), a
 * channel's zone, the standing to change a channel's prayer, and linking that asks whose zone and
 * reminder time to keep.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { identities, slackChannelSubscriptions } from '@dps/db/schema';
import { actor } from '@dps/core/test/context';
import { makeUser } from '@dps/core/test/factories';
import { createLinkCode } from '@dps/core/accounts/create-link-code';
import { getSettings } from '@dps/core/settings/get-settings';
import { updateSettings } from '@dps/core/settings/update-settings';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';

let t: SlackHarness;
beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-07-01T12:09:00Z' }); // 14:09 in Berlin, 08:09 in New York
  t.fake.addUser({ id: 'U0ZARA', teamId: TEAM, firstName: 'Zara', tz: 'Europe/Berlin' });
  t.fake.addUser({ id: 'U0OTTO', teamId: TEAM, firstName: 'Otto', tz: 'Europe/Berlin' });
  t.fake.addUser({ id: 'U0ADMIN', teamId: TEAM, firstName: 'Ada', tz: 'Europe/London', isAdmin: true });
  t.fake.addUser({ id: 'U0MAKER', teamId: TEAM, firstName: 'Mak', tz: 'Europe/London' });
  t.fake.addChannel({ id: 'C0ZONES', name: 'zones', isMember: true, creator: 'U0MAKER' });
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

async function prayer(text: string, opts: { user?: string; channel?: string } = {}) {
  const { res, responseUrl } = await t.command(text, { user: 'U0ZARA', ...opts });
  expect(res.status).toBe(200);
  const answer = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, `answer to /prayer ${text}`);
  return answer.body as { response_type: string; text: string; blocks?: any[] };
}

const member = async (user: string) => (await findSlackMember(t.ctx, { teamId: TEAM, userId: user }))!;
const settingsOf = async (user: string) => {
  const m = await member(user);
  return getSettings(actor(t.ctx, m.userId, m.timeZone));
};

describe('times and zones as people say them', () => {
  it.each([
    ['8am', '08:00', '8:00 am'],
    ['noon', '12:00', '12:00 noon'],
    ['7:30 pm', '19:30', '7:30 pm'],
  ])('remind %s', async (typed, stored, said) => {
    expect((await prayer(`remind ${typed}`)).text).toBe(
      `⏰ Daily reminder on: I'll send you the prayer by DM every day at *${stored}* (${said}, Berlin).`,
    );
    expect(await settingsOf('U0ZARA')).toMatchObject({ dailyReminders: true, reminderTime: stored });
  });

  it.each([
    ['EST', 'New York, where it is now 08:09'],
    ['berlin', 'Berlin, where it is now 14:09'],
    ['Sao Paulo', 'São Paulo, where it is now 09:09'],
  ])('timezone %s', async (typed, said) => {
    const a = await prayer(`timezone ${typed}`);
    expect(a.text).toBe(
      `🕰 Your time zone is now ${said}. Your daily prayer comes at *19:30* (7:30 pm) there, on every channel.`,
    );
  });

  it('timezone alone takes the zone of the Slack profile', async () => {
    await prayer('timezone EST', { user: 'U0OTTO' });
    expect((await settingsOf('U0OTTO')).timeZone).toBe('America/New_York');
    const a = await prayer('timezone', { user: 'U0OTTO' });
    expect(a.text).toBe(
      '🕰 Your time zone is now Berlin, where it is now 14:09 (from your Slack profile). Want the prayer by DM every day? `/prayer remind 8am`.',
    );
    expect((await settingsOf('U0OTTO')).timeZone).toBe('Europe/Berlin');
  });

  it('an unknown zone is refused and nothing changes', async () => {
    await prayer('timezone berlin');
    expect((await prayer('timezone Atlantis')).text).toBe(
      'I could not find that time zone. Try a city (Berlin, New York, São Paulo), an abbreviation (EST, CET) or a name like Europe/London. For example `/prayer timezone Berlin` or `/prayer timezone EST`.',
    );
    expect((await settingsOf('U0ZARA')).timeZone).toBe('Europe/Berlin');
  });
});

describe("a channel's prayer: zone and standing", () => {
  const sub = async () =>
    (
      await t.h.db.select().from(slackChannelSubscriptions).where(eq(slackChannelSubscriptions.channelId, 'C0ZONES'))
    )[0]!;

  it('subscribe 8am EST, then a channel zone by city; only whoever subscribed, an admin or the channel creator may change or stop it', async () => {
    const a = await prayer('subscribe 8am EST', { channel: 'C0ZONES' });
    expect(a.text).toContain(
      '<@U0ZARA> subscribed this channel: the daily prayer will be posted here every day at *08:00* (8:00 am, New York; it is 08:09 there now).',
    );
    expect(await sub()).toMatchObject({ postTime: '08:00', timeZone: 'America/New_York', isActive: true });

    // Otto did not subscribe it, is no admin and did not create the channel.
    const refused = "Only whoever subscribed this channel, a workspace admin or the channel's creator can";
    expect((await prayer('unsubscribe', { channel: 'C0ZONES', user: 'U0OTTO' })).text).toBe(
      `${refused} unsubscribe this channel.`,
    );
    expect((await prayer('channel timezone berlin', { channel: 'C0ZONES', user: 'U0OTTO' })).text).toBe(
      `${refused} change this channel's time zone.`,
    );
    expect((await prayer('subscribe 9am', { channel: 'C0ZONES', user: 'U0OTTO' })).text).toBe(
      `${refused} change this channel's daily prayer.`,
    );
    expect(await sub()).toMatchObject({ postTime: '08:00', timeZone: 'America/New_York', isActive: true });

    // The one who subscribed it sets the channel's zone by city.
    const zoned = await prayer('channel timezone Sao Paulo', { channel: 'C0ZONES' });
    expect(zoned).toMatchObject({
      response_type: 'in_channel',
      text: "🕰 <@U0ZARA> set this channel's time zone to São Paulo, where it is now 09:09. The daily prayer is posted here every day at *08:00* (8:00 am) there.",
    });
    // A workspace admin may move it, and the channel's creator may stop it.
    expect((await prayer('channel timezone berlin', { channel: 'C0ZONES', user: 'U0ADMIN' })).text).toContain(
      "set this channel's time zone to Berlin, where it is now",
    );
    expect((await prayer('unsubscribe', { channel: 'C0ZONES', user: 'U0MAKER' })).text).toBe(
      'This channel will no longer get the daily prayer (<@U0MAKER> unsubscribed it).',
    );
    expect(await sub()).toMatchObject({ timeZone: 'Europe/Berlin', isActive: false });
  });
});

describe('linking asks whose zone and reminder time to keep', () => {
  async function sides(slackUser: string, first: string) {
    t.fake.addUser({ id: slackUser, teamId: TEAM, firstName: first, tz: 'Europe/Berlin' });
    await prayer('remind 7:17', { user: slackUser });
    const web = await makeUser(t.ctx, { firstName: first, email: `${first.toLowerCase()}@example.test` });
    const webCtx = actor(t.ctx, web.id, 'America/New_York');
    await updateSettings(webCtx, { timeZone: 'America/New_York', dailyReminders: true, reminderTime: '08:00' });
    const { code } = await createLinkCode(webCtx);
    const asked = await prayer(`link ${code}`, { user: slackUser });
    return { webCtx, asked };
  }

  async function press(button: { action_id: string; value: string }, user: string) {
    const responseUrl = t.fake.responseUrl();
    await t.interact(
      buttonPayload({ actionId: button.action_id, value: button.value, user, ephemeral: true, responseUrl }),
    );
    return (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'the Connect answer')).body as {
      text: string;
    };
  }

  it("shows both sides, and keeping Slack's leaves Berlin and 07:17 on the web account", async () => {
    const { webCtx, asked } = await sides('U0LIA', 'Lia');
    expect(asked.blocks![0].text.text).toBe(
      [
        '*🔗 Connect this chat to a web account?*',
        'Account: *Lia (l\u2217\u2217\u2217@example.test)*',
        [
          '🕰 Your settings differ. Choose which to keep; the other is replaced everywhere:',
          // slackEscape writes an underscore as a look-alike (decision 080)
          '• Time zone: Berlin here, New York on the web account.',
          '• Daily prayer: at 7:17 am here, at 8:00 am on the web account.',
        ].join('\n'),
        'Only connect if this is your own account. If someone sent you this code or link, tap Cancel.',
      ].join('\n\n'),
    );
    const elements = asked.blocks![1].elements as { action_id: string; value: string; text: { text: string } }[];
    expect(elements.map((e) => e.text.text)).toEqual([
      "✅ Connect, keep Slack's (Berlin, 7:17 am)",
      "✅ Connect, keep the web's (New York, 8:00 am)",
      'Cancel',
    ]);
    const linked = await press(elements[0]!, 'U0LIA');
    expect(linked.text).toBe(
      '🔗 Linked! This Slack account is now part of the web account of Lia (l\u2217\u2217\u2217@example.test): your prayers, streak, goals and reflections are together.\n🕰 Your daily prayer: every day at 7:17 am, time zone Berlin, on every channel.',
    );
    expect(await getSettings(webCtx)).toMatchObject({
      timeZone: 'Europe/Berlin',
      dailyReminders: true,
      reminderTime: '07:17',
    });
    const owner = (
      await t.h.db
        .select()
        .from(identities)
        .where(and(eq(identities.provider, 'slack'), eq(identities.subject, `${TEAM}:U0LIA`)))
    )[0]!;
    expect(owner.userId).toBe(webCtx.userId);
  });

  it("keeping the web's leaves New York and 08:00", async () => {
    const { webCtx, asked } = await sides('U0MO', 'Mo');
    const elements = asked.blocks![1].elements as { action_id: string; value: string }[];
    const linked = await press(elements[1]!, 'U0MO');
    expect(linked.text).toContain(
      '🕰 Your daily prayer: every day at 8:00 am, time zone New York, on every channel.',
    );
    expect(await getSettings(webCtx)).toMatchObject({ timeZone: 'America/New_York', reminderTime: '08:00' });
  });
});
