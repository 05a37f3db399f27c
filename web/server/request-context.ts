/** Building core contexts from an Express request. */
import type { Request } from 'express';
import type { ActorCtx, Ctx } from '@dps/core/context';
import type { Freshness } from '@dps/core/context';
import { AppError } from '@dps/core/errors';
import type { UserRecord } from '@dps/core/accounts/create-user';
import type { AppDeps } from './deps';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the session middleware when the cookie names a live session. */
    user?: (UserRecord & { timeZone: string }) | undefined;
    sessionToken?: string | undefined;
    /** When the current session began (recent sign-in checks). */
    sessionCreatedAt?: Date | undefined;
    /** The read caches' generations from the session read (decision 238). */
    readFreshness?: Freshness | undefined;
  }
}

export function ctxOf(deps: AppDeps, req: Request): Ctx {
  return { db: deps.db.db, clock: deps.clock, log: req.log ?? deps.log };
}

/**
 * The signed-in person's context, or 401. A GET (or HEAD) may answer from this instance's read
 * caches (decision 238); a write never does, so its own reads after writing see the database.
 */
export function actorOf(deps: AppDeps, req: Request): ActorCtx {
  const user = req.user;
  if (!user) throw new AppError('unauthorized', 'Unauthorized', { title: 'Unauthorized' });
  const actor: ActorCtx = { ...ctxOf(deps, req), userId: user.id, timeZone: user.timeZone };
  if (req.readFreshness && (req.method === 'GET' || req.method === 'HEAD')) actor.fresh = req.readFreshness;
  return actor;
}

/** Route params that are ids: a positive integer, else 404 (a malformed id names nothing). */
export function idParam(req: Request, name: string): number {
  const raw = req.params[name];
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new AppError('not_found', 'Not found');
  return n;
}
