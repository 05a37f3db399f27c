/**
 * The ONE place errors become HTTP answers: `{ error, title? }` with the code's status. Client
 * mistakes (bad JSON, too large) get a clear 4xx; anything unexpected is logged with the request
 * id and answered with a generic line — never a stack.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isAppError } from '@dps/core/errors';

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
  if (e.type === 'entity.too.large') {
    res.status(413).json({ error: 'The request is too large.' });
    return;
  }
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ error: 'The request could not be understood.' });
    return;
  }
  req.log?.error({ err: { name: (err as Error)?.name, message: (err as Error)?.message, stack: (err as Error)?.stack } }, 'unhandled error');
  res.status(500).json({ error: 'Something went wrong. Please try again.' });
};
