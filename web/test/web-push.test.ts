/**
 * The Web Push channel with the real `web-push` client against a local push service that checks
 * the VAPID JWT and decrypts the aes128gcm payload as a browser would (decision 140); and the
 * subscription routes, including the push-service allow-list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions, serverSecrets } from '@dps/db/schema';
import { resolveVapidKeys } from '@dps/core/push/vapid-keys';
import type { DeliveryToSend } from '@dps/core/delivery/delivery-types';
import { PUSH_SERVICE_REFUSED } from '@dps/core/push/push-origins';
import { BAD_PUSH_AUTH_SECRET, BAD_PUSH_PUBLIC_KEY } from '@dps/core/push/push-subscriptions';
import { completions } from '@dps/db/schema';
import { createWebPushSender } from '../server/reminders/web-push-sender';
import { vapidKeysOnce } from '../server/reminders/web-push-settings';
import { startFakePushService, pushId, type FakePushService } from './fakes/push-service';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let push: FakePushService;
beforeAll(async () => {
  push = await startFakePushService();
  server = await startTestServer({
    now: '2026-03-10T15:00:00Z',
    config: { webPush: { allowedOrigins: [push.origin] } },
  });
});
afterAll(async () => {
  await server?.close();
  await push?.close();
});

const prayer = {
  id: 1,
  title: 'A Prayer for Strength',
  content: 'Lord, give me strength for this day.\nHelp me walk in your ways.',
  scripture: 'I can do all things through Christ who strengthens me.',
  scriptureReference: 'Philippians 4:13',
};

async function subscribed(b: Browser) {
  const sub = push.subscribe();
  const res = await b.post('/api/push/subscriptions', { ...sub, expirationTime: null });
  expect(res.status).toBe(201);
  const [row] = await server.ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, sub.endpoint));
  return { sub, rowId: row!.id };
}

function delivery(target: number, attempts = 1): DeliveryToSend {
  return { id: 1, channel: 'web_push', target: String(target), localDate: '2026-03-10', attempts, prayer };
}

describe('VAPID keys', () => {
  it('are made once and kept in the database when not configured; every instance signs with the same pair', async () => {
    const a = await resolveVapidKeys(server.ctx, { subject: 'mailto:info@dailyprayer.example' });
    const b = await resolveVapidKeys(server.ctx, { subject: 'mailto:info@dailyprayer.example' });
    expect(a).toEqual(b);
    expect(a.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const rows = await server.ctx.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid_keys'));
    expect(rows).toHaveLength(1);
    const res = await new Browser(server.url).get('/api/push/public-key');
    expect(res.body).toEqual({ publicKey: a.publicKey });
  });

  it('come from the configuration when set', async () => {
    const pair = { publicKey: 'B'.padEnd(87, 'x'), privateKey: 'k'.padEnd(43, 'y') };
    expect(await resolveVapidKeys(server.ctx, { ...pair, subject: 'mailto:a@b.example' })).toEqual({
      ...pair,
      subject: 'mailto:a@b.example',
    });
  });
});

describe('POST/DELETE /api/push/subscriptions', () => {
  it('keeps several devices per person and removes one by its endpoint', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    const one = push.subscribe();
    const two = push.subscribe();
    expect((await me.post('/api/push/subscriptions', one)).body).toEqual({ devices: 1 });
    expect((await me.post('/api/push/subscriptions', two)).body).toEqual({ devices: 2 });
    // The same browser again: still two.
    expect((await me.post('/api/push/subscriptions', one)).body).toEqual({ devices: 2 });
    expect((await me.get('/api/user/reminder-channels')).body.push).toEqual({ devices: 2 });
    expect((await me.delete('/api/push/subscriptions', { endpoint: one.endpoint })).body).toEqual({ removed: true });
    expect((await me.get('/api/user/reminder-channels')).body.push).toEqual({ devices: 1 });
  });

  it('refuses a push service that is not a browser’s own with a clear 400, and stores nothing', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    const keys = push.subscribe().keys;
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'https://evil.example/push/1',
      'http://fcm.googleapis.com/fcm/send/abc', // not https
      'https://fcm.googleapis.com:8443/fcm/send/abc', // another port
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://notify.windows.com.evil.example/w/1',
      'file:///etc/passwd',
    ]) {
      const res = await me.post('/api/push/subscriptions', { endpoint, keys });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.error).toBe(PUSH_SERVICE_REFUSED);
    }
    const rows = await server.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, 'https://evil.example/push/1'));
    expect(rows).toHaveLength(0);
    // The browsers' own services are accepted.
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx9',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect((await me.post('/api/push/subscriptions', { endpoint, keys })).status, endpoint).toBe(201);
  });

  it('refuses malformed keys and a stranger', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    const sub = push.subscribe();
    expect(
      (await me.post('/api/push/subscriptions', { endpoint: sub.endpoint, keys: { p256dh: 'x', auth: sub.keys.auth } }))
        .status,
    ).toBe(400);
    expect((await me.post('/api/push/subscriptions', { endpoint: 'x'.repeat(5000), keys: sub.keys })).body.error).toBe(
      'The push subscription endpoint is too long.',
    );
    expect((await new Browser(server.url).post('/api/push/subscriptions', sub)).status).toBe(401);
  });

  it('refuses keys the push payload could never be encrypted to, with a clear 400, and stores nothing', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    const sub = push.subscribe();
    const point = Buffer.from(sub.keys.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] = offCurve[64]! ^ 1; // y no longer matches x: not a point of P-256
    const compressed = Buffer.concat([Buffer.from([0x02 + (point[64]! & 1)]), point.subarray(1, 33), Buffer.alloc(32)]);
    const zeros = Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]);
    for (const [p256dh, label] of [
      [offCurve.toString('base64url'), 'off the curve'],
      [compressed.toString('base64url'), 'not uncompressed'],
      [zeros.toString('base64url'), 'the point (0, 0)'],
    ] as const) {
      const res = await me.post('/api/push/subscriptions', {
        endpoint: sub.endpoint,
        keys: { p256dh, auth: sub.keys.auth },
      });
      expect(res.status, label).toBe(400);
      expect(res.body.error, label).toBe(BAD_PUSH_PUBLIC_KEY);
    }
    for (const auth of [Buffer.alloc(15, 7).toString('base64url'), Buffer.alloc(17, 7).toString('base64url')]) {
      const res = await me.post('/api/push/subscriptions', {
        endpoint: sub.endpoint,
        keys: { p256dh: sub.keys.p256dh, auth },
      });
      expect(res.status, auth).toBe(400);
      expect(res.body.error).toBe(BAD_PUSH_AUTH_SECRET);
    }
    expect(
      await server.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint)),
    ).toHaveLength(0);
    expect((await me.post('/api/push/subscriptions', sub)).status).toBe(201);
  });
});

describe('the web-push client against a push service', () => {
  it('sends a VAPID-signed, encrypted reminder the browser can read: the prayer title, its first line, Today', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    const { sub, rowId } = await subscribed(me);
    const keys = vapidKeysOnce(server.ctx, server.config);
    const sender = createWebPushSender({
      ctx: server.ctx,
      vapidKeys: keys,
      allowedOrigins: [push.origin],
      agent: push.agent,
    });
    const before = push.received.length;
    const result = await sender.send(delivery(rowId));
    expect(result.status).toBe('sent');
    const got = push.received[before]!;
    expect(got.id).toBe(pushId(sub.endpoint));
    expect(JSON.parse(got.payload)).toEqual({
      type: 'daily_prayer',
      language: 'en',
      title: 'A Prayer for Strength',
      body: 'Lord, give me strength for this day.',
      prayerId: 1,
      localDate: '2026-03-10',
      url: '/',
      subscriptionId: rowId,
      proof: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    expect(got.claims.aud).toBe(push.origin);
    expect(got.claims.sub).toBe('mailto:info@dailyprayer.example');
    expect(got.vapidPublicKey).toBe((await keys()).publicKey);
    expect(got.ttl).toBe('43200');
    expect(got.topic).toBe('daily-prayer');
    expect(push.refused).toEqual([]);
    console.info(
      'push payload decrypted by the fake push service:',
      got.payload,
      'claims:',
      JSON.stringify(got.claims),
    );
  });

  it('429 with Retry-After is rate_limited for that long; 500 is retried; 410 Gone and 404 mean the device is gone', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    const { sub, rowId } = await subscribed(me);
    const id = pushId(sub.endpoint);
    const sender = createWebPushSender({
      ctx: server.ctx,
      vapidKeys: vapidKeysOnce(server.ctx, server.config),
      allowedOrigins: [push.origin],
      agent: push.agent,
    });
    push.script(
      id,
      { status: 429, headers: { 'retry-after': '120' } },
      { status: 500 },
      { status: 410 },
      { status: 404 },
    );
    expect(await sender.send(delivery(rowId))).toEqual({
      status: 'rate_limited',
      retryAfterSeconds: 120,
      error: '429: push service',
    });
    expect(await sender.send(delivery(rowId))).toEqual({ status: 'failed', error: '500: push service' });
    expect(await sender.send(delivery(rowId))).toEqual({ status: 'gone', error: '410: push service' });
    expect(await sender.send(delivery(rowId))).toEqual({ status: 'gone', error: '404: push service' });
    // A subscription removed meanwhile is never sent to.
    const n = push.received.length;
    expect((await sender.send(delivery(999_999))).status).toBe('gone');
    expect(push.received.length).toBe(n);
  });

  it('a subscription whose push service was allowed once is not sent to after the operator removes it', async () => {
    const me = new Browser(server.url);
    await signIn(server, me);
    const { rowId } = await subscribed(me);
    const n = push.received.length;
    const sender = createWebPushSender({
      ctx: server.ctx,
      vapidKeys: vapidKeysOnce(server.ctx, server.config),
      allowedOrigins: [],
      agent: push.agent,
    });
    expect(await sender.send(delivery(rowId))).toEqual({ status: 'gone', error: 'push service not allowed' });
    expect(push.received.length).toBe(n);
  });
});

describe('signing out signs the device out (a shared browser)', () => {
  /** A reminder as this browser's service worker receives it: sent by the real sender, decrypted by the push service. */
  async function reminderTo(rowId: number, prayerId: number) {
    const sender = createWebPushSender({
      ctx: server.ctx,
      vapidKeys: vapidKeysOnce(server.ctx, server.config),
      allowedOrigins: [push.origin],
      agent: push.agent,
    });
    const before = push.received.length;
    expect((await sender.send({ ...delivery(rowId), prayer: { ...prayer, id: prayerId } })).status).toBe('sent');
    return JSON.parse(push.received[before]!.payload) as { prayerId: number; subscriptionId: number; proof: string };
  }
  const prayedToday = async (userId: number) =>
    (await server.ctx.db.select().from(completions).where(eq(completions.userId, userId))).length;

  it("Sign Out with this browser's endpoint removes its subscription, and only that one", async () => {
    const laptop = new Browser(server.url);
    const { user } = await signIn(server, laptop);
    const { sub } = await subscribed(laptop);
    const other = push.subscribe();
    expect((await laptop.post('/api/push/subscriptions', other)).status).toBe(201);

    expect((await laptop.post('/auth/logout', { pushEndpoint: sub.endpoint })).body).toEqual({ ok: true });
    const left = await server.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(left.map((r) => r.endpoint)).toEqual([other.endpoint]);
    // Signed out: the session is gone too.
    expect((await laptop.get('/api/user/reminder-channels')).status).toBe(401);
  });

  it('another person signed in since cannot act on the previous person’s reminder; its owner can', async () => {
    const shared = new Browser(server.url);
    const { user: ann } = await signIn(server, shared);
    const { sub, rowId } = await subscribed(shared);
    const today = (await shared.get('/api/prayers/daily')).body as { id: number };
    const reminder = await reminderTo(rowId, today.id);
    const action = { prayerId: reminder.prayerId, subscriptionId: reminder.subscriptionId, proof: reminder.proof };

    // Ann leaves without signing out properly (or on an old page); Ben signs in on the same browser.
    const ben = new Browser(server.url);
    const { user: benUser } = await signIn(server, ben);
    const refused = await ben.post('/api/push/pray', action);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('This reminder was sent to another account on this browser. Open the app to pray as yourself.');
    expect(await prayedToday(benUser.id)).toBe(0);
    // A proof for another subscription, or made up, is refused too.
    expect((await shared.post('/api/push/pray', { ...action, proof: 'A'.repeat(32) })).status).toBe(403);
    expect((await shared.post('/api/push/pray', { ...action, subscriptionId: rowId + 1000 })).status).toBe(403);
    expect(await prayedToday(ann.id)).toBe(0);

    // The person it was sent to: prayed, in the zone the service worker's device is in (decision 221).
    const ok = await shared.post('/api/push/pray', { ...action, zone: 'Asia/Tokyo' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ completed: true, localDate: '2026-03-10' });
    expect(await prayedToday(ann.id)).toBe(1);
    const [done] = await server.ctx.db.select().from(completions).where(eq(completions.userId, ann.id));
    expect(done!.timeZone).toBe('Asia/Tokyo');

    // Ben subscribes on this browser (the endpoint moves to him): Ann's old reminder still cannot act for him.
    expect((await ben.post('/api/push/subscriptions', sub)).status).toBe(201);
    expect((await ben.post('/api/push/pray', action)).status).toBe(403);
    expect(await prayedToday(benUser.id)).toBe(0);
    // Ann's own proof is void once the subscription is no longer hers.
    expect((await shared.post('/api/push/pray', action)).status).toBe(403);
  });
});
