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
  opts: { bestEffort?: boolean } = {},
): Promise<{ sent: boolean; confirmUrl?: string }> {
  const { config } = deps;
  if (!passwordResetAvailable(config)) return { sent: false };
  // After a registration the account exists and its session has started: a failure here must not
  // turn that into an error (a retry would then meet "email taken"). Profile sends the link again.
  const asked = opts.bestEffort
    ? await requestEmailConfirmation(ctx, { userId }).catch((e: unknown) => {
        (req.log ?? deps.log).error(
          { event: 'email_confirmation_failed', userId, errName: (e as Error | undefined)?.name },
          'confirmation link not made',
        );
        return 'failed' as const;
      })
    : await requestEmailConfirmation(ctx, { userId });
  if (asked === 'failed') return { sent: false };
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
