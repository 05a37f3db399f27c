/**
 * The bots and the scheduler, started by the composition root when their variables are set.
 * Telegram: long polling, or a webhook route on the app's HTTP server. Slack: /slack/events on the
 * same server (or Socket Mode). Scheduler: node-cron every minute, sending through every
 * configured channel; safe on every instance (deliveries are claimed in the database).
 */
import express, { type RequestHandler, type Router } from 'express';
import type { CircleMembershipChecker } from '@dps/core/circles/circle-ref';
import type { Ctx } from '@dps/core/context';
import type { NotificationOutboxOptions } from '@dps/bot/outboxes/notification-outbox';
import { startScheduler } from '@dps/bot/sending/start-scheduler';
import type { DeliverySender } from '@dps/core/delivery/delivery-types';
import { createWebReminderSenders } from '@dps/web/server/reminders/reminder-senders';
import { createWatchWebSends } from '@dps/web/server/reminders/watch-senders';
import type { Config } from './config';
import { webConfigFrom } from './web-config';

// grammY, Bolt and their modules are imported only when their platform is configured: a process
// without bots does not load them (~50 MB resident, decision 102).
const telegramModules = () =>
  Promise.all([
    import('grammy'),
    import('@dps/bot/telegram/create-bot'),
    import('@dps/bot/telegram/run-telegram'),
    import('@dps/bot/telegram/delivery-sender'),
  ]);
const slackModules = () =>
  Promise.all([import('@dps/bot/slack/create-slack-app'), import('@dps/bot/slack/delivery-sender')]);

export interface Bots {
  /** Routes the HTTP server must mount before its body parser and origin checks. */
  rawRoutes: { path: string; router: Router | RequestHandler }[];
  telegramBotUsername?: string;
  /** What the web shows about Slack (decision 201): "Add to Slack" only with OAuth on this server. */
  slack?: { installUrl: string | null };
  /**
   * Asks the chats whether a person is still in a group (decision 281), built on the bots' own API
   * clients; absent when no bot runs here (the web then keeps the last word the events left).
   */
  circleMembership?: CircleMembershipChecker | null;
  /** Call once the HTTP server listens (webhook registration, polling, scheduler). */
  afterListen(): Promise<void>;
  /** Stop in order: scheduler, then the bots. */
  stop(): Promise<void>;
}

export async function prepareBots(ctx: Ctx, config: Config, opts: { http: boolean }): Promise<Bots> {
  const rawRoutes: Bots['rawRoutes'] = [];
  const senders: DeliverySender[] = [];
  /** Where the notification outbox sends (decision 145): the chat platforms that are configured. */
  const outbox: Pick<NotificationOutboxOptions, 'telegram' | 'slack'> = {};
  const afterListen: (() => Promise<void>)[] = [];
  const stops: (() => Promise<void>)[] = [];
  let telegramBotUsername: string | undefined;

  if (config.TELEGRAM_BOT_TOKEN) {
    const [
      { Api },
      { createTelegramBot },
      { createTelegramWebhookHandler, setTelegramWebhook, startTelegramPolling },
      { createTelegramSender },
    ] = await telegramModules();
    const apiRoot = config.TELEGRAM_API_ROOT;
    const bot = createTelegramBot({
      ctx,
      token: config.TELEGRAM_BOT_TOKEN,
      apiRoot,
      appName: config.APP_NAME,
      appUrl: config.appUrl,
    });
    // grammY retries getMe forever on network errors; checkBotsReachable has named the cause of
    // an unreachable Telegram already, this bounds a flaky one.
    // (grammY types its signal with the abort-controller polyfill; the platform one works.)
    await bot.init(AbortSignal.timeout(10_000) as Parameters<typeof bot.init>[0]).catch((e: unknown) => {
      throw new Error(`Telegram did not answer getMe (${(e as Error).message})`);
    });
    telegramBotUsername = bot.botInfo.username;
    const webhookUrl = config.TELEGRAM_WEBHOOK_URL;
    if (webhookUrl && opts.http) {
      const secretToken = config.TELEGRAM_WEBHOOK_SECRET!;
      rawRoutes.push({
        path: new URL(webhookUrl).pathname,
        router: express
          .Router()
          .post('/', createTelegramWebhookHandler(bot, { secretToken, log: ctx.log }) as RequestHandler),
      });
      afterListen.push(() => setTelegramWebhook(bot, { url: webhookUrl, secretToken }));
    } else {
      afterListen.push(async () => {
        // One poller among all instances (a database lease; the others stand by): decision 121.
        const polling = await startTelegramPolling(bot, { log: ctx.log, ctx });
        stops.push(() => polling.stop());
      });
    }
    // The scheduler has its own Api client: its own throttle and 429 handling.
    const schedulerApi = new Api(config.TELEGRAM_BOT_TOKEN, apiRoot ? { apiRoot } : undefined);
    senders.push(createTelegramSender({ ctx, api: schedulerApi, appUrl: config.appUrl }));
    outbox.telegram = schedulerApi;
  }

  const slackOauth =
    config.SLACK_CLIENT_ID &&
    config.SLACK_CLIENT_SECRET &&
    config.SLACK_STATE_SECRET &&
    config.SLACK_INSTALLATION_SECRET
      ? {
          clientId: config.SLACK_CLIENT_ID,
          clientSecret: config.SLACK_CLIENT_SECRET,
          stateSecret: config.SLACK_STATE_SECRET,
          installationSecret: config.SLACK_INSTALLATION_SECRET,
        }
      : undefined;
  let slackInfo: Bots['slack'];
  if (config.SLACK_BOT_TOKEN || slackOauth) {
    slackInfo = { installUrl: slackOauth && opts.http ? `${config.appUrl.replace(/\/$/, '')}/slack/install` : null };
    const [{ createSlackApp }, { createSlackSender }] = await slackModules();
    const slack = createSlackApp({
      ctx,
      signingSecret: config.SLACK_SIGNING_SECRET,
      botToken: config.SLACK_BOT_TOKEN,
      appToken: config.SLACK_APP_TOKEN,
      apiUrl: config.SLACK_API_URL,
      oauth: slackOauth,
      appName: config.APP_NAME,
      appUrl: config.appUrl,
    });
    await slack.start();
    stops.push(() => slack.stop());
    if (slack.router && opts.http) rawRoutes.push({ path: '/slack', router: slack.router });
    outbox.slack = slack.clients;
    senders.push(
      createSlackSender({ ctx, channel: 'slack_channel', clients: slack.clients, appUrl: config.appUrl }),
      createSlackSender({ ctx, channel: 'slack_dm', clients: slack.clients, appUrl: config.appUrl }),
    );
  }

  // The web's own channels (decision 140): Web Push always, email when SMTP_URL is set.
  senders.push(...createWebReminderSenders(ctx, webConfigFrom(config)));

  if (config.SCHEDULER && senders.length > 0) {
    afterListen.push(async () => {
      // Notifications for chats that asked for them (/notify on), when a chat platform is configured.
      const notificationOutbox =
        outbox.telegram || outbox.slack
          ? (await import('@dps/bot/outboxes/notification-outbox')).createNotificationOutbox({
              ctx,
              ...outbox,
              appUrl: config.appUrl,
            })
          : undefined;
      // Web replies, likes and "I prayed" reach the chat messages they belong to (decision 198).
      const chatEchoes =
        outbox.telegram || outbox.slack
          ? (await import('@dps/bot/outboxes/chat-echo-outbox')).createChatEchoSender({
              ctx,
              ...outbox,
              appUrl: config.appUrl,
            })
          : undefined;
      // Requests taken back (deleted, made private) leave the chats they were shared to (decision 180).
      const chatTakeBacks =
        outbox.telegram || outbox.slack
          ? (await import('@dps/bot/outboxes/chat-take-back-outbox')).createChatTakeBacks({ ctx, ...outbox })
          : undefined;
      // Requests' 30-day questions and the one-time notice of moved group requests (decisions 321, 322).
      const requestExpiry = (await import('@dps/bot/outboxes/request-expiry-job')).createRequestExpiryJob({ ctx });
      // The groups' weekly answered posts, leaders' pulses and authors' weeks (decision 307).
      const weeklyOutbox =
        outbox.telegram || outbox.slack
          ? (await import('@dps/bot/outboxes/weekly-outbox')).createWeeklyOutbox({ ctx, ...outbox })
          : undefined;
      // Prayer watches: the group's post, each claimer's reminder and start, the summaries (decision 345).
      const watchOutbox = (await import('@dps/bot/outboxes/watch-outbox')).createWatchOutbox({
        ctx,
        ...outbox,
        ...createWatchWebSends(ctx, webConfigFrom(config)),
        appUrl: config.appUrl,
      });
      const scheduler = startScheduler({
        ctx,
        senders,
        outboxes: [
          { name: 'request_expiry', runOnce: () => requestExpiry.runOnce() },
          ...(notificationOutbox ? [{ name: 'notification_outbox', runOnce: () => notificationOutbox.runOnce() }] : []),
          ...(chatEchoes ? [{ name: 'chat_echoes', runOnce: () => chatEchoes.runOnce() }] : []),
          ...(chatTakeBacks ? [{ name: 'chat_take_backs', runOnce: () => chatTakeBacks.runOnce() }] : []),
          ...(weeklyOutbox ? [{ name: 'weekly_sends', runOnce: () => weeklyOutbox.runOnce() }] : []),
          { name: 'watch_sends', runOnce: () => watchOutbox.runOnce() },
        ],
      });
      stops.unshift(() => scheduler.stop());
    });
  }

  // The web asks the chats themselves whether a person is still in a group (decision 281).
  const circleMembership =
    outbox.telegram || outbox.slack
      ? (await import('@dps/bot/circle-membership')).createCircleMembershipChecker(outbox)
      : null;
  return {
    rawRoutes,
    circleMembership,
    ...(telegramBotUsername ? { telegramBotUsername } : {}),
    ...(slackInfo ? { slack: slackInfo } : {}),
    async afterListen() {
      for (const f of afterListen) await f();
    },
    async stop() {
      for (const s of stops) await s().catch((err) => ctx.log.error({ err }, 'stop failed'));
    },
  };
}
