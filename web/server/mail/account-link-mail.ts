/**
 * The two account mails with one link (decision 279): "confirm your address" to a new account's
 * own address, and "your address was changed" to the OLD address with a link that undoes it for a
 * week. Same shape as the email-change mail; the words are the account's language.
 */
import { coreText } from '@dps/core/i18n/core-text';
import { escapeHtml, type Mail } from './mailer';

type Which = 'emailConfirm' | 'emailChanged';

export function accountLinkMail(opts: {
  which: Which;
  to: string;
  firstName: string;
  appName: string;
  url: string;
  /** emailChanged: the address the account moved to, so the owner knows what happened. */
  newEmail?: string;
  language?: string | undefined;
}): Mail {
  const { t } = coreText.for(opts.language);
  const app = opts.appName;
  const k = opts.which;
  const hello = t('email.hello', { name: opts.firstName, hasName: opts.firstName ? 'yes' : 'no' });
  const lines = [t(`email.${k}.said`, { app, newEmail: opts.newEmail ?? '' }), t(`email.${k}.open`)];
  const after = [t(`email.${k}.expires`), t(`email.${k}.ignore`)];
  const text = [hello, '', ...lines, '', opts.url, '', ...after, '', t('email.signature', { app })].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${e(opts.language ?? 'en')}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1e293b">
<p>${e(hello)}</p>
<p>${e(lines[0]!)}</p>
<p><a href="${e(opts.url)}" style="display:inline-block;padding:10px 18px;background:#1e3a8a;color:#fff;border-radius:6px;text-decoration:none">${e(t(`email.${k}.button`))}</a></p>
<p>${e(t('email.copyLink'))}<br><a href="${e(opts.url)}">${e(opts.url)}</a></p>
<p>${e(after.join(' '))}</p>
<p>${e(t('email.signature', { app }))}</p>
</body></html>`;
  return {
    kind: k === 'emailConfirm' ? 'email_confirm' : 'email_changed',
    to: opts.to,
    subject: t(`email.${k}.subject`, { app }),
    text,
    html,
  };
}
