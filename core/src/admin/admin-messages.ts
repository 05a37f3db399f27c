/**
 * The admin calendar's refusal titles in English, shared by core's tests, and the key the web client
 * recognises a "replace?" answer by (in any language); their words are core's error catalogue
 * (`errors.title.alreadyScheduled`, `errors.message.replaceQuestion` …). Browser-safe: no database imports.
 */
import type { ErrorKey } from '../errors';

/** 409 title when the date already holds a scheduled prayer: the client asks "Replace?" and resends with `replace: true`. */
export const REPLACE_TITLE = 'Already Scheduled';
/**
 * The key of that 409 (the answer's `key`): what the client recognises it by, in every language
 * (decision 258); the title is the English words only.
 */
export const REPLACE_KEY = 'replaceQuestion' satisfies ErrorKey;
/** 409 title when the date has begun somewhere: only an in-place correction is allowed. */
export const LIVE_TITLE = 'Date Already Begun';
