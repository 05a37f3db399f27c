/**
 * Slack through the delivery engine: the real scheduler runner, the Slack senders and the real
 * @slack/web-api client against the fake Slack Web API, on a real database with a pinned clock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { deliveries, identities, slackChannelSubscriptions, slackInstallations, userSettings, users as usersTable } from '@dps/db/schema';
import { createTestDb } from '@dps/core/test/create-test-db';
import { actor, testCtx } from '@dps/core/test/context';
import { findOrCreateUserByIdentity } from '@dps/core/accounts/identities';
import { planDueDeliveries } from '@dps/core/delivery/plan-due-deliveries';
import { getSettings } from '@dps/core/settings/get-settings';
import { updateSettings } from '@dps/core/settings/update-settings';
import { registerSlackWorkspace } from '@dps/core/slack/register-slack-workspace';
import { subscribeSlackChannel } from '@dps/core/slack/subscribe-slack-channel';
import { createDeliveryRunner } from '../sending/delivery-runner';
import { createSlackSender } from './delivery-sender';
import { slackErrorToResult } from './send-errors';
import { createSlackClients } from './slack-clients';
import { startFakeSlackServer, type FakeSlackServer } from '../../test/fake-slack-server';

const TOKEN = 'xoxb-delivery';
let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let fake: FakeSlackServer;
let seq = 0;

beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-01T00:00:00Z');
  fake = await startFakeSlackServer();
});
afterAll(async () => {
  await fake.close();
  await h.close();
});
beforeEach(async () => {
  fake.reset();
  // Each test has its own workspace; earlier ones' targets must not be due.
  await h.db.update(slackChannelSubscriptions).set({ isActive: false });
  await h.db.update(slackInstallations).set({ isActive: false });
});

/** A fresh workspace with the app installed (single-workspace mode: token in config). */
async function workspace() {
  const teamId = `T0D${++seq}`;
  const token = `${TOKEN}-${seq}`;
  fake.addTeam({ token, teamId, botUserId: `U0BOT${seq}`, botId: `B0BOT${seq}` });
  await registerSlackWorkspace(ctx, { teamId, botUserId: `U0BOT${seq}` });
  const clients = createSlackClients({ ctx, botToken: token, clientOptions: { slackApiUrl: fake.apiUrl } });
  const senders = [
    createSlackSender({ ctx, channel: 'slack_channel', clients }),
    createSlackSender({ ctx, channel: 'slack_dm', clients }),
  ];
  return { teamId, token, clients, senders, runner: () => createDeliveryRunner({ ctx, senders }) };
}

const sentRows = (target: string) =>
  h.db.select().from(deliveries).where(and(eq(deliveries.target, target), eq(deliveries.status, 'sent')));

describe('a subscribed channel', () => {
  it('at 07:30 Europe/London gets exactly one post per day across the DST change and a restart', async () => {
    const ws = await workspace();
    fake.addChannel({ id: 'C0DST', name: 'small-group', isMember: true });
    await subscribeSlackChannel(ctx, { teamId: ws.teamId, channelId: 'C0DST', postTime: '07:30', timeZone: 'Europe/London' });
    let runner = ws.runner();
    const posts: { localDate: string; at: string }[] = [];
    // Every 15 minutes from Friday 27 March to Tuesday 31 March 2026; clocks go forward on Sunday 29th 01:00 UTC.
    for (let t = Date.parse('2026-03-27T00:00:00Z'); t < Date.parse('2026-03-31T00:00:00Z'); t += 15 * 60_000) {
      const now = new Date(t);
      ctx.clock.set(now);
      const before = fake.messages('C0DST').length;
      if (now.toISOString() === '2026-03-29T06:30:00.000Z') {
        // A restart at the due minute, with the old instance still finishing: two runners race.
        const restarted = ws.runner();
        await Promise.all([runner.runDue(now), restarted.runDue(now)]);
        await runner.stop();
        runner = restarted;
      } else {
        await runner.runDue(now);
      }
      const after = fake.messages('C0DST');
      for (const m of after.slice(before)) posts.push({ localDate: String(m.metadata!.event_payload.local_date), at: now.toISOString() });
    }
    expect(posts).toEqual([
      { localDate: '2026-03-27', at: '2026-03-27T07:30:00.000Z' },
      { localDate: '2026-03-28', at: '2026-03-28T07:30:00.000Z' },
      // 07:30 British Summer Time
      { localDate: '2026-03-29', at: '2026-03-29T06:30:00.000Z' },
      { localDate: '2026-03-30', at: '2026-03-30T06:30:00.000Z' },
    ]);
    const rows = await sentRows(`${ws.teamId}:C0DST`);
    expect(rows.map((r) => r.localDate).sort()).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
    // The message ts is kept, to find the post (and its thread) later.
    expect(rows.every((r) => /^\d+\.\d+$/.test(r.externalId ?? ''))).toBe(true);
  }, 120_000);

  it('posts once on the autumn change too (2026-10-25, 01:00-02:00 happens twice)', async () => {
    const ws = await workspace();
    fake.addChannel({ id: 'C0FALL', name: 'fall', isMember: true });
    await subscribeSlackChannel(ctx, { teamId: ws.teamId, channelId: 'C0FALL', postTime: '01:30', timeZone: 'Europe/London' });
    const runner = ws.runner();
    const at: string[] = [];
    for (let t = Date.parse('2026-10-24T23:00:00Z'); t < Date.parse('2026-10-25T04:00:00Z'); t += 5 * 60_000) {
      const before = fake.messages('C0FALL').length;
      await runner.runDue(new Date(t));
      if (fake.messages('C0FALL').length > before) at.push(new Date(t).toISOString());
    }
    // 01:30 BST (00:30 UTC), the first of the two 01:30s; not again at 01:30 GMT.
    expect(at).toEqual(['2026-10-25T00:30:00.000Z']);
  }, 60_000);

  it('the post is the prayer in Block Kit with the buttons', async () => {
    const ws = await workspace();
    fake.addChannel({ id: 'C0LOOK', name: 'look', isMember: true });
    await subscribeSlackChannel(ctx, { teamId: ws.teamId, channelId: 'C0LOOK', postTime: '07:30', timeZone: 'Europe/London' });
    await ws.runner().runDue(new Date('2026-04-02T06:31:00Z'));
    const call = fake.callsTo('chat.postMessage').find((c) => c.args.channel === 'C0LOOK')!;
    expect(call.token).toBe(ws.token);
    expect(call.args.text).toMatch(/^🙏 Today's Prayer: /);
    expect(call.args.blocks[0].type).toBe('header');
    expect(call.args.blocks.at(-1).elements.map((e: any) => e.action_id)).toEqual(['prayer_pray', 'prayer_save', 'prayer_reflect', 'prayer_in_my_language']);
    expect(call.args.metadata.event_type).toBe('dps_daily_prayer');
  });

  it.each([
    ['channel_not_found', { isPrivate: true, isMember: false }],
    ['not_in_channel', { postError: 'not_in_channel' }],
    ['is_archived', { isArchived: true }],
  ] as const)('a channel the app cannot post in any more (%s) is deactivated, not retried', async (error, flags) => {
    const ws = await workspace();
    const channelId = `C0GONE${++seq}`;
    fake.addChannel({ id: channelId, name: 'gone', ...flags });
    await subscribeSlackChannel(ctx, { teamId: ws.teamId, channelId, postTime: '07:30', timeZone: 'UTC' });
    const runner = ws.runner();
    expect(await runner.runDue(new Date('2026-04-03T07:30:00Z'))).toMatchObject({ claimed: 1, sent: 0, dead: 1, deactivated: 1 });
    const [sub] = await h.db.select().from(slackChannelSubscriptions).where(eq(slackChannelSubscriptions.channelId, channelId));
    expect(sub!.isActive).toBe(false);
    const [d] = await h.db.select().from(deliveries).where(eq(deliveries.target, `${ws.teamId}:${channelId}`));
    expect(d).toMatchObject({ status: 'dead', lastError: error });
    // Later rounds, and the next day, do not try again.
    await runner.runDue(new Date('2026-04-03T09:00:00Z'));
    await runner.runDue(new Date('2026-04-04T07:30:00Z'));
    expect(fake.callsTo('chat.postMessage').filter((c) => c.args.channel === channelId)).toHaveLength(1);
  });

  it('a 429 is honoured: the engine waits Retry-After, then sends once', async () => {
    const ws = await workspace();
    fake.addChannel({ id: 'C0BUSY', name: 'busy', isMember: true });
    await subscribeSlackChannel(ctx, { teamId: ws.teamId, channelId: 'C0BUSY', postTime: '07:30', timeZone: 'UTC' });
    fake.fault('chat.postMessage', { status: 429, retryAfter: 2 });
    expect(await ws.runner().runDue(new Date('2026-04-05T07:30:00Z'))).toMatchObject({ claimed: 1, sent: 1 });
    const [first, second] = fake.callsTo('chat.postMessage');
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(2000);
    expect(fake.messages('C0BUSY')).toHaveLength(1);
  }, 20_000);

  it('a workspace that uninstalled the app is deactivated instead of retried', async () => {
    const ws = await workspace();
    fake.addChannel({ id: 'C0UNIN', name: 'u', isMember: true });
    await subscribeSlackChannel(ctx, { teamId: ws.teamId, channelId: 'C0UNIN', postTime: '07:30', timeZone: 'UTC' });
    fake.fault('chat.postMessage', { error: 'account_inactive' });
    expect(await ws.runner().runDue(new Date('2026-04-06T07:30:00Z'))).toMatchObject({ sent: 0, dead: 1 });
    const [inst] = await h.db.select().from(slackInstallations).where(eq(slackInstallations.teamId, ws.teamId));
    expect(inst!.isActive).toBe(false);
    expect(await planDueDeliveries(ctx, { now: new Date('2026-04-07T07:30:00Z'), channel: 'slack_channel' })).toEqual([]);
  });
});

describe('DMs', () => {
  async function member(teamId: string, userId: string, tz: string, reminderTime: string) {
    fake.addUser({ id: userId, teamId, firstName: 'M', tz });
    const { user } = await findOrCreateUserByIdentity(ctx, { provider: 'slack', subject: `${teamId}:${userId}`, firstName: 'M', timeZone: tz });
    await updateSettings(actor(ctx, user.id, tz), { dailyReminders: true, reminderTime });
    return user.id;
  }

  it('a member with reminders on gets the prayer by DM at their own local time, with the personal buttons', async () => {
    const ws = await workspace();
    await member(ws.teamId, 'U0DMNY', 'America/New_York', '08:00');
    const runner = ws.runner();
    await runner.runDue(new Date('2026-04-08T11:59:00Z'));
    expect(fake.callsTo('chat.postMessage')).toHaveLength(0);
    await runner.runDue(new Date('2026-04-08T12:00:00Z')); // 08:00 EDT
    const [call] = fake.callsTo('chat.postMessage');
    expect(call!.args.channel).toBe('U0DMNY');
    expect(JSON.parse(call!.args.blocks.at(-1).elements[0].value)).toMatchObject({ d: '2026-04-08', m: 'p' });
    await runner.runDue(new Date('2026-04-08T12:30:00Z'));
    expect(fake.callsTo('chat.postMessage')).toHaveLength(1);
  });

  it('a member Slack will not let us DM any more has their reminders turned off', async () => {
    const ws = await workspace();
    const userId = await member(ws.teamId, 'U0LEFT', 'UTC', '09:00');
    fake.fault('chat.postMessage', { error: 'user_not_found' });
    expect(await ws.runner().runDue(new Date('2026-04-09T09:00:00Z'))).toMatchObject({ dead: 1 });
    expect((await getSettings(actor(ctx, userId, 'UTC'))).dailyReminders).toBe(false);
  });

  it('500 members of one workspace get one DM each, within the rate limit in every rolling second', async () => {
    const ws = await workspace();
    const ids: string[] = [];
    for (let i = 0; i < 500; i++) ids.push(`U0M${String(i).padStart(4, '0')}`);
    // Set up in bulk (the same rows first contact and `/prayer remind 06:00` write, 500 at once).
    const users = await h.db.insert(usersTable).values(ids.map((id) => ({ firstName: id }))).returning({ id: usersTable.id });
    await h.db.insert(identities).values(users.map((u, i) => ({ userId: u.id, provider: 'slack' as const, subject: `${ws.teamId}:${ids[i]}` })));
    await h.db.insert(userSettings).values(users.map((u) => ({ userId: u.id, timeZone: 'Europe/Berlin', timeZoneConfirmed: true, dailyReminders: true, reminderTime: '06:00' })));
    expect((await planDueDeliveries(ctx, { now: new Date('2026-04-10T04:00:00Z'), channel: 'slack_dm', limit: 10_000 })).length).toBe(500);

    // The throttle paces with timers and performance.now(): run it on fake time (same limits, no real waiting).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const start = performance.now();
    let summary;
    try {
      const run = ws.runner().runDue(new Date('2026-04-10T04:00:00Z')); // 06:00 CEST
      let done = false;
      void run.finally(() => (done = true));
      while (!done) {
        await new Promise((r) => setImmediate(r));
        await vi.advanceTimersToNextTimerAsync();
      }
      summary = await run;
    } finally {
      vi.useRealTimers();
    }
    expect(summary).toMatchObject({ claimed: 500, sent: 500, failed: 0, dead: 0 });
    const calls = fake.callsTo('chat.postMessage');
    expect(calls).toHaveLength(500);
    expect(new Set(calls.map((c) => c.args.channel)).size).toBe(500);
    // At most 5 sends in any rolling second, as the fake server saw them (on the same fake clock).
    const at = calls.map((c) => c.at).sort((a, b) => a - b);
    let worst = 0;
    for (let i = 0, j = 0; i < at.length; i++) {
      while (at[i]! - at[j]! >= 1000) j++;
      worst = Math.max(worst, i - j + 1);
    }
    expect(worst).toBeLessThanOrEqual(5);
    expect(at.at(-1)! - start).toBeGreaterThanOrEqual(99_000 - 1000);
  }, 120_000);
});

describe('slackErrorToResult', () => {
  it('maps Web API errors to what the engine records', () => {
    const platform = (error: string) => ({ code: 'slack_webapi_platform_error', data: { ok: false, error } });
    expect(slackErrorToResult({ code: 'slack_webapi_rate_limited_error', retryAfter: 7 })).toMatchObject({ status: 'rate_limited', retryAfterSeconds: 7 });
    expect(slackErrorToResult(platform('channel_not_found'))).toMatchObject({ status: 'gone', scope: 'target' });
    expect(slackErrorToResult(platform('token_revoked'))).toMatchObject({ status: 'gone', scope: 'workspace' });
    expect(slackErrorToResult(platform('internal_error'))).toEqual({ status: 'failed', error: 'internal_error' });
    expect(slackErrorToResult({ code: 'slack_webapi_http_error', statusCode: 503 })).toEqual({ status: 'failed', error: 'http 503' });
    expect(slackErrorToResult({ code: 'slack_webapi_request_error' })).toEqual({ status: 'failed', error: 'network error' });
  });
});
