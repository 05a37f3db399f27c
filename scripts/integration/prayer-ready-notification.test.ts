/**
 * "Today's prayer is ready" in the bell (decision 145) for a web person with reminders on: made
 * when their web reminder goes out (push or email), once per local day however many devices and
 * channels. The real scheduler, the real web-push client against the local push service, real
 * nodemailer against a local SMTP server; clock pinned.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startScheduler } from '@dps/bot/sending/start-scheduler';
import { instantAtLocal } from '@dps/core/time/local-day';
import { createMailer } from '../../web/server/mail/mailer';
import { createEmailReminderSender } from '../../web/server/reminders/email-reminder-sender';
import { createWebPushSender } from '../../web/server/reminders/web-push-sender';
import { vapidKeysOnce } from '../../web/server/reminders/web-push-settings';
import { startFakePushService, type FakePushService } from '../../web/test/fakes/push-service';
import { startSmtpCapture, type SmtpCapture } from '../../web/test/fakes/smtp-capture';
import { Browser } from '../../web/test/http-client';
import { signIn } from '../../web/test/sign-in';
import { startTestServer, type TestServer } from '../../web/test/start-test-server';

let server: TestServer;
let push: FakePushService;
let smtp: SmtpCapture;
beforeAll(async () => {
  push = await startFakePushService();
  smtp = await startSmtpCapture();
  server = await startTestServer({
    now: '2026-04-13T12:00:00Z',
    config: { devMode: false, smtpUrl: smtp.url, webPush: { allowedOrigins: [push.origin] } },
  });
});
afterAll(async () => {
  await server?.close();
  await push?.close();
  await smtp?.close();
});

it('one "Today’s prayer is ready" a day for push on two devices and email', async () => {
  const ctx = server.ctx;
  const s = startScheduler({
    ctx,
    cron: false,
    senders: [
      createWebPushSender({
        ctx,
        vapidKeys: vapidKeysOnce(ctx, server.config),
        allowedOrigins: [push.origin],
        agent: push.agent,
      }),
      createEmailReminderSender({
        ctx,
        mailer: createMailer(server.config, ctx.log),
        appUrl: server.config.appUrl,
        appName: server.config.appName,
      }),
    ],
  });
  try {
    const b = new Browser(server.url);
    await signIn(server, b, { timeZone: 'America/Sao_Paulo', firstName: 'Ana' });
    const settings = {
      dailyReminders: true,
      reminderTime: '07:00',
      timeZone: 'America/Sao_Paulo',
      emailReminders: true,
      // Every channel, every day (decision 222): the point here is one bell entry for three sends.
      reminderEveryChannel: true,
    };
    expect((await b.put('/api/user/settings', settings)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await b.post('/api/push/subscriptions', push.subscribe())).status).toBe(201);
    const ready = async () =>
      (
        (await b.get('/api/notifications')).body.notifications as {
          kind: string;
          title: string;
          body: string;
          link: string;
        }[]
      ).filter((n) => n.kind === 'prayer_ready');

    server.clock.set(new Date(instantAtLocal('2026-04-14', '06:59', 'America/Sao_Paulo')));
    await s.runDue();
    expect(await ready()).toEqual([]);

    server.clock.set(new Date(instantAtLocal('2026-04-14', '07:00', 'America/Sao_Paulo').getTime() + 30_000));
    expect(await s.runDue()).toMatchObject({ sent: 3 }); // two devices and the email
    const daily = (await b.get('/api/prayers/daily')).body as { title: string };
    expect(await ready()).toEqual([
      expect.objectContaining({ title: 'Today’s prayer is ready', body: daily.title, link: '/' }),
    ]);

    server.clock.set(new Date(instantAtLocal('2026-04-15', '07:01', 'America/Sao_Paulo')));
    await s.runDue();
    expect(await ready()).toHaveLength(2); // one for each day
  } finally {
    await s.stop();
  }
});
