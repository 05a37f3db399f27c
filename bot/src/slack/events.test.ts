/**
 * Transport and events: Slack's request signing (bad or stale -> 401), retried events processed
 * once, App Home, the app leaving a workspace or a channel, and the personal (DM / ephemeral)
 * prayer message.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { completions, prayers, slackChannelSubscriptions, slackInstallations } from '@dps/db/schema';
import { actor } from '@dps/core/test/context';
import { createGoal } from '@dps/core/goals/create-goal';
import { updateSettings } from '@dps/core/settings/update-settings';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { subscribeSlackChannel } from '@dps/core/slack/subscribe-slack-channel';
import { personalPrayerMessage } from './blocks/prayer-post';
import { wordsFor } from './slack-language';
import { buttonPayload, eventually, SIGNING_SECRET, slackSignature, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';

let t: SlackHarness;
let prayerId: number;
beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T12:00:00Z' });
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', tz: 'Europe/London' });
  const [p] = await t.h.db
    .insert(prayers)
    .values({ kind: 'daily', date: '2026-03-10', title: 'Morning light', content: 'Thank you for this day.', scripture: 'This is the day.', scriptureReference: 'Psalm 118:24' })
    .returning();
  prayerId = p!.id;
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

const homeOpened = () => ({ type: 'app_home_opened', user: 'U0RUTH', channel: 'D0RUTH', tab: 'home' });

describe('request signing', () => {
  let body = '';
  beforeAll(() => {
    body = new URLSearchParams({ team_id: TEAM, user_id: 'U0RUTH', channel_id: 'C0GENERAL', command: '/prayer', text: 'help', response_url: t.fake.responseUrl(), trigger_id: 't' }).toString();
  });

  it('a bad signature is refused with 401 and nothing happens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await t.post(body, 'application/x-www-form-urlencoded', { signature: slackSignature('not-the-secret', now, body) });
    expect(res.status).toBe(401);
    const tampered = await t.post(body.replace('help', 'today'), 'application/x-www-form-urlencoded', { signature: slackSignature(SIGNING_SECRET, now, body), timestamp: now });
    expect(tampered.status).toBe(401);
    const missing = await fetch(`${t.url}/slack/events`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect(missing.status).toBe(401);
    expect(t.fake.calls).toHaveLength(0);
  });

  it('a correctly signed request older than five minutes is refused with 401 (replay)', async () => {
    const stale = Math.floor(Date.now() / 1000) - 6 * 60;
    expect((await t.post(body, 'application/x-www-form-urlencoded', { timestamp: stale })).status).toBe(401);
    const fresh = Math.floor(Date.now() / 1000) - 4 * 60;
    const ok = await t.command('help');
    expect(ok.res.status).toBe(200);
    expect((await t.post(body, 'application/x-www-form-urlencoded', { timestamp: fresh })).status).toBe(200);
  });

  it("answers Slack's URL verification challenge", async () => {
    const challenge = JSON.stringify({ token: 'x', challenge: 'c-123', type: 'url_verification' });
    const res = await t.post(challenge, 'application/json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ challenge: 'c-123' });
  });
});

describe('events', () => {
  it('App Home shows streak, this week, active goals and settings', async () => {
    await t.event(homeOpened());
    await t.fake.waitFor(() => t.fake.callsTo('views.publish')[0]);
    const ruth = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0RUTH' }))!;
    const ruthCtx = actor(t.ctx, ruth.userId, ruth.timeZone);
    await createGoal(ruthCtx, { title: 'Pray for 21 days', targetDays: 21, startDate: '2026-03-01' });
    await updateSettings(ruthCtx, { dailyReminders: true, reminderTime: '06:15' });
    await t.h.db.insert(completions).values([
      { userId: ruth.userId, prayerId, localDate: '2026-03-09', source: 'web' },
      { userId: ruth.userId, prayerId, localDate: '2026-03-10', source: 'slack' },
    ]);
    t.fake.reset();
    await t.event(homeOpened());
    const publish = await t.fake.waitFor(() => t.fake.callsTo('views.publish')[0]);
    expect(publish.args.user_id).toBe('U0RUTH');
    const view = publish.args.view;
    expect(view.type).toBe('home');
    const text = (id: string) => view.blocks.find((b: any) => b.block_id === id).text.text as string;
    expect(text('home_streak')).toBe("🔥 *2 Day Streak!*   ·   Best: 2 days\nKeep going! You're building a beautiful habit.");
    expect(text('home_week')).toBe('*This week*\nSun ▫️   Mon ✅   Tue ✅   Wed ▫️   Thu ▫️   Fri ▫️   Sat ▫️');
    expect(JSON.stringify(view.blocks)).toContain('*Pray for 21 days*\\n▰▱▱▱▱▱▱▱▱▱  2/21 days (10%)');
    expect(text('home_settings')).toContain('Daily reminder: *on* at *06:15* (London)');
  });

  it('a retried event (X-Slack-Retry-Num) is processed once', async () => {
    const first = await t.event(homeOpened(), { eventId: 'Ev0RETRY01' });
    expect(first.status).toBe(200);
    await t.fake.waitFor(() => t.fake.callsTo('views.publish')[0]);
    for (const retryNum of [1, 2]) {
      const again = await t.event(homeOpened(), { eventId: 'Ev0RETRY01', retryNum });
      expect(again.status).toBe(200);
    }
    await t.event({ ...homeOpened() }, { eventId: 'Ev0OTHER01' });
    await t.fake.waitFor(() => t.fake.callsTo('views.publish').length === 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.fake.callsTo('views.publish')).toHaveLength(2);
    expect(t.logs.filter((l) => l.obj.event === 'slack_event_duplicate')).toHaveLength(2);
  });

  it('the app removed from a channel, or the channel archived, stops its daily post', async () => {
    await subscribeSlackChannel(t.ctx, { teamId: TEAM, channelId: 'C0LEFT', postTime: '07:00', timeZone: 'UTC' });
    await subscribeSlackChannel(t.ctx, { teamId: TEAM, channelId: 'C0ARCH', postTime: '07:00', timeZone: 'UTC' });
    await t.event({ type: 'channel_left', channel: 'C0LEFT', actor_id: 'U0RUTH' });
    await t.event({ type: 'channel_archive', channel: 'C0ARCH', user: 'U0RUTH' });
    const active = async (c: string) => (await t.h.db.select().from(slackChannelSubscriptions).where(eq(slackChannelSubscriptions.channelId, c)))[0]!.isActive;
    await eventually(async () => !(await active('C0LEFT')) && !(await active('C0ARCH')), 5000, 'both unsubscribed');
  });

  it('a Pray tap on a DM redraws that message with "✅ Prayed"; on /prayer today it replaces the ephemeral message', async () => {
    const dm = personalPrayerMessage(wordsFor('en'), { id: prayerId, title: 'Morning light', content: 'Thank you for this day.', scripture: null, scriptureReference: null }, '2026-03-10');
    const ts = t.fake.addMessage({ channel: 'D0RUTH', text: dm.text, blocks: dm.blocks as any[], user: 'U0BOT' });
    const value = dm.blocks.at(-1)!.type === 'actions' ? (dm.blocks.at(-1) as any).elements[0].value : '';
    await t.interact(buttonPayload({ actionId: 'prayer_save', user: 'U0RUTH', channel: 'D0RUTH', value, message: { ts, text: dm.text, blocks: dm.blocks } }));
    await t.fake.waitFor(() => t.fake.callsTo('chat.update')[0]);
    const buttons = () => t.fake.messages('D0RUTH').find((m) => m.ts === ts)!.blocks!.at(-1).elements.map((e: any) => e.text.text);
    // Ruth prayed today in the previous test (as a completion): the redraw shows her real state.
    expect(buttons()).toEqual(['✅ Prayed', '❤️ Saved', '✍️ Reflect']);
    const note = t.fake.messages('D0RUTH').find((m) => m.ts === ts)!.blocks!.find((b: any) => b.block_id === 'prayer_note');
    expect(note.elements[0].text).toContain('❤️ Saved!');

    const responseUrl = t.fake.responseUrl();
    await t.interact(buttonPayload({ actionId: 'prayer_pray', user: 'U0RUTH', channel: 'C0GENERAL', value, ephemeral: true, responseUrl }));
    const replaced = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0]);
    expect(replaced.body).toMatchObject({ response_type: 'ephemeral', replace_original: true });
    expect(replaced.body.blocks.at(-1).elements[0].text.text).toBe('✅ Prayed');
    expect(replaced.body.blocks.find((b: any) => b.block_id === 'prayer_note').elements[0].text).toBe('You have already prayed this today. 🔥 2-day streak');
  });

  it('a tap on a reflection that is not visible answers the spec message to that member only', async () => {
    const responseUrl = t.fake.responseUrl();
    await t.interact(buttonPayload({ actionId: 'reflection_amen', user: 'U0RUTH', value: JSON.stringify({ r: 999999 }), message: { ts: '1.000100', text: 'x', blocks: [] }, responseUrl }));
    const answer = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0]);
    expect(answer.body).toMatchObject({ response_type: 'ephemeral', replace_original: false, text: 'Reflection not found.' });
  });

  it('the app uninstalled from the workspace deactivates it and its channels', async () => {
    await subscribeSlackChannel(t.ctx, { teamId: TEAM, channelId: 'C0LIVE', postTime: '07:00', timeZone: 'UTC' });
    await t.event({ type: 'app_uninstalled' });
    await eventually(async () => {
      const [inst] = await t.h.db.select().from(slackInstallations).where(eq(slackInstallations.teamId, TEAM));
      return inst && !inst.isActive;
    });
    const [sub] = await t.h.db.select().from(slackChannelSubscriptions).where(eq(slackChannelSubscriptions.channelId, 'C0LIVE'));
    expect(sub!.isActive).toBe(false);
  });
});
