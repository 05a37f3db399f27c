/**
 * Web Push and email reminders through the real delivery engine (decision 140), clock pinned:
 * the real scheduler, the real `web-push` client against the local https push service (VAPID
 * checked, payload decrypted), real nodemailer against a local SMTP server. Runs on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL. Here in scripts/ because it joins the bot's scheduler with
 * the web's senders, as the composition root (start-bots.ts) does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveries, pushSubscriptions } from '@dps/db/schema';
import { startScheduler, type Scheduler } from '@dps/bot/sending/start-scheduler';
import { createMailer } from '../../web/server/mail/mailer';
import { createEmailReminderSender } from '../../web/server/reminders/email-reminder-sender';
import { createWebPushSender } from '../../web/server/reminders/web-push-sender';
import { vapidKeysOnce } from '../../web/server/reminders/web-push-settings';
import { startFakePushService, pushId, type FakePushService, type FakeSubscription } from '../../web/test/fakes/push-service';
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

/** A scheduler instance as `npm start` makes one (the web's two channels), ticked by the test. */
function scheduler(): Scheduler {
  const ctx = server.ctx;
  return startScheduler({
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
}

/** A web-only person in São Paulo with the daily reminder at 07:00, signed in on `devices` browsers. */
async function webPerson(opts: { devices: number; email?: boolean; firstName?: string; everyChannel?: boolean }) {
  const b = new Browser(server.url);
  const { user } = await signIn(server, b, { timeZone: 'America/Sao_Paulo', firstName: opts.firstName ?? 'Ana' });
  const settings = await b.put('/api/user/settings', {
    dailyReminders: true,
    reminderTime: '07:00',
    timeZone: 'America/Sao_Paulo',
    ...(opts.email ? { emailReminders: true } : {}),
    // One reminder a day is the default (decision 222); "every channel" gets one on each.
    ...(opts.everyChannel ? { reminderEveryChannel: true } : {}),
  });
  expect(settings.status).toBe(200);
  const subs: FakeSubscription[] = [];
  for (let i = 0; i < opts.devices; i++) {
    const sub = push.subscribe();
    expect((await b.post('/api/push/subscriptions', sub)).status).toBe(201);
    subs.push(sub);
  }
  return { b, user, subs, ids: subs.map((s) => pushId(s.endpoint)) };
}

const pushesTo = (ids: string[]) => push.received.filter((r) => ids.includes(r.id) && r.status === 201);
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
/** A header as it was sent (mailparser turns List-Unsubscribe into an object), unfolded. */
function rawHeader(mail: { headerLines: readonly { key: string; line: string }[] }, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** 07:00 in São Paulo (UTC-3) on `date`, plus `seconds`. */
const saoPauloSeven = (date: string, seconds = 0) => new Date(Date.parse(`${date}T10:00:00Z`) + seconds * 1000);

describe('Web Push reminders', () => {
  it('a web-only person at 07:00 America/Sao_Paulo gets exactly one push a day on each of two devices, across a restart', async () => {
    const ana = await webPerson({ devices: 2 });
    let s = scheduler();
    server.clock.set(saoPauloSeven('2026-04-14', -60)); // 06:59 local
    await s.runDue();
    expect(pushesTo(ana.ids)).toHaveLength(0);

    server.clock.set(saoPauloSeven('2026-04-14', 30)); // 07:00:30 local
    expect(await s.runDue()).toMatchObject({ sent: 2 });
    server.clock.set(saoPauloSeven('2026-04-14', 90));
    await s.runDue();
    expect(pushesTo(ana.ids).map((r) => r.id).sort()).toEqual([...ana.ids].sort());

    // A restart (a new process: the scheduler runs a round at start) sends nothing again.
    await s.stop();
    s = scheduler();
    server.clock.set(saoPauloSeven('2026-04-14', 300));
    await s.runDue();
    expect(pushesTo(ana.ids)).toHaveLength(2);

    // The next day: one more on each device.
    server.clock.set(saoPauloSeven('2026-04-15', 20));
    await s.runDue();
    await s.runDue();
    await s.stop();
    const got = pushesTo(ana.ids);
    expect(got).toHaveLength(4);
    for (const id of ana.ids) {
      const dates = got.filter((r) => r.id === id).map((r) => (JSON.parse(r.payload) as { localDate: string }).localDate);
      expect(dates.sort()).toEqual(['2026-04-14', '2026-04-15']);
    }
    const payload = JSON.parse(got[0]!.payload) as Record<string, unknown>;
    console.info('push payload the push service decrypted:', got[0]!.payload, 'VAPID claims:', JSON.stringify(got[0]!.claims));
    expect(payload).toMatchObject({ type: 'daily_prayer', url: '/' });
    expect(typeof payload.title).toBe('string');
    expect(push.refused).toEqual([]);
    const rows = await server.ctx.db.select().from(deliveries).where(eq(deliveries.channel, 'web_push'));
    expect(rows.filter((r) => ana.ids.length && r.status === 'sent').length).toBeGreaterThanOrEqual(4);
  });

  it('410 Gone deletes that device’s subscription: it is never planned again, the other device still gets its reminder', async () => {
    const bea = await webPerson({ devices: 2, firstName: 'Bea' });
    const [gone, kept] = bea.ids as [string, string];
    push.script(gone, { status: 410 });
    const s = scheduler();
    server.clock.set(saoPauloSeven('2026-04-20', 10));
    await s.runDue();
    const stored = await server.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, bea.user.id));
    expect(stored.map((r) => r.endpoint)).toEqual([bea.subs[1]!.endpoint]);
    server.clock.set(saoPauloSeven('2026-04-21', 10));
    await s.runDue();
    await s.stop();
    expect(push.received.filter((r) => r.id === gone).map((r) => r.status)).toEqual([410]);
    expect(pushesTo([kept])).toHaveLength(2);
  });

  it('429 with a short Retry-After is waited out and resent in the same round; a long one is retried from the database after it', async () => {
    const cai = await webPerson({ devices: 2, firstName: 'Cai' });
    const [short, long] = cai.ids as [string, string];
    push.script(short, { status: 429, headers: { 'retry-after': '1' } });
    push.script(long, { status: 429, headers: { 'retry-after': '600' } });
    const s = scheduler();
    const at = saoPauloSeven('2026-04-22', 10);
    server.clock.set(at);
    const started = Date.now();
    await s.runDue();
    const shortTries = push.received.filter((r) => r.id === short);
    expect(shortTries.map((r) => r.status)).toEqual([429, 201]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    // The long one: failed, due again no sooner than its Retry-After.
    const longRow = (await server.ctx.db.select().from(deliveries).where(eq(deliveries.channel, 'web_push'))).find(
      (r) => r.localDate === '2026-04-22' && r.status === 'failed',
    )!;
    expect(longRow.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(at.getTime() + 600_000);
    server.clock.set(new Date(at.getTime() + 300_000));
    await s.runner.sweep();
    expect(push.received.filter((r) => r.id === long).map((r) => r.status)).toEqual([429]);
    server.clock.set(new Date(at.getTime() + 601_000));
    await s.runner.sweep();
    await s.stop();
    expect(push.received.filter((r) => r.id === long).map((r) => r.status)).toEqual([429, 201]);
  });
});

describe('email reminders', () => {
  it('email and push both on, every channel wanted: one of each, the mail with the prayer, scripture, a link to Today and one-click unsubscribe', async () => {
    const dan = await webPerson({ devices: 1, email: true, firstName: 'Dan', everyChannel: true });
    const email = dan.user.email!;
    const s = scheduler();
    server.clock.set(saoPauloSeven('2026-05-04', 15));
    await s.runDue();
    server.clock.set(saoPauloSeven('2026-05-04', 120));
    await s.runDue();
    await s.stop();
    expect(pushesTo(dan.ids)).toHaveLength(1);
    await smtp.waitFor((m) => m.to.includes(email));
    expect(mailsTo(email)).toHaveLength(1);
    const mail = mailsTo(email)[0]!.parsed;
    const pushed = JSON.parse(pushesTo(dan.ids)[0]!.payload) as { title: string };
    expect(mail.subject).toBe(`🙏 Today's prayer: ${pushed.title}`);
    const unsubscribe = rawHeader(mail, 'list-unsubscribe')!;
    expect(unsubscribe).toMatch(new RegExp(`^<${server.config.appUrl}/api/email/unsubscribe\\?token=\\d+\\.[A-Za-z0-9_-]{32}>$`));
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('Hello Dan,');
    expect(mail.text).toContain(pushed.title);
    expect(mail.text).toContain(`Pray with it today: ${server.config.appUrl}/`);
    expect(mail.html).toContain('Pray with it today');
    console.info(
      'reminder email received by the SMTP server:\n' +
        mail.headerLines
          .filter((h) => ['subject', 'from', 'to', 'list-unsubscribe', 'list-unsubscribe-post', 'content-type'].includes(h.key))
          .map((h) => h.line)
          .join('\n') +
        '\n\n' +
        mail.text,
    );
  });

  it('the one-click POST (no sign-in) turns email reminders off and stops the mail the same day', async () => {
    const eva = await webPerson({ devices: 0, email: true, firstName: 'Eva' });
    const email = eva.user.email!;
    const s = scheduler();
    server.clock.set(saoPauloSeven('2026-05-10', 15));
    await s.runDue();
    const first = await smtp.waitFor((m) => m.to.includes(email));
    const link = rawHeader(first.parsed, 'list-unsubscribe')!.slice(1, -1);

    // Next morning at 06:30, before the reminder: the mail client's one-click POST (RFC 8058).
    server.clock.set(saoPauloSeven('2026-05-11', -1800));
    const res = await fetch(link.replace(server.config.appUrl, server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await eva.b.get('/api/user/settings')).body.emailReminders).toBe(false);

    server.clock.set(saoPauloSeven('2026-05-11', 15));
    await s.runDue();
    server.clock.set(saoPauloSeven('2026-05-11', 600));
    await s.runDue();
    await s.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a delivery claimed before the unsubscribe is not mailed: the choice is read when sending', async () => {
    const fay = await webPerson({ devices: 0, email: true, firstName: 'Fay' });
    const sender = createEmailReminderSender({
      ctx: server.ctx,
      mailer: createMailer(server.config, server.ctx.log),
      appUrl: server.config.appUrl,
      appName: server.config.appName,
    });
    expect((await fay.b.put('/api/user/settings', { emailReminders: false })).body.emailReminders).toBe(false);
    const result = await sender.send({
      id: 1,
      channel: 'email',
      target: String(fay.user.id),
      localDate: '2026-05-12',
      attempts: 2,
      prayer: { id: 1, title: 'T', content: 'C', scripture: null, scriptureReference: null },
    });
    expect(result).toEqual({ status: 'gone', error: 'email reminders are off' });
    await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo(fay.user.email!)).toHaveLength(0);
  });

  it('an unsubscribe link that is not ours is refused; opening the link (GET) changes nothing', async () => {
    const gil = await webPerson({ devices: 0, email: true, firstName: 'Gil' });
    for (const token of ['', 'abc', `${gil.user.id}.${'A'.repeat(32)}`, `${gil.user.id}.${'A'.repeat(5000)}`]) {
      const res = await fetch(`${server.url}/api/email/unsubscribe?token=${token}`, { method: 'POST' });
      expect(res.status, token.slice(0, 40)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('This unsubscribe link is not valid.');
    }
    const page = await fetch(`${server.url}/api/email/unsubscribe?token=x`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop daily reminder emails');
    expect((await gil.b.get('/api/user/settings')).body.emailReminders).toBe(true);
  });
});
