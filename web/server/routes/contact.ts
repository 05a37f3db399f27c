/**
 * The Contact Us form, signed in or not. The message is stored (core), then mailed to the info
 * address when SMTP is configured; in dev mode the server only logs that one arrived (its id, never
 * its words). Limited per IP address, with the counter in the database so it holds across instances.
 */
import { Router } from 'express';
import { submitContactMessage } from '@dps/core/contact/submit-contact-message';
import { AppError } from '@dps/core/errors';
import { coreText } from '@dps/core/i18n/core-text';
import { hitRateLimit } from '@dps/core/rate-limit/hit-rate-limit';
import type { AppDeps } from '../deps';
import { devModeOn } from '../mail/mail-mode';
import { createMailer, sendInBackground } from '../mail/mailer';
import { errorLanguage } from '../middleware/error-handler';
import { ctxOf } from '../request-context';

export const CONTACT_LIMIT = { limit: 5, windowSeconds: 10 * 60 };

export function contactRoutes(deps: AppDeps): Router {
  const r = Router();
  const mailer = deps.config.smtpUrl ? createMailer(deps.config, deps.log) : null;
  const devMode = devModeOn(deps.config);

  r.post('/api/contact', async (req, res) => {
    const ctx = ctxOf(deps, req);
    // The thanks in the person's language (their setting, else the browser's; decision 247): the web shows it.
    const { t } = coreText.for(errorLanguage(req));
    const hit = await hitRateLimit(ctx, { key: `contact:ip:${req.ip ?? 'unknown'}`, ...CONTACT_LIMIT });
    if (!hit.allowed) {
      const minutes = Math.max(1, Math.ceil(hit.retryAfterSeconds / 60));
      throw new AppError('rate_limited', 'tooManyMessagesWait', {
        values: { minutes },
        title: 'pleaseWait',
        details: { retryAfterSeconds: hit.retryAfterSeconds },
      });
    }
    const body = req.body ?? {};
    const { id } = await submitContactMessage(ctx, body, { userId: req.user?.id ?? null });
    if (!mailer) {
      // No SMTP_URL: the message is stored, not mailed; only dev mode says "check the server logs".
      ctx.log.info({ event: 'contact_received', contactMessageId: id }, 'no SMTP_URL: contact message stored, not mailed');
      res.json({ message: t(devMode ? 'answers.contact.receivedDev' : 'answers.contact.received'), devMode });
      return;
    }
    // Core has validated the four fields; mail what it stored, trimmed the same way. The message is
    // safe in the database whatever SMTP does, so the person does not wait for it (failures are logged).
    const field = (k: 'name' | 'email' | 'subject' | 'message') => String(body[k]).trim();
    sendInBackground(
      mailer,
      {
        kind: 'contact',
        to: deps.config.infoEmail,
        replyTo: field('email'),
        subject: `[${deps.config.appName}] ${field('subject').replace(/[\r\n]+/g, ' ')}`,
        text: `From: ${field('name')} <${field('email')}>\n\n${field('message')}\n\n(contact message #${id})`,
      },
      req.log ?? deps.log,
    );
    res.json({ message: t('answers.contact.sent'), devMode: false });
  });

  return r;
}
