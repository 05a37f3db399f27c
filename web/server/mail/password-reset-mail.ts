/** The reset-link mail. The link is built by the caller from APP_URL, never from the request's Host. */
import { escapeHtml, type Mail } from './mailer';

export function passwordResetMail(opts: { to: string; firstName: string; appName: string; resetUrl: string }): Mail {
  const hello = opts.firstName ? `Hello ${opts.firstName},` : 'Hello,';
  const text = [
    hello,
    '',
    `Someone (we hope you) asked to reset the password of your ${opts.appName} account.`,
    'Open this link to choose a new password:',
    '',
    opts.resetUrl,
    '',
    'The link expires in 1 hour and works only once.',
    'If you did not ask for this, ignore this email: your password stays as it is.',
    '',
    `— ${opts.appName}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1e293b">
<p>${e(hello)}</p>
<p>Someone (we hope you) asked to reset the password of your ${e(opts.appName)} account.</p>
<p><a href="${e(opts.resetUrl)}" style="display:inline-block;padding:10px 18px;background:#1e3a8a;color:#fff;border-radius:6px;text-decoration:none">Choose a new password</a></p>
<p>Or copy this link into your browser:<br><a href="${e(opts.resetUrl)}">${e(opts.resetUrl)}</a></p>
<p>The link expires in 1 hour and works only once. If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>— ${e(opts.appName)}</p>
</body></html>`;
  return { kind: 'password_reset', to: opts.to, subject: `Reset your ${opts.appName} password`, text, html };
}
