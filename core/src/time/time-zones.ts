/**
 * The one time-zone rule (decision 060), with its zod schema for core's edge. The rule itself lives
 * in zone-names.ts, which imports no zod so the web's first download can use it (decision 242).
 */
import { z } from 'zod';
import { issue } from '../validate';
import { canonicalTimeZone } from './zone-names';

export { canonicalTimeZone, listTimeZones, parseTimeZone, TIME_ZONE_MESSAGE, usableTimeZone } from './zone-names';

const BAD_ZONE = issue('timeZone');

/** A zone chosen by a person, at core's edge: canonical on the way in, or the time-zone message. */
export const ZTimeZone = z.string({ error: BAD_ZONE }).transform((value, ctx) => {
  const timeZone = canonicalTimeZone(value);
  if (timeZone === null) {
    ctx.addIssue({ code: 'custom', message: BAD_ZONE });
    return z.NEVER;
  }
  return timeZone;
});
