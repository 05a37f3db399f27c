/**
 * Profile self-service: name, email (confirmed by a link to the new address), password, and the
 * ways into the account (list, disconnect). Thin: limit, call core, answer.
 */
import { Router, type Request } from 'express';
import { changePassword } from '@dps/core/accounts/change-password';
import { confirmEmailChange } from '@dps/core/accounts/confirm-email-change';
import { listSecurityEvents } from '@dps/core/accounts/security-events';
import { undoEmailChange } from '@dps/core/accounts/undo-email-change';
import { requestEmailChange } from '@dps/core/accounts/request-email-change';
import { disconnectSignInMethod } from '@dps/core/accounts/disconnect-sign-in-method';
import { listSignInMethods } from '@dps/core/accounts/sign-in-methods';
import { updateName } from '@dps/core/accounts/update-name';
import { AppError } from '@dps/core/errors';
import { coreText } from '@dps/core/i18n/core-text';
import type { AppDeps } from '../deps';
import { AUTH_LIMITS, clientIp, enforceRateLimit } from '../auth/rate-limits';
import { toUserResponse } from '../auth/user-response';
import { accountLinkMail } from '../mail/account-link-mail';
import { emailChangeMail } from '../mail/email-change-mail';
import { sendEmailConfirmation } from '../mail/send-email-confirmation';
import { getUserLanguage } from '@dps/core/settings/get-user-language';
import { devModeOn, passwordResetAvailable } from '../mail/mail-mode';
import { createMailer, sendInBackground } from '../mail/mailer';
import { errorLanguage } from '../middleware/error-handler';
import { actorOf, ctxOf, idParam } from '../request-context';
import { RECENT_SIGN_IN_MS } from './account';

/**
 * The API's own English, kept as a field: the page /confirm-email shows its own words
 * (profile.confirmEmail.done, with the new address), never this (decision 247).
 */
export const EMAIL_CHANGED = 'Your email has been changed.';

/** What the answer says, in the person's language (their setting, else the browser's; decision 247): the web shows it. */
const wordsFor = (req: Request) => coreText.for(errorLanguage(req)).t;

type Body = Record<string, unknown>;
const bodyOf = (req: Request): Body =>
  typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Body) : {};
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function accountDetailsRoutes(deps: AppDeps): Router {
  const r = Router();
  const { config } = deps;
  const mailer = createMailer(config, deps.log);
  const recentSignIn = (req: Request) => {
    const started = req.sessionCreatedAt?.getTime();
    return started !== undefined && deps.clock.now().getTime() - started < RECENT_SIGN_IN_MS;
  };

  r.put('/api/user/name', async (req, res) => {
    const b = bodyOf(req);
    res.json(
      toUserResponse(await updateName(actorOf(deps, req), { firstName: str(b.firstName)!, lastName: str(b.lastName) })),
    );
  });

  r.post('/api/user/email', async (req, res) => {
    const actor = actorOf(deps, req);
    // Same rule as password reset (decision 040): mail goes out, or a developer's machine shows the link.
    if (!passwordResetAvailable(config)) {
      throw new AppError('not_configured', 'emailChangeUnavailable', { title: 'emailChangeUnavailable' });
    }
    await enforceRateLimit(actor, `account-change:ip:${clientIp(req)}`, AUTH_LIMITS.accountChangePerIp);
    const b = bodyOf(req);
    const { token, newEmail, firstName } = await requestEmailChange(actor, {
      newEmail: str(b.newEmail)!,
      password: str(b.password),
      recentSignIn: recentSignIn(req),
    });
    const confirmUrl = `${config.appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    const language = await getUserLanguage(actor, actor.userId);
    sendInBackground(
      mailer,
      emailChangeMail({ to: newEmail, firstName, appName: config.appName, confirmUrl, language }),
      req.log ?? deps.log,
    );
    const devMode = devModeOn(config);
    // Dev mode shows the link, as it does for reset links; never in production (decision 040).
    res.json({
      message: wordsFor(req)('answers.account.emailChangeSent'),
      devMode,
      newEmail,
      ...(devMode ? { confirmUrl } : {}),
    });
  });

  // The page /confirm-email posts the link's token here, signed in or not: the link is the proof.
  r.post('/auth/confirm-email', async (req, res) => {
    const ctx = ctxOf(deps, req);
    await enforceRateLimit(ctx, `confirm-email:ip:${clientIp(req)}`, AUTH_LIMITS.confirmEmailPerIp);
    const { user, undo } = await confirmEmailChange(ctx, { token: str(bodyOf(req).token)! });
    if (undo) {
      // The old address hears of it, with a week to undo it (decision 279).
      const undoUrl = `${config.appUrl}/undo-email-change?token=${encodeURIComponent(undo.token)}`;
      const language = await getUserLanguage(ctx, user.id);
      sendInBackground(
        mailer,
        accountLinkMail({
          which: 'emailChanged',
          to: undo.oldEmail,
          firstName: user.firstName,
          appName: config.appName,
          url: undoUrl,
          newEmail: user.email ?? '',
          language,
        }),
        req.log ?? deps.log,
      );
    }
    res.json({ message: EMAIL_CHANGED, email: user.email, changed: undo !== null });
  });

  // The page /undo-email-change posts the old address's link here: the link is the proof.
  r.post('/auth/undo-email-change', async (req, res) => {
    const ctx = ctxOf(deps, req);
    await enforceRateLimit(ctx, `confirm-email:ip:${clientIp(req)}`, AUTH_LIMITS.confirmEmailPerIp);
    const { email } = await undoEmailChange(ctx, { token: str(bodyOf(req).token)! });
    res.json({ message: wordsFor(req)('answers.account.emailChangeUndone'), email });
  });

  // Profile's "send the link again" for an address not confirmed yet.
  r.post('/api/user/email/confirmation', async (req, res) => {
    const actor = actorOf(deps, req);
    if (!passwordResetAvailable(config)) {
      throw new AppError('not_configured', 'emailChangeUnavailable', { title: 'emailChangeUnavailable' });
    }
    await enforceRateLimit(actor, `confirmation-mail:user:${actor.userId}`, AUTH_LIMITS.confirmationMailPerPerson);
    const sent = await sendEmailConfirmation(deps, mailer, actor, req, actor.userId);
    res.json({ message: wordsFor(req)('answers.account.confirmationSent'), ...sent });
  });

  r.get('/api/user/security-events', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listSecurityEvents(actorOf(deps, req)));
  });

  r.post('/api/user/password', async (req, res) => {
    const actor = actorOf(deps, req);
    await enforceRateLimit(actor, `account-change:ip:${clientIp(req)}`, AUTH_LIMITS.accountChangePerIp);
    const b = bodyOf(req);
    const { signedOutSessions } = await changePassword(actor, {
      currentPassword: str(b.currentPassword)!,
      newPassword: str(b.newPassword)!,
      keepSessionToken: req.sessionToken,
    });
    res.json({ message: wordsFor(req)('answers.account.passwordChanged'), signedOutSessions });
  });

  r.get('/api/user/sign-in-methods', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listSignInMethods(actorOf(deps, req)));
  });

  r.delete('/api/user/sign-in-methods/:id', async (req, res) => {
    const actor = actorOf(deps, req);
    res.json(await disconnectSignInMethod(actor, { identityId: idParam(req, 'id') }));
  });

  return r;
}
