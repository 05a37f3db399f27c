/**
 * Fuzz at the limits (decision 100). EVERY route the app registers is fuzzed: the
 * list is read from Express's own router (app.router.stack, walked into every mounted router), so a
 * route added tomorrow is fuzzed without anyone remembering it, and the first test fails until it
 * gets a hint below. The app is composed as production composes it: the bots' routes come from
 * scripts/start-bots.ts (the real grammY bot on a Telegram webhook, the real Bolt app on
 * /slack/events, against the fake Telegram and Slack servers of bot/test), Google and Apple sign-in
 * are configured against local fakes, and a small built client is served, so /auth/*, /api/*, the
 * admin routes, the webhook, Slack's endpoint and the client's routes all answer for real. Telegram
 * updates carry the webhook secret and Slack requests are signed with the signing secret, so the
 * fuzz goes past the door into the handlers (and some are sent without, to check the door).
 *
 * Input goes up to the body limit: fields of 96-101 KB, long runs of one character (ASCII,
 * multi-byte, JSON escapes, NUL, lone surrogates, bidi controls), deep nesting written as raw JSON,
 * broken JSON, other content types, hostile path segments and query strings.
 *
 * Asserted: no 5xx; every answer within 1 s; GET /healthz, polled every ~50 ms for the whole file,
 * answers 200 within 300 ms every time; nothing logged at error level by the app or by the bots.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import type { Express } from 'express';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prayers, topics } from '@dps/db/schema';
import type { DbHandle } from '@dps/db/client';
import { fixedClock, type Ctx, type Log } from '@dps/core/context';
import { createTestDb } from '@dps/core/test/create-test-db';
import { useFuzzSeed } from '@dps/core/test/fuzz-seed';
import { parseConfig } from '../../scripts/config';
import { prepareBots, type Bots } from '../../scripts/start-bots';
import { lazyPrayerPreview } from '../../scripts/lazy-prayer-preview';
import {
  startFakeTelegram,
  type FakeTelegram,
  type TgChat,
  type TgMessage,
  type TgUser,
} from '../../bot/test/fake-telegram-server';
import { startFakeSlackServer, type FakeSlackServer } from '../../bot/test/fake-slack-server';
import { createApp } from '../server/app';
import type { WebConfig } from '../server/deps';
import { createLogger } from '../server/logger';
import { startAppleKeys, type AppleKeys } from './fakes/apple-keys';
import { startOidcProvider, type OidcProvider } from './fakes/oidc-provider';
import {
  anyValue,
  BODY_LIMIT_BYTES,
  bigString,
  brokenJson,
  depth,
  enc,
  nestedJson,
  otherContentType,
  pathParam,
  queryString,
  rawJsonWith,
  runOf,
  trickyString,
  unit,
} from './fuzz-inputs';
import { Browser } from './http-client';
import { registeredRoutes, type RegisteredRoute } from './registered-routes';
import { createTestUser, signIn } from './sign-in';
import type { TestServer } from './start-test-server';

useFuzzSeed('web/test/fuzz-limits.test.ts');
/** Runs per route: ~60 routes x RUNS requests must stay well under a minute on a loaded 2-core machine. */
const RUNS = 14;
/** The webhook and Slack's endpoint carry many kinds of input each: more runs there. */
const BOT_ROUTE_RUNS = 60;
const MAX_ANSWER_MS = 1_000;
const MAX_HEALTHZ_MS = 300;
const HEALTHZ_EVERY_MS = 50;

const NOW = '2026-03-10T15:00:00Z';
const TODAY = '2026-03-10';
const TG_SECRET = 'fuzz-webhook-secret_0123456789';
const TG_PATH = '/telegram/webhook';
const SLACK_SECRET = 'fuzz-signing-secret-0123456789abcdef';
const SLACK_TOKEN = 'xoxb-fake-fuzz';
const SLACK_TEAM = 'T0FUZZ';
const PASSWORD = 'a long and private passphrase';

// ---- the app, composed as scripts/start.ts composes it ----------------------------------------

let db: DbHandle;
let app: Express;
let httpServer: Server;
let server: TestServer;
let bots: Bots;
let tg: FakeTelegram;
let slack: FakeSlackServer;
let op: OidcProvider;
let apple: AppleKeys;
let staticDir: string;
let user: Browser;
let admin: Browser;
let passwordEmail: string;
const ids = { prayer: '1', daily: '1', reflection: '1', topic: '1' };
let tgUsers: TgUser[] = [];
let tgGroup: TgChat;

/** What the app (pino) and the bots (core Log) log at error level: both must stay empty. */
const appErrors: string[] = [];
const botErrors: Record<string, unknown>[] = [];
const botLog: Log = {
  info: () => {},
  warn: () => {},
  error: (obj) => void botErrors.push(obj as Record<string, unknown>),
};

beforeAll(async () => {
  db = await createTestDb();
  tg = await startFakeTelegram();
  slack = await startFakeSlackServer();
  slack.addTeam({ token: SLACK_TOKEN, teamId: SLACK_TEAM, botUserId: 'U0BOT', botId: 'B0BOT' });
  slack.addUser({ id: 'U0RUTH', teamId: SLACK_TEAM, firstName: 'Ruth', tz: 'Europe/London' });
  slack.addUser({ id: 'U0BOAZ', teamId: SLACK_TEAM, firstName: 'Boaz', tz: 'Pacific/Kiritimati' });
  slack.addChannel({ id: 'C0GENERAL', name: 'general', isMember: true });
  op = await startOidcProvider();
  apple = await startAppleKeys();
  staticDir = mkdtempSync(join(tmpdir(), 'dps-fuzz-client-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Daily Prayer</title><div id="root"></div>');
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');

  const clock = fixedClock(NOW);
  const config = parseConfig({
    APP_URL: 'http://127.0.0.1',
    TELEGRAM_BOT_TOKEN: tg.token,
    TELEGRAM_API_ROOT: tg.apiRoot,
    TELEGRAM_WEBHOOK_URL: `http://127.0.0.1${TG_PATH}`,
    TELEGRAM_WEBHOOK_SECRET: TG_SECRET,
    SLACK_BOT_TOKEN: SLACK_TOKEN,
    SLACK_SIGNING_SECRET: SLACK_SECRET,
    SLACK_API_URL: slack.apiUrl,
    SCHEDULER: 'off',
  });
  const ctx: Ctx = { db: db.db, clock, log: botLog };
  bots = await prepareBots(ctx, config, { http: true });

  const log = createLogger({
    level: 'error',
    destination: new Writable({
      write(chunk: Buffer, _enc, done) {
        appErrors.push(chunk.toString());
        done();
      },
    }),
  });
  const webConfig: WebConfig = {
    appUrl: 'http://127.0.0.1',
    appName: 'Daily Prayer & Scripture',
    infoEmail: 'info@dailyprayer.example',
    devMode: true,
    isProduction: false,
    trustProxy: ['loopback'],
    mailFrom: 'Daily Prayer & Scripture <no-reply@dailyprayer.example>',
    google: { clientId: op.clientId, clientSecret: op.clientSecret, issuer: op.issuer },
    apple: { clientId: apple.clientId, jwksUrl: apple.jwksUrl, issuer: apple.issuer },
    telegramBotUsername: bots.telegramBotUsername,
    staticDir,
  };
  // As the composition root (scripts/start.ts) builds it: the admin preview from the bots' own formatting.
  app = createApp(
    { db, clock, log, config: webConfig, prayerPreview: lazyPrayerPreview },
    { rawRoutes: bots.rawRoutes },
  );
  httpServer = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  webConfig.appUrl = url;
  op.redirectUris.push(`${url}/auth/google/callback`);
  server = { url, db, clock, ctx: { db: db.db, clock, log: botLog }, config: webConfig, close: async () => {} };

  // Something to point at: a topic with a prayer, today's daily prayer, a shared reflection.
  const [t] = await db.db.insert(topics).values({ name: 'Fuzz' }).returning();
  const [p] = await db.db
    .insert(prayers)
    .values({ kind: 'topic', topicId: t!.id, title: 'F', content: 'c' })
    .returning();
  const [d] = await db.db
    .insert(prayers)
    .values({
      kind: 'daily',
      date: TODAY,
      title: 'Today',
      content: 'Lord, keep us.',
      scripture: 'S',
      scriptureReference: 'Ps 1:1',
    })
    .returning();
  ids.topic = String(t!.id);
  ids.prayer = String(p!.id);
  ids.daily = String(d!.id);
  user = new Browser(url);
  admin = new Browser(url);
  await signIn(server, user);
  await signIn(server, admin, { role: 'admin' });
  const r = await user.post(`/api/prayers/${p!.id}/reflections`, { content: 'seed', isPublic: true });
  ids.reflection = String(r.body.id);
  passwordEmail = (await createTestUser(server, { password: PASSWORD })).email!;

  // Telegram people who have met the bot (a /today message with buttons to tap), and a group.
  tgUsers = [
    tg.user({ first_name: 'Ann' }),
    tg.user({ first_name: 'Ben', username: 'ben' }),
    tg.user({ first_name: 'Cy' }),
  ];
  tgGroup = tg.group('Fuzz Group');
  for (const u of tgUsers) {
    expect(await postUpdate(tg.textUpdate(u, '/start'))).toBe(200);
    expect(await postUpdate(tg.textUpdate(u, '/today'))).toBe(200);
  }
  loopDelay.enable();
  slackPostTs = slack.addMessage({
    channel: 'C0GENERAL',
    text: 'Today',
    blocks: [],
    metadata: { event_type: 'dps_daily_prayer', event_payload: { prayer_id: Number(ids.daily), local_date: TODAY } },
    user: 'U0BOT',
    bot_id: 'B0BOT',
  });
  startHealthzPoller();
}, 60_000);

afterAll(async () => {
  stopHealthz = true;
  await healthzLoop;
  httpServer?.closeAllConnections();
  await new Promise<void>((r) => (httpServer ? httpServer.close(() => r()) : r()));
  await bots?.stop();
  await tg?.close();
  await slack?.close();
  await op?.close();
  await apple?.close();
  await db?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

let nextUpdateId = 50_000_000;
async function postUpdate(update: Record<string, unknown>, secret: string | null = TG_SECRET): Promise<number> {
  const res = await fetch(server.url + TG_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}) },
    body: JSON.stringify({ update_id: nextUpdateId++, ...update }),
  });
  await res.arrayBuffer();
  return res.status;
}

// ---- /healthz, polled throughout ----------------------------------------------------------------

/** A request the fuzz sends: its route, and how to make it again (to replay it). */
interface Sent {
  key: string;
  make: () => Req;
  label: string;
}
interface Poll {
  ms: number;
  status: number;
  /** The fuzz request in flight when the poll was answered (or the one just answered). */
  during: Sent | null;
}
const healthz: Poll[] = [];
let inFlight: Sent | null = null;
/** The last request answered (its handler may still be at work, e.g. a bot after acknowledging). */
let lastSent: Sent | null = null;
let stopHealthz = false;
/** How long the event loop (shared by the server and this test's client) was blocked at most. */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
let healthzLoop: Promise<void> = Promise.resolve();

/** GET /healthz every `everyMs` until `stop()`, one at a time, recording each answer's time. */
async function pollHealthz(stop: () => boolean, into: Poll[], everyMs: number): Promise<void> {
  while (!stop()) {
    const started = performance.now();
    let status = 0;
    try {
      const res = await fetch(`${server.url}/healthz`);
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = -1;
    }
    into.push({ ms: performance.now() - started, status, during: inFlight ?? lastSent });
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
function startHealthzPoller() {
  healthzLoop = pollHealthz(() => stopHealthz, healthz, HEALTHZ_EVERY_MS);
}

// ---- the routes, read from the app ----------------------------------------------------------------

// ---- what each route takes (the fuzz goes deeper with a hint) --------------------------------------

type Who = 'anonymous' | 'user' | 'admin' | 'fresh';

/** One request, ready to send. */
interface Req {
  who: Who;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** What the request is, for a failure message (bodies can be 100 KB). */
  label: string;
}

interface Hint {
  /** Body keys the route reads. */
  keys?: string[];
  /** A valid body: the fuzz also sends it with fields replaced by anything, up to the limit. */
  valid?: () => Record<string, unknown>;
  /** Who may send it (default anonymous, a user or an admin). */
  who?: Who[];
  /** Real values of path parameters. */
  params?: Record<string, () => string>;
  /** Query keys the route reads. */
  query?: string[];
  /** Statuses this route answers by design (besides < 500). */
  runs?: number;
  /** Whole requests of its own (webhooks, the client's files). */
  custom?: () => fc.Arbitrary<() => Req>;
}

const prayerParam = { id: () => ids.prayer, prayerId: () => ids.prayer };
const bodiless = { keys: ['at', 'prayerId', 'source', 'id'] };
const reg = () => ({
  email: `fz-${Math.random().toString(36).slice(2)}@example.test`,
  password: PASSWORD,
  firstName: 'F',
  lastName: 'Z',
  timeZone: 'UTC',
});

const hints: Record<string, Hint> = {
  'GET /auth/user': {},
  'GET /api/auth/user': {},
  'GET /auth/session': {},
  'GET /api/login': {},
  'GET /api/config': {},
  'POST /auth/register': { who: ['anonymous', 'fresh'], keys: Object.keys(reg()), valid: reg },
  'POST /auth/login': {
    who: ['anonymous', 'fresh'],
    keys: ['email', 'password'],
    valid: () => ({ email: passwordEmail, password: 'wrong but long enough' }),
  },
  'POST /auth/logout': { who: ['anonymous', 'fresh'], keys: ['pushEndpoint'] },
  'POST /auth/forgot-password': {
    who: ['anonymous', 'fresh'],
    keys: ['email'],
    valid: () => ({ email: passwordEmail }),
  },
  'POST /auth/reset-password': {
    who: ['anonymous', 'fresh'],
    keys: ['token', 'newPassword'],
    valid: () => ({ token: 'x'.repeat(43), newPassword: PASSWORD }),
  },
  'POST /auth/chat-link/preview': { who: ['anonymous', 'user'], keys: ['token'], valid: () => ({ token: 'x'.repeat(43) }) },
  'POST /auth/chat-link': { who: ['anonymous', 'fresh'], keys: ['token'], valid: () => ({ token: 'x'.repeat(43) }) },
  'POST /api/user/email-password': { keys: ['email', 'password'], valid: () => ({ email: `fz-${Math.random().toString(36).slice(2)}@example.test`, password: PASSWORD }) },
  'GET /auth/google': { who: ['anonymous', 'user'] },
  'GET /auth/google/callback': { who: ['anonymous', 'user'], query: ['code', 'state', 'error', 'iss'] },
  'POST /auth/apple/nonce': { who: ['anonymous', 'fresh'] },
  'POST /auth/apple': {
    who: ['anonymous', 'fresh'],
    keys: ['authorization', 'user', 'id_token'],
    valid: () => ({
      authorization: { id_token: 'eyJhbGciOiJSUzI1NiJ9.e30.sig', code: 'c' },
      user: { name: { firstName: 'A', lastName: 'B' } },
    }),
  },
  'GET /auth/apple/callback': {},
  'POST /auth/apple/callback': { keys: ['state', 'code', 'id_token', 'user'] },
  'GET /api/prayers/days': { query: ['from', 'to'] },
  'GET /api/prayers/daily': {},
  'POST /api/prayers/:id/complete': { ...bodiless, params: prayerParam, valid: () => ({ at: '2026-03-10T14:00:00Z' }) },
  'POST /api/prayers/:id/favorite': { ...bodiless, params: prayerParam },
  'GET /api/topics': {},
  'GET /api/topics/:topicId': { params: { topicId: () => ids.topic } },
  'GET /api/prayers/topic/:topicId': { params: { topicId: () => ids.topic } },
  'POST /api/prayers/:prayerId/reflections': {
    params: prayerParam,
    keys: ['content', 'isPublic', 'prayerId', 'source', 'clientId'],
    valid: () => ({ content: 'A reflection', isPublic: true, prayerId: Number(ids.prayer) }),
  },
  'GET /api/prayers/:prayerId/reflections': { params: prayerParam },
  'POST /api/reflections/:id/like': { params: { id: () => ids.reflection } },
  'POST /api/reflections/:id/reply': {
    params: { id: () => ids.reflection },
    keys: ['text', 'reflectionId', 'source'],
    valid: () => ({ text: 'Amen' }),
  },
  'GET /api/reflections': {},
  'PATCH /api/reflections/:id': {
    params: { id: () => ids.reflection },
    keys: ['content', 'isPublic'],
    valid: () => ({ content: 'seed', isPublic: true }),
  },
  // Never the seeded reflection: the routes after this one fuzz deeper with it in place.
  'DELETE /api/reflections/:id': { params: { id: () => '2147483647' } },
  'POST /api/reports': {
    keys: ['kind', 'itemId', 'reason', 'note'],
    valid: () => ({ kind: 'reflection', itemId: Number(ids.reflection), reason: 'spam', note: 'n' }),
  },
  'GET /api/admin/moderation/reports': {},
  'GET /api/admin/moderation/log': {},
  'POST /api/admin/moderation/items/:kind/:id/:action': {
    who: ['anonymous', 'user', 'admin', 'admin'],
    params: { kind: () => 'reply', id: () => '2147483647', action: () => 'dismiss' },
  },
  'PUT /api/admin/moderation/people/:userId/posting': {
    who: ['anonymous', 'user', 'admin'],
    params: { userId: () => '2147483647' },
    keys: ['stopped'],
    valid: () => ({ stopped: false }),
  },
  'GET /api/user/prayers/today': {},
  'GET /api/user/prayers': {},
  'POST /api/user/prayers': {
    keys: ['title', 'content', 'isPublic', 'isAnonymous', 'audience'],
    valid: () => ({ title: 'T', content: 'C', isPublic: false }),
  },
  'PATCH /api/user/prayers/:id': {
    keys: ['title', 'content', 'isPublic', 'isAnonymous', 'audience'],
    valid: () => ({ title: 'T', content: 'C', isPublic: false }),
  },
  'PUT /api/user/prayers/:id/audience': {
    params: { id: () => '2147483647' },
    keys: ['audience'],
    valid: () => ({ audience: { kind: 'only_me' } }),
  },
  'GET /api/circles': {},
  'GET /api/circles/:id/requests': { params: { id: () => '2147483647' }, query: ['list', 'cursor'] },
  'DELETE /api/user/prayers/:id': { params: { id: () => '2147483647' } },
  'GET /api/wall': { query: ['list', 'cursor', 'limit'] },
  'POST /api/wall/:id/pray': { ...bodiless, params: { id: () => '2147483647' } },
  'GET /api/today/requests': {},
  'POST /api/user/prayers/:id/answered': {
    params: { id: () => '2147483647' },
    keys: ['note'],
    valid: () => ({ note: 'Answered!' }),
  },
  'POST /api/user/prayers/:id/keep': {
    params: { id: () => '2147483647' },
    keys: ['choice', 'note'],
    valid: () => ({ choice: 'still' }),
  },
  'GET /api/progress/streak': {},
  'GET /api/progress/weekly': { query: ['startDate'] },
  'GET /api/progress/stats': {},
  'GET /api/progress/year': { query: ['year'] },
  'PUT /api/rhythm/rest-day': { keys: ['weekday', 'reminders'], valid: () => ({ weekday: 0, reminders: 'gentle' }) },
  'POST /api/rhythm/pause': { keys: ['days'], valid: () => ({ days: 3 }) },
  'DELETE /api/rhythm/pause': {},
  'GET /api/goals': {},
  'POST /api/goals': {
    keys: ['title', 'targetDays', 'startDate'],
    valid: () => ({ title: 'G', targetDays: 21, startDate: TODAY }),
  },
  'GET /api/favorites': {},
  'DELETE /api/prayers/:id/favorite': { params: { id: () => '2147483647' } },
  'GET /api/user/settings': {},
  'PUT /api/user/settings': {
    keys: ['notifications', 'dailyReminders', 'reminderTime', 'timeZone', 'theme', 'textSize'],
    valid: () => ({
      notifications: true,
      dailyReminders: true,
      reminderTime: '07:30',
      timeZone: 'UTC',
      theme: 'dark',
      textSize: 'large',
    }),
  },
  // A group's weekly life (decisions 307–312): leaders only, so the fuzz's person gets 404s.
  'GET /api/circles/:id/pulse': { params: { id: () => '1' } },
  'PUT /api/circles/:id/weekly': {
    params: { id: () => '1' },
    keys: ['weeklyDay', 'weeklyTime'],
    valid: () => ({ weeklyDay: 0, weeklyTime: '18:00' }),
  },
  'POST /api/circles/:id/away-note': { params: { id: () => '1' }, keys: ['userId'], valid: () => ({ userId: 1 }) },
  // Prayer watches (decision 360): the fuzz's person is in no group, so a group's watch is 404 to them.
  'GET /api/watches': { query: ['circleId'] },
  'GET /api/watches/:code': { params: { code: () => 'AbCdEfGhIjKlMnOp' } },
  'POST /api/watches': {
    keys: ['title', 'circleId', 'requestId', 'startsAt', 'startText', 'hours', 'slotMinutes', 'perSlot'],
    valid: () => ({ title: 'Watch', startText: 'tomorrow 8pm', hours: 2, slotMinutes: 30, perSlot: 1 }),
  },
  'POST /api/watches/:id/slots/:slot': { params: { id: () => '1', slot: () => '0' }, ...bodiless },
  'DELETE /api/watches/:id/slots/:slot': { params: { id: () => '1', slot: () => '0' }, ...bodiless },
  'POST /api/watches/:id/slots/:slot/prayed': { params: { id: () => '1', slot: () => '0' }, ...bodiless },
  'POST /api/watches/:id/end': { params: { id: () => '1' }, ...bodiless },
  'GET /api/user/watch-lead': {},
  'PUT /api/user/watch-lead': { keys: ['minutes'], valid: () => ({ minutes: 15 }) },
  'POST /api/user/profile-image': {
    keys: ['profileImageUrl'],
    valid: () => ({ profileImageUrl: 'https://images.example.test/me.png' }),
  },
  'POST /api/user/link-code': {},
  'GET /api/user/linked-chats': {},
  'GET /api/user/export': {},
  'PUT /api/user/name': { keys: ['firstName', 'lastName'], valid: () => ({ firstName: 'F', lastName: 'Z' }) },
  'POST /api/user/email': { who: ['anonymous', 'fresh'], keys: ['newEmail', 'password'], valid: () => ({ newEmail: 'new-fz@example.test', password: 'not the password' }) },
  'POST /auth/confirm-email': { who: ['anonymous', 'fresh'], keys: ['token'], valid: () => ({ token: 'x'.repeat(43) }) },
  'POST /api/user/password': { who: ['anonymous', 'fresh'], keys: ['currentPassword', 'newPassword'], valid: () => ({ currentPassword: 'not the password', newPassword: PASSWORD }) },
  'GET /api/user/sign-in-methods': {},
  'GET /api/user/security-events': {},
  'POST /api/user/email/confirmation': {},
  'POST /auth/undo-email-change': { who: ['anonymous', 'fresh'], keys: ['token'], valid: () => ({ token: 'x'.repeat(43) }) },
  'DELETE /api/user/sign-in-methods/:id': { params: { id: () => '2147483647' } },
  'DELETE /api/user': {
    who: ['anonymous', 'fresh'],
    keys: ['password', 'recentSignIn'],
    valid: () => ({ password: 'not the password' }),
  },
  'GET /api/admin/daily-prayers': {},
  'POST /api/admin/daily-prayer': {
    who: ['anonymous', 'user', 'admin', 'admin'],
    keys: [
      'title',
      'content',
      'scripture',
      'scripture_reference',
      'topic_id',
      'date',
      'is_daily',
      'scriptureReference',
      'topicId',
    ],
    valid: () => ({
      title: 'T',
      content: 'C',
      scripture: 'Jesus wept.',
      scripture_reference: 'John 11:35',
      topic_id: Number(ids.topic),
      date: '2026-03-12',
      is_daily: true,
    }),
  },
  'GET /api/notifications': {},
  'POST /api/notifications/:id/read': { params: { id: () => '2147483647' } },
  'POST /api/notifications/read-all': {},
  'DELETE /api/notifications/:id': { params: { id: () => '2147483647' } },
  'GET /api/push/public-key': {},
  'POST /api/push/subscriptions': {
    keys: ['endpoint', 'keys', 'expirationTime'],
    valid: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: {
        p256dh: 'BJJE8xZnEFv-_7lvDMr_Z1brAJ4xi5lpUn7HQNRCjovHgog_zdrgknE1JCku7pAFRgAeU8WQmCVyMm3KJxrYsOE',
        auth: 'TAELnNaxjahU1IPIhSaf0w',
      },
    }),
  },
  'POST /api/push/pray': {
    keys: ['prayerId', 'subscriptionId', 'proof'],
    valid: () => ({ prayerId: 1, subscriptionId: 1, proof: 'A'.repeat(32) }),
  },
  'DELETE /api/push/subscriptions': {
    keys: ['endpoint'],
    valid: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }),
  },
  'GET /api/user/reminder-channels': {},
  'GET /api/email/unsubscribe': { who: ['anonymous', 'user'], query: ['token'] },
  'POST /api/email/unsubscribe': { who: ['anonymous', 'fresh'], query: ['token'] },
  'GET /api/history': { query: ['month'] },
  'GET /api/history/:date': { params: { date: () => TODAY } },
  'GET /api/search': { who: ['anonymous', 'user'], query: ['q', 'version'] },
  'GET /api/scripture/versions': {},
  'GET /api/scripture/passage': { query: ['ref', 'version', 'lang', 'context'] },
  'GET /api/scripture/image': { query: ['ref', 'version', 'lang', 'theme'] },
  'GET /api/prayers/:id': { params: prayerParam },
  'POST /api/topic-prayers/:id/pray': { ...bodiless, params: { id: () => '2147483647' } },
  'GET /api/plans': { query: ['language', 'tag', 'length'] },
  'GET /api/plans/filters': { who: ['anonymous', 'user'], query: ['language'] },
  'GET /api/plans/mine': {},
  'GET /api/plans/groups': {},
  'GET /api/plans/:id': { who: ['anonymous', 'user'], params: { id: () => 'no-such-plan' } },
  'POST /api/plans/:id/start': { params: { id: () => 'no-such-plan' }, keys: ['startDate'], valid: () => ({ startDate: TODAY }) },
  'GET /api/plans/runs/:runId': { params: { runId: () => '2147483647' } },
  'GET /api/plans/runs/:runId/summary': { params: { runId: () => '2147483647' } },
  'POST /api/plans/runs/:runId/days/:day/done': {
    params: { runId: () => '2147483647', day: () => '1' },
    keys: ['channel'],
    valid: () => ({ channel: 'web' }),
  },
  'POST /api/plans/runs/:runId/pause': { ...bodiless, params: { runId: () => '2147483647' } },
  'POST /api/plans/runs/:runId/resume': { ...bodiless, params: { runId: () => '2147483647' } },
  'POST /api/plans/runs/:runId/restart': { ...bodiless, params: { runId: () => '2147483647' } },
  'POST /api/plans/runs/:runId/leave': { ...bodiless, params: { runId: () => '2147483647' } },
  'GET /api/admin/plans': { who: ['anonymous', 'user', 'admin'] },
  'GET /api/admin/plans/:id': { who: ['anonymous', 'user', 'admin'], params: { id: () => 'no-such-plan' } },
  'PUT /api/admin/plans/:id': {
    who: ['anonymous', 'user', 'admin'],
    params: { id: () => 'no-such-plan' },
    keys: ['title', 'summary', 'status', 'availableFrom'],
    valid: () => ({ title: 'T', status: 'draft' }),
  },
  'GET /api/admin/calendar': {},
  'GET /api/admin/delivery-health': {},
  'PUT /api/admin/daily-prayers/:id': {
    who: ['anonymous', 'user', 'admin', 'admin'],
    params: { id: () => '2147483647' },
    keys: ['title', 'content', 'scripture', 'scripture_reference', 'topic_id', 'date'],
    valid: () => ({
      title: 'T',
      content: 'C',
      scripture: 'Jesus wept.',
      scripture_reference: 'John 11:35',
      topic_id: Number(ids.topic),
      date: '2026-03-12',
    }),
  },
  'DELETE /api/admin/daily-prayers/:id': { who: ['anonymous', 'user', 'admin'], params: { id: () => '2147483647' } },
  'POST /api/admin/daily-prayers/import': { who: ['anonymous', 'user', 'admin'], keys: ['format', 'text', 'replace'] },
  'POST /api/admin/preview': {
    who: ['anonymous', 'user', 'admin'],
    keys: ['title', 'content', 'scripture', 'scripture_reference', 'date', 'language'],
    valid: () => ({
      title: 'T',
      content: 'C',
      scripture: 'Y lloró Jesús.',
      scripture_reference: 'Juan 11:35',
      date: '2026-03-12',
      language: 'es',
    }),
  },
  'GET /metrics': {},
  'POST /api/contact': {
    keys: ['name', 'email', 'subject', 'message'],
    valid: () => ({ name: 'N', email: 'n@example.test', subject: 'S', message: 'M' }),
  },
  [`POST ${TG_PATH}`]: { runs: BOT_ROUTE_RUNS, custom: () => telegramRequests() },
  'POST /slack/events': { runs: BOT_ROUTE_RUNS, custom: () => slackRequests() },
  'GET /healthz': {},
  'GET /robots.txt': {},
  'GET ^\\/assets\\/': { custom: () => clientRequests('/assets/') },
  'GET ^\\/.*': { custom: () => clientRequests('/') },
};

// ---- generic requests: bodies up to the limit ---------------------------------------------------------

let ip = 0;
/** A new client address per request: per-address limits must not stop the fuzz at the door. */
const nextIp = () => {
  ip += 1;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};

type Payload = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string };

/** The valid body with some fields replaced by anything, one perhaps by a string that fills the body. */
const nearValid = (valid: () => Record<string, unknown>) =>
  fc
    .tuple(
      fc.subarray(Object.keys(valid()), { minLength: 1 }),
      fc.array(anyValue(), { minLength: 8, maxLength: 8 }),
      fc.boolean(),
      unit,
      fc.integer({ min: -4_000, max: 1_000 }),
    )
    .map(([replace, values, fill, u, slack]) => {
      const body: Record<string, unknown> = valid();
      replace.forEach((k, i) => (body[k] = values[i]));
      if (fill) {
        // One field takes the body to just under (or over) the limit.
        const k = replace[0]!;
        body[k] = '';
        const room = BODY_LIMIT_BYTES - Buffer.byteLength(JSON.stringify(body)) + slack;
        body[k] = runOf(u, Math.max(1, room));
      }
      return body;
    });

const bodyFor = (keys: string[]) =>
  fc.oneof(
    fc.dictionary(fc.constantFrom(...keys, 'role', 'userId', 'id', '__proto__', 'constructor'), anyValue(), {
      maxKeys: 6,
    }),
    fc.dictionary(trickyString, anyValue(), { maxKeys: 4 }),
    fc.array(anyValue(), { maxLength: 4 }),
    anyValue(),
  );

const payloadFor = (hint: Hint): fc.Arbitrary<Payload> => {
  const keys = hint.keys ?? ['a'];
  const json = (a: fc.Arbitrary<unknown>) => a.map((value) => ({ kind: 'json' as const, value }));
  return fc.oneof(
    { arbitrary: json(hint.valid ? nearValid(hint.valid) : bodyFor(keys)), weight: 4 },
    { arbitrary: json(bodyFor(keys)), weight: 2 },
    {
      // A known key holding deep nesting or a huge run, written as raw JSON.
      arbitrary: fc
        .tuple(fc.constantFrom(...keys), depth, fc.constantFrom('array' as const, 'object' as const))
        .map(([k, d, kind]) => ({
          kind: 'raw' as const,
          text: rawJsonWith(k, nestedJson(d, kind)),
          type: 'application/json',
        })),
      weight: 1,
    },
    { arbitrary: brokenJson().map((text) => ({ kind: 'raw' as const, text, type: 'application/json' })), weight: 1 },
    {
      arbitrary: otherContentType().map(([text, type]) => ({ kind: 'raw' as const, text: text || 'x', type })),
      weight: 1,
    },
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
  );
};

function genericRequests(route: RegisteredRoute, hint: Hint): fc.Arbitrary<() => Req> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const who = fc.constantFrom<Who>(...(hint.who ?? ['anonymous', 'user', 'admin']));
  const params = fc.tuple(...names.map((n) => pathParam(hint.params?.[n]?.() ?? '1')), fc.constant(''));
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const payload = hasBody ? payloadFor(hint) : fc.constant<Payload>({ kind: 'none' });
  const query = hint.query ? queryString(hint.query) : fc.oneof(fc.constant(''), queryString(['a']));
  return fc.tuple(who, params, payload, query).map(([w, ps, p, q]) => () => {
    let i = 0;
    const path = route.path.replace(/:(\w+)/g, () => ps[i++]!) + q;
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (p.kind === 'json') {
      body = JSON.stringify(p.value) ?? 'null';
      headers['Content-Type'] = 'application/json';
    } else if (p.kind === 'raw') {
      body = p.text;
      headers['Content-Type'] = p.type;
    }
    const shape =
      body === undefined ? 'no body' : `${headers['Content-Type']} ${body.length} chars: ${body.slice(0, 160)}`;
    return {
      who: w,
      method: route.method,
      path,
      headers,
      ...(body !== undefined ? { body } : {}),
      label: `${w} ${route.method} ${path.slice(0, 160)} (${shape})`,
    };
  });
}

// ---- the Telegram webhook: updates Telegram could deliver, and what only an impostor sends ------------

const TG_COMMANDS = [
  'start',
  'help',
  'today',
  'streak',
  'goals',
  'newgoal',
  'topics',
  'myprayer',
  'reflect',
  'settings',
  'remind',
  'timezone',
  'link',
  'cancel',
  'nosuchcommand',
];
const TG_LIMIT = 4096;
/** Text a person may send: a command with arguments, or anything, up to Telegram's 4096 characters. */
const tgText = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...TG_COMMANDS),
      fc.constantFrom('', '@daily_prayer_test_bot', '@other_bot'),
      fc.oneof(trickyString, bigString(TG_LIMIT), fc.constant('')),
    )
    .map(([c, at, arg]) => `/${c}${at}${arg ? ` ${arg}` : ''}`.slice(0, TG_LIMIT)),
  fc.oneof(trickyString, bigString(TG_LIMIT)).map((s) => s.slice(0, TG_LIMIT) || '.'),
);
const digits = fc.oneof(
  fc.nat({ max: 20 }).map(String),
  fc.constantFrom('0', '9999999999', '4294967296', '0000000001'),
);
const tgCallbackData = fc.oneof(
  fc
    .tuple(fc.constantFrom('pray', 'save', 'share', 'reflect', 'topic'), fc.oneof(digits, fc.constant('')))
    .map(([a, n]) => `${a}:${n || ids.daily}`),
  fc.tuple(digits, digits).map(([a, b]) => `tp:${a}:${b}`),
  fc.constantFrom(
    'topics',
    'link:no',
    'rv:0',
    'rv:1',
    'mp:0',
    'mp:1',
    'link:ok:ABCDEFGH:1:0',
    'link:ok:23456789:999:1',
  ),
  fc.string({ unit: 'binary', maxLength: 64 }).filter((s) => Buffer.byteLength(s) <= 64),
);

function telegramRequests(): fc.Arbitrary<() => Req> {
  const who = fc.nat({ max: 2 });
  const kinds = fc.oneof(
    {
      arbitrary: fc
        .tuple(who, tgText, fc.boolean())
        .map(([u, text, group]) => ({ k: 'text' as const, u, text, group })),
      weight: 6,
    },
    { arbitrary: fc.tuple(who, tgCallbackData).map(([u, data]) => ({ k: 'callback' as const, u, data })), weight: 4 },
    {
      arbitrary: fc
        .tuple(
          who,
          fc.double({ min: -1000, max: 1000, noNaN: true }),
          fc.double({ min: -1000, max: 1000, noNaN: true }),
        )
        .map(([u, lat, lon]) => ({ k: 'location' as const, u, lat, lon })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(who, fc.constantFrom('member', 'administrator', 'left', 'kicked'))
        .map(([u, to]) => ({ k: 'member' as const, u, to })),
      weight: 1,
    },
    { arbitrary: who.map((u) => ({ k: 'sticker' as const, u })), weight: 1 },
    // Updates of kinds the bot does not ask for, or odd shapes Telegram still sends the secret with.
    {
      arbitrary: fc.constantFrom(
        { k: 'odd' as const, body: { edited_message: { text: 'x' } } },
        { k: 'odd' as const, body: { poll: {} } },
        { k: 'odd' as const, body: {} },
      ),
      weight: 1,
    },
    // Without the secret, or with a wrong one: refused at the door whatever the body.
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(null, '', 'wrong', TG_SECRET.slice(0, -1), `${TG_SECRET}x`, TG_SECRET.toUpperCase()),
          fc.oneof(bigString(), brokenJson()),
        )
        .map(([secret, text]) => ({ k: 'impostor' as const, secret, text })),
      weight: 2,
    },
    // The secret, but not an update: not JSON, not an object, no update_id, past the limit.
    { arbitrary: fc.oneof(brokenJson(), bigString()).map((text) => ({ k: 'garbage' as const, text })), weight: 2 },
  );
  return kinds.map((s) => () => {
    const from = tgUsers[('u' in s ? s.u : 0) % tgUsers.length]!;
    const base = (body: unknown, secret: string | null = TG_SECRET): Req => {
      const text = typeof body === 'string' ? body : JSON.stringify({ update_id: nextUpdateId++, ...(body as object) });
      return {
        who: 'anonymous',
        method: 'POST',
        path: TG_PATH,
        headers: {
          'Content-Type': 'application/json',
          ...(secret !== null ? { 'X-Telegram-Bot-Api-Secret-Token': secret } : {}),
        },
        body: text,
        label: `telegram ${s.k}: ${text.slice(0, 200)}`,
      };
    };
    switch (s.k) {
      case 'text':
        return base(tg.textUpdate(from, s.text, s.group ? tgGroup : undefined));
      case 'callback': {
        // On the last message the bot sent this person (a real message, as Telegram would send).
        const message: TgMessage = tg.lastMessage(from.id) ?? { message_id: 1, date: 0, chat: tg.privateChat(from) };
        const { updateId, callbackId } = tg.pressButton(from, message, s.data);
        return base({
          update_id: updateId,
          callback_query: { id: callbackId, from, message, chat_instance: `ci${from.id}`, data: s.data },
        });
      }
      case 'location':
        return base({
          message: {
            message_id: 1,
            date: 0,
            chat: tg.privateChat(from),
            from,
            location: { latitude: s.lat, longitude: s.lon },
          },
        });
      case 'member':
        return base({
          my_chat_member: {
            chat: tgGroup,
            from,
            date: 0,
            old_chat_member: { status: 'left', user: tg.botUser },
            new_chat_member: { status: s.to, user: tg.botUser, ...(s.to === 'kicked' ? { until_date: 0 } : {}) },
          },
        });
      case 'sticker':
        return base({
          message: { message_id: 1, date: 0, chat: tg.privateChat(from), from, sticker: { file_id: 's', emoji: '🙏' } },
        });
      case 'odd':
        return base(s.body);
      case 'impostor':
        return base(s.text, s.secret);
      case 'garbage':
        return base(s.text);
    }
  });
}

// ---- Slack: signed commands, actions, view submissions and events; and unsigned ones ------------------

const SLACK_TEXT_LIMIT = 40_000; // Slack truncates message text beyond this
const SLACK_VALUE_LIMIT = 2_000; // a button's value
const SLACK_INPUT_LIMIT = 3_000; // private_metadata, a plain-text input
const slackString = (limit: number) => fc.oneof(trickyString, bigString(limit)).map((s) => s.slice(0, limit));
const SUBCOMMANDS = [
  '',
  'help',
  'today',
  'streak',
  'remind',
  'remind off',
  'subscribe',
  'unsubscribe',
  'link',
  'nosuch',
];

function slackSign(body: string, contentType: string, opts: { badSignature?: boolean; timestamp?: number } = {}): Req {
  const ts = opts.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = `v0=${createHmac('sha256', SLACK_SECRET).update(`v0:${ts}:${body}`).digest('hex')}`;
  return {
    who: 'anonymous',
    method: 'POST',
    path: '/slack/events',
    headers: {
      'Content-Type': contentType,
      'X-Slack-Request-Timestamp': String(ts),
      'X-Slack-Signature': opts.badSignature ? signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) : signature,
    },
    body,
    label: `slack ${contentType} ${body.slice(0, 200)}`,
  };
}

const notJson = (text: string) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
};

/** Today's prayer as posted in #general, with the metadata our channel posts carry. */
let slackPostTs = '';

const form = (o: Record<string, string>) => new URLSearchParams(o).toString();
let slackSeq = 0;

function slackRequests(): fc.Arbitrary<() => Req> {
  const who = fc.constantFrom('U0RUTH', 'U0BOAZ');
  const channel = fc.constantFrom('C0GENERAL', 'D0RUTH');
  const buttonValue = fc.oneof(
    fc
      .tuple(
        fc.oneof(fc.constant(Number(ids.daily)), anyValue(SLACK_VALUE_LIMIT)),
        fc.oneof(fc.constant(TODAY), trickyString),
        fc.constantFrom('c', 'p', 'x'),
      )
      .map(([p, d, m]) => JSON.stringify({ p, d, m })),
    fc.oneof(fc.constant(Number(ids.reflection)), anyValue(SLACK_VALUE_LIMIT)).map((r) => JSON.stringify({ r })),
    fc.tuple(trickyString, fc.integer(), fc.boolean()).map(([c, u, h]) => JSON.stringify({ c, u, h })),
    slackString(SLACK_VALUE_LIMIT),
  );
  const kinds = fc.oneof(
    {
      arbitrary: fc
        .tuple(who, channel, fc.constantFrom(...SUBCOMMANDS), fc.oneof(fc.constant(''), slackString(SLACK_TEXT_LIMIT)))
        .map(([u, c, sub, arg]) => ({
          k: 'command' as const,
          u,
          c,
          text: `${sub}${arg ? ` ${arg}` : ''}`.slice(0, SLACK_TEXT_LIMIT),
        })),
      weight: 4,
    },
    {
      arbitrary: fc
        .tuple(
          who,
          channel,
          fc.constantFrom(
            'prayer_pray',
            'prayer_save',
            'prayer_reflect',
            'reflection_amen',
            'link_confirm',
            'link_cancel',
          ),
          buttonValue,
          fc.boolean(),
        )
        .map(([u, c, action, value, ephemeral]) => ({ k: 'action' as const, u, c, action, value, ephemeral })),
      weight: 4,
    },
    {
      arbitrary: fc
        .tuple(
          who,
          fc.oneof(
            fc.constant(JSON.stringify({ p: Number(ids.daily), c: 'C0GENERAL' })),
            slackString(SLACK_INPUT_LIMIT),
            anyValue(SLACK_INPUT_LIMIT).map((p) => JSON.stringify({ p })),
          ),
          fc.option(slackString(SLACK_INPUT_LIMIT)),
          fc.constantFrom('public', 'private', 'other'),
        )
        .map(([u, meta, text, visibility]) => ({ k: 'view' as const, u, meta, text, visibility })),
      weight: 3,
    },
    {
      arbitrary: fc
        .tuple(
          who,
          fc.constantFrom('message', 'app_home_opened', 'member_left_channel', 'channel_left', 'reaction_added'),
          slackString(SLACK_TEXT_LIMIT),
          fc.constantFrom('ours', 'theirs', 'none'),
        )
        .map(([u, type, text, thread]) => ({ k: 'event' as const, u, type, text, thread })),
      weight: 2,
    },
    {
      arbitrary: slackString(SLACK_INPUT_LIMIT).map((challenge) => ({ k: 'challenge' as const, challenge })),
      weight: 1,
    },
    {
      // Signed, but not JSON at all. (Signed JSON that no listener takes is left out: Bolt holds
      // such a request 3 s before a 404 — see the note at the end of this file.)
      arbitrary: fc
        .tuple(fc.oneof(brokenJson(), bigString()).filter(notJson), fc.constantFrom('application/json', 'text/plain'))
        .map(([text, type]) => ({ k: 'garbage' as const, text, type })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fc.oneof(brokenJson(), bigString()), fc.constantFrom('bad', 'old', 'future'))
        .map(([text, why]) => ({ k: 'impostor' as const, text, why })),
      weight: 2,
    },
  );
  return kinds.map((s) => () => {
    const team = { id: SLACK_TEAM, domain: 'fuzz' };
    switch (s.k) {
      case 'command':
        return slackSign(
          form({
            token: 'x',
            team_id: SLACK_TEAM,
            team_domain: 'fuzz',
            channel_id: s.c,
            channel_name: 'general',
            user_id: s.u,
            user_name: 'u',
            command: '/prayer',
            text: s.text,
            api_app_id: 'A0APP',
            is_enterprise_install: 'false',
            response_url: slack.responseUrl(),
            trigger_id: `trig.${++slackSeq}`,
          }),
          'application/x-www-form-urlencoded',
        );
      case 'action': {
        // A tap on a message comes from the message's channel; an ephemeral one from anywhere.
        const c = s.ephemeral ? s.c : 'C0GENERAL';
        // The channel post the tap is on (a real message: Slack sends taps on messages that exist).
        const message = {
          type: 'message',
          ts: slackPostTs,
          text: 'prayer',
          user: 'U0BOT',
          bot_id: 'B0BOT',
          blocks: [],
        };
        const payload = {
          type: 'block_actions',
          user: { id: s.u, username: 'u', name: 'u', team_id: SLACK_TEAM },
          api_app_id: 'A0APP',
          token: 'x',
          container: {
            type: 'message',
            message_ts: s.ephemeral ? 'ephemeral' : message.ts,
            channel_id: c,
            is_ephemeral: s.ephemeral,
          },
          trigger_id: `trig.${++slackSeq}`,
          team,
          enterprise: null,
          is_enterprise_install: false,
          channel: { id: c, name: 'general' },
          ...(s.ephemeral ? {} : { message }),
          response_url: slack.responseUrl(),
          actions: [
            {
              action_id: s.action,
              block_id: 'b',
              text: { type: 'plain_text', text: 'b' },
              value: s.value,
              type: 'button',
              action_ts: '1773140000.1',
            },
          ],
        };
        return slackSign(form({ payload: JSON.stringify(payload) }), 'application/x-www-form-urlencoded');
      }
      case 'view': {
        const payload = {
          type: 'view_submission',
          team,
          user: { id: s.u, username: 'u', name: 'u', team_id: SLACK_TEAM },
          api_app_id: 'A0APP',
          token: 'x',
          trigger_id: `trig.${++slackSeq}`,
          view: {
            id: 'V0',
            team_id: SLACK_TEAM,
            type: 'modal',
            callback_id: 'reflection_modal',
            private_metadata: s.meta,
            state: {
              values: {
                reflection: { text: { type: 'plain_text_input', value: s.text } },
                visibility: {
                  choice: {
                    type: 'radio_buttons',
                    selected_option: { value: s.visibility, text: { type: 'plain_text', text: 'v' } },
                  },
                },
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
        return slackSign(form({ payload: JSON.stringify(payload) }), 'application/x-www-form-urlencoded');
      }
      case 'event': {
        const body = JSON.stringify({
          token: 'x',
          team_id: SLACK_TEAM,
          api_app_id: 'A0APP',
          event: {
            type: s.type,
            user: s.u,
            channel: 'C0GENERAL',
            text: s.text,
            ts: `${1773150000 + slackSeq}.000200`,
            // A reply in the thread of our channel post, or in someone else's thread (Slack names its parent's author).
            ...(s.thread === 'ours'
              ? { thread_ts: slackPostTs, parent_user_id: 'U0BOT' }
              : s.thread === 'theirs'
                ? { thread_ts: '1773000000.000001', parent_user_id: 'U0BOAZ' }
                : {}),
            event_ts: `${1773150000 + slackSeq}.000200`,
            tab: 'home',
          },
          type: 'event_callback',
          event_id: `Ev${String(++slackSeq).padStart(9, '0')}`,
          event_time: Math.floor(Date.now() / 1000),
          authorizations: [
            { enterprise_id: null, team_id: SLACK_TEAM, user_id: 'U0BOT', is_bot: true, is_enterprise_install: false },
          ],
        });
        return slackSign(body, 'application/json');
      }
      case 'challenge':
        return slackSign(
          JSON.stringify({ token: 'x', challenge: s.challenge, type: 'url_verification' }),
          'application/json',
        );
      case 'garbage':
        return slackSign(s.text, s.type);
      case 'impostor': {
        const now = Math.floor(Date.now() / 1000);
        if (s.why === 'bad') return slackSign(s.text, 'application/json', { badSignature: true });
        return slackSign(s.text, 'application/json', { timestamp: s.why === 'old' ? now - 3600 : now + 3600 });
      }
    }
  });
}

// ---- the built client's routes ------------------------------------------------------------------------

function clientRequests(prefix: string): fc.Arbitrary<() => Req> {
  const segment = fc.oneof(
    fc.constantFrom(
      'index-abc123.js',
      'index.html',
      'missing.js',
      '..',
      '%2e%2e',
      '%2fetc%2fpasswd',
      '.env',
      'sw.js',
      'manifest.webmanifest',
      '',
    ),
    fc.string({ maxLength: 30 }).map(enc),
    fc.tuple(unit, fc.integer({ min: 1, max: 3_000 })).map(([u, n]) => enc(u.repeat(n))),
    fc.constantFrom('%E0%A4%A', '%', '%zz', '%ED%A0%80', '%00'),
  );
  return fc
    .tuple(
      fc.array(segment, { minLength: 0, maxLength: 4 }),
      fc.constantFrom('', 'gzip', 'br, gzip', 'identity', 'x'.repeat(2_000)),
    )
    .map(([segs, encoding]) => (): Req => {
      const path = `${prefix}${segs.join('/')}`;
      return {
        who: 'anonymous',
        method: 'GET',
        path,
        headers: encoding ? { 'Accept-Encoding': encoding } : {},
        label: `client GET ${path.slice(0, 200)} (Accept-Encoding ${encoding.slice(0, 20)})`,
      };
    });
}

// ---- sending, timing, counting ----------------------------------------------------------------------

interface RouteStats {
  requests: number;
  maxMs: number;
  statuses: Record<number, number>;
}
const stats = new Map<string, RouteStats>();
let fiveHundreds = 0;

async function browserFor(who: Who): Promise<Browser | null> {
  if (who === 'user') return user;
  if (who === 'admin') return admin;
  if (who === 'fresh') {
    // A new person per request, for the calls that sign out or delete the account.
    const b = new Browser(server.url);
    await signIn(server, b);
    return b;
  }
  return null;
}

async function send(key: string, make: () => Req): Promise<{ status: number; ms: number; text: string; req: Req }> {
  const req = make();
  const b = await browserFor(req.who);
  const headers: Record<string, string> = {
    Origin: server.url,
    'Sec-Fetch-Site': 'same-origin',
    'X-Forwarded-For': nextIp(),
    ...req.headers,
  };
  if (b?.cookies.size) headers.Cookie = [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  inFlight = { key, make, label: req.label };
  const started = performance.now();
  const res = await fetch(server.url + req.path, { method: req.method, headers, body: req.body, redirect: 'manual' });
  const text = await res.text();
  const ms = performance.now() - started;
  lastSent = inFlight;
  inFlight = null;
  const s = stats.get(key) ?? { requests: 0, maxMs: 0, statuses: {} };
  s.requests += 1;
  s.maxMs = Math.max(s.maxMs, ms);
  s.statuses[res.status] = (s.statuses[res.status] ?? 0) + 1;
  stats.set(key, s);
  if (res.status >= 500) fiveHundreds += 1;
  return { status: res.status, ms, text, req };
}

/**
 * The time an input takes: its answer, and if that was over the limit, the best of two more tries.
 * This machine is shared and loaded (2 cores, other test files, PGlite in this very process): a
 * stall of a few hundred ms can hit any request. An input that is slow is slow every time.
 */
async function timeOf(key: string, make: () => Req, first: number): Promise<number> {
  let best = first;
  for (let i = 0; best >= MAX_ANSWER_MS && i < 2; i++) best = Math.min(best, (await send(key, make)).ms);
  return best;
}

const parseJson = (text: string): any => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

// ---- the tests ------------------------------------------------------------------------------------------

describe('fuzz at the limits: every route, bodies up to 100 KB, answers within 1 s, /healthz within 300 ms', () => {
  it('knows every route the app registers (a new route needs a hint here, and is fuzzed meanwhile)', () => {
    const routes = registeredRoutes(app).map((r) => `${r.method} ${r.path}`);
    // The walk itself works: it finds routes of the app, of nested routers, of the bots' routers and regex routes.
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /healthz',
        'POST /auth/login',
        'DELETE /api/user',
        `POST ${TG_PATH}`,
        'POST /slack/events',
        'GET ^\\/assets\\/',
      ]),
    );
    expect({
      withoutHint: routes.filter((r) => !hints[r]).sort(),
      hintWithoutRoute: Object.keys(hints)
        .filter((h) => !routes.includes(h))
        .sort(),
    }).toEqual({
      withoutHint: [],
      hintWithoutRoute: [],
    });
  });

  it('every registered route: no 5xx, every answer within 1 s', async () => {
    const failures: string[] = [];
    for (const route of registeredRoutes(app)) {
      const key = `${route.method} ${route.path}`;
      const hint = hints[key] ?? {};
      const requests = hint.custom ? hint.custom() : genericRequests(route, hint);
      const run = await fc.check(
        fc.asyncProperty(requests, async (make) => {
          const { status, ms, text, req } = await send(key, make);
          const what = `${req.label} -> ${status} ${text.slice(0, 200)}`;
          expect(status, what).toBeLessThan(500);
          const best = await timeOf(key, make, ms);
          expect(best, `${what} took ${Math.round(best)} ms (best of 3)`).toBeLessThan(MAX_ANSWER_MS);
          // Our own refusals are JSON with a readable error (Node's 431 excepted).
          if (status >= 400 && status !== 431 && /^\/(api|auth)\//.test(req.path)) {
            expect(typeof parseJson(text)?.error, what).toBe('string');
          }
        }),
        { numRuns: hint.runs ?? RUNS, endOnFailure: true },
      );
      // Every route is tried whatever another one did, so one run reports every finding.
      if (run.failed)
        failures.push(
          `${key} (seed ${run.seed}): ${(run.errorInstance as Error)?.message?.split('\n')[0]?.slice(0, 600)}`,
        );
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('paths nobody registered: 404 (JSON under /api and /auth), never 5xx, fast', async () => {
    const path = fc.tuple(
      fc.constantFrom('/api/', '/auth/', '/slack/', '/telegram/', '/'),
      fc.oneof(
        trickyString.map(enc),
        fc.tuple(unit, fc.integer({ min: 1, max: 4_000 })).map(([u, n]) => enc(u.repeat(n))),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        path,
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
        payloadFor({}),
        async ([prefix, rest], method, p) => {
          const body =
            method === 'GET' || p.kind === 'none'
              ? undefined
              : p.kind === 'json'
                ? (JSON.stringify(p.value) ?? 'null')
                : p.text;
          const req: Req = {
            who: 'anonymous',
            method,
            path: `${prefix}zz${rest}`,
            headers: body === undefined ? {} : { 'Content-Type': p.kind === 'raw' ? p.type : 'application/json' },
            ...(body !== undefined ? { body } : {}),
            label: '',
          };
          const { status, ms, text } = await send('(unregistered)', () => req);
          const what = `${method} ${req.path.slice(0, 200)} -> ${status} ${text.slice(0, 200)}`;
          expect(status, what).toBeLessThan(500);
          expect(await timeOf('(unregistered)', () => req, ms), what).toBeLessThan(MAX_ANSWER_MS);
        },
      ),
      { numRuns: 40, endOnFailure: true },
    );
  }, 60_000);

  it('zero 5xx, /healthz answered 200 within 300 ms throughout, nothing logged as an error', async () => {
    stopHealthz = true;
    await healthzLoop;
    const times = healthz.map((h) => h.ms);
    const slow = healthz.filter((h) => h.ms >= MAX_HEALTHZ_MS);

    // A slow /healthz is a finding when the request it waited behind slows it again: that request
    // is replayed twice, alone, with /healthz polled every 10 ms; slow both times -> it holds the
    // server. Otherwise it was this shared machine (other processes, GC), reported but not failed.
    const confirmed: string[] = [];
    const suspects = [
      ...new Map(slow.filter((h) => h.during).map((h) => [`${h.during!.key} ${h.during!.label}`, h.during!])).values(),
    ];
    for (const suspect of suspects.slice(0, 12)) {
      let worst = Infinity;
      for (let attempt = 0; attempt < 2 && worst >= MAX_HEALTHZ_MS; attempt++) {
        const polls: Poll[] = [];
        let done = false;
        const polling = pollHealthz(() => done, polls, 10);
        await send(suspect.key, suspect.make);
        await new Promise((r) => setTimeout(r, 100)); // work a handler goes on with after answering
        done = true;
        await polling;
        worst = Math.min(worst, Math.max(0, ...polls.map((p) => p.ms)));
      }
      if (worst >= MAX_HEALTHZ_MS)
        confirmed.push(`${suspect.key}: ${suspect.label} held /healthz ${Math.round(worst)} ms`);
    }

    const requests = [...stats.values()].reduce((n, s) => n + s.requests, 0);
    const maxMs = Math.max(...[...stats.values()].map((s) => s.maxMs));
    const slowest = [...stats.entries()]
      .sort((a, b) => b[1].maxMs - a[1].maxMs)
      .slice(0, 3)
      .map(([k, s]) => `${k} ${Math.round(s.maxMs)} ms`);
    // The figures the issue asks for, printed for the record (console.log is allowed in tests).
    console.log(
      `fuzz-limits (${db.kind}): ${stats.size} routes, ${requests} requests, 5xx ${fiveHundreds}, ` +
        `max answer ${Math.round(maxMs)} ms (${slowest.join('; ')}); event loop blocked up to ${Math.round(loopDelay.max / 1e6)} ms; ` +
        `/healthz ${healthz.length} polls, max ${Math.round(Math.max(...times))} ms, p99 ${Math.round(percentile(times, 99))} ms, ` +
        `p50 ${Math.round(percentile(times, 50))} ms, ${slow.length} over ${MAX_HEALTHZ_MS} ms (${suspects.length} requests replayed, ${confirmed.length} confirmed)`,
    );
    for (const h of slow)
      console.log(
        `  slow /healthz ${Math.round(h.ms)} ms during ${h.during ? `${h.during.key}: ${h.during.label.slice(0, 200)}` : '(between requests)'}`,
      );
    expect(fiveHundreds).toBe(0);
    expect(healthz.length).toBeGreaterThan(20);
    expect(healthz.filter((h) => h.status !== 200)).toEqual([]);
    expect(confirmed).toEqual([]);
    expect(appErrors).toEqual([]);
    expect(botErrors).toEqual([]);
    // The bots really handled what the fuzz sent (not only refused it at the door).
    expect(tg.succeeded('sendMessage').length).toBeGreaterThan(10);
    expect(slack.responses.length).toBeGreaterThan(3);
  }, 60_000);
});

/*
 * Found by this fuzz and fixed since: a correctly signed Slack request that no listener took (a
 * button from an older version of the app, a shortcut, a view_closed, another slash command) was
 * held by Bolt for 3 s and answered 404. createSlackApp now acknowledges what no listener takes;
 * bot/src/slack/unhandled-requests.test.ts proves it.
 */
