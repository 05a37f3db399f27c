/**
 * What a watch is made of (decision 340), checked once for every front end: a title, an optional
 * request, a start, a length of 1 to 168 hours, slots of 15, 30 or 60 minutes, 1 to 5 people a slot.
 */
import { z } from 'zod';
import { issue, MAX_ID } from '../validate';

export const WATCH_TITLE_MAX = 120;
export const WATCH_HOURS_MIN = 1;
export const WATCH_HOURS_MAX = 168;
export const WATCH_SLOT_MINUTES = [15, 30, 60] as const;
export type WatchSlotMinutes = (typeof WATCH_SLOT_MINUTES)[number];
export const WATCH_PER_SLOT_MAX = 5;
/** A watch may start this far ahead at most: a church plans Holy Week, not the next decade. */
export const WATCH_START_MAX_DAYS = 366;
/** A start a little in the past (a slow form, "now") is taken as now. */
export const WATCH_START_GRACE_MS = 10 * 60_000;
/** The reminder lead times a person may choose (minutes before their slot; 0: only at its start). */
export const WATCH_LEAD_CHOICES = [0, 5, 10, 15, 30, 60] as const;

const WATCH_NOT_FOUND = issue('watchNotFound');

/** A watch id from a URL, a button or a command: digits only, within an integer column. */
export const ZWatchId = z
  .union([z.number(), z.string().max(10, WATCH_NOT_FOUND)], { error: WATCH_NOT_FOUND })
  .transform((v) => (typeof v === 'number' ? v : /^[0-9]+$/.test(v) ? Number(v) : Number.NaN))
  .pipe(z.number().int(WATCH_NOT_FOUND).min(1, WATCH_NOT_FOUND).max(MAX_ID, WATCH_NOT_FOUND));

/** A watch's link code, as `newWatchCode` makes it. */
export const ZWatchCode = z.string({ error: WATCH_NOT_FOUND }).regex(/^[A-Za-z0-9_-]{8,32}$/, WATCH_NOT_FOUND);

/** A slot's number, counted from 0 at the watch's start. */
export const ZWatchSlot = z.coerce
  .number({ error: issue('watchSlotOutOfRange') })
  .int(issue('watchSlotOutOfRange'))
  .min(0, issue('watchSlotOutOfRange'))
  .max(WATCH_HOURS_MAX * 4, issue('watchSlotOutOfRange'));

export const ZStartWatchInput = z.object({
  title: z
    .string({ error: issue('watchTitleRequired', 'missingTitle') })
    .trim()
    .min(1, issue('watchTitleRequired', 'missingTitle'))
    .max(WATCH_TITLE_MAX, issue('watchTitleTooLong', 'titleTooLong')),
  /** One of the group's requests (or, for an open watch, a public one); optional. */
  requestId: z.number().int().min(1).max(MAX_ID).nullish(),
  /** The group it is for; null: open to anyone with the link. */
  circleId: z.number().int().min(1).max(MAX_ID).nullish(),
  /** The first slot's start, an ISO instant (the front ends parse "tomorrow 8pm" with `parseWatchStart`). */
  startsAt: z.iso.datetime({ offset: true, error: issue('watchStartInvalid', 'invalidDate') }),
  hours: z.coerce
    .number({ error: issue('watchHoursRange') })
    .int(issue('watchHoursRange'))
    .min(WATCH_HOURS_MIN, issue('watchHoursRange'))
    .max(WATCH_HOURS_MAX, issue('watchHoursRange')),
  slotMinutes: z.coerce
    .number({ error: issue('watchSlotMinutes') })
    .refine((n) => (WATCH_SLOT_MINUTES as readonly number[]).includes(n), issue('watchSlotMinutes')),
  perSlot: z.coerce
    .number({ error: issue('watchPerSlotRange') })
    .int(issue('watchPerSlotRange'))
    .min(1, issue('watchPerSlotRange'))
    .max(WATCH_PER_SLOT_MAX, issue('watchPerSlotRange')),
  /** The zone the post shows times in (the group's); default the starter's. */
  timeZone: z.string().max(64).nullish(),
  /** The chat the watch post goes to (a chat flow passes its own chat; it must be the group's). */
  post: z.object({ channel: z.enum(['telegram', 'slack_channel']), target: z.string().min(1).max(100) }).nullish(),
});
export type TStartWatchInput = z.input<typeof ZStartWatchInput>;

export const ZWatchSlotInput = z.object({ watchId: ZWatchId, slot: ZWatchSlot });
export type TWatchSlotInput = z.input<typeof ZWatchSlotInput>;

export const ZWatchLeadInput = z.object({
  minutes: z.coerce
    .number({ error: issue('watchLeadChoice') })
    .refine((n) => (WATCH_LEAD_CHOICES as readonly number[]).includes(n), issue('watchLeadChoice')),
});
