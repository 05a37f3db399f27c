import { z } from 'zod';
import { MAX_ID } from '../validate';

const invalid = 'Invalid prayer id.';

/** A prayer id as it arrives: a number, or text from a route parameter, a Telegram callback or a Slack action. */
export const ZPrayerId = z
  .union([z.number(), z.string()], { message: invalid })
  .transform((v) => (typeof v === 'string' && v.trim() === '' ? Number.NaN : Number(v)))
  .pipe(z.number({ message: invalid }).int(invalid).min(1, invalid).max(MAX_ID, invalid));
