/**
 * The admin calendar's refusal titles in English, shared by core's tests and the web client (which
 * recognises a "replace?" answer by its title); their words are core's error catalogue
 * (`errors.title.alreadyScheduled`, `errors.message.replaceQuestion` …). Browser-safe: no database imports.
 */

/** 409 title when the date already holds a scheduled prayer: the client asks "Replace?" and resends with `replace: true`. */
export const REPLACE_TITLE = 'Already Scheduled';
/** 409 title when the date has begun somewhere: only an in-place correction is allowed. */
export const LIVE_TITLE = 'Date Already Begun';
