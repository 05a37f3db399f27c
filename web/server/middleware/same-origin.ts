/**
 * Cross-site request forgery defence for cookie-authenticated writes, with no token to juggle:
 * a state-changing request must come from our own origin (Sec-Fetch-Site, else Origin, else
 * Referer), and a request that has a body must declare it as JSON. A bodiless POST (complete,
 * favorite, logout) carries no Content-Type and is accepted (ARCHITECTURE rule 5).
 * Refusals are in the browser's language (Accept-Language): this runs before the session is read.
 */
import type { RequestHandler } from 'express';
import { answerError } from './error-handler';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOriginWrites(opts: { appUrl: string; exempt?: (path: string) => boolean }): RequestHandler {
  const allowed = new URL(opts.appUrl).origin;
  return (req, res, next) => {
    if (SAFE.has(req.method) || opts.exempt?.(req.path)) return next();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const referer = req.get('referer');
    const host = req.get('host');
    const ownOrigins = new Set([allowed, ...(host ? [`http://${host}`, `https://${host}`] : [])]);
    let ok: boolean;
    if (site) ok = site === 'same-origin' || site === 'none';
    else if (origin) ok = ownOrigins.has(origin);
    else if (referer) ok = safeOrigin(referer) !== null && ownOrigins.has(safeOrigin(referer)!);
    else ok = !req.get('cookie'); // no browser context and no cookie: nothing to forge (scripts, tests)
    if (!ok) {
      answerError(req, res, 403, { code: 'forbidden', key: 'notFromApp' });
      return;
    }
    const length = Number(req.get('content-length') ?? 0);
    const hasBody = length > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody && !req.is('application/json')) {
      answerError(req, res, 415, { code: 'validation', key: 'bodyNotJson' });
      return;
    }
    next();
  };
}

function safeOrigin(u: string): string | null {
  try {
    return new URL(u).origin;
  } catch {
    return null;
  }
}
