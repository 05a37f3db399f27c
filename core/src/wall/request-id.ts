import { z } from 'zod';
import { issue, MAX_ID } from '../validate';

const REQUEST_NOT_FOUND = issue('requestNotFound');

/** A request id from a URL, a button or callback data: digits only, within an integer column. */
export const ZRequestId = z
  .union([z.number(), z.string().max(10, REQUEST_NOT_FOUND)], { error: REQUEST_NOT_FOUND })
  .transform((v) => (typeof v === 'number' ? v : /^[0-9]+$/.test(v) ? Number(v) : Number.NaN))
  .pipe(z.number().int(REQUEST_NOT_FOUND).min(1, REQUEST_NOT_FOUND).max(MAX_ID, REQUEST_NOT_FOUND));
