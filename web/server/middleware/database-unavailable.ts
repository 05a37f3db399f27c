/**
 * A request that failed because the database is gone, refused, timed out or overloaded is
 * answered 503 with a JSON line a person can read (in their language) and a Retry-After, not as an
 * unexplained 500.
 * Mounted just before the one error handler; every other error passes through to it.
 */
import type { ErrorRequestHandler } from 'express';
import { databaseErrorCode, isDatabaseUnavailable } from '@dps/db/database-errors';
import { answerError } from './error-handler';

export const databaseUnavailable: ErrorRequestHandler = (err, req, res, next) => {
  if (!isDatabaseUnavailable(err)) return next(err);
  req.log?.warn({ event: 'database_unavailable', code: databaseErrorCode(err) });
  // Headers already sent: Express's default handler closes the connection.
  if (res.headersSent) return next(err);
  res.setHeader('Retry-After', '5');
  // The code only picks fallback words; this message has its own in every language (errors.json).
  answerError(req, res, 503, { code: 'not_configured', key: 'databaseUnavailable' });
};
