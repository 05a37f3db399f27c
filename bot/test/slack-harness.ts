/**
 * The Slack app under test, for real: createSlackApp mounted at /slack on an Express server on
 * loopback (as the composition root mounts it), the real Bolt and @slack/web-api clients pointed
 * at the fake Slack Web API, a real database. Requests are signed exactly as Slack signs them.
 */
import { createHmac } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '@dps/core/test/create-test-db';
import { testCtx } from '@dps/core/test/context';
import type { Log } from '@dps/core/context';
import { createSlackApp, type SlackApp, type SlackOAuthOptions } from '../src/slack/create-slack-app';
import { startFakeSlackServer, type FakeSlackServer } from './fake-slack-server';

export const SIGNING_SECRET = 'test-signing-secret-0123456789abcdef';
export const TEAM = 'T0TEAM';
export const BOT_TOKEN = 'xoxb-fake1';
export const BOT_USER = 'U0BOT';

/** The v0 signature Slack sends: HMAC-SHA256 of `v0:<ts>:<body>` with the signing secret. */
export function slackSignature(secret: string, timestamp: number, body: string): string {
  return `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
}

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  obj: Record<string, unknown>;
}

export interface SlackHarness {
  h: DbHandle;
  ctx: ReturnType<typeof testCtx>;
  fake: FakeSlackServer;
  slack: SlackApp;
  /** http://127.0.0.1:<port> of the Express server the Slack router is mounted on. */
  url: string;
  logs: LogLine[];
  /** POST a raw body to /slack/events, signed (unless `signature` overrides). */
  post(body: string, contentType: string, opts?: { timestamp?: number; signature?: string; headers?: Record<string, string> }): Promise<Response>;
  /** A slash command as Slack sends it (form-encoded); returns the HTTP response and its response_url. */
  command(text: string, opts?: { user?: string; channel?: string; team?: string }): Promise<{ res: Response; responseUrl: string }>;
  /** An interactivity payload (form-encoded `payload=`). */
  interact(payload: Record<string, unknown>): Promise<Response>;
  /** An Events API callback (JSON). */
  event(event: Record<string, unknown>, opts?: { eventId?: string; retryNum?: number; team?: string }): Promise<Response>;
  close(): Promise<void>;
}

/** Poll an async check until it returns something truthy (the app works after its ack). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 5000, what = 'condition'): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

let seq = 0;
export const triggerId = () => `trig.${++seq}`;

export async function startSlackHarness(
  opts: { now?: string; oauth?: SlackOAuthOptions; appName?: string; db?: DbHandle } = {},
): Promise<SlackHarness> {
  // A given database is shared with other parts under test (the web app, the Telegram bot) and not closed here.
  const h = opts.db ?? (await createTestDb());
  const ctx = testCtx(h.db, opts.now ?? '2026-03-10T12:00:00Z');
  const logs: LogLine[] = [];
  const log: Log = {
    info: (obj) => void logs.push({ level: 'info', obj: obj as Record<string, unknown> }),
    warn: (obj) => void logs.push({ level: 'warn', obj: obj as Record<string, unknown> }),
    error: (obj) => void logs.push({ level: 'error', obj: obj as Record<string, unknown> }),
  };
  ctx.log = log;
  const fake = await startFakeSlackServer();
  fake.addTeam({ token: BOT_TOKEN, teamId: TEAM, botUserId: BOT_USER, botId: 'B0BOT' });

  const slack = createSlackApp({
    ctx,
    signingSecret: SIGNING_SECRET,
    ...(opts.oauth ? { oauth: opts.oauth } : { botToken: BOT_TOKEN }),
    apiUrl: fake.apiUrl,
    appName: opts.appName ?? 'Daily Prayer',
    appUrl: 'http://app.test',
  });
  await slack.start();
  const web = express();
  web.use('/slack', slack.router!);
  // What the main app has after the Slack routes: a JSON parser must not see Slack's bodies first.
  web.use(express.json());
  const server: Server = await new Promise((resolve) => {
    const s = web.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const post: SlackHarness['post'] = (body, contentType, o = {}) => {
    const timestamp = o.timestamp ?? Math.floor(Date.now() / 1000);
    return fetch(`${url}/slack/events`, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'x-slack-request-timestamp': String(timestamp),
        'x-slack-signature': o.signature ?? slackSignature(SIGNING_SECRET, timestamp, body),
        ...o.headers,
      },
      body,
    });
  };

  return {
    h,
    ctx,
    fake,
    slack,
    url,
    logs,
    post,
    async command(text, o = {}) {
      const responseUrl = fake.responseUrl();
      const body = new URLSearchParams({
        token: 'deprecated-verification-token',
        team_id: o.team ?? TEAM,
        team_domain: 'fake',
        channel_id: o.channel ?? 'C0GENERAL',
        channel_name: 'general',
        user_id: o.user ?? 'U0RUTH',
        user_name: 'ruth',
        command: '/prayer',
        text,
        api_app_id: 'A0APP',
        is_enterprise_install: 'false',
        response_url: responseUrl,
        trigger_id: triggerId(),
      }).toString();
      const res = await post(body, 'application/x-www-form-urlencoded');
      return { res, responseUrl };
    },
    interact(payload) {
      return post(new URLSearchParams({ payload: JSON.stringify(payload) }).toString(), 'application/x-www-form-urlencoded');
    },
    event(event, o = {}) {
      const team = o.team ?? TEAM;
      const body = JSON.stringify({
        token: 'deprecated-verification-token',
        team_id: team,
        api_app_id: 'A0APP',
        event: { event_ts: String(Date.now() / 1000), ...event },
        type: 'event_callback',
        event_id: o.eventId ?? `Ev${String(++seq).padStart(8, '0')}`,
        event_time: Math.floor(Date.now() / 1000),
        authorizations: [{ enterprise_id: null, team_id: team, user_id: BOT_USER, is_bot: true, is_enterprise_install: false }],
        is_ext_shared_channel: false,
      });
      return post(body, 'application/json', o.retryNum ? { headers: { 'x-slack-retry-num': String(o.retryNum), 'x-slack-retry-reason': 'http_timeout' } } : {});
    },
    async close() {
      await slack.stop();
      await new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      });
      await fake.close();
      if (!opts.db) await h.close();
    },
  };
}

/** A block_actions payload for a button on a message, as Slack sends it. */
export function buttonPayload(opts: {
  actionId: string;
  value: string;
  user?: string;
  team?: string;
  channel?: string;
  message?: { ts: string; text: string; blocks: unknown[]; thread_ts?: string };
  ephemeral?: boolean;
  responseUrl?: string;
}): Record<string, unknown> {
  const team = opts.team ?? TEAM;
  const channel = opts.channel ?? 'C0GENERAL';
  return {
    type: 'block_actions',
    user: { id: opts.user ?? 'U0RUTH', username: 'ruth', name: 'ruth', team_id: team },
    api_app_id: 'A0APP',
    token: 'deprecated-verification-token',
    container: opts.ephemeral
      ? { type: 'message', message_ts: 'ephemeral', channel_id: channel, is_ephemeral: true }
      : { type: 'message', message_ts: opts.message?.ts, channel_id: channel, is_ephemeral: false },
    trigger_id: triggerId(),
    team: { id: team, domain: 'fake' },
    enterprise: null,
    is_enterprise_install: false,
    channel: { id: channel, name: 'general' },
    ...(opts.message && !opts.ephemeral ? { message: { type: 'message', user: BOT_USER, bot_id: 'B0BOT', ...opts.message } } : {}),
    ...(opts.responseUrl ? { response_url: opts.responseUrl } : {}),
    actions: [{ action_id: opts.actionId, block_id: 'x', text: { type: 'plain_text', text: 'btn' }, value: opts.value, type: 'button', action_ts: String(Date.now() / 1000) }],
  };
}

/** A view_submission payload for the Reflect modal. */
export function reflectionSubmission(opts: { privateMetadata: string; text: string | null; visibility: 'private' | 'public'; user?: string; team?: string }) {
  const team = opts.team ?? TEAM;
  return {
    type: 'view_submission',
    team: { id: team, domain: 'fake' },
    user: { id: opts.user ?? 'U0RUTH', username: 'ruth', name: 'ruth', team_id: team },
    api_app_id: 'A0APP',
    token: 'deprecated-verification-token',
    trigger_id: triggerId(),
    view: {
      id: 'V0MODAL',
      team_id: team,
      type: 'modal',
      callback_id: 'reflection_modal',
      private_metadata: opts.privateMetadata,
      state: {
        values: {
          reflection: { text: { type: 'plain_text_input', value: opts.text } },
          visibility: { choice: { type: 'radio_buttons', selected_option: { value: opts.visibility, text: { type: 'plain_text', text: opts.visibility } } } },
        },
      },
      hash: 'h',
      title: { type: 'plain_text', text: 'Reflect' },
      blocks: [],
    },
    response_urls: [],
    is_enterprise_install: false,
    enterprise: null,
  };
}
