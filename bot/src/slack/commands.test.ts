/**
 * `/prayer` and its subcommands, sent as real signed HTTP requests to the running app; answers are
 * read where Slack would get them (the response_url, the Web API calls on the fake server).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { completions, identities, prayers, slackChannelSubscriptions } from '@dps/db/schema';
import { actor } from '@dps/core/test/context';
import { makeUser } from '@dps/core/test/factories';
import { createLinkCode } from '@dps/core/accounts/create-link-code';
import { listLinkedChats } from '@dps/core/accounts/list-linked-chats';
import { completePrayer } from '@dps/core/prayers/complete-prayer';
import { getStreak } from '@dps/core/progress/get-streak';
import { getSettings } from '@dps/core/settings/get-settings';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';

let t: SlackHarness;
let prayerId: number;
beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T12:00:00Z' });
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', lastName: 'Moab', tz: 'Europe/London' });
  t.fake.addUser({ id: 'U0BOAZ', teamId: TEAM, firstName: 'Boaz', tz: 'America/New_York' });
  t.fake.addChannel({ id: 'C0GENERAL', name: 'general', isMember: false });
  t.fake.addChannel({ id: 'C0SECRET', name: 'secret', isPrivate: true, isMember: false });
  t.fake.addChannel({ id: 'C0OLD', name: 'old', isArchived: true, isMember: true });
  const [p] = await t.h.db
    .insert(prayers)
    .values({
      kind: 'daily',
      date: '2026-03-10',
      title: 'Courage for <today> & tomorrow',
      content: 'Lord, give me courage.\n\nKeep me steady.',
      scripture: 'Be strong and courageous.',
      scriptureReference: 'Joshua 1:9',
    })
    .returning();
  prayerId = p!.id;
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

/** Send `/prayer <text>` and wait for the answer on its response_url. */
async function prayer(text: string, opts: { user?: string; channel?: string } = {}) {
  const { res, responseUrl } = await t.command(text, opts);
  expect(res.status).toBe(200);
  const answer = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, `answer to /prayer ${text}`);
  return answer.body as { response_type: string; text: string; blocks?: any[]; replace_original?: boolean };
}

describe('/prayer', () => {
  it('acknowledges at once and answers later: a slow first contact does not make Slack wait', async () => {
    t.fake.addUser({ id: 'U0SLOW', teamId: TEAM, firstName: 'Naomi', tz: 'Asia/Tokyo' });
    t.fake.delay('users.info', 3500);
    const started = Date.now();
    const { res, responseUrl } = await t.command('help', { user: 'U0SLOW' });
    const ackMs = Date.now() - started;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expect(ackMs).toBeLessThan(3000);
    expect(t.fake.responsesTo(responseUrl)).toHaveLength(0);
    const answer = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 8000);
    expect(answer.body.text).toContain('your time zone: Tokyo');
    // First contact made a person from the Slack profile: name and zone.
    expect(await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0SLOW' })).toMatchObject({ firstName: 'Naomi', timeZone: 'Asia/Tokyo' });
    t.fake.delay('users.info', 0);
  }, 15_000);

  it('help (and no subcommand) lists every subcommand, ephemeral', async () => {
    for (const text of ['help', '']) {
      const a = await prayer(text);
      expect(a.response_type).toBe('ephemeral');
      for (const sub of ['/prayer today', '/prayer streak', '/prayer remind 8am', '/prayer remind off', '/prayer timezone Berlin', '/prayer subscribe 7:30am [zone]', '/prayer channel timezone Berlin', '/prayer unsubscribe', '/prayer link CODE']) {
        expect(a.text).toContain(sub);
      }
    }
  });

  it('today: the daily prayer in Block Kit, escaped, with Pray / Save / Reflect, only for the member', async () => {
    const a = await prayer('today');
    expect(a.response_type).toBe('ephemeral');
    expect(a.text).toBe("🙏 Today's Prayer: Courage for &lt;today&gt; &amp; tomorrow");
    const blocks = a.blocks!;
    expect(blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: '🙏 Courage for &lt;today&gt; &amp; tomorrow', emoji: true } });
    expect(blocks[1].elements[0].text).toBe("*Today's Prayer* · Tuesday, March 10, 2026");
    const sections = blocks.filter((b: any) => b.type === 'section').map((b: any) => b.text.text);
    expect(sections).toEqual(['Lord, give me courage.\n\nKeep me steady.', '>Be strong and courageous.\n— _Joshua 1:9_']);
    const buttons = blocks.at(-1).elements;
    expect(buttons.map((b: any) => b.text.text)).toEqual(['🙏 Pray', '❤️ Save', '✍️ Reflect']);
    expect(JSON.parse(buttons[0].value)).toEqual({ p: prayerId, d: '2026-03-10', m: 'p' });
  });

  it('today shows "✅ Prayed" once the member prayed, wherever they prayed', async () => {
    await prayer('help', { user: 'U0BOAZ' }); // first contact
    const m = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0BOAZ' }))!;
    await completePrayer(actor(t.ctx, m.userId, m.timeZone), { prayerId, source: 'web' });
    const a = await prayer('today', { user: 'U0BOAZ' });
    expect(a.blocks!.at(-1).elements[0].text.text).toBe('✅ Prayed');
  });

  it('streak: current and best, the spec words, and this week as seven marks', async () => {
    const m = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0BOAZ' }))!;
    const a = await prayer('streak', { user: 'U0BOAZ' });
    expect(a.text).toContain('🔥 *1 Day Streak!* (best: 1 day)');
    expect(a.text).toContain('Great start! Keep going.');
    expect(a.text).toContain('Sun ▫️   Mon ▫️   Tue ✅   Wed ▫️   Thu ▫️   Fri ▫️   Sat ▫️');
    expect((await getStreak(actor(t.ctx, m.userId, m.timeZone))).streak).toBe(1);
  });

  it('remind HH:MM turns DM reminders on at that local time and refreshes App Home; remind off turns them off', async () => {
    const a = await prayer('remind 7:30');
    expect(a.text).toBe("⏰ Daily reminder on: I'll send you the prayer by DM every day at *07:30* (7:30 am, London).");
    const ruth = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0RUTH' }))!;
    const ruthCtx = actor(t.ctx, ruth.userId, ruth.timeZone);
    expect(await getSettings(ruthCtx)).toMatchObject({ dailyReminders: true, reminderTime: '07:30', timeZone: 'Europe/London' });
    const publish = await t.fake.waitFor(() => t.fake.callsTo('views.publish')[0]);
    expect(publish.args.user_id).toBe('U0RUTH');
    expect(JSON.stringify(publish.args.view)).toContain('Daily reminder: *on* at *07:30* (London)');

    const off = await prayer('remind off');
    expect(off.text).toContain('Daily reminder off');
    expect((await getSettings(ruthCtx)).dailyReminders).toBe(false);
  });

  it('remind with a bad time or no time answers a clear message and changes nothing', async () => {
    expect((await prayer('remind 25:99')).text).toBe('Please choose a valid reminder time, like 8am, 7:30 pm, 19:00 or noon.');
    expect((await prayer('remind')).text).toContain('Usage: `/prayer remind TIME`');
    expect((await prayer('remind 07:30 08:30')).text).toBe('Please choose a valid reminder time, like 8am, 7:30 pm, 19:00 or noon.');
    expect((await prayer('remind 07:30 08:30 09:30')).text).toContain('Usage: `/prayer remind TIME`');
  });

  it('subscribe HH:MM Area/City: joins the public channel, saves the subscription, tells the channel', async () => {
    const a = await prayer('subscribe 07:30 Europe/London', { channel: 'C0GENERAL' });
    expect(a.response_type).toBe('in_channel');
    expect(a.text).toContain('<@U0RUTH> subscribed this channel: the daily prayer will be posted here every day at *07:30* (7:30 am, London; it is 12:00 there now).');
    expect(t.fake.callsTo('conversations.join').map((c) => c.args.channel)).toEqual(['C0GENERAL']);
    const [sub] = await t.h.db.select().from(slackChannelSubscriptions).where(eq(slackChannelSubscriptions.channelId, 'C0GENERAL'));
    expect(sub).toMatchObject({ teamId: TEAM, postTime: '07:30', timeZone: 'Europe/London', isActive: true });

    // Boaz did not subscribe it: only as a workspace admin may he move it.
    expect((await prayer('subscribe 06:45', { channel: 'C0GENERAL', user: 'U0BOAZ' })).text).toBe(
      "Only whoever subscribed this channel, a workspace admin or the channel's creator can change this channel's daily prayer.",
    );
    t.fake.addUser({ id: 'U0BOAZ', teamId: TEAM, firstName: 'Boaz', tz: 'America/New_York', isAdmin: true });
    const moved = await prayer('subscribe 06:45', { channel: 'C0GENERAL', user: 'U0BOAZ' });
    // No zone given and no known installer: the zone of the member who subscribes.
    expect(moved.text).toContain("moved this channel's daily prayer: the daily prayer will be posted here every day at *06:45* (6:45 am, New York");
    t.fake.addUser({ id: 'U0BOAZ', teamId: TEAM, firstName: 'Boaz', tz: 'America/New_York' });
  });

  it('subscribe refuses what it cannot do, with a clear message', async () => {
    expect((await prayer('subscribe 07:30 Mars/Olympus')).text).toBe(
      'I could not find that time zone. Try a city (Berlin, New York, São Paulo), an abbreviation (EST, CET) or a name like Europe/London.',
    );
    expect((await prayer('subscribe 31:00 Europe/London')).text).toBe('Please choose a valid time, like 8am, 7:30 pm, 19:00 or noon.');
    expect((await prayer('subscribe')).text).toContain('Usage: `/prayer subscribe TIME [zone]`');
    expect((await prayer('subscribe 07:30', { channel: 'C0SECRET' })).text).toContain('Invite me first with `/invite @Daily Prayer`');
    expect((await prayer('subscribe 07:30', { channel: 'C0OLD' })).text).toBe('This channel is archived.');
    expect((await prayer('subscribe 07:30', { channel: 'D0RUTH' })).text).toContain('Run `/prayer subscribe` in the channel');
    const subs = await t.h.db.select().from(slackChannelSubscriptions).where(eq(slackChannelSubscriptions.channelId, 'C0SECRET'));
    expect(subs).toHaveLength(0);
  });

  it('unsubscribe stops the channel post (and says so when there was none)', async () => {
    await prayer('subscribe 08:00 Europe/London', { channel: 'C0GENERAL' });
    const a = await prayer('unsubscribe', { channel: 'C0GENERAL' });
    expect(a).toMatchObject({ response_type: 'in_channel', text: 'This channel will no longer get the daily prayer (<@U0RUTH> unsubscribed it).' });
    const [sub] = await t.h.db.select().from(slackChannelSubscriptions).where(eq(slackChannelSubscriptions.channelId, 'C0GENERAL'));
    expect(sub!.isActive).toBe(false);
    expect((await prayer('unsubscribe', { channel: 'C0GENERAL' })).text).toBe("This channel isn't subscribed to the daily prayer.");
  });

  it('link CODE first asks (whose account, what history goes with it); only Connect joins, keeping both histories', async () => {
    t.fake.addUser({ id: 'U0LINK', teamId: TEAM, firstName: 'Lydia', tz: 'Europe/Athens' });
    await prayer('help', { user: 'U0LINK' });
    const slackSide = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0LINK' }))!;
    // Prayed in Slack yesterday (before linking)...
    await t.h.db.insert(completions).values({ userId: slackSide.userId, prayerId, localDate: '2026-03-09', source: 'slack' });
    // ... and on the web today.
    const web = await makeUser(t.ctx, { firstName: 'Lydia', email: 'lydia@example.test', timeZone: 'Europe/Athens' });
    const webCtx = actor(t.ctx, web.id, 'Europe/Athens');
    await completePrayer(webCtx, { prayerId, source: 'web' });
    const { code } = await createLinkCode(webCtx);

    const asked = await prayer(`link ${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`, { user: 'U0LINK' });
    expect(asked.response_type).toBe('ephemeral');
    expect(asked.blocks![0].text.text).toBe(
      [
        '*🔗 Connect this chat to a web account?*',
        'Account: *Lydia (l\u2217\u2217\u2217@example.test)*',
        "⚠️ This chat already has history: 1 prayer prayed. If you connect, all of it joins Lydia's account and whoever owns that account will see it, including your private reflections and prayers.",
        'Only connect if this is your own account. If someone sent you this code or link, tap Cancel.',
      ].join('\n\n'),
    );
    const [connect, cancel] = asked.blocks![1].elements;
    expect([connect.text.text, cancel.text.text]).toEqual(['✅ Connect', 'Cancel']);
    // Asking joined nothing.
    const identityOwner = async () =>
      (await t.h.db.select().from(identities).where(and(eq(identities.provider, 'slack'), eq(identities.subject, `${TEAM}:U0LINK`))))[0]!.userId;
    expect(await identityOwner()).toBe(slackSide.userId);

    const responseUrl = t.fake.responseUrl();
    await t.interact(buttonPayload({ actionId: connect.action_id, value: connect.value, user: 'U0LINK', ephemeral: true, responseUrl }));
    const linked = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'the Connect answer');
    expect(linked.body).toMatchObject({
      replace_original: true,
      text: '🔗 Linked! This Slack account is now part of the web account of Lydia (l\u2217\u2217\u2217@example.test): your prayers, streak, goals and reflections are together.\n🕰 Your daily prayer: off, time zone Athens, on every channel.',
    });
    expect(await identityOwner()).toBe(web.id);
    expect(await getStreak(webCtx)).toEqual({ streak: 2, bestStreak: 2 });
    const rows = await t.h.db.select().from(completions).where(eq(completions.userId, web.id));
    expect(rows.map((r) => r.source).sort()).toEqual(['slack', 'web']);
    expect(await listLinkedChats(webCtx)).toEqual([{ channel: 'slack', name: 'Lydia', linkedAt: expect.any(Date) }]);

    expect((await prayer(`link ${code}`, { user: 'U0LINK' })).text).toBe('That code is invalid or has expired. Get a new one from your Profile page.');
    expect((await prayer('link', { user: 'U0LINK' })).text).toContain('Usage: `/prayer link CODE`');
  });

  it("someone else's code: Cancel keeps the member's own account, and a Connect from another member does nothing", async () => {
    t.fake.addUser({ id: 'U0VICT', teamId: TEAM, firstName: 'Vera', tz: 'Europe/London' });
    await prayer('help', { user: 'U0VICT' });
    const victim = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0VICT' }))!;
    const mallory = await makeUser(t.ctx, { firstName: 'Mallory', email: 'mallory@example.test' });
    const { code } = await createLinkCode(actor(t.ctx, mallory.id));
    const asked = await prayer(`link ${code}`, { user: 'U0VICT' });
    expect(asked.blocks![0].text.text).toContain('Account: *Mallory (m\u2217\u2217\u2217@example.test)*');
    // Vera's zone (London) differs from Mallory's (UTC): two Connect choices, then Cancel.
    const elements = asked.blocks![1].elements;
    const [connect, cancel] = [elements[0], elements.at(-1)];

    // A forged tap by another member carrying Vera's button: refused, nothing joins.
    const forgedUrl = t.fake.responseUrl();
    await t.interact(buttonPayload({ actionId: connect.action_id, value: connect.value, user: 'U0BOAZ', ephemeral: true, responseUrl: forgedUrl }));
    const forged = await t.fake.waitFor(() => t.fake.responsesTo(forgedUrl)[0], 5000, 'the forged answer');
    expect(forged.body.text).toBe('This question is out of date. Run `/prayer link CODE` again.');

    const cancelUrl = t.fake.responseUrl();
    await t.interact(buttonPayload({ actionId: cancel.action_id, value: cancel.value, user: 'U0VICT', ephemeral: true, responseUrl: cancelUrl }));
    const cancelled = await t.fake.waitFor(() => t.fake.responsesTo(cancelUrl)[0], 5000, 'the Cancel answer');
    expect(cancelled.body).toMatchObject({ replace_original: true, text: 'Cancelled: your Slack account was not connected to any account.' });
    expect((await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0VICT' }))!.userId).toBe(victim.userId);
    expect(await listLinkedChats(actor(t.ctx, mallory.id))).toEqual([]);
  });

  it('wrong codes sent quickly are stopped after 10, with a clear answer', async () => {
    t.fake.addUser({ id: 'U0GUESS', teamId: TEAM, firstName: 'Gus', tz: 'Europe/London' });
    const answers: string[] = [];
    for (let i = 0; i < 12; i++) answers.push((await prayer(`link ZZZZZZ${22 + i}`, { user: 'U0GUESS' })).text);
    expect(answers.slice(0, 10).every((a) => a === 'That code is invalid or has expired. Get a new one from your Profile page.')).toBe(true);
    expect(answers.slice(10)).toEqual(Array(2).fill('Too many code attempts. Please wait 15 minutes, then send the code from your Profile page again.'));
  });

  it('an unknown subcommand or extra words answer a clear ephemeral message', async () => {
    const a = await prayer('pray-for-me');
    expect(a).toMatchObject({
      response_type: 'ephemeral',
      text: expect.stringContaining("I don't know `pray-for-me`. Try one of: today, plans, plan [start PLAN|stop], streak,"),
    });
    // Every subcommand the help names is among those it offers (plans came later and were missed once).
    const help = (await prayer('help')).text;
    const offered = [...help.matchAll(/^• `\/prayer (\w+)/gm)].map((m) => m[1]!);
    expect(offered).toContain('plans');
    for (const sub of offered) expect(a.text).toMatch(new RegExp(`[:,] ${sub}\\b`));
    const tooLong = await prayer(`streak ${'x'.repeat(300)}`);
    expect(tooLong.text).toMatch(/^That is longer than any `\/prayer` command\. Try one of: today, plans, plan \[start PLAN\|stop\], streak,/);
    expect((await prayer('today please')).text).toBe('`/prayer today` takes nothing after it.');
  });
});
