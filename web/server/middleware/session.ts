/** Reads the session cookie and sets `req.user` (with the person's time zone) for a live session. */
import type { RequestHandler } from 'express';
import { getSession } from '@dps/core/accounts/sessions';
import type { AppDeps } from '../deps';
import { ctxOf } from '../request-context';
import { readCookie, SESSION_COOKIE } from '../auth/session-cookie';

export function sessionMiddleware(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    try {
      const token = readCookie(req, SESSION_COOKIE);
      if (token) {
        const session = await getSession(ctxOf(deps, req), { token });
        if (session) {
          req.user = { ...session.user, timeZone: session.timeZone };
          req.sessionToken = token;
          req.sessionCreatedAt = session.createdAt;
        }
      }
      next();
    } catch (e) {
      next(e);
    }
  };
}
