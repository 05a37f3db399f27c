/**
 * The one time-zone rule (decision 060), with its zod schema for core's edge. The rule itself lives
 * in zone-names.ts, which imports no zod so the web's first download can use it (decision 242).
 */
import { z } from 'zod';
import { canonicalTimeZone, TIME_ZONE_MESSAGE } from './zone-names';

export { canonicalTimeZone, listTimeZones, parseTimeZone, TIME_ZONE_MESSAGE, usableTimeZone } from './zone-names';

/** A zone chosen by a person, at core's edge: canonical on the way in, or TIME_ZONE_MESSAGE. */
export const ZTimeZone = z.string({ error: TIME_ZONE_MESSAGE }).transform((value, ctx) => {
  const timeZone = canonicalTimeZone(value);
  if (timeZone === null) {
    ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
    return z.NEVER;
  }
  return timeZone;
});
