/**
 * Reads the session cookie and sets `req.user` (with the person's time zone) for a live session,
 * and `req.readFreshness`: what the same statement said about the read caches' generations (decision 238).
 */
import type { RequestHandler } from 'express';
import { getSession, SESSION_TTL_MS } from '@dps/core/accounts/sessions';
import type { ReadCache } from '@dps/core/context';
import type { AppDeps } from '../deps';
import { ctxOf } from '../request-context';
import { readCookie, SESSION_COOKIE, setSessionCookie } from '../auth/session-cookie';

export function sessionMiddleware(deps: AppDeps, readCache: ReadCache): RequestHandler {
  const secure = deps.config.appUrl.startsWith('https://');
  return async (req, res, next) => {
    try {
      const token = readCookie(req, SESSION_COOKIE);
      if (token) {
        const session = await getSession(ctxOf(deps, req), { token });
        if (session) {
          req.user = { ...session.user, timeZone: session.timeZone };
          req.sessionToken = token;
          req.sessionCreatedAt = session.createdAt;
          req.readFreshness = {
            cache: readCache,
            db: deps.db.db,
            user: session.generations.user,
            content: session.generations.content,
            language: session.language,
          };
          // Core slid the expiry in the database just now: let the cookie slide with it.
          if (session.expiresAt.getTime() - deps.clock.now().getTime() > SESSION_TTL_MS - 60_000) {
            setSessionCookie(res, token, session.expiresAt, secure);
          }
        }
      }
      next();
    } catch (e) {
      next(e);
    }
  };
}
