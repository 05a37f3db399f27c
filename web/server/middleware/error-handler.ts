/**
 * The ONE place errors become HTTP answers: `{ error, title? }` with the code's status. Client
 * mistakes (bad JSON, too large, too deep, a value the database refuses) get a clear 4xx; anything
 * unexpected is logged with the request id (without SQL or parameters) and answered with a
 * generic line — never a stack. Every message in the person's language (decision 241), rendered by its
 * key in core's error catalogue: their setting when signed in, else the browser's Accept-Language.
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { isAppError } from '@dps/core/errors';
import { errorText, type ErrorSaying } from '@dps/core/i18n/error-text';
import { LANGUAGES, type Language } from '@dps/db/content/languages';
import { databaseErrorCode } from '@dps/db/database-errors';

/**
 * The language an error is answered in: the account's setting (read with the session), else the
 * browser's. A check that runs before the session is read (the same-origin check) has only the browser's.
 */
export function errorLanguage(req: Request): Language {
  if (req.user && req.readFreshness) return req.readFreshness.language;
  return (req.acceptsLanguages(...LANGUAGES) || 'en') as Language;
}

/**
 * `{ error, title? }` in the person's language, with the status: every error answer goes through
 * here (middlewares that answer before a route, too), so none is English-only.
 */
export function answerError(req: Request, res: Response, status: number, error: ErrorSaying) {
  const words = errorText(errorLanguage(req), error);
  // A conflict also names its key: a client acts on which conflict it is ("Replace it?"), and its
  // words are in the person's language, so only the key can tell it (decision 258).
  const key = error.code === 'conflict' && error.key !== undefined ? { key: error.key } : {};
  res
    .status(status)
    .json(words.title ? { error: words.message, title: words.title, ...key } : { error: words.message, ...key });
}

export const notFoundApi: RequestHandler = (req, res) => {
  answerError(req, res, 404, { code: 'not_found', key: 'notFound' });
};

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return;
  if (isAppError(err)) {
    if (err.code === 'rate_limited' && typeof err.details?.retryAfterSeconds === 'number') {
      res.setHeader('Retry-After', String(err.details.retryAfterSeconds));
    }
    answerError(req, res, err.status, err);
    return;
  }
  const e = err as { type?: string; status?: number; statusCode?: number };
  if (e.type === 'entity.parse.failed') {
    answerError(req, res, 400, { code: 'validation', key: 'badJson' });
    return;
  }
  if (e.type === 'entity.too.deep') {
    answerError(req, res, 400, { code: 'validation', key: 'tooDeep' });
    return;
  }
  if (e.type === 'entity.too.large') {
    answerError(req, res, 413, { code: 'validation', key: 'tooLarge' });
    return;
  }
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    answerError(req, res, status, { code: 'validation', key: 'notUnderstood' });
    return;
  }
  const code = databaseErrorCode(err);
  if (code && INPUT_SQLSTATES.has(code)) {
    // The database refused a value the request carried (a date past year 9999, a number out of
    // range): the client's mistake, so a 400. Logged as a warning: some validation let it through.
    req.log?.warn({ event: 'input_refused_by_database', code, err }, 'a value reached the database unvalidated');
    answerError(req, res, 400, { code: 'validation', key: 'notUnderstood' });
    return;
  }
  // The logger's error serializer keeps the type, a safe message, the frames and the causes: never
  // the SQL text or its parameters (decision 044).
  req.log?.error({ err }, 'unhandled error');
  answerError(req, res, 500, { code: 'validation', key: 'somethingWrong' });
};

/**
 * SQLSTATEs of class 22 ("data exception") that only a value from the request can cause: a bad
 * or out-of-range date, time zone, number or text. Not division by zero and the like, which are ours.
 */
const INPUT_SQLSTATES = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22009', // invalid_time_zone_displacement_value
  '22021', // character_not_in_repertoire
  '22023', // invalid_parameter_value (e.g. an unknown time zone name)
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character
]);
