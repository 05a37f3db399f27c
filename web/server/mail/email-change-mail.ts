/** The mail that confirms a new email address. Sent to the NEW address; the link is built from APP_URL. */
import { escapeHtml, type Mail } from './mailer';

export function emailChangeMail(opts: { to: string; firstName: string; appName: string; confirmUrl: string }): Mail {
  const hello = opts.firstName ? `Hello ${opts.firstName},` : 'Hello,';
  const text = [
    hello,
    '',
    `Someone (we hope you) asked to use this address for their ${opts.appName} account.`,
    'Open this link to confirm it:',
    '',
    opts.confirmUrl,
    '',
    'The link expires in 24 hours and works only once. Until it is followed, the account keeps its old address.',
    'If you did not ask for this, ignore this email.',
    '',
    `— ${opts.appName}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1e293b">
<p>${e(hello)}</p>
<p>Someone (we hope you) asked to use this address for their ${e(opts.appName)} account.</p>
<p><a href="${e(opts.confirmUrl)}" style="display:inline-block;padding:10px 18px;background:#1e3a8a;color:#fff;border-radius:6px;text-decoration:none">Confirm this email</a></p>
<p>Or copy this link into your browser:<br><a href="${e(opts.confirmUrl)}">${e(opts.confirmUrl)}</a></p>
<p>The link expires in 24 hours and works only once. Until it is followed, the account keeps its old address. If you did not ask for this, ignore this email.</p>
<p>— ${e(opts.appName)}</p>
</body></html>`;
  return { kind: 'email_change', to: opts.to, subject: `Confirm your new ${opts.appName} email`, text, html };
}
