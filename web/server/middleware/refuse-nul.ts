/** Bodies whose text PostgreSQL could not store are refused with a clear 400 (every route). */
import type { RequestHandler } from 'express';
import { AppError } from '@dps/core/errors';

/**
 * PostgreSQL text cannot hold U+0000: a JSON string carrying "\u0000" would fail at the INSERT
 * (a 500). Refused here, for every body, with a clear 400. Iterative, so any nesting depth is safe.
 */
export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  const stack: unknown[] = [req.body];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) {
        next(new AppError('validation', 'unsavableText', { title: 'invalidText' }));
        return;
      }
    } else if (v && typeof v === 'object') {
      for (const x of Object.values(v)) stack.push(x);
    }
  }
  next();
};
