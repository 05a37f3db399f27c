/** What can be reported and moderated: a top-level reflection, a reply, or a prayer shared on the wall. */
import { z } from 'zod';
import { issue } from '../validate';

export const ITEM_KINDS = ['reflection', 'reply', 'prayer'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const ZItemKind = z.enum(ITEM_KINDS, { error: issue('unknownItemKind') });

/**
 * Reports that count (decision 172) from this many different people hide an item from everyone
 * until a moderator reviews it. Every report hides it from the person who made it, at once.
 */
export const HIDE_AT_REPORTS = 3;

/**
 * Whose report counts toward hiding an item from everyone (decision 172): an account at least this
 * many days old when it reports ...
 */
export const REPORTER_MIN_AGE_DAYS = 7;
/** ... that prayed (a daily prayer or a wall request) on at least this many different days ... */
export const REPORTER_MIN_ACTIVE_DAYS = 3;
/** ... and whose past reports were not mostly dismissed: this many dismissals and more than upheld. */
export const REPORTER_MAX_DISMISSED = 3;

/** How many reports one person may send: per hour and per day (429 past either). */
export const REPORTS_PER_HOUR = { limit: 10, windowSeconds: 3600 } as const;
export const REPORTS_PER_DAY = { limit: 30, windowSeconds: 86_400 } as const;

/** This many reports on one item within REPORT_BURST_SECONDS is a burst: moderators are told at once. */
export const REPORT_BURST_COUNT = 3;
export const REPORT_BURST_SECONDS = 3600;

/** Why an author's own item is not shown to others: a moderator hid it, or enough reports await review. */
export type ModerationMark = 'hidden' | 'under_review';
