/** The mail that confirms a new email address. Sent to the NEW address; the link is built from APP_URL. */
import { coreText } from '@dps/core/i18n/core-text';
import { escapeHtml, type Mail } from './mailer';

export function emailChangeMail(opts: {
  to: string;
  firstName: string;
  appName: string;
  confirmUrl: string;
  /** The account's language (decision 239); English when not given. */
  language?: string | undefined;
}): Mail {
  const { t } = coreText.for(opts.language);
  const app = opts.appName;
  const hello = t('email.hello', { name: opts.firstName, hasName: opts.firstName ? 'yes' : 'no' });
  const text = [
    hello,
    '',
    t('email.emailChange.asked', { app }),
    t('email.emailChange.open'),
    '',
    opts.confirmUrl,
    '',
    t('email.emailChange.expires'),
    t('email.emailChange.ignore'),
    '',
    t('email.signature', { app }),
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${e(opts.language ?? 'en')}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1e293b">
<p>${e(hello)}</p>
<p>${e(t('email.emailChange.asked', { app }))}</p>
<p><a href="${e(opts.confirmUrl)}" style="display:inline-block;padding:10px 18px;background:#1e3a8a;color:#fff;border-radius:6px;text-decoration:none">${e(t('email.emailChange.button'))}</a></p>
<p>${e(t('email.copyLink'))}<br><a href="${e(opts.confirmUrl)}">${e(opts.confirmUrl)}</a></p>
<p>${e(t('email.emailChange.expires'))} ${e(t('email.emailChange.ignore'))}</p>
<p>${e(t('email.signature', { app }))}</p>
</body></html>`;
  return { kind: 'email_change', to: opts.to, subject: t('email.emailChange.subject', { app }), text, html };
}
