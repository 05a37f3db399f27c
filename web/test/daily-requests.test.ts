/**
 * The requests of a person's groups on the web's channels (decision 300): Today's API and its
 * "I prayed" over real HTTP (members only), the push reminder as the fake push service decrypted
 * it, and the reminder mail as the mailer received it, in English and Spanish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryToSend } from '@dps/core/delivery/delivery-types';
import type { Mail } from '../server/mail/mailer';
import { actor } from '@dps/core/test/context';
import { updateSettings } from '@dps/core/settings/update-settings';
import { circleOf, circleRequest } from '@dps/core/circles/rotation/circle-fixtures';
import { withDailyRequests } from '@dps/core/circles/rotation/requests-for-delivery';
import { createEmailReminderSender } from '../server/reminders/email-reminder-sender';
import { createWebPushSender } from '../server/reminders/web-push-sender';
import { vapidKeysOnce } from '../server/reminders/web-push-settings';
import { startFakePushService, type FakePushService } from './fakes/push-service';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let push: FakePushService;
let ana: Browser;
let sofia: Browser;
let stranger: Browser;
let anaId = 0;
let sofiaId = 0;
let surgery = 0;

const prayer = {
  id: 1,
  title: 'Morning',
  content: 'Lord, be near.\n\nAmen.',
  scripture: null,
  scriptureReference: null,
};
const delivery = (channel: DeliveryToSend['channel'], target: string, language: 'en' | 'es'): DeliveryToSend => ({
  id: 1,
  channel,
  target,
  localDate: '2026-03-10',
  language,
  attempts: 1,
  prayer,
});

beforeAll(async () => {
  push = await startFakePushService();
  server = await startTestServer({
    now: '2026-03-10T15:00:00Z',
    config: { webPush: { allowedOrigins: [push.origin] } },
  });
  [ana, sofia, stranger] = [new Browser(server.url), new Browser(server.url), new Browser(server.url)];
  anaId = (await signIn(server, ana, { firstName: 'Ana' })).user.id;
  sofiaId = (await signIn(server, sofia, { firstName: 'Sofía' })).user.id;
  await signIn(server, stranger, { firstName: 'Stranger' });
  const ben = (await signIn(server, new Browser(server.url), { firstName: 'Ben' })).user.id;
  const circle = await circleOf(server.ctx, '-100777', [anaId, sofiaId, ben]);
  server.clock.set('2026-03-09T15:00:00Z');
  surgery = await circleRequest(server.ctx, { userId: ben, circleId: circle, title: "Ben's mother's surgery" });
  server.clock.set('2026-03-10T15:00:00Z');
});
afterAll(async () => {
  await server?.close();
  await push?.close();
});

describe("Today's requests", () => {
  it('shows a member the request with "no one yet", counts "I prayed" and shows it prayed', async () => {
    const first = await ana.get('/api/today/requests');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      requests: [{ id: surgery, text: "Ben's mother's surgery", authorName: 'Ben', prayedCount: 0, prayedByMe: false }],
    });
    expect((await ana.post(`/api/wall/${surgery}/pray`, {})).status).toBe(200);
    expect((await ana.get('/api/today/requests')).body.requests[0]).toMatchObject({ prayedCount: 1, prayedByMe: true });
  });

  it('shows a stranger nothing, and refuses their "I prayed" as an unknown request', async () => {
    expect((await stranger.get('/api/today/requests')).body).toEqual({ requests: [] });
    expect((await stranger.post(`/api/wall/${surgery}/pray`, {})).status).toBe(404);
  });
});

describe('the push reminder and the reminder mail', () => {
  it('push: a short line of the request in the notification, which opens Today', async () => {
    const sub = push.subscribe();
    expect((await sofia.post('/api/push/subscriptions', { ...sub, expirationTime: null })).status).toBe(201);
    const [row] = (await server.ctx.db.query.pushSubscriptions.findMany()).filter((r) => r.userId === sofiaId);
    const [d] = await withDailyRequests(server.ctx, [delivery('web_push', String(row!.id), 'es')]);
    const sender = createWebPushSender({
      ctx: server.ctx,
      vapidKeys: vapidKeysOnce(server.ctx, server.config),
      allowedOrigins: [push.origin],
      agent: push.agent,
    });
    const before = push.received.length;
    expect((await sender.send(d!)).status).toBe('sent');
    const payload = JSON.parse(push.received[before]!.payload);
    expect(payload.body).toBe("Lord, be near.\n🤝 Ora por: Ben's mother's surgery");
    expect(payload.url).toBe('/');
  });

  it('email: the requests with who asked, how many prayed, and "I prayed" on Today, in English and Spanish', async () => {
    const mails: Mail[] = [];
    const sender = createEmailReminderSender({
      ctx: server.ctx,
      mailer: { sends: true, send: async (m) => void mails.push(m) },
      appUrl: 'https://prayer.example',
      appName: 'Daily Prayer',
    });
    for (const [id, language] of [
      [anaId, 'en'],
      [sofiaId, 'es'],
    ] as const) {
      await updateSettings(actor(server.ctx, id, 'UTC'), { dailyReminders: true, emailReminders: true, language });
      const [d] = await withDailyRequests(server.ctx, [delivery('email', String(id), language)]);
      expect((await sender.send(d!)).status).toBe('sent');
    }
    const [en, es] = mails;
    expect(en!.text).toContain(
      "Pray for your group today\n• Ben's mother's surgery — Ben\n  1 prayer so far\nWhen you have prayed, tap “I prayed” on Today: https://prayer.example/",
    );
    expect(en!.html).toContain('Ben&#39;s mother&#39;s surgery — Ben');
    expect(es!.text).toContain("Ora hoy por tu grupo\n• Ben's mother's surgery — Ben\n  1 oración hasta ahora");
    expect(es!.html).toContain('>Oré<');
  });
});
