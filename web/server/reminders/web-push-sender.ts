/**
 * The Web Push channel of the delivery engine (decision 140): one delivery per browser
 * subscription, sent with the `web-push` library (VAPID-signed, aes128gcm-encrypted). The push
 * service's answers become results the engine understands: 404/410 = the subscription is gone
 * (the engine deletes it), 429 = wait its Retry-After, 5xx and network errors = retry later.
 */
import type { Agent } from 'node:https';
import type { WebPushError } from 'web-push';
import type { Ctx } from '@dps/core/context';
import type { DeliverySender, SendResult } from '@dps/core/delivery/delivery-types';
import { pushActionProof } from '@dps/core/push/push-action';
import { isAllowedPushEndpoint } from '@dps/core/push/push-origins';
import { getPushSubscription } from '@dps/core/push/push-subscriptions';
import type { VapidKeys } from '@dps/core/push/vapid-keys';
import { pushReminderPayload } from './reminder-content';

/** How long a push service keeps a reminder for a device that is off (12 h: a stale one is worthless). */
export const PUSH_TTL_SECONDS = 12 * 3600;

/** Retry-After in seconds (a number of seconds, or an HTTP date), at least 1; undefined when absent or unreadable. */
export function retryAfterSeconds(value: unknown, now: Date): number | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v !== 'string' || v.length === 0 || v.length > 64) return undefined;
  if (/^\d+$/.test(v.trim())) return Math.max(1, Number(v.trim()));
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now.getTime()) / 1000));
}

/** web-push's own error (checked by shape: the library is loaded on the first send, decision 102). */
function isWebPushError(e: unknown): e is WebPushError {
  return e instanceof Error && e.name === 'WebPushError' && typeof (e as WebPushError).statusCode === 'number';
}

/** Map a web-push failure to what the engine records. Never includes the endpoint (it identifies a device). */
export function webPushErrorToResult(e: unknown, now: Date): SendResult {
  if (isWebPushError(e)) {
    const error = `${e.statusCode}: push service`;
    if (e.statusCode === 404 || e.statusCode === 410) return { status: 'gone', error };
    const retry = retryAfterSeconds(e.headers?.['retry-after'], now);
    if (e.statusCode === 429) return { status: 'rate_limited', retryAfterSeconds: retry ?? 60, error };
    return { status: 'failed', error, ...(retry !== undefined ? { retryAfterSeconds: retry } : {}) };
  }
  return { status: 'failed', error: `network: ${(e as { code?: string })?.code ?? (e as Error)?.name ?? 'error'}` };
}

export interface WebPushSenderOptions {
  ctx: Ctx;
  vapidKeys: () => Promise<VapidKeys>;
  allowedOrigins: readonly string[];
  /** Sends a second across every instance (default 100: push services take far more). */
  perSecond?: number;
  /** A push request gives up after this long (default 10 s). */
  timeoutMs?: number;
  /** The https agent (tests: one that trusts the local push service's certificate). */
  agent?: Agent | undefined;
}

export function createWebPushSender(opts: WebPushSenderOptions): DeliverySender {
  const { ctx } = opts;
  return {
    channel: 'web_push',
    limits: { perSecond: opts.perSecond ?? 100, perTargetIntervalMs: 0 },
    async send(d) {
      const sub = /^\d{1,10}$/.test(d.target) ? await getPushSubscription(ctx, Number(d.target)) : null;
      if (!sub) return { status: 'gone', error: 'the subscription was removed' };
      // Checked again at send time: an operator may have narrowed the allowed origins since.
      if (!isAllowedPushEndpoint(sub.endpoint, opts.allowedOrigins))
        return { status: 'gone', error: 'push service not allowed' };
      const keys = await opts.vapidKeys();
      const proof = await pushActionProof(ctx, { subscriptionId: sub.id, userId: sub.userId });
      try {
        const { default: webpush } = await import('web-push');
        const payload = pushReminderPayload(d, { subscriptionId: sub.id, proof });
        const res = await webpush.sendNotification(sub, JSON.stringify(payload), {
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          // One reminder a day per device: a newer one replaces an unread older one at the push service.
          topic: 'daily-prayer',
          timeout: opts.timeoutMs ?? 10_000,
          ...(opts.agent ? { agent: opts.agent } : {}),
        });
        const location = res.headers?.location;
        return { status: 'sent', ...(typeof location === 'string' ? { externalId: location.slice(-200) } : {}) };
      } catch (e) {
        return webPushErrorToResult(e, ctx.clock.now());
      }
    },
  };
}
