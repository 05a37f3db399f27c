/**
 * The web side of the chat sign-in links (decision 200): the page at /signin-link asks what a link
 * would open (POST /auth/chat-link/preview, which spends nothing), then the person's "Continue"
 * spends it (POST /auth/chat-link) and gets a new session. A chat-made account can then add an
 * email and password (POST /api/user/email-password). Tokens travel in JSON bodies only, never in
 * a URL a server logs.
 */
import { Router, type Request } from 'express';
import { addEmailPassword } from '@dps/core/accounts/add-email-password';
import { previewWebSignInLink } from '@dps/core/accounts/preview-web-sign-in-link';
import { redeemWebSignInLink } from '@dps/core/accounts/redeem-web-sign-in-link';
import type { AppDeps } from '../deps';
import { clientIp, enforceRateLimit } from '../auth/rate-limits';
import { startSession } from '../auth/start-session';
import { toUserResponse } from '../auth/user-response';
import { createMailer } from '../mail/mailer';
import { sendEmailConfirmation } from '../mail/send-email-confirmation';
import { actorOf, ctxOf } from '../request-context';

/** Look-ups per address: tokens are 256 random bits, so this is hygiene, not the defence. */
export const CHAT_LINK_LIMIT = { limit: 30, windowSeconds: 15 * 60 } as const;

type Body = Record<string, unknown>;
const bodyOf = (req: Request): Body =>
  typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Body) : {};
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function chatSignInRoutes(deps: AppDeps): Router {
  const mailer = createMailer(deps.config, deps.log);
  const r = Router();

  r.post('/auth/chat-link/preview', async (req, res) => {
    const ctx = ctxOf(deps, req);
    await enforceRateLimit(ctx, `chat-link:ip:${clientIp(req)}`, CHAT_LINK_LIMIT);
    const p = await previewWebSignInLink(ctx, { token: str(bodyOf(req).token)! });
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      firstName: p.firstName,
      channel: p.channel,
      next: p.next,
      expiresAt: p.expiresAt.toISOString(),
      // Already signed in as someone else on this browser: the page says the link switches accounts.
      signedInAs: req.user ? { id: req.user.id, firstName: req.user.firstName } : null,
    });
  });

  r.post('/auth/chat-link', async (req, res) => {
    const ctx = ctxOf(deps, req);
    await enforceRateLimit(ctx, `chat-link:ip:${clientIp(req)}`, CHAT_LINK_LIMIT);
    const { userId, next } = await redeemWebSignInLink(ctx, { token: str(bodyOf(req).token)! });
    await startSession(deps, req, res, userId);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ next });
  });

  r.post('/api/user/email-password', async (req, res) => {
    const actor = actorOf(deps, req);
    const b = bodyOf(req);
    const user = await addEmailPassword(actor, { email: str(b.email)!, password: str(b.password)! });
    const confirmation = await sendEmailConfirmation(deps, mailer, actor, req, user.id, { bestEffort: true });
    res.json({ ...toUserResponse(user), emailConfirmation: confirmation });
  });

  return r;
}
