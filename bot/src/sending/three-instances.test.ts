/**
 * Many instances, one platform budget (decision 120): three scheduler instances
 * at once — each its own runner, throttle, grammY and Slack clients, sharing only PostgreSQL — send
 * 300 Telegram prayers and 20 Slack channel posts due in the same minute. At the fake platforms:
 * no rolling second holds more than Telegram's 30 (nor Slack's 5), the fake Bot API (which refuses
 * beyond 30 a second, as Telegram does) answers no 429, and nobody gets the prayer twice.
 *
 * PostgreSQL only (several connections racing is the point); skipped without TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from 'grammy';
import type { DbHandle } from '@dps/db/client';
import { createTestDb, testDbConfig } from '@dps/core/test/create-test-db';
import { silentLog, type Ctx } from '@dps/core/context';
import { registerSlackWorkspace } from '@dps/core/slack/register-slack-workspace';
import { subscribeSlackChannel } from '@dps/core/slack/subscribe-slack-channel';
import { startFakeTelegram, type FakeTelegram } from '../../test/fake-telegram-server';
import { startFakeSlackServer, type FakeSlackServer } from '../../test/fake-slack-server';
import { maxPerRollingSecond } from '../../test/rolling-rate';
import { addDueTelegramPeople } from '../../test/due-people';
import { createSlackClients } from '../slack/slack-clients';
import { createDeliveryRunner } from './delivery-runner';
import { createSlackSender, SLACK_LIMITS } from '../slack/delivery-sender';
import { createTelegramSender } from '../telegram/delivery-sender';

const onPostgres = testDbConfig().kind === 'postgres';
const PEOPLE = 300;
const CHANNELS = 20;
const TELEGRAM_LIMIT = 30;

describe.skipIf(!onPostgres)('three scheduler instances share each platform’s budget through PostgreSQL', () => {
  let h: DbHandle;
  let tg: FakeTelegram;
  let slack: FakeSlackServer;

  beforeAll(async () => {
    h = await createTestDb({ maxConnections: 15 });
    tg = await startFakeTelegram({ messagesPerSecond: TELEGRAM_LIMIT });
    slack = await startFakeSlackServer();
  });
  afterAll(async () => {
    await tg?.close();
    await slack?.close();
    await h?.close();
  });

  it(`${PEOPLE} Telegram chats and ${CHANNELS} Slack channels due at once: within 30/s and 5/s, no 429, no duplicate`, async () => {
    // The clock starts in the due minute and moves with real time (leases, backoffs).
    const base = Date.parse('2026-06-01T09:00:20Z');
    const t0 = Date.now();
    const ctx: Ctx = { db: h.db, clock: { now: () => new Date(base + (Date.now() - t0)) }, log: silentLog };
    await addDueTelegramPeople(h.db, { count: PEOPLE, firstChatId: 90_000_000, reminderTime: '09:00' });
    const teamId = 'T0THREE';
    const token = 'xoxb-three';
    slack.addTeam({ token, teamId, botUserId: 'U0BOT3', botId: 'B0BOT3' });
    await registerSlackWorkspace(ctx, { teamId, botUserId: 'U0BOT3' });
    for (let i = 0; i < CHANNELS; i++) {
      const id = `C0THREE${i}`;
      slack.addChannel({ id, name: `group-${i}`, isMember: true });
      await subscribeSlackChannel(ctx, { teamId, channelId: id, postTime: '09:00', timeZone: 'UTC' });
    }

    const instances = [0, 1, 2].map(() => {
      const clients = createSlackClients({ ctx, botToken: token, clientOptions: { slackApiUrl: slack.apiUrl } });
      return createDeliveryRunner({
        ctx,
        // The default, named: each instance takes its share of the work in small batches.
        batchSize: 50,
        senders: [
          createTelegramSender({ api: new Api(tg.token, { apiRoot: tg.apiRoot }) }),
          createSlackSender({ ctx, channel: 'slack_channel', clients }),
        ],
      });
    });
    const started = performance.now();
    const summaries = await Promise.all(instances.map((r) => r.runDue()));
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(instances.map((r) => r.stop()));

    const sends = tg.calls.filter((c) => c.method === 'sendMessage');
    const ok = sends.filter((c) => c.ok);
    const refused = sends.filter((c) => c.errorCode === 429).length;
    const chats = new Set(ok.map((c) => Number(c.params.chat_id)));
    const posts = slack.callsTo('chat.postMessage');
    const channels = new Set(posts.map((c) => c.args.channel as string));
    const tgMax = maxPerRollingSecond(ok.map((c) => c.at));
    const slackMax = maxPerRollingSecond(posts.map((c) => c.at));
    console.log(
      `three instances: ${ok.length} Telegram messages to ${chats.size} chats in ${seconds.toFixed(1)} s ` +
        `(claimed ${summaries.map((s) => s.claimed).join(' + ')}), max ${tgMax} in a rolling second, ${refused} refused with 429; ` +
        `${posts.length} Slack posts to ${channels.size} channels, max ${slackMax} in a rolling second`,
    );
    expect(refused).toBe(0);
    expect(tgMax).toBeLessThanOrEqual(TELEGRAM_LIMIT);
    expect(slackMax).toBeLessThanOrEqual(SLACK_LIMITS.perSecond);
    // Everyone once: no duplicate, none missed.
    expect(ok).toHaveLength(PEOPLE);
    expect(chats.size).toBe(PEOPLE);
    expect(posts).toHaveLength(CHANNELS);
    expect(channels.size).toBe(CHANNELS);
    // The work was shared, not done by one instance while the others waited.
    expect(summaries.filter((s) => s.claimed > 0).length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
