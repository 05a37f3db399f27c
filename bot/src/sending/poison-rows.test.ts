/**
 * One bad value never stops everyone's prayer (decisions 060-061): the real runner, the
 * Telegram and Slack senders and the real grammY and Slack clients against the fake platforms, on
 * PGlite (and PostgreSQL with TEST_DATABASE_URL), with bad values written straight into the database.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Api } from 'grammy';
import type { DbHandle } from '@dps/db/client';
import { deliveries, slackChannelSubscriptions, telegramChats, userSettings } from '@dps/db/schema';
import { createTestDb } from '@dps/core/test/create-test-db';
import { testCtx } from '@dps/core/test/context';
import type { Log } from '@dps/core/context';
import { telegramSubscriber } from '@dps/core/delivery/delivery-test-helpers';
import { setTelegramGroupSchedule } from '@dps/core/delivery/set-telegram-group-schedule';
import { registerSlackWorkspace } from '@dps/core/slack/register-slack-workspace';
import { subscribeSlackChannel } from '@dps/core/slack/subscribe-slack-channel';
import { startFakeTelegram, type FakeTelegram } from '../../test/fake-telegram-server';
import { startFakeSlackServer, type FakeSlackServer } from '../../test/fake-slack-server';
import { createSlackClients } from '../slack/slack-clients';
import { createDeliveryRunner } from './delivery-runner';
import { createSlackSender } from '../slack/delivery-sender';
import { createTelegramSender } from '../telegram/delivery-sender';
import { startScheduler } from './start-scheduler';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let tg: FakeTelegram;
let slack: FakeSlackServer;
let api: Api;
let warnings: Record<string, unknown>[] = [];
const log: Log = {
  info() {},
  warn: (o) => void warnings.push(o as Record<string, unknown>),
  error: (o) => void warnings.push(o as Record<string, unknown>),
};

beforeAll(async () => {
  h = await createTestDb();
  ctx = { ...testCtx(h.db, '2026-06-01T09:00:00Z'), log };
  tg = await startFakeTelegram();
  slack = await startFakeSlackServer();
  api = new Api(tg.token, { apiRoot: tg.apiRoot });
});
afterAll(async () => {
  await tg.close();
  await slack.close();
  await h.close();
});
beforeEach(async () => {
  warnings = [];
  tg.clearFaults();
  await h.db.update(telegramChats).set({ isActive: false });
  await h.db.update(slackChannelSubscriptions).set({ isActive: false });
  await h.db.update(userSettings).set({ dailyReminders: false });
});

let seq = 0;
async function slackWorkspace() {
  const teamId = `T0P${++seq}`;
  const token = `xoxb-poison-${seq}`;
  slack.addTeam({ token, teamId, botUserId: `U0BOTP${seq}`, botId: `B0BOTP${seq}` });
  await registerSlackWorkspace(ctx, { teamId, botUserId: `U0BOTP${seq}` });
  const clients = createSlackClients({ ctx, botToken: token, clientOptions: { slackApiUrl: slack.apiUrl } });
  return { teamId, sender: createSlackSender({ ctx, channel: 'slack_channel', clients }) };
}

const telegramSender = () => createTelegramSender({ api });

describe('a zone PostgreSQL refuses, written straight into the database', () => {
  it('is skipped and reported; everyone else on Telegram and Slack gets the daily prayer', async () => {
    const now = new Date('2026-06-01T09:00:00Z');
    const people = [];
    for (let i = 0; i < 3; i++)
      people.push(await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00', chatId: tg.user().id }));
    const [good1, bad, good2] = people;
    await h.db.execute(sql`update user_settings set time_zone = 'US/Pacific-New' where user_id = ${bad!.userId}`);
    await setTelegramGroupSchedule(ctx, { chatId: -5001, reminderTime: '09:00', timeZone: 'UTC' });
    await h.db.execute(sql`update telegram_chats set time_zone = 'US/Pacific-New' where chat_id = -5001`);

    const ws = await slackWorkspace();
    for (const id of ['C0GOOD', 'C0BAD']) {
      slack.addChannel({ id, name: id.toLowerCase(), isMember: true });
      await subscribeSlackChannel(ctx, { teamId: ws.teamId, channelId: id, postTime: '09:00', timeZone: 'UTC' });
    }
    await h.db.execute(
      sql`update slack_channel_subscriptions set time_zone = 'US/Pacific-New' where channel_id = 'C0BAD'`,
    );

    const runner = createDeliveryRunner({ ctx, senders: [telegramSender(), ws.sender] });
    const summary = await runner.runDue(now);
    expect(summary).toMatchObject({ claimed: 3, sent: 3, skipped: 3 });
    expect(tg.messages(good1!.chatId)).toHaveLength(1);
    expect(tg.messages(good2!.chatId)).toHaveLength(1);
    expect(tg.messages(bad!.chatId)).toHaveLength(0);
    expect(slack.messages('C0GOOD')).toHaveLength(1);
    expect(slack.messages('C0BAD')).toHaveLength(0);
    // Reported with the target and the zone (ids only, no text), once a day rather than every minute.
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: 'delivery_target_skipped',
          channel: 'telegram',
          target: bad!.target,
          timeZone: 'US/Pacific-New',
        }),
        expect.objectContaining({
          event: 'delivery_target_skipped',
          channel: 'telegram',
          target: '-5001',
          reason: 'unknown_time_zone',
        }),
        expect.objectContaining({
          event: 'delivery_target_skipped',
          channel: 'slack_channel',
          target: `${ws.teamId}:C0BAD`,
        }),
      ]),
    );
    const reported = warnings.length;
    expect(await runner.runDue(new Date(now.getTime() + 60_000))).toMatchObject({ claimed: 0, skipped: 3 });
    expect(warnings).toHaveLength(reported);
  });

  it('the scheduler repairs it at start (the alias becomes its real name) and the person gets their prayer', async () => {
    const now = new Date('2026-06-02T16:00:00Z'); // 09:00 in Los Angeles (PDT)
    const p = await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00', chatId: tg.user().id });
    await h.db.execute(sql`update user_settings set time_zone = 'US/Pacific-New' where user_id = ${p.userId}`);
    ctx.clock.set(now);
    const s = startScheduler({ ctx, senders: [telegramSender()], cron: false });
    expect((await s.housekeep()).timeZones).toBeGreaterThanOrEqual(1);
    const [settings] = await h.db.select().from(userSettings).where(eq(userSettings.userId, p.userId));
    expect(settings!.timeZone).toBe('America/Los_Angeles');
    expect(await s.runDue(now)).toMatchObject({ claimed: 1, sent: 1, skipped: 0 });
    expect(tg.messages(p.chatId)).toHaveLength(1);
    await s.stop();
  });
});

describe('a result the database cannot store', () => {
  it('never makes the rest of its batch be sent twice, nor holds up the next people due', async () => {
    const now = new Date('2026-06-03T09:00:00Z');
    const people = [];
    for (let i = 0; i < 3; i++)
      people.push(await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00', chatId: tg.user().id }));
    // The platform answers one chat with an error text PostgreSQL cannot hold as it is (a NUL).
    tg.fail({
      method: 'sendMessage',
      chatId: people[1]!.chatId,
      status: 400,
      description: 'Bad Request: \u0000',
      times: Infinity,
    });
    const runner = createDeliveryRunner({ ctx, senders: [telegramSender()] });
    expect(await runner.runDue(now)).toMatchObject({ claimed: 3, sent: 2, failed: 1, unrecorded: 0 });

    // After the lease: only the failed one is tried again; someone due now is delivered as well.
    const later = new Date(now.getTime() + 10 * 60_000);
    const next = await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:10', chatId: tg.user().id });
    expect(await runner.runDue(later)).toMatchObject({ retried: 1, claimed: 1, sent: 1, failed: 1 });
    for (const p of [people[0]!, people[2]!, next]) expect(tg.messages(p.chatId), p.target).toHaveLength(1);
    const [row] = await h.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.target, people[1]!.target), eq(deliveries.localDate, '2026-06-03')));
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: '400: Bad Request: ' });
  });
});
