/**
 * A watch send (decisions 345, 348) by Web Push, for the watch outbox: a claimer's reminder or
 * start, an author's word, to one browser of a person whose reminder order put push first. Core
 * made the words; this sends a title, a short body and the watch's page, through the same
 * web-push library, VAPID keys and error mapping as the daily reminder.
 */
import type { Agent } from 'node:https';
import type { Ctx } from '@dps/core/context';
import { outboxSendResult } from '@dps/core/delivery/outbox-send-result';
import { isAllowedPushEndpoint } from '@dps/core/push/push-origins';
import { getPushSubscription } from '@dps/core/push/push-subscriptions';
import type { VapidKeys } from '@dps/core/push/vapid-keys';
import type { WatchSendResult, WatchToSend } from '@dps/core/watches/watch-outbox-types';
import { firstLine } from './reminder-content';
import { webPushErrorToResult } from './web-push-sender';

/** A slot's message is worthless once its slot is over: the push service may drop it after an hour. */
export const WATCH_PUSH_TTL_SECONDS = 3600;

/** What the service worker receives: small (push payloads stop near 4 KB). */
export interface WatchPushPayload {
  type: 'watch';
  language: 'en' | 'es';
  title: string;
  body: string;
  /** Where a tap goes: the watch's page (absent without a web address). */
  url?: string;
  /** Keeps each message its own notification (the service worker tags by it). */
  localDate: string;
}

/** Title, the first lines (the slot, the request), the page. Pure. */
export function watchPushPayload(w: WatchToSend): WatchPushPayload {
  const m = w.message;
  const url = m.buttons.flat().find((b) => b.action === 'open')?.url;
  return {
    type: 'watch',
    language: w.language,
    title: m.title.slice(0, 120),
    body: m.lines
      .filter((l) => l.trim() !== '')
      .slice(0, 2)
      .map((l) => firstLine(l, 120))
      .join('\n'),
    ...(url ? { url } : {}),
    localDate: `watch-${w.sendId}`,
  };
}

export function createWatchPushSend(opts: {
  ctx: Ctx;
  vapidKeys: () => Promise<VapidKeys>;
  allowedOrigins: readonly string[];
  timeoutMs?: number;
  agent?: Agent | undefined;
}): (w: WatchToSend) => Promise<WatchSendResult> {
  const { ctx } = opts;
  return async (w) => {
    const sub = /^\d{1,10}$/.test(w.target) ? await getPushSubscription(ctx, Number(w.target)) : null;
    if (!sub) return { status: 'gone', error: 'the subscription was removed' };
    if (!isAllowedPushEndpoint(sub.endpoint, opts.allowedOrigins))
      return { status: 'gone', error: 'push service not allowed' };
    const keys = await opts.vapidKeys();
    try {
      const { default: webpush } = await import('web-push');
      await webpush.sendNotification(sub, JSON.stringify(watchPushPayload(w)), {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: WATCH_PUSH_TTL_SECONDS,
        urgency: 'high',
        timeout: opts.timeoutMs ?? 10_000,
        ...(opts.agent ? { agent: opts.agent } : {}),
      });
      return { status: 'sent' };
    } catch (e) {
      return outboxSendResult(webPushErrorToResult(e, ctx.clock.now()));
    }
  };
}
