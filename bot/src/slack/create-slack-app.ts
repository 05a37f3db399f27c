/**
 * createSlackApp(): the Slack front end as a Bolt app over the shared core.
 *
 * - HTTP mode (default): an ExpressReceiver whose `router` the composition root mounts at `/slack`
 *   BEFORE any body parser (Bolt verifies the signature over the raw body): `/slack/events` takes
 *   commands, interactivity and events; with OAuth also `/slack/install` and `/slack/oauth_redirect`.
 * - Socket Mode when an app token is given (single workspace only: Slack does not distribute
 *   Socket Mode apps).
 * - Single workspace with a bot token, or multi-workspace through Slack's OAuth install flow with
 *   the installations encrypted in the database.
 * Nothing connects or listens until `start()`.
 */
import { App, ExpressReceiver, type Receiver } from '@slack/bolt';
import type { WebClientOptions } from '@slack/web-api';
import express, { type RequestHandler, type Router } from 'express';
import type { Ctx } from '@dps/core/context';
import { deriveInstallationKey } from '@dps/core/slack/installation-crypto';
import { registerSlackWorkspace } from '@dps/core/slack/register-slack-workspace';
import { isRegisteredAction, registerActions } from './action-registry';
import { REFLECTION_VIEW } from './blocks/reflection-modal';
import { boltLogger } from './bolt-logger';
import { processEventsOnce } from './dedupe-events';
import { createDbInstallationStore } from './installation-store';
import { linkShared } from './listeners/events/link-shared';
import { prayerCommand } from './listeners/commands/prayer-command';
import { plansSubcommand } from './listeners/commands/plans-subcommand';
import { groupPlanSubcommand } from './listeners/commands/group-plan-subcommand';
import { watchSubcommand } from './watch-subcommand';
import { WATCH_VIEW } from './watch-modal';
import { watchView } from './watch-view';
import { appHomeOpened } from './listeners/events/app-home-opened';
import { threadReply } from './listeners/events/thread-reply';
import { directMessage } from './listeners/events/direct-message';
import {
  appUninstalled,
  channelGone,
  memberJoinedChannel,
  memberLeftChannel,
  tokensRevoked,
} from './listeners/events/workspace-events';
import { reflectionView } from './listeners/views/reflection-view';
import { createSlackClients, type SlackClients } from './slack-clients';
import type { SlackDeps } from './slack-deps';
import { slackErrorHandler } from './slack-errors';
import { memberLanguage, wordsFor } from './slack-language';

/** The bot scopes the app asks for (also in manifest.json). */
export const SLACK_BOT_SCOPES = [
  'commands',
  'chat:write',
  'chat:write.public',
  'users:read',
  'im:write',
  // A member's DM to the app: a reference in it is answered with the passage (decision 265).
  'im:history',
  'channels:read',
  'channels:join',
  'channels:history',
  'groups:read',
  'groups:history',
  // Our reader's links unfold with the passage (link_shared -> chat.unfurl).
  'links:read',
  'links:write',
] as const;

export interface SlackOAuthOptions {
  clientId: string;
  clientSecret: string;
  /** Signs the OAuth `state` parameter. */
  stateSecret: string;
  /** At least 16 characters; the installation store's AES-256-GCM key is derived from it. */
  installationSecret: string;
}

export interface CreateSlackAppOptions {
  ctx: Ctx;
  /** SLACK_SIGNING_SECRET (HTTP mode). */
  signingSecret?: string | undefined;
  /** SLACK_BOT_TOKEN: single-workspace mode. */
  botToken?: string | undefined;
  /** SLACK_APP_TOKEN: Socket Mode instead of HTTP. */
  appToken?: string | undefined;
  /** SLACK_API_URL: point the Web API client at another server (tests, proxies). */
  apiUrl?: string | undefined;
  clientOptions?: WebClientOptions | undefined;
  /** Multi-workspace mode (HTTP only): Slack's OAuth install flow. */
  oauth?: SlackOAuthOptions | undefined;
  appName: string;
  /** Public origin, e.g. https://prayer.example.org (links, and the OAuth redirect URL). */
  appUrl: string;
}

export interface SlackApp {
  app: App;
  mode: 'http' | 'socket';
  /** HTTP mode: mount at `/slack`, before any body parser. Undefined in Socket Mode. */
  router: Router | undefined;
  /** Per-workspace Web API clients for the delivery senders. */
  clients: SlackClients;
  /** Socket Mode: connect. Single workspace: learn the team (auth.test) and record it as installed. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** How far a request's X-Slack-Request-Timestamp may be from our clock, either way (Slack's rule). */
export const SLACK_REQUEST_MAX_SKEW_SECONDS = 5 * 60;

/**
 * Refuse (401) a request timestamped more than five minutes from now in EITHER direction. Bolt
 * refuses only old ones; a signed request dated in the future would stay replayable until that
 * date passed. Wall clock on purpose: Slack signs with real time, and so does Bolt's own check.
 */
export function refuseSkewedTimestamps(ctx: Ctx, nowMs: () => number = Date.now): RequestHandler {
  return (req, res, next) => {
    const raw = req.headers['x-slack-request-timestamp'];
    // Missing or not a number: Bolt's verification answers 401 for those.
    const ts = typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
    if (ts !== null && Math.abs(nowMs() / 1000 - ts) > SLACK_REQUEST_MAX_SKEW_SECONDS) {
      ctx.log.warn({
        event: 'slack_request_refused',
        reason: ts * 1000 > nowMs() ? 'timestamp_in_future' : 'timestamp_too_old',
      });
      res.status(401).end();
      return;
    }
    next();
  };
}

export function createSlackApp(opts: CreateSlackAppOptions): SlackApp {
  const { ctx } = opts;
  if (!opts.botToken && !opts.oauth)
    throw new Error('Slack needs SLACK_BOT_TOKEN (one workspace) or the OAuth settings (many).');
  if (opts.botToken && opts.oauth) throw new Error('Slack: give a bot token OR the OAuth settings, not both.');
  const socketMode = Boolean(opts.appToken);
  if (socketMode && opts.oauth)
    throw new Error('Slack: Socket Mode works with a single workspace (SLACK_BOT_TOKEN) only.');
  if (!socketMode && !opts.signingSecret) throw new Error('Slack: SLACK_SIGNING_SECRET is required in HTTP mode.');

  const logger = boltLogger(ctx.log);
  const clientOptions: WebClientOptions = {
    // A member is waiting: a few quick retries (each after a 429's Retry-After), not Slack's
    // default of ten over half an hour.
    retryConfig: { retries: 2, factor: 2, minTimeout: 250, maxTimeout: 2000 },
    ...opts.clientOptions,
    ...(opts.apiUrl ? { slackApiUrl: opts.apiUrl.endsWith('/') ? opts.apiUrl : `${opts.apiUrl}/` } : {}),
  };
  const installationKey = opts.oauth ? deriveInstallationKey(opts.oauth.installationSecret) : undefined;
  const appUrl = opts.appUrl.replace(/\/$/, '');

  let receiver: ExpressReceiver | undefined;
  if (!socketMode) {
    const oauth = opts.oauth;
    // Our router, so the timestamp check runs before Bolt's signature check on /events.
    const router = express.Router();
    router.post('/events', refuseSkewedTimestamps(ctx));
    receiver = new ExpressReceiver({
      signingSecret: opts.signingSecret!,
      router,
      logger,
      // Paths relative to where the router is mounted (/slack).
      endpoints: '/events',
      processBeforeResponse: false,
      ...(oauth
        ? {
            clientId: oauth.clientId,
            clientSecret: oauth.clientSecret,
            stateSecret: oauth.stateSecret,
            scopes: [...SLACK_BOT_SCOPES],
            installationStore: createDbInstallationStore(ctx, installationKey!),
            redirectUri: `${appUrl}/slack/oauth_redirect`,
            installerOptions: {
              installPath: '/install',
              redirectUriPath: '/oauth_redirect',
              directInstall: true,
              clientOptions,
              stateCookieName: 'slack-app-oauth-state',
            },
          }
        : {}),
    });
  }

  const app = new App({
    ...(receiver ? { receiver: receiver as Receiver } : { socketMode: true, appToken: opts.appToken }),
    ...(opts.botToken ? { token: opts.botToken } : {}),
    logger,
    clientOptions,
    // No in-memory conversation store: nothing that matters may live in one process.
    convoStore: false,
    extendedErrorHandler: true,
    // In single-workspace mode start() runs auth.test; Bolt need not (and must not, at import time).
    deferInitialization: true,
  });

  const deps: SlackDeps = { ctx, appName: opts.appName, appUrl };
  app.error(slackErrorHandler(ctx));
  app.use(processEventsOnce(ctx));

  app.command('/prayer', plansSubcommand(deps), groupPlanSubcommand(deps), watchSubcommand(deps), prayerCommand(deps));
  // Every button's listener, from the one registry (decision 263).
  registerActions(app, deps);
  app.view(REFLECTION_VIEW, reflectionView(deps));
  app.view(WATCH_VIEW, watchView(deps));
  app.event('app_home_opened', appHomeOpened(deps));
  app.event('message', threadReply(deps));
  app.event('message', directMessage(deps));
  app.event('link_shared', linkShared(deps));
  app.event('app_uninstalled', appUninstalled(deps));
  app.event('tokens_revoked', tokensRevoked(deps));
  app.event('member_left_channel', memberLeftChannel(deps));
  app.event('member_joined_channel', memberJoinedChannel(deps));
  for (const name of ['channel_left', 'group_left', 'channel_archive', 'group_archive'] as const) {
    app.event(name, channelGone(deps) as never);
  }
  acknowledgeTheRest(app, ctx);

  const clients = createSlackClients({ ctx, botToken: opts.botToken, installationKey, clientOptions });
  let started = false;

  return {
    app,
    mode: socketMode ? 'socket' : 'http',
    router: receiver?.router as Router | undefined,
    clients,
    async start() {
      await app.init();
      if (opts.botToken) {
        const who = await app.client.auth.test({ token: opts.botToken });
        const teamId = (who.is_enterprise_install ? who.enterprise_id : who.team_id) as string | undefined;
        if (teamId) await registerSlackWorkspace(ctx, { teamId, botUserId: who.user_id ?? null });
        ctx.log.info({ event: 'slack_ready', mode: socketMode ? 'socket' : 'http', teamId });
      } else {
        ctx.log.info({ event: 'slack_ready', mode: 'http', oauth: true });
      }
      if (socketMode) await app.start();
      started = true;
    },
    async stop() {
      if (socketMode && started) await app.stop();
      started = false;
    },
  };
}

/**
 * Slack shows the member an error for any request not acknowledged within 3 s: a button from an
 * older version of the app, a shortcut, a closed modal, another slash command pointed at us. Bolt
 * holds such requests until its timeout and logs them as errors, so each kind gets a listener that
 * acknowledges only what no real listener above takes (each real listener acks its own).
 */
function acknowledgeTheRest(app: App, ctx: Ctx): void {
  // What the registry takes is acknowledged by its own listener; only the rest here (decision 263).
  app.action({ type: 'block_actions' }, async ({ action, ack }) => {
    if (!('action_id' in action) || !isRegisteredAction(action.action_id)) await ack();
  });
  app.action({ type: 'interactive_message' }, async ({ ack }) => ack());
  app.view({ type: 'view_submission' }, async ({ view, ack }) => {
    if (view.callback_id !== REFLECTION_VIEW && view.callback_id !== WATCH_VIEW) await ack();
  });
  app.view({ type: 'view_closed' }, async ({ ack }) => ack());
  app.shortcut({}, async ({ ack }) => ack());
  app.options({}, async ({ ack }) => ack({ options: [] }));
  app.command(/^(?!\/prayer$)/, async ({ ack, command }) => {
    // A known member's language from one query; no Slack call before the 3 s ack.
    const words = wordsFor(await memberLanguage(ctx, null, command.team_id, command.user_id));
    await ack({ response_type: 'ephemeral', text: words.t('slackCommands.otherCommand') });
  });
}
