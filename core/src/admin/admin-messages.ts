/**
 * The admin calendar's refusals, shared by core (which throws them) and the web client (which
 * recognises a "replace?" answer by its title). Browser-safe: no database imports.
 */

/** 409 title when the date already holds a scheduled prayer: the client asks "Replace?" and resends with `replace: true`. */
export const REPLACE_TITLE = 'Already Scheduled';
/** 409 title when the date has begun somewhere: only an in-place correction is allowed. */
export const LIVE_TITLE = 'Date Already Begun';

export const replaceQuestion = (date: string, title: string) =>
  `${date} already has a scheduled prayer, “${title}”. Replace it?`;

export const liveSwapRefusal = (date: string) =>
  `${date} has already begun somewhere in the world, so its prayer can't be swapped or deleted. You can correct the scheduled prayer's wording in place.`;

export const liveMoveRefusal = (date: string) =>
  `${date} has already begun somewhere in the world, so this prayer stays on its date. You can correct its wording in place.`;
