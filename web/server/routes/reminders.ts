/**
 * Where the daily reminder goes (decision 140): this browser's Web Push subscription, the VAPID
 * public key it subscribes with, the person's channels, and the one-click email unsubscribe
 * (RFC 8058), which needs no sign-in: its token is the proof.
 */
import { Router, type Request } from 'express';
import { coreText } from '@dps/core/i18n/core-text';
import { prayFromPush } from '@dps/core/push/push-action';
import { removePushSubscription, savePushSubscription } from '@dps/core/push/push-subscriptions';
import { getReminderChannels } from '@dps/core/reminders/reminder-channels';
import { unsubscribeEmailReminders, verifyEmailUnsubscribeToken } from '@dps/core/reminders/email-unsubscribe';
import { getUserLanguage } from '@dps/core/settings/get-user-language';
import type { Language } from '@dps/db/content/languages';
import type { AppDeps } from '../deps';
import { escapeHtml } from '../mail/mailer';
import { errorLanguage } from '../middleware/error-handler';
import { allowedPushOrigins, vapidKeysOnce } from '../reminders/web-push-settings';
import { actorOf, ctxOf } from '../request-context';

export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

const page = (
  language: Language,
  title: string,
  body: string,
) => `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1e293b">
<h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`;

export function reminderRoutes(deps: AppDeps): Router {
  const r = Router();
  const vapidKeys = vapidKeysOnce({ db: deps.db.db, clock: deps.clock, log: deps.log }, deps.config);
  const origins = allowedPushOrigins(deps.config);

  r.get('/api/push/public-key', async (_req, res) => {
    res.json({ publicKey: (await vapidKeys()).publicKey });
  });

  r.post('/api/push/subscriptions', async (req, res) => {
    const actor = actorOf(deps, req);
    res.status(201).json(await savePushSubscription(actor, req.body ?? {}, { allowedOrigins: origins }));
  });

  r.delete('/api/push/subscriptions', async (req, res) => {
    const actor = actorOf(deps, req);
    res.json(await removePushSubscription(actor, req.body ?? {}));
  });

  // The service worker's "🙏 Pray" on a reminder: `{ prayerId, subscriptionId, proof }` from the
  // push payload; 403 unless the reminder was sent to the signed-in person (decision 177).
  r.post('/api/push/pray', async (req, res) => {
    res.json(await prayFromPush(actorOf(deps, req), req.body ?? {}));
  });

  r.get('/api/user/reminder-channels', async (req, res) => {
    res.json(await getReminderChannels(actorOf(deps, req), { emailAvailable: Boolean(deps.config.smtpUrl) }));
  });

  // Opening the link shows a button; only the POST (the mail client's one-click, or that button)
  // changes anything, so a link scanner that fetches every URL in a mail unsubscribes nobody.
  // The page and the answer speak the language the mail was written in: the language of the person
  // the token names, else the signed-in person's, else the browser's (decision 247).
  // The page only asks: with the database away it still shows, in the browser's language.
  const unsubscribeLanguage = async (req: Request): Promise<Language> => {
    const ctx = ctxOf(deps, req);
    try {
      const userId = await verifyEmailUnsubscribeToken(ctx, req.query.token);
      return userId === null ? errorLanguage(req) : await getUserLanguage(ctx, userId);
    } catch {
      return errorLanguage(req);
    }
  };

  r.get(UNSUBSCRIBE_PATH, async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token.slice(0, 200) : '';
    const language = await unsubscribeLanguage(req);
    const { t } = coreText.for(language);
    res.type('html').send(
      page(
        language,
        t('answers.unsubscribe.askTitle'),
        `<form method="post" action="${UNSUBSCRIBE_PATH}?token=${escapeHtml(encodeURIComponent(token))}">
<button type="submit" style="padding:.6rem 1.2rem;font-size:1rem">${escapeHtml(t('answers.unsubscribe.button'))}</button></form>`,
      ),
    );
  });

  r.post(UNSUBSCRIBE_PATH, async (req, res) => {
    const { userId } = await unsubscribeEmailReminders(ctxOf(deps, req), req.query.token);
    const language = await getUserLanguage(ctxOf(deps, req), userId);
    const { t } = coreText.for(language);
    const done = t('answers.unsubscribe.done');
    // JSON unless a browser asks for a page (the button above).
    res.format({
      json: () => res.json({ message: done }),
      html: () => res.send(page(language, t('answers.unsubscribe.doneTitle'), `<p>${escapeHtml(done)}</p>`)),
      default: () => res.json({ message: done }),
    });
  });

  return r;
}
