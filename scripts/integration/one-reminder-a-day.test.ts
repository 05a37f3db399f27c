/**
 * One reminder a day, wherever you are (decision 222), through the real delivery engine
 * with the clock pinned: a person with Telegram (the real grammY client against the fake Bot API),
 * email (real nodemailer against a local SMTP server) and Web Push (the real `web-push` client
 * against the local push service), signed in on the web. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL. Here in scripts/ because it joins the bot's scheduler with the
 * web's senders, as the composition root (start-bots.ts) does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { deliveries } from '@dps/db/schema';
import { startScheduler, type Scheduler } from '@dps/bot/sending/start-scheduler';
import { createTelegramSender } from '@dps/bot/telegram/delivery-sender';
import { registerTelegramChat } from '@dps/core/delivery/register-telegram-chat';
import { REST_DAY_LINE } from '@dps/core/delivery/reminder-notes';
import { pauseRhythm, setRestDay } from '@dps/core/rhythm/change-rhythm';
import { startFakeTelegram, type FakeTelegram, type TgUser } from '../../bot/test/fake-telegram-server';
import { createMailer } from '../../web/server/mail/mailer';
import { createEmailReminderSender } from '../../web/server/reminders/email-reminder-sender';
import { createWebPushSender } from '../../web/server/reminders/web-push-sender';
import { vapidKeysOnce } from '../../web/server/reminders/web-push-settings';
import { startFakePushService, pushId, type FakePushService } from '../../web/test/fakes/push-service';
import { startSmtpCapture, type SmtpCapture } from '../../web/test/fakes/smtp-capture';
import { Browser } from '../../web/test/http-client';
import { signIn } from '../../web/test/sign-in';
import { startTestServer, type TestServer } from '../../web/test/start-test-server';

let server: TestServer;
let push: FakePushService;
let smtp: SmtpCapture;
let tg: FakeTelegram;

beforeAll(async () => {
  push = await startFakePushService();
  smtp = await startSmtpCapture();
  tg = await startFakeTelegram();
  server = await startTestServer({
    now: '2026-05-01T12:00:00Z',
    config: { devMode: false, smtpUrl: smtp.url, webPush: { allowedOrigins: [push.origin] } },
  });
});
afterAll(async () => {
  await server?.close();
  await push?.close();
  await smtp?.close();
  await tg?.close();
});

/** A scheduler instance as `npm start` makes one with a bot token and SMTP: three channels. */
function scheduler(): Scheduler {
  const ctx = server.ctx;
  return startScheduler({
    ctx,
    cron: false,
    senders: [
      createTelegramSender({ api: new Api(tg.token, { apiRoot: tg.apiRoot }), ctx }),
      createWebPushSender({ ctx, vapidKeys: vapidKeysOnce(ctx, server.config), allowedOrigins: [push.origin], agent: push.agent }),
      createEmailReminderSender({
        ctx,
        mailer: createMailer(server.config, ctx.log),
        appUrl: server.config.appUrl,
        appName: server.config.appName,
      }),
    ],
  });
}

/** 07:00 in São Paulo (UTC-3) on `date`, plus `seconds`. */
const seven = (date: string, seconds = 0) => new Date(Date.parse(`${date}T10:00:00Z`) + seconds * 1000);

interface Person {
  b: Browser;
  userId: number;
  email: string;
  tgUser: TgUser;
  pushIds: string[];
}

/** Ana: Telegram, email and one browser, her daily reminder at 07:00 in São Paulo, Telegram first. */
async function person(): Promise<Person> {
  const b = new Browser(server.url);
  const { user } = await signIn(server, b, { timeZone: 'America/Sao_Paulo', firstName: 'Ana' });
  const put = await b.put('/api/user/settings', {
    dailyReminders: true,
    reminderTime: '07:00',
    timeZone: 'America/Sao_Paulo',
    emailReminders: true,
    reminderOrder: ['telegram', 'email', 'push', 'slack'],
  });
  expect(put.status).toBe(200);
  expect(put.body).toMatchObject({ reminderOrder: ['telegram', 'email', 'push', 'slack'], reminderEveryChannel: false });
  const sub = push.subscribe();
  expect((await b.post('/api/push/subscriptions', sub)).status).toBe(201);
  const tgUser = tg.user({ first_name: 'Ana' });
  await registerTelegramChat(server.ctx, { chatId: tgUser.id, type: 'private', userId: user.id });
  return { b, userId: user.id, email: user.email!, tgUser, pushIds: [pushId(sub.endpoint)] };
}

/** What reached Ana on `date`, channel by channel, as the fakes received it. */
function received(p: Person, date: string) {
  const day = date.split('-').map(Number);
  const dayWords = new Date(Date.UTC(day[0]!, day[1]! - 1, day[2]!)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return {
    telegram: tg.messages(p.tgUser.id).filter((m) => m.text?.includes(dayWords)),
    push: push.received.filter(
      (r) => p.pushIds.includes(r.id) && r.status === 201 && (JSON.parse(r.payload) as { localDate: string }).localDate === date,
    ),
    email: smtp.messages.filter((m) => m.to.includes(p.email) && (m.parsed.text ?? '').includes(dayWords)),
  };
}
const counts = (r: ReturnType<typeof received>) => ({
  telegram: r.telegram.length,
  push: r.push.length,
  email: r.email.length,
});

/** Ticks the scheduler every minute from 07:00:30 to 07:05:30 local, as its cron would. */
async function morning(s: Scheduler, date: string) {
  for (let m = 0; m <= 5; m++) {
    server.clock.set(seven(date, 30 + m * 60));
    await s.runDue();
  }
}

const fallbackBells = async (p: Person) =>
  ((await p.b.get('/api/notifications')).body.notifications as { kind: string; body: string }[]).filter(
    (n) => n.kind === 'reminder_fallback',
  );

describe('one reminder a day, in the order the person chose', () => {
  let ana: Person;
  const s = () => scheduler();

  it('prayed on the web at 06:50 for a 07:00 reminder: nothing is sent anywhere that day', async () => {
    ana = await person();
    server.clock.set(seven('2026-05-04', -600)); // 06:50 local
    const daily = await ana.b.get('/api/prayers/daily');
    expect(daily.status).toBe(200);
    const done = await ana.b.post(`/api/prayers/${daily.body.id}/complete`);
    expect(done.body).toMatchObject({ completed: true, localDate: '2026-05-04' });
    const sch = s();
    await morning(sch, '2026-05-04');
    await sch.stop();
    expect(counts(received(ana, '2026-05-04'))).toEqual({ telegram: 0, push: 0, email: 0 });
    const rows = await server.ctx.db.select().from(deliveries).where(eq(deliveries.localDate, '2026-05-04'));
    expect(rows).toEqual([]);
  });

  it('another day, not prayed: Telegram only (the primary), not the email or the browser', async () => {
    const sch = s();
    await morning(sch, '2026-05-05');
    await sch.stop();
    const got = received(ana, '2026-05-05');
    expect(counts(got)).toEqual({ telegram: 1, push: 0, email: 0 });
    console.info('Telegram received:\n' + got.telegram[0]!.text);
  });

  it('Telegram answers 403 (blocked): the email goes out within 5 minutes, and Ana is told once why', async () => {
    tg.block(ana.tgUser);
    const sch = s();
    let mailedAt: Date | null = null;
    for (let m = 0; m <= 5; m++) {
      server.clock.set(seven('2026-05-06', 30 + m * 60));
      await sch.runDue();
      if (!mailedAt && received(ana, '2026-05-06').email.length > 0) mailedAt = server.clock.now();
    }
    await sch.stop();
    const got = received(ana, '2026-05-06');
    expect(counts(got)).toEqual({ telegram: 0, push: 0, email: 1 });
    expect(mailedAt!.getTime() - seven('2026-05-06').getTime()).toBeLessThanOrEqual(5 * 60_000);
    const tgRow = await server.ctx.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.channel, 'telegram'), eq(deliveries.localDate, '2026-05-06')));
    expect(tgRow.map((r) => [r.status, r.lastError])).toEqual([['dead', '403: Forbidden: bot was blocked by the user']]);
    const line = 'Telegram could not reach you (the bot was blocked), so this came by email.';
    expect(got.email[0]!.parsed.text).toContain(line);
    console.info(`email received ${(mailedAt!.getTime() - seven('2026-05-06').getTime()) / 1000} s after 07:00:\n` + got.email[0]!.parsed.text);
    expect((await fallbackBells(ana)).map((n) => n.body)).toEqual([line]);

    // The next day the email is simply first (the blocked chat is switched off): no second telling.
    const next = s();
    await morning(next, '2026-05-07');
    await next.stop();
    const after = received(ana, '2026-05-07');
    expect(counts(after)).toEqual({ telegram: 0, push: 0, email: 1 });
    expect(after.email[0]!.parsed.text).not.toContain('could not reach you');
    expect(await fallbackBells(ana)).toHaveLength(1);
  });

  it('every channel wanted: one on each', async () => {
    tg.unblock(ana.tgUser);
    await registerTelegramChat(server.ctx, { chatId: ana.tgUser.id, type: 'private', userId: ana.userId });
    expect((await ana.b.put('/api/user/settings', { reminderEveryChannel: true })).body.reminderEveryChannel).toBe(true);
    const sch = s();
    await morning(sch, '2026-05-08');
    await sch.stop();
    expect(counts(received(ana, '2026-05-08'))).toEqual({ telegram: 1, push: 1, email: 1 });
  });

  it('paused: nothing; rest day with reminders off: nothing; a gentle rest day: the gentle line on every channel', async () => {
    const actor = { ...server.ctx, userId: ana.userId, timeZone: 'America/Sao_Paulo' };
    server.clock.set(seven('2026-05-09', -3600)); // Saturday 06:00 local
    await pauseRhythm(actor, { days: 1 });
    let sch = s();
    await morning(sch, '2026-05-09');
    await sch.stop();
    expect(counts(received(ana, '2026-05-09'))).toEqual({ telegram: 0, push: 0, email: 0 });

    server.clock.set(seven('2026-05-10', -3600)); // Sunday 06:00 local, the pause over
    await setRestDay(actor, { weekday: 0, reminders: 'off' });
    sch = s();
    await morning(sch, '2026-05-10');
    await sch.stop();
    expect(counts(received(ana, '2026-05-10'))).toEqual({ telegram: 0, push: 0, email: 0 });

    server.clock.set(seven('2026-05-17', -3600)); // the next Sunday, rest reminders now gentle
    await setRestDay(actor, { weekday: 0, reminders: 'gentle' });
    sch = s();
    await morning(sch, '2026-05-17');
    await sch.stop();
    const got = received(ana, '2026-05-17');
    expect(counts(got)).toEqual({ telegram: 1, push: 1, email: 1 });
    expect(got.telegram[0]!.text).toContain(REST_DAY_LINE);
    expect(got.email[0]!.parsed.text).toContain(REST_DAY_LINE);
    expect((JSON.parse(got.push[0]!.payload) as { body: string }).body.split('\n')[0]).toBe(REST_DAY_LINE);
    console.info('push payload on a gentle rest day:', got.push[0]!.payload.replace(/"proof":"[^"]+"/, '"proof":"…"'));

    // A weekday between (Monday 18 May) is an ordinary day: one on each, no rest line.
    sch = s();
    await morning(sch, '2026-05-18');
    await sch.stop();
    const monday = received(ana, '2026-05-18');
    expect(counts(monday)).toEqual({ telegram: 1, push: 1, email: 1 });
    expect(monday.telegram[0]!.text).not.toContain(REST_DAY_LINE);
  });
});
