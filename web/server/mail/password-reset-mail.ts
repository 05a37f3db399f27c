/** The reset-link mail. The link is built by the caller from APP_URL, never from the request's Host. */
import { coreText } from '@dps/core/i18n/core-text';
import { escapeHtml, type Mail } from './mailer';

export function passwordResetMail(opts: {
  to: string;
  firstName: string;
  appName: string;
  resetUrl: string;
  /** The account's language (decision 239); English when not given. */
  language?: string | undefined;
}): Mail {
  const { t } = coreText.for(opts.language);
  const app = opts.appName;
  const hello = t('email.hello', { name: opts.firstName, hasName: opts.firstName ? 'yes' : 'no' });
  const text = [
    hello,
    '',
    t('email.passwordReset.asked', { app }),
    t('email.passwordReset.open'),
    '',
    opts.resetUrl,
    '',
    t('email.passwordReset.expires'),
    t('email.passwordReset.ignore'),
    '',
    t('email.signature', { app }),
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${e(opts.language ?? 'en')}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1e293b">
<p>${e(hello)}</p>
<p>${e(t('email.passwordReset.asked', { app }))}</p>
<p><a href="${e(opts.resetUrl)}" style="display:inline-block;padding:10px 18px;background:#1e3a8a;color:#fff;border-radius:6px;text-decoration:none">${e(t('email.passwordReset.button'))}</a></p>
<p>${e(t('email.copyLink'))}<br><a href="${e(opts.resetUrl)}">${e(opts.resetUrl)}</a></p>
<p>${e(t('email.passwordReset.expires'))} ${e(t('email.passwordReset.ignore'))}</p>
<p>${e(t('email.signature', { app }))}</p>
</body></html>`;
  return { kind: 'password_reset', to: opts.to, subject: t('email.passwordReset.subject', { app }), text, html };
}
