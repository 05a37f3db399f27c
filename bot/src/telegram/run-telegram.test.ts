import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import express from 'express';
import type { DbHandle } from '@dps/db/client';
import { completions, goals, identities } from '@dps/db/schema';
import { createTestDb } from '@dps/core/test/create-test-db';
import { testCtx } from '@dps/core/test/context';
import { APP_NAME, APP_URL, buttonData, memoryLog, render, startBotHarness } from '../../test/bot-harness';
import { startFakeTelegram, type FakeTelegram, type TgUser } from '../../test/fake-telegram-server';
import { createTelegramBot } from './create-bot';
import { createTelegramWebhookHandler, setTelegramWebhook, startTelegramPolling } from './run-telegram';

let db: DbHandle;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

const goalCount = async (u: TgUser) => {
  const [id] = await db.db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))));
  return id ? db.db.$count(goals, eq(goals.userId, id.userId)) : 0;
};

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('webhook mode', () => {
  let fake: FakeTelegram;
  let server: Server;
  const secret = 'hook-Secret_123';

  beforeAll(async () => {
    fake = await startFakeTelegram();
    const log = memoryLog();
    const bot = createTelegramBot({
      ctx: { ...testCtx(db.db), log },
      token: fake.token,
      apiRoot: fake.apiRoot,
      appName: APP_NAME,
      appUrl: APP_URL,
    });
    // Mounted on an Express app the way the lead mounts it on the web server.
    const app = express();
    app.post('/telegram/webhook', express.json(), createTelegramWebhookHandler(bot, { secretToken: secret, log }));
    server = createServer(app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    await setTelegramWebhook(bot, {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/telegram/webhook`,
      secretToken: secret,
    });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await fake.close();
  });

  it('registers the webhook with its secret and the command menu', () => {
    expect(fake.webhook).toMatchObject({
      secret_token: secret,
      allowed_updates: ['message', 'callback_query', 'my_chat_member', 'chat_member', 'inline_query'],
    });
    expect(fake.commands.length).toBeGreaterThan(5);
  });

  it('rejects requests without the matching X-Telegram-Bot-Api-Secret-Token', async () => {
    const yan = fake.user({ first_name: 'Yan' });
    expect(await fake.deliverToWebhook(fake.textUpdate(yan, '/newgoal 5 Sneaky'), { secret: null })).toBe(401);
    expect(await fake.deliverToWebhook(fake.textUpdate(yan, '/newgoal 5 Sneaky'), { secret: 'hook-Secret_124' })).toBe(
      401,
    );
    expect(await fake.deliverToWebhook(fake.textUpdate(yan, '/newgoal 5 Sneaky'), { secret: 'short' })).toBe(401);
    expect(fake.messages(yan.id)).toEqual([]);
    expect(await goalCount(yan)).toBe(0);
  });

  it('handles an update with the right secret, once even when Telegram sends it again', async () => {
    const zed = fake.user({ first_name: 'Zed' });
    const update = { ...fake.textUpdate(zed, '/newgoal 10 Pray at noon'), update_id: 555_001 };
    expect(await fake.deliverToWebhook(update)).toBe(200);
    expect(fake.messages(zed.id).map((m) => m.text)).toEqual([
      '🎯 Goal created: Pray at noon — 10 days, starting Tuesday, March 10, 2026. See it with /goals.',
    ]);
    expect(await fake.deliverToWebhook(update)).toBe(200);
    expect(await goalCount(zed)).toBe(1);
    expect(fake.messages(zed.id)).toHaveLength(1);
  });

  it('answers 400 to a body that is not an update', async () => {
    const res = await fetch(fake.webhook!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
      body: '{"hello":1}',
    });
    expect(res.status).toBe(400);
  });
});

describe('long polling', () => {
  it('startTelegramPolling (grammY runner) takes updates, answers, and stops cleanly', async () => {
    const fake = await startFakeTelegram();
    const log = memoryLog();
    const bot = createTelegramBot({
      ctx: { ...testCtx(db.db), log },
      token: fake.token,
      apiRoot: fake.apiRoot,
      appName: APP_NAME,
      appUrl: APP_URL,
    });
    fake.webhook = { url: 'https://old.example/hook' }; // left over from webhook mode
    const handle = await startTelegramPolling(bot, { log });
    expect(fake.webhook).toBeNull();
    expect(fake.commands.length).toBeGreaterThan(5);
    const amy = fake.user({ first_name: 'Amy' });
    fake.sendText(amy, '/help');
    await until(() => fake.messages(amy.id).length === 1);
    expect(fake.messages(amy.id)[0]!.text).toMatch(/^Daily Prayer & Scripture — here is what I can do:/);
    await handle.stop();
    const calls = fake.calls.length;
    fake.sendText(amy, '/help');
    await new Promise((r) => setTimeout(r, 300));
    expect(fake.calls.length).toBe(calls);
    expect(log.entries.filter((e) => e.level === 'error')).toEqual([]);
    await fake.close();
  });

  it('after a crash Telegram redelivers unconfirmed updates: the restarted bot does not handle them twice', async () => {
    const t = await startBotHarness({ db, now: '2026-03-10T12:00:00Z' });
    const ben = t.fake.user({ first_name: 'Ben' });
    const first = t.fake.sendText(ben, '/newgoal 7 Morning psalm');
    await t.exchange(first);
    expect(await goalCount(ben)).toBe(1);
    await t.bot.stop();
    t.fake.redeliverFrom(first); // the crash: Telegram never saw the confirmation
    const again = createTelegramBot({
      ctx: t.ctx,
      token: t.fake.token,
      apiRoot: t.fake.apiRoot,
      appName: APP_NAME,
      appUrl: APP_URL,
    });
    void again.start({ timeout: 5 });
    await t.fake.waitProcessed(first);
    expect(await goalCount(ben)).toBe(1);
    expect(t.fake.messages(ben.id)).toHaveLength(1);
    expect(t.log.entries.some((e) => e.obj.event === 'telegram_update_repeated')).toBe(true);
    await again.stop();
    await t.fake.close();
  });
});

describe('faults while answering', () => {
  it('a 429 on a reply waits retry_after and answers; a platform error is logged without content and answered once', async () => {
    const t = await startBotHarness({ db, now: '2026-03-10T12:00:00Z' });
    const cal = t.fake.user({ first_name: 'Cal' });
    t.fake.fail({ method: 'sendMessage', chatId: cal.id, status: 429, retryAfter: 1 });
    const t0 = performance.now();
    const help = await t.say(cal, '/help');
    expect(performance.now() - t0).toBeGreaterThanOrEqual(950);
    expect(help.replies).toHaveLength(1);

    const today = (await t.say(cal, '/today')).replies[0]!;
    t.fake.fail({ method: 'editMessageReplyMarkup', status: 500 });
    const ex = await t.press(cal, today, buttonData(today, '🙏 Pray'));
    expect(ex.answer).toMatchObject({ text: 'Something went wrong. Please try again.', show_alert: true });
    // The prayer itself was recorded before the button could not be redrawn.
    expect(await t.db.db.$count(completions)).toBeGreaterThanOrEqual(1);
    const errors = t.log.entries.filter((e) => e.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.obj).toMatchObject({
      event: 'telegram_update_failed',
      err: { name: 'GrammyError', method: 'editMessageReplyMarkup' },
    });
    expect(JSON.stringify(t.log.entries)).not.toContain(today.text!.split('\n')[2]!); // no prayer text in logs
    expect(render(today)).toContain('[🙏 Pray]');
    await t.stop();
  });
});
