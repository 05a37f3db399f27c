/**
 * The watch outbox's web senders (decision 345): a slot's reminder by Web Push, through the real
 * web-push client to a local push service that decrypts it as a browser would, and by email,
 * through nodemailer to a local SMTP server, in plain text and HTML. A removed subscription and
 * email reminders turned off are "gone" (the outbox then takes the person's next channel).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type DbHandle } from '@dps/db/client';
import { pushSubscriptions } from '@dps/db/schema';
import { createTestDb } from '@dps/core/test/create-test-db';
import { testCtx } from '@dps/core/test/context';
import { createUser } from '@dps/core/accounts/create-user';
import { resolveVapidKeys } from '@dps/core/push/vapid-keys';
import { slotMessage } from '@dps/core/watches/outbox/watch-message';
import type { WatchToSend } from '@dps/core/watches/watch-outbox-types';
import { createMailer } from '../mail/mailer';
import { startFakePushService, type FakePushService } from '../../test/fakes/push-service';
import { startSmtpCapture, type SmtpCapture } from '../../test/fakes/smtp-capture';
import { createWatchEmailSend } from './watch-email';
import { createWatchPushSend } from './watch-push';

let h: DbHandle;
let push: FakePushService;
let smtp: SmtpCapture;
beforeAll(async () => {
  h = await createTestDb();
  push = await startFakePushService();
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp?.close();
  await push?.close();
  await h?.close();
});

const reminder = (target: string, language: 'en' | 'es'): WatchToSend => ({
  sendId: 41,
  watchId: 7,
  kind: 'slot_reminder',
  channel: 'web_push',
  rowChannel: 'web_push',
  target,
  editMessageId: null,
  language,
  userId: 1,
  message: slotMessage({
    kind: 'slot_reminder',
    watchId: 7,
    code: 'abcdefghijkl',
    title: language === 'es' ? 'Vigilia por Marta' : 'Watch for Martha',
    slot: 3,
    slotStart: new Date('2026-12-08T11:30:00Z'),
    slotEnd: new Date('2026-12-08T12:00:00Z'),
    minutesAhead: 15,
    request: null,
    language,
    timeZone: 'Europe/Madrid',
    bibleVersion: language === 'es' ? 'rv1909' : 'web',
    appUrl: 'https://prayer.example',
  }),
});

describe('the watch outbox on the web’s channels', () => {
  it('Web Push: a title, the slot in the person’s zone, the watch’s page; a removed device is gone', async () => {
    const ctx = testCtx(h.db, '2026-12-08T11:15:00Z');
    const u = await createUser(ctx, {
      email: 'pia@example.test',
      emailConfirmed: true,
      firstName: 'Pia',
      timeZone: 'UTC',
    });
    const sub = push.subscribe();
    const [row] = await ctx.db
      .insert(pushSubscriptions)
      .values({ userId: u.id, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
      .returning();
    const send = createWatchPushSend({
      ctx,
      vapidKeys: () => resolveVapidKeys(ctx, { subject: 'mailto:info@dailyprayer.example' }),
      allowedOrigins: [push.origin],
      agent: push.agent,
    });
    const before = push.received.length;
    expect(await send(reminder(String(row!.id), 'en'))).toEqual({ status: 'sent' });
    expect(JSON.parse(push.received[before]!.payload)).toEqual({
      type: 'watch',
      language: 'en',
      title: 'Your watch slot begins in 15 minutes',
      body: 'Watch for Martha: Tue 12:30–13:00 (your time)\nA prayer to start with:',
      url: 'https://prayer.example/watch/abcdefghijkl',
      localDate: 'watch-41',
    });
    expect(await send(reminder('999999', 'en'))).toEqual({ status: 'gone', error: 'the subscription was removed' });
  });

  it('email: plain text and HTML in the person’s language, with the page and the way to stop; reminders off is gone', async () => {
    const ctx = testCtx(h.db, '2026-12-08T11:15:00Z');
    const u = await createUser(ctx, {
      email: 'lia@example.test',
      emailConfirmed: true,
      firstName: 'Lía',
      timeZone: 'UTC',
    });
    await queryRows(ctx.db, sql`update user_settings set email_reminders = true where user_id = ${u.id}::int`);
    const send = createWatchEmailSend({
      ctx,
      mailer: createMailer({ smtpUrl: smtp.url, mailFrom: 'Daily Prayer <no-reply@dailyprayer.example>' }, ctx.log),
      appUrl: 'https://prayer.example',
      appName: 'Daily Prayer',
    });
    expect(await send({ ...reminder(String(u.id), 'es'), channel: 'email', rowChannel: 'email' })).toEqual({
      status: 'sent',
    });
    const mail = await smtp.waitFor((m) => m.to.includes('lia@example.test'));
    expect(mail.parsed.subject).toBe('Tu turno de vigilia empieza en 15 minutos');
    const text = mail.parsed.text ?? '';
    expect(text).toContain('Vigilia por Marta: mar 12:30–13:00 (tu hora)');
    expect(text).toContain('Romanos 8:26 (RV1909)');
    expect(text).toContain('Recibes este correo porque tienes un turno en una vigilia de oración');
    expect(text).toContain('Abrir en la web: https://prayer.example/watch/abcdefghijkl');
    expect(text).toMatch(/https:\/\/prayer\.example\/api\/email\/unsubscribe\?token=/);
    expect(mail.parsed.html).toContain('href="https://prayer.example/watch/abcdefghijkl"');
    expect(mail.parsed.html).toContain(
      '<h1 style="font-size:20px;margin:8px 0 16px">Tu turno de vigilia empieza en 15 minutos</h1>',
    );
    await queryRows(ctx.db, sql`update user_settings set email_reminders = false where user_id = ${u.id}::int`);
    expect(await send({ ...reminder(String(u.id), 'es'), channel: 'email', rowChannel: 'email' })).toEqual({
      status: 'gone',
      error: 'email reminders are off',
    });
  });
});
