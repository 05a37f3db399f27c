/**
 * /auth/* and the signed-in user: register, login, logout, password reset, Google and Apple
 * sign-in, plus GET /api/auth/user, /auth/session, /api/login and /api/config. Thin: parse, limit, call core,
 * answer. Every sign-in issues a new session id; rate limits live in the database.
 */
import { Router, type Request, type Response } from 'express';
import { connectIdentity } from '@dps/core/accounts/connect-identity';
import { findOrCreateUserByIdentity } from '@dps/core/accounts/identities';
import { rememberDevice } from '@dps/core/accounts/remember-device';
import { loginWithPassword } from '@dps/core/accounts/login';
import { requestPasswordReset } from '@dps/core/accounts/request-password-reset';
import { resetPassword } from '@dps/core/accounts/reset-password';
import { LANGUAGES } from '@dps/db/content/languages';
import { registerWithPassword } from '@dps/core/accounts/register';
import { revokeSession } from '@dps/core/accounts/revoke-session';
import { AppError, isAppError, type ErrorKey } from '@dps/core/errors';
import { errorText } from '@dps/core/i18n/error-text';
import { MAX_ENDPOINT_LENGTH } from '@dps/core/push/push-origins';
import { removePushSubscription } from '@dps/core/push/push-subscriptions';
import type { AppDeps } from '../deps';
import {
  AppleNonceError,
  APPLE_NONCE_COOKIE,
  appleNonceCookie,
  consumeAppleNonce,
  createAppleVerifier,
  startAppleSignIn,
} from '../auth/apple';
import {
  createGoogleOidc,
  decodeFlow,
  encodeFlow,
  FLOW_COOKIE,
  FLOW_TTL_MS,
  type GoogleFlow,
} from '../auth/google-oidc';
import { DEVICE_COOKIE, setDeviceCookie } from '../auth/device-cookie';
import {
  AUTH_LIMITS,
  clearLoginLimits,
  clientIp,
  emailKey,
  enforceLoginLimits,
  enforceRateLimit,
} from '../auth/rate-limits';
import { clearSessionCookie, readCookie, SESSION_COOKIE } from '../auth/session-cookie';
import { isSecure, startSession } from '../auth/start-session';
import { toUserResponse } from '../auth/user-response';
import { devModeOn, passwordResetAvailable } from '../mail/mail-mode';
import { createMailer, sendInBackground } from '../mail/mailer';
import { passwordResetMail } from '../mail/password-reset-mail';
import { sendEmailConfirmation } from '../mail/send-email-confirmation';
import { getUserLanguage } from '@dps/core/settings/get-user-language';
import { errorLanguage } from '../middleware/error-handler';
import { actorOf, ctxOf } from '../request-context';

/**
 * The API's own English, kept as fields: the forgot- and reset-password pages show their own words
 * (auth.forgot.*, auth.reset.doneText), never these (decision 247).
 */
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that email, a reset link is on its way.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. You can sign in now.';

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The JSON body as an object; a bodiless request (or a JSON array) reads as `{}`. */
const bodyOf = (req: Request): Body => (isObject(req.body) ? req.body : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** GET /api/config: what the client offers on this server (the client imports this type). */
export interface AppConfigAnswer {
  appName: string;
  devMode: boolean;
  /** False when the server cannot send a reset link (no mail configured, not dev mode). */
  passwordReset: boolean;
  googleEnabled: boolean;
  appleEnabled: boolean;
  appleClientId: string | null;
  telegramBotUsername: string | null;
  /** Slack is configured on this server (decision 201). */
  slackEnabled: boolean;
  /** "Add to Slack": only when the server can be installed in a workspace (Slack OAuth). */
  slackInstallUrl: string | null;
}

export function authRoutes(deps: AppDeps): Router {
  const r = Router();
  const { config } = deps;
  // appUrl is read per request, not captured here: the composition root may settle it after createApp.
  const secure = () => isSecure(config.appUrl);
  const mailer = createMailer(config, deps.log);
  const google = config.google ? createGoogleOidc(config.google) : null;
  const apple = config.apple ? createAppleVerifier(config.apple) : null;
  const logOf = (req: Request) => req.log ?? deps.log;

  // ---- The signed-in user and the public config ------------------------------------------------

  const currentUser = (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!req.user) throw new AppError('unauthorized', 'unauthorized');
    res.json(toUserResponse(req.user));
  };
  r.get('/auth/user', currentUser);
  r.get('/api/auth/user', currentUser);
  // The page's own question "who is this?" (decision 186): a visitor is an answer, not an error,
  // so an anonymous visit logs no failed request in the browser's console.
  r.get('/auth/session', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ user: req.user ? toUserResponse(req.user) : null });
  });

  r.get('/api/login', (_req, res) => res.redirect(302, '/login'));

  r.get('/api/config', (_req, res) => {
    const answer: AppConfigAnswer = {
      appName: config.appName,
      devMode: devModeOn(config),
      passwordReset: passwordResetAvailable(config),
      googleEnabled: Boolean(config.google),
      appleEnabled: Boolean(config.apple),
      appleClientId: config.apple?.clientId ?? null,
      telegramBotUsername: config.telegramBotUsername ?? null,
      // The chats this server offers (decision 201): the landing page and Profile show only these.
      slackEnabled: Boolean(config.slack),
      slackInstallUrl: config.slack?.installUrl ?? null,
    };
    res.json(answer);
  });

  // ---- Email and password ----------------------------------------------------------------------

  r.post('/auth/register', async (req, res) => {
    const ctx = ctxOf(deps, req);
    await enforceRateLimit(ctx, `register:ip:${clientIp(req)}`, AUTH_LIMITS.registerPerIp);
    const b = bodyOf(req);
    const user = await registerWithPassword(ctx, {
      email: str(b.email),
      password: str(b.password),
      firstName: str(b.firstName),
      lastName: str(b.lastName),
      timeZone: str(b.timeZone),
      // The browser's languages, weighed by Express (decision 231); none we have content in: English.
      language: req.acceptsLanguages(...LANGUAGES) || undefined,
    });
    await startSession(deps, req, res, user.id);
    // Reminder mail waits until the address is shown to be theirs; the page says so (decision 279).
    const confirmation = await sendEmailConfirmation(deps, mailer, ctx, req, user.id, { bestEffort: true });
    res.json({ ...toUserResponse(user), emailConfirmation: confirmation });
  });

  r.post('/auth/login', async (req, res) => {
    const ctx = ctxOf(deps, req);
    const b = bodyOf(req);
    const ip = clientIp(req);
    const email = emailKey(b.email);
    const deviceToken = readCookie(req, DEVICE_COOKIE);
    await enforceLoginLimits(ctx, { email, ip, deviceToken });
    const user = await loginWithPassword(ctx, { email: str(b.email)!, password: str(b.password)! });
    await clearLoginLimits(ctx, { email, ip });
    // This browser is now one its owner uses: past the account-wide ceiling next time.
    const device = await rememberDevice(ctx, { userId: user.id, token: deviceToken });
    setDeviceCookie(res, device.token, device.expiresAt, secure());
    await startSession(deps, req, res, user.id);
    res.json(toUserResponse(user));
  });

  // Bodiless, or `{ "pushEndpoint": "<this browser's push subscription>" }`: signing out signs the
  // device out of reminders too, so a shared browser stops getting the previous person's (decision 177).
  r.post('/auth/logout', async (req, res) => {
    const pushEndpoint = bodyOf(req).pushEndpoint;
    if (
      req.user &&
      typeof pushEndpoint === 'string' &&
      pushEndpoint.length > 0 &&
      pushEndpoint.length <= MAX_ENDPOINT_LENGTH
    )
      await removePushSubscription(actorOf(deps, req), { endpoint: pushEndpoint });
    const token = req.sessionToken ?? readCookie(req, SESSION_COOKIE);
    if (token) await revokeSession(ctxOf(deps, req), { token });
    clearSessionCookie(res, secure());
    res.json({ ok: true });
  });

  // ---- Forgotten password ----------------------------------------------------------------------

  r.post('/auth/forgot-password', async (req, res) => {
    // No mail and not a developer's machine: say so plainly rather than pretend a mail is coming.
    if (!passwordResetAvailable(config)) {
      throw new AppError('not_configured', 'passwordResetUnavailable', { title: 'passwordResetUnavailable' });
    }
    const ctx = ctxOf(deps, req);
    const b = bodyOf(req);
    await enforceRateLimit(ctx, `forgot:ip:${clientIp(req)}`, AUTH_LIMITS.forgotPerIp);
    // Counted for every address alike, so a 429 does not tell whether an account exists.
    const email = emailKey(b.email);
    if (email) await enforceRateLimit(ctx, `forgot:email:${email}`, AUTH_LIMITS.forgotPerEmail);
    const { token, user } = await requestPasswordReset(ctx, { email: str(b.email)! });
    const devMode = devModeOn(config);
    const answer: { message: string; devMode: boolean; resetUrl?: string } = {
      message: FORGOT_PASSWORD_MESSAGE,
      devMode,
    };
    if (token && user?.email) {
      const resetUrl = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      // Not awaited: the answer must not take longer when the account exists.
      const language = await getUserLanguage(ctx, user.id);
      const mail = passwordResetMail({
        to: user.email,
        firstName: user.firstName,
        appName: config.appName,
        resetUrl,
        language,
      });
      sendInBackground(mailer, mail, logOf(req));
      // Dev mode (a developer's own machine, no SMTP) shows the link instead, as the spec
      // describes. Anywhere else this would hand the account to whoever asked: never in
      // production (decision 040).
      if (devMode) answer.resetUrl = resetUrl;
    }
    res.json(answer);
  });

  r.post('/auth/reset-password', async (req, res) => {
    const ctx = ctxOf(deps, req);
    await enforceRateLimit(ctx, `reset:ip:${clientIp(req)}`, AUTH_LIMITS.resetPerIp);
    const b = bodyOf(req);
    await resetPassword(ctx, { token: str(b.token)!, newPassword: str(b.newPassword)! });
    // Core ended every session of the person, this browser's included.
    if (readCookie(req, SESSION_COOKIE)) clearSessionCookie(res, secure());
    res.json({ message: PASSWORD_RESET_MESSAGE });
  });

  // ---- Google (OpenID Connect, authorization code + PKCE) --------------------------------------

  const flowCookie = () => ({ httpOnly: true, sameSite: 'lax' as const, secure: secure(), path: '/auth/google' });
  // The sign-in page shows the message as it comes: in the person's language (the error catalogue, as
  // every API error; decision 247). A conflict's message is core's, translated the same way.
  const toLogin = (req: Request, res: Response, error: ErrorKey | AppError) => {
    const said = errorText(errorLanguage(req), typeof error === 'string' ? { code: 'validation', key: error } : error);
    res.redirect(302, `/login?error=${encodeURIComponent(said.message)}`);
  };

  r.get('/auth/google', async (req, res) => {
    if (!google) throw new AppError('not_configured', 'googleNotConfigured');
    let started: Awaited<ReturnType<typeof google.start>>;
    try {
      started = await google.start(`${config.appUrl}/auth/google/callback`);
    } catch (e) {
      logOf(req).warn({
        event: 'google_discovery_failed',
        errName: (e as Error)?.name,
        errCode: (e as { code?: string })?.code,
      });
      toLogin(req, res, 'googleUnavailable');
      return;
    }
    const flow: GoogleFlow = { ...started.flow, startedAt: deps.clock.now().getTime(), connectUserId: req.user?.id };
    res.cookie(FLOW_COOKIE, encodeFlow(flow), { ...flowCookie(), maxAge: FLOW_TTL_MS });
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, started.url.href);
  });

  r.get('/auth/google/callback', async (req, res) => {
    if (!google) throw new AppError('not_configured', 'googleNotConfigured');
    const flow = decodeFlow(readCookie(req, FLOW_COOKIE));
    res.clearCookie(FLOW_COOKIE, flowCookie());
    res.setHeader('Cache-Control', 'no-store');
    const providerError = str(req.query.error);
    if (providerError) {
      toLogin(req, res, providerError === 'access_denied' ? 'googleCancelled' : 'googleFailed');
      return;
    }
    const age = flow ? deps.clock.now().getTime() - flow.startedAt : Infinity;
    if (!flow || age > FLOW_TTL_MS || age < -FLOW_TTL_MS) {
      toLogin(req, res, 'googleExpired');
      return;
    }
    const callbackUrl = new URL(`${config.appUrl}/auth/google/callback`);
    callbackUrl.search = new URL(req.originalUrl, 'http://callback.invalid').search;
    try {
      const profile = await google.finish(callbackUrl, flow);
      if (flow.connectUserId !== undefined && req.user?.id === flow.connectUserId) {
        // Started while signed in: add Google as a way into THIS account (the step core's
        // "sign in with your password, then connect" message asks for).
        await connectIdentity(actorOf(deps, req), {
          provider: 'google',
          subject: profile.subject,
          email: profile.email,
        });
        res.redirect(302, '/profile');
        return;
      }
      const { user } = await findOrCreateUserByIdentity(ctxOf(deps, req), {
        provider: 'google',
        ...profile,
        locale: req.acceptsLanguages(...LANGUAGES) || undefined,
      });
      await startSession(deps, req, res, user.id);
      res.redirect(302, '/');
    } catch (e) {
      if (isAppError(e) && e.code === 'conflict') {
        toLogin(req, res, e);
        return;
      }
      // openid-client's messages name the failed check, never a token value.
      logOf(req).warn({
        event: 'google_sign_in_failed',
        errName: (e as Error)?.name,
        errCode: (e as { code?: string })?.code,
        reason: (e as Error)?.message?.slice(0, 200),
        cause: ((e as Error)?.cause as Error | undefined)?.message?.slice(0, 200),
      });
      toLogin(req, res, 'googleFailed');
    }
  });

  // ---- Apple (id_token from the popup, bound to this browser by a one-time nonce) -------------

  r.post('/auth/apple/nonce', async (req, res) => {
    if (!apple) throw new AppError('not_configured', 'appleNotConfigured');
    const ctx = ctxOf(deps, req);
    await enforceRateLimit(ctx, `apple-nonce:ip:${clientIp(req)}`, AUTH_LIMITS.applePerIp);
    res.json(await startAppleSignIn(ctx, res, secure()));
  });

  r.post('/auth/apple', async (req, res) => {
    if (!apple) throw new AppError('not_configured', 'appleNotConfigured');
    const ctx = ctxOf(deps, req);
    await enforceRateLimit(ctx, `apple:ip:${clientIp(req)}`, AUTH_LIMITS.applePerIp);
    // The nonce is good for one attempt, whatever its outcome.
    const rawNonce = readCookie(req, APPLE_NONCE_COOKIE);
    res.clearCookie(APPLE_NONCE_COOKIE, appleNonceCookie(secure()));
    const b = bodyOf(req);
    const idToken = isObject(b.authorization) ? str(b.authorization.id_token) : undefined;
    if (!idToken || idToken.length > 16_000) throw new AppError('unauthorized', 'appleFailed');
    let profile: Awaited<ReturnType<typeof apple.verify>>;
    try {
      if (!(await consumeAppleNonce(ctx, rawNonce)))
        throw new AppleNonceError('nonce missing, unknown, expired or used');
      profile = await apple.verify(idToken, deps.clock.now(), rawNonce);
    } catch (e) {
      logOf(req).warn({
        event: 'apple_sign_in_failed',
        errName: (e as Error)?.name,
        errCode: (e as { code?: string })?.code,
      });
      throw new AppError('unauthorized', 'appleFailed');
    }
    if (req.user) {
      await connectIdentity(actorOf(deps, req), { provider: 'apple', subject: profile.subject, email: profile.email });
      res.json(toUserResponse(req.user));
      return;
    }
    // Apple sends the name only on the first authorization, unsigned: good for a name, nothing more.
    const name = isObject(b.user) && isObject(b.user.name) ? b.user.name : {};
    const { user } = await findOrCreateUserByIdentity(ctx, {
      provider: 'apple',
      ...profile,
      firstName: str(name.firstName),
      lastName: str(name.lastName),
      locale: req.acceptsLanguages(...LANGUAGES) || undefined,
    });
    await startSession(deps, req, res, user.id);
    res.json(toUserResponse(user));
  });

  // The popup flow answers through the Apple script; a redirect here just lands on the app.
  r.get('/auth/apple/callback', (_req, res) => res.redirect(302, '/'));
  r.post('/auth/apple/callback', (_req, res) => res.redirect(302, '/'));

  return r;
}
