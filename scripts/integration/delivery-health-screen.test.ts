/**
 * The delivery health screen after a real run with failures injected on the fake Bot API and Slack
 * Web API (decision 166): the real runner, senders and clients; the real web app with the built
 * client; Chromium at 390 and 1280 px. The figures on the screen must be the database's, and the
 * screenshots are kept (test-results/admin-shots/admin-health-{390,1280}.png).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Api } from 'grammy';
import { chromium } from '@playwright/test';
import { queryRows } from '@dps/db/client';
import { prayers } from '@dps/db/schema';
import { telegramSubscriber } from '@dps/core/delivery/delivery-test-helpers';
import { registerSlackWorkspace } from '@dps/core/slack/register-slack-workspace';
import { subscribeSlackChannel } from '@dps/core/slack/subscribe-slack-channel';
import { createDeliveryRunner } from '@dps/bot/sending/delivery-runner';
import { createSlackSender } from '@dps/bot/slack/delivery-sender';
import { createTelegramSender } from '@dps/bot/telegram/delivery-sender';
import { createSlackClients } from '@dps/bot/slack/slack-clients';
import { startFakeTelegram, type FakeTelegram } from '../../bot/test/fake-telegram-server';
import { startFakeSlackServer, type FakeSlackServer } from '../../bot/test/fake-slack-server';
import { SESSION_COOKIE } from '../../web/server/auth/session-cookie';
import { Browser } from '../../web/test/http-client';
import { signIn } from '../../web/test/sign-in';
import { startTestServer, type TestServer } from '../../web/test/start-test-server';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'web', 'dist');
const shots = join(root, 'test-results', 'admin-shots');
let server: TestServer;
let tg: FakeTelegram;
let slack: FakeSlackServer;
// Today (UTC): the browser keeps the session cookie only if its expiry, set by the server's clock, is in its future.
const D = new Date().toISOString().slice(0, 10);
const D_TEXT = new Date(`${D}T12:00:00Z`).toLocaleDateString('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

beforeAll(async () => {
  server = await startTestServer({ now: `${D}T08:00:00Z`, config: { staticDir: dist } });
  tg = await startFakeTelegram();
  slack = await startFakeSlackServer();
});
afterAll(async () => {
  await tg?.close();
  await slack?.close();
  await server?.close();
});

it.skipIf(!existsSync(join(dist, 'index.html')))(
  'shows the database’s figures at 390 and 1280 px',
  async () => {
    const ctx = server.ctx;
    const clock = server.clock;
    await server.db.db
      .insert(prayers)
      .values({ kind: 'daily', date: D, title: 'Health day', content: 'Private text.' });
    const people = [];
    for (let i = 0; i < 12; i++)
      people.push(await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00', chatId: tg.user().id }));
    tg.block(people[0]!.chatId);
    tg.block(people[1]!.chatId);
    tg.fail({ method: 'sendMessage', chatId: people[2]!.chatId, status: 500, times: 1 });
    tg.fail({ method: 'sendMessage', chatId: people[3]!.chatId, status: 500, times: Infinity });
    slack.addTeam({ token: 'xoxb-screen', teamId: 'T0SCREEN', botUserId: 'U0BOT', botId: 'B0BOT' });
    await registerSlackWorkspace(ctx, { teamId: 'T0SCREEN', botUserId: 'U0BOT' });
    for (const id of ['C0ONE', 'C0TWO', 'C0THREE', 'C0FOUR']) {
      slack.addChannel({ id, name: id.toLowerCase(), isMember: true });
      await subscribeSlackChannel(ctx, { teamId: 'T0SCREEN', channelId: id, postTime: '09:00', timeZone: 'UTC' });
    }
    const clients = createSlackClients({ ctx, botToken: 'xoxb-screen', clientOptions: { slackApiUrl: slack.apiUrl } });
    const runner = createDeliveryRunner({
      ctx,
      senders: [
        createTelegramSender({ api: new Api(tg.token, { apiRoot: tg.apiRoot }) }),
        createSlackSender({ ctx, channel: 'slack_channel', clients }),
      ],
    });
    slack.fault('chat.postMessage', { error: 'channel_not_found' }, 1);
    for (const at of [`${D}T09:00:20Z`, `${D}T09:02:00Z`, `${D}T09:06:00Z`]) {
      clock.set(at);
      await runner.runDue(new Date(at));
    }
    await runner.stop();
    clock.set(`${D}T12:00:00Z`);

    const admin = new Browser(server.url);
    await signIn(server, admin, { role: 'admin' });
    const db = await queryRows<{
      channel: string;
      due: number;
      sent: number;
      pending: number;
      failed: number;
      deactivated: number;
    }>(
      server.db.db,
      sql`select channel, count(*)::int as due, count(*) filter (where status = 'sent')::int as sent,
               count(*) filter (where status in ('claimed', 'failed'))::int as pending,
               count(*) filter (where status = 'dead' and not gone)::int as failed,
               count(*) filter (where status = 'dead' and gone)::int as deactivated
        from deliveries where local_date = ${D}::date group by channel order by channel`,
    );
    expect(db.length).toBe(2);

    mkdirSync(shots, { recursive: true });
    const browser = await chromium.launch(
      existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {},
    );
    try {
      for (const width of [390, 1280]) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          timezoneId: 'UTC',
          locale: 'en-US',
        });
        await context.addCookies([
          { name: SESSION_COOKIE, value: admin.cookies.get(SESSION_COOKIE)!, url: server.url },
        ]);
        const page = await context.newPage();
        await page.goto(`${server.url}/admin/health`);
        await page
          .getByRole('heading', { name: 'Delivery Health' })
          .waitFor()
          .catch(async (e: unknown) => {
            await page.screenshot({ path: join(shots, `admin-health-failed-${width}.png`) });
            throw e;
          });
        for (const row of db) {
          const name = row.channel === 'telegram' ? 'Telegram' : 'Slack channel';
          const section = page.getByRole('region', { name, exact: true });
          const today = section
            .getByRole('table', { name: `${name}, by day` })
            .getByRole('row')
            .filter({ hasText: D_TEXT });
          await today.waitFor(); // the figures arrive after the heading
          const cells = await today.getByRole('cell').allTextContents();
          expect(cells.slice(1, 6).map(Number), `${name} at ${width}px`).toEqual([
            row.due,
            row.sent,
            row.pending,
            row.failed,
            row.deactivated,
          ]);
        }
        await page.screenshot({ path: join(shots, `admin-health-${width}.png`), fullPage: true });
        await context.close();
      }
    } finally {
      await browser.close();
    }
    // What the run gave, for the record (the test's own figures, not assumed).
    console.log(JSON.stringify(db));
  },
  120_000,
);
