/**
 * Sign a person in on this browser: a NEW session id every time (the one the cookie named, if any,
 * is revoked first, so a fixated or stolen pre-login id is worthless), then the cookie.
 */
import type { Request, Response } from 'express';
import { createSession } from '@dps/core/accounts/create-session';
import { revokeSession } from '@dps/core/accounts/revoke-session';
import type { AppDeps } from '../deps';
import { ctxOf } from '../request-context';
import { readCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie';

export const isSecure = (appUrl: string) => appUrl.startsWith('https:');

export async function startSession(deps: AppDeps, req: Request, res: Response, userId: number): Promise<void> {
  const ctx = ctxOf(deps, req);
  const previous = req.sessionToken ?? readCookie(req, SESSION_COOKIE);
  if (previous) await revokeSession(ctx, { token: previous });
  const { token, expiresAt } = await createSession(ctx, { userId });
  setSessionCookie(res, token, expiresAt, isSecure(deps.config.appUrl));
}
