/**
 * Mail the link that confirms an account's own address (decision 279): after registration, after a
 * chat-first person adds an email, or when Profile asks again. Reminder mail waits for it. Dev mode
 * hands the link back instead, as it does for reset links (decision 040).
 */
import type { Request } from 'express';
import { requestEmailConfirmation } from '@dps/core/accounts/request-email-confirmation';
import type { Ctx } from '@dps/core/context';
import { getUserLanguage } from '@dps/core/settings/get-user-language';
import type { AppDeps } from '../deps';
import { accountLinkMail } from './account-link-mail';
import { devModeOn, passwordResetAvailable } from './mail-mode';
import { sendInBackground, type Mailer } from './mailer';

export async function sendEmailConfirmation(
  deps: AppDeps,
  mailer: Mailer,
  ctx: Ctx,
  req: Request,
  userId: number,
): Promise<{ sent: boolean; confirmUrl?: string }> {
  const { config } = deps;
  if (!passwordResetAvailable(config)) return { sent: false };
  const asked = await requestEmailConfirmation(ctx, { userId });
  if (!asked) return { sent: false };
  const confirmUrl = `${config.appUrl}/confirm-email?token=${encodeURIComponent(asked.token)}`;
  const language = await getUserLanguage(ctx, userId);
  sendInBackground(
    mailer,
    accountLinkMail({
      which: 'emailConfirm',
      to: asked.email,
      firstName: asked.firstName,
      appName: config.appName,
      url: confirmUrl,
      language,
    }),
    req.log ?? deps.log,
  );
  return { sent: true, ...(devModeOn(config) ? { confirmUrl } : {}) };
}
