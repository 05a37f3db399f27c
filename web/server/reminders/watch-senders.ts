/**
 * The web’s senders for the watch outbox (decision 348): Web Push always, email when SMTP_URL is
 * set, on the same keys, origins and mail transport as the daily reminder.
 */
import type { Ctx } from '@dps/core/context';
import type { WatchSendResult, WatchToSend } from '@dps/core/watches/watch-outbox-types';
import type { WebConfig } from '../deps';
import { createMailer } from '../mail/mailer';
import { createWatchEmailSend } from './watch-email';
import { createWatchPushSend } from './watch-push';
import { allowedPushOrigins, vapidKeysOnce } from './web-push-settings';

type Send = (w: WatchToSend) => Promise<WatchSendResult>;

export function createWatchWebSends(ctx: Ctx, config: WebConfig): { webPush: Send; email?: Send } {
  return {
    webPush: createWatchPushSend({
      ctx,
      vapidKeys: vapidKeysOnce(ctx, config),
      allowedOrigins: allowedPushOrigins(config),
    }),
    ...(config.smtpUrl
      ? {
          email: createWatchEmailSend({
            ctx,
            mailer: createMailer(config, ctx.log),
            appUrl: config.appUrl,
            appName: config.appName,
          }),
        }
      : {}),
  };
}
