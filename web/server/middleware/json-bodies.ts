/**
 * JSON request bodies, parsed only once the sender is known (decision 041). Every path gets a
 * 100 KB limit, except exactly `POST /api/user/profile-image` for a signed-in person (a photo as a
 * data URL: 10 MB decoded is ~13.4 MB of base64) and `POST /api/admin/daily-prayers/import` for a
 * signed-in admin (5 MB: a year of prayers as a file; decision 165); an anonymous request there is answered 401
 * before a byte of its body is read. Nesting deeper than MAX_JSON_DEPTH is refused with a 400 by a
 * linear scan of the raw bytes, before JSON.parse could spend seconds on `[[[[…]]]]`.
 */
import express, { type RequestHandler } from 'express';
import { AppError } from '@dps/core/errors';

/** Arrays and objects inside each other; no body of ours comes near (the deepest is 3). */
export const MAX_JSON_DEPTH = 32;
export const BODY_LIMIT_BYTES = 100 * 1024;
export const PROFILE_IMAGE_PATH = '/api/user/profile-image';
export const PROFILE_IMAGE_BODY_LIMIT_BYTES = 14 * 1024 * 1024;
/** The admin's import of many daily prayers (a CSV or JSON file as text, up to 2,000,000 characters). */
export const ADMIN_IMPORT_PATH = '/api/admin/daily-prayers/import';
export const ADMIN_IMPORT_BODY_LIMIT_BYTES = 5 * 1024 * 1024;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * True when the JSON text in `utf8` opens more than `max` arrays/objects inside each other.
 * Brackets inside strings are skipped (escapes included). One pass, no allocation; it does not
 * validate the JSON (JSON.parse does that next). UTF-8 multi-byte sequences never contain bytes
 * below 0x80, so scanning bytes is exact.
 */
export function jsonNestingExceeds(utf8: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < utf8.length; i++) {
    const c = utf8[i]!;
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPEN.has(c)) {
      if (++depth > max) return true;
    } else if (CLOSE.has(c)) depth--;
  }
  return false;
}

/** body-parser's `verify` hook: runs on the raw bytes before JSON.parse. */
function refuseDeepJson(_req: unknown, _res: unknown, buf: Buffer, encoding: string): void {
  const bytes = /^utf-?8$/i.test(encoding) ? buf : Buffer.from(buf.toString(encoding as BufferEncoding), 'utf8');
  if (jsonNestingExceeds(bytes, MAX_JSON_DEPTH)) {
    // A plain error with a status: body-parser passes it on (and keeps `type`) for the error handler.
    throw Object.assign(new Error(TOO_DEEP_MESSAGE), { status: 400, type: 'entity.too.deep' });
  }
}

/** Mount after the session middleware: which limit applies depends on who is asking. */
export function jsonBodies(): RequestHandler {
  const ordinary = limited(BODY_LIMIT_BYTES);
  const profileImage = limited(PROFILE_IMAGE_BODY_LIMIT_BYTES);
  const adminImport = limited(ADMIN_IMPORT_BODY_LIMIT_BYTES);
  return (req, res, next) => {
    // The admin's file import: the larger limit only for a signed-in admin (core checks the role
    // again in the database); anyone else gets the ordinary limit.
    if (req.method === 'POST' && req.path === ADMIN_IMPORT_PATH && req.user?.role === 'admin') {
      adminImport(req, res, next);
      return;
    }
    // Exactly this path and method (no sub-paths, no trailing slash): the one large body we take.
    if (req.method === 'POST' && req.path === PROFILE_IMAGE_PATH) {
      if (!req.user) {
        next(new AppError('unauthorized', 'unauthorized', { title: 'unauthorized' }));
        return;
      }
      profileImage(req, res, next);
      return;
    }
    ordinary(req, res, next);
  };
}

/**
 * express.json with `limit`, plus: a body that DECLARES more than the limit is refused at once.
 * (body-parser would first read the whole upload to the end before answering 413; Node discards
 * what is left of it after our answer, without buffering it.)
 */
function limited(limit: number): RequestHandler {
  const parse = express.json({ limit, verify: refuseDeepJson });
  return (req, res, next) => {
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > limit) {
      next(Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' }));
      return;
    }
    parse(req, res, next);
  };
}
