/** The account itself: a code to connect Telegram/Slack, a copy of one's data, deleting it all. */
import { Router } from 'express';
import { deleteAccount } from '@dps/core/accounts/delete-account';
import { exportUserData } from '@dps/core/accounts/export-user-data';
import { createLinkCode } from '@dps/core/accounts/create-link-code';
import { listLinkedChats } from '@dps/core/accounts/list-linked-chats';
import type { AppDeps } from '../deps';
import { clearSessionCookie } from '../auth/session-cookie';
import { isSecure } from '../auth/start-session';
import { actorOf } from '../request-context';

/** A session younger than this counts as a fresh sign-in (for people without a password). */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** POST /api/user/link-code: the one-time code, and the bot's start link when Telegram is configured. */
export interface LinkCodeAnswer {
  code: string;
  expiresAt: Date;
  telegramUrl?: string;
}

export function accountRoutes(deps: AppDeps): Router {
  const r = Router();

  r.post('/api/user/link-code', async (req, res) => {
    const { code, expiresAt } = await createLinkCode(actorOf(deps, req));
    const bot = deps.config.telegramBotUsername;
    const answer: LinkCodeAnswer = {
      code,
      expiresAt,
      ...(bot ? { telegramUrl: `https://t.me/${encodeURIComponent(bot)}?start=${code}` } : {}),
    };
    res.json(answer);
  });

  // Which chats joined this account with one of its codes (Profile shows them: a link the owner
  // did not make is noticed).
  r.get('/api/user/linked-chats', async (req, res) => {
    res.json(await listLinkedChats(actorOf(deps, req)));
  });

  r.get('/api/user/export', async (req, res) => {
    const data = await exportUserData(actorOf(deps, req));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `attachment; filename="daily-prayer-export-${data.profile.id}.json"`);
    res.json(data);
  });

  r.delete('/api/user', async (req, res) => {
    const actor = actorOf(deps, req);
    const started = req.sessionCreatedAt?.getTime();
    // Decided here from the session, never taken from the body.
    const recentSignIn = started !== undefined && deps.clock.now().getTime() - started < RECENT_SIGN_IN_MS;
    await deleteAccount(actor, { ...(req.body ?? {}), recentSignIn });
    clearSessionCookie(res, isSecure(deps.config.appUrl));
    res.json({ ok: true });
  });

  return r;
}
