/**
 * The web's delivery channels for the scheduler (decision 140): Web Push always (its VAPID keys
 * are made once when not configured), email when SMTP_URL is set.
 */
import type { Ctx } from '@dps/core/context';
import type { DeliverySender } from '@dps/core/delivery/delivery-types';
import type { WebConfig } from '../deps';
import { createMailer } from '../mail/mailer';
import { createEmailReminderSender } from './email-reminder-sender';
import { createWebPushSender } from './web-push-sender';
import { allowedPushOrigins, vapidKeysOnce } from './web-push-settings';

export function createWebReminderSenders(ctx: Ctx, config: WebConfig): DeliverySender[] {
  const senders: DeliverySender[] = [
    createWebPushSender({ ctx, vapidKeys: vapidKeysOnce(ctx, config), allowedOrigins: allowedPushOrigins(config) }),
  ];
  if (config.smtpUrl)
    senders.push(
      createEmailReminderSender({
        ctx,
        mailer: createMailer(config, ctx.log),
        appUrl: config.appUrl,
        appName: config.appName,
      }),
    );
  return senders;
}
