/**
 * The ONE place errors become HTTP answers: `{ error, title? }` with the code's status. Client
 * mistakes (bad JSON, too large, too deep, a value the database refuses) get a clear 4xx; anything
 * unexpected is logged with the request id (without SQL or parameters) and answered with a
 * generic line — never a stack.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isAppError } from '@dps/core/errors';
import { databaseErrorCode } from '@dps/db/database-errors';
import { TOO_DEEP_MESSAGE } from './json-bodies';

export const notFoundApi: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'Not found' });
};

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return;
  if (isAppError(err)) {
    if (err.code === 'rate_limited' && typeof err.details?.retryAfterSeconds === 'number') {
      res.setHeader('Retry-After', String(err.details.retryAfterSeconds));
    }
    res.status(err.status).json(err.title ? { error: err.message, title: err.title } : { error: err.message });
    return;
  }
  const e = err as { type?: string; status?: number; statusCode?: number };
  if (e.type === 'entity.parse.failed') {
    res.status(400).json({ error: 'The request body is not valid JSON.' });
    return;
  }
  if (e.type === 'entity.too.deep') {
    res.status(400).json({ error: TOO_DEEP_MESSAGE });
    return;
  }
  if (e.type === 'entity.too.large') {
    res.status(413).json({ error: 'The request is too large.' });
    return;
  }
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ error: 'The request could not be understood.' });
    return;
  }
  const code = databaseErrorCode(err);
  if (code && INPUT_SQLSTATES.has(code)) {
    // The database refused a value the request carried (a date past year 9999, a number out of
    // range): the client's mistake, so a 400. Logged as a warning: some validation let it through.
    req.log?.warn({ event: 'input_refused_by_database', code, err }, 'a value reached the database unvalidated');
    res.status(400).json({ error: 'The request could not be understood.' });
    return;
  }
  // The logger's error serializer keeps the type, a safe message, the frames and the causes: never
  // the SQL text or its parameters (decision 044).
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ error: 'Something went wrong. Please try again.' });
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
