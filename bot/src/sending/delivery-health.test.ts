/**
 * Delivery health (decision 166) after a real run with failures injected on the fake servers:
 * the real scheduler runner, the real grammY and @slack/web-api clients, the fake Bot API and Slack
 * Web API answering errors for some targets. The health figures must match the database, and the
 * errors list must name the targets, never a message's text.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Api } from 'grammy';
import type { DbHandle } from '@dps/db/client';
import { queryRows } from '@dps/db/client';
import { prayers } from '@dps/db/schema';
import { createTestDb } from '@dps/core/test/create-test-db';
import { actor, testCtx } from '@dps/core/test/context';
import { makeUser } from '@dps/core/test/factories';
import { telegramSubscriber } from '@dps/core/delivery/delivery-test-helpers';
import { getDeliveryHealth } from '@dps/core/admin/delivery-health';
import { registerSlackWorkspace } from '@dps/core/slack/register-slack-workspace';
import { subscribeSlackChannel } from '@dps/core/slack/subscribe-slack-channel';
import { startFakeTelegram, type FakeTelegram } from '../../test/fake-telegram-server';
import { startFakeSlackServer, type FakeSlackServer } from '../../test/fake-slack-server';
import { createSlackClients } from '../slack/slack-clients';
import { createDeliveryRunner } from './delivery-runner';
import { createSlackSender } from '../slack/delivery-sender';
import { createTelegramSender } from '../telegram/delivery-sender';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let tg: FakeTelegram;
let slack: FakeSlackServer;

beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-05-04T08:00:00Z');
  tg = await startFakeTelegram();
  slack = await startFakeSlackServer();
});
afterAll(async () => {
  await tg.close();
  await slack.close();
  await h.close();
});

it('after a run with injected failures, the health figures match the database, per channel and day', async () => {
  const admin = actor(ctx, (await makeUser(ctx, { role: 'admin' })).id);
  await h.db.insert(prayers).values({
    kind: 'daily',
    date: '2026-05-04',
    title: 'Private words of the day',
    content: 'Text that must never reach the health screen.',
  });
  // Telegram: six people at 09:00 UTC; one blocked the bot (403: deactivated), one chat answers 500 twice then recovers.
  const people = [];
  for (let i = 0; i < 6; i++)
    people.push(await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00', chatId: tg.user().id }));
  tg.block(people[0]!.chatId);
  tg.fail({ method: 'sendMessage', chatId: people[1]!.chatId, status: 500, times: 2 });
  // One keeps failing: 500 every time, until the attempts run out.
  tg.fail({ method: 'sendMessage', chatId: people[2]!.chatId, status: 500, times: Infinity });

  // Slack: three channels at 09:00 UTC; the first post finds its channel archived (gone), a retry answers 500 once.
  slack.addTeam({ token: 'xoxb-health', teamId: 'T0HEALTH', botUserId: 'U0BOT', botId: 'B0BOT' });
  await registerSlackWorkspace(ctx, { teamId: 'T0HEALTH', botUserId: 'U0BOT' });
  for (const id of ['C0OK', 'C0GONE', 'C0FLAKY']) {
    slack.addChannel({ id, name: id.toLowerCase(), isMember: true });
    await subscribeSlackChannel(ctx, { teamId: 'T0HEALTH', channelId: id, postTime: '09:00', timeZone: 'UTC' });
  }
  const clients = createSlackClients({ ctx, botToken: 'xoxb-health', clientOptions: { slackApiUrl: slack.apiUrl } });
  const runner = createDeliveryRunner({
    ctx,
    senders: [
      createTelegramSender({ api: new Api(tg.token, { apiRoot: tg.apiRoot }) }),
      createSlackSender({ ctx, channel: 'slack_channel', clients }),
    ],
  });

  // 30 s after the reminder time: the first round. Slack: C0GONE is archived, C0FLAKY fails once.
  slack.fault('chat.postMessage', { error: 'is_archived' }, 1);
  const at = (iso: string) => {
    ctx.clock.set(iso);
    return new Date(iso);
  };
  // (The fault answers the first post, whichever channel it is for: the test counts, not names.)
  await runner.runDue(at('2026-05-04T09:00:30Z'));
  slack.fault('chat.postMessage', { status: 500 }, 1);
  // Retries at +5 and +10 minutes.
  await runner.runDue(at('2026-05-04T09:05:00Z'));
  await runner.runDue(at('2026-05-04T09:10:00Z'));
  await runner.stop();

  const health = await getDeliveryHealth(actor(ctx, admin.userId, 'UTC'));
  const byDb = await queryRows<{ channel: string; status: string; gone: boolean; n: number }>(
    h.db,
    sql`select channel, status, gone, count(*)::int as n from deliveries where local_date = '2026-05-04' group by 1, 2, 3`,
  );
  const count = (channel: string, pred: (r: { status: string; gone: boolean }) => boolean) =>
    byDb.filter((r) => r.channel === channel && pred(r)).reduce((a, r) => a + r.n, 0);
  for (const channel of ['telegram', 'slack_channel']) {
    const today = health.channels.find((c) => c.channel === channel)!.days.find((d) => d.date === '2026-05-04')!;
    expect(today, channel).toMatchObject({
      due: count(channel, () => true),
      sent: count(channel, (r) => r.status === 'sent'),
      pending: count(channel, (r) => r.status === 'claimed' || r.status === 'failed'),
      failed: count(channel, (r) => r.status === 'dead' && !r.gone),
      deactivated: count(channel, (r) => r.status === 'dead' && r.gone),
    });
  }
  const telegram = health.channels.find((c) => c.channel === 'telegram')!;
  const tgToday = telegram.days.find((d) => d.date === '2026-05-04')!;
  // Six due: four sent (one after two 500s), one deactivated (blocked), one still retrying.
  expect(tgToday).toMatchObject({ due: 6, sent: 4, deactivated: 1, pending: 1, failed: 0 });
  // Lateness against 09:00: three at 30 s, the one that recovered at 10 min.
  const [lat] = await queryRows<{ p50: number; p95: number }>(
    h.db,
    sql`select percentile_cont(0.5) within group (order by extract(epoch from sent_at - due_at)) as p50,
               percentile_cont(0.95) within group (order by extract(epoch from sent_at - due_at)) as p95
        from deliveries where channel = 'telegram' and status = 'sent'`,
  );
  expect(tgToday.latencyMedianSeconds).toBe(Math.round(Number(lat!.p50) * 10) / 10);
  expect(tgToday.latencyP95Seconds).toBe(Math.round(Number(lat!.p95) * 10) / 10);
  expect(tgToday.latencyMedianSeconds).toBe(30);
  expect(tgToday.latencyP95Seconds).toBeGreaterThan(500);
  expect(telegram.total).toMatchObject({ due: 6, sent: 4 });

  const slackToday = health.channels
    .find((c) => c.channel === 'slack_channel')!
    .days.find((d) => d.date === '2026-05-04')!;
  expect(slackToday).toMatchObject({ due: 3, sent: 2, deactivated: 1, pending: 0, failed: 0 });

  // The errors name channel, target and the platform's answer; never the prayer's words.
  expect(health.recentErrors.length).toBeGreaterThanOrEqual(3);
  expect(health.recentErrors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        channel: 'telegram',
        target: String(people[0]!.chatId),
        status: 'dead',
        error: expect.stringContaining('403'),
      }),
      expect.objectContaining({
        channel: 'telegram',
        target: String(people[2]!.chatId),
        status: 'failed',
        error: expect.stringContaining('500'),
      }),
      expect.objectContaining({ channel: 'slack_channel', status: 'dead', error: 'is_archived' }),
    ]),
  );
  expect(JSON.stringify(health)).not.toMatch(/Private words|must never reach/);
  // Every channel the engine knows is listed, with zeros where nothing happened.
  expect(health.channels.map((c) => c.channel)).toEqual(
    expect.arrayContaining(['telegram', 'slack_dm', 'slack_channel']),
  );
  expect(health.channels.find((c) => c.channel === 'slack_dm')!.total).toMatchObject({ due: 0, sent: 0 });
  expect(health.channels[0]!.days.map((d) => d.date)).toEqual([
    ...['2026-04-27', '2026-04-28', '2026-04-29', '2026-04-30', '2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04'],
  ]);
});
