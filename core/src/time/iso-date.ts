/**
 * The one parser for a calendar day that comes from outside (an HTTP body, path or query, a
 * Telegram callback, a Slack button value or modal): 'YYYY-MM-DD' AND a day that exists. A shape
 * check alone lets "2026-02-30" through to PostgreSQL, which refuses it with an error the
 * transports can only report as an internal one. Length first (decision 050). Decision 182.
 */
import { z } from 'zod';
import { isIsoDate } from './local-day';
import { issue } from '../validate';

const INVALID_DATE = issue('invalidDate');

/** A real calendar date, refused with `message` (the caller's `issue()`, validate.ts) otherwise. */
export function isoDate(message: string = INVALID_DATE) {
  return z
    .string({ error: message })
    .max(10, { error: message, abort: true })
    .refine(isIsoDate, { error: message, abort: true });
}

/** A real calendar date with the generic message. */
export const ZIsoDate = isoDate();
