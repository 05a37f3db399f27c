/** What can be reported and moderated: a top-level reflection, a reply, or a prayer shared on the wall. */
import { z } from 'zod';

export const ITEM_KINDS = ['reflection', 'reply', 'prayer'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const ZItemKind = z.enum(ITEM_KINDS, { error: 'Unknown kind of item.' });

/** Reports from this many different people hide an item from everyone until a moderator reviews it. */
export const HIDE_AT_REPORTS = 3;

/** Why an author's own item is not shown to others: a moderator hid it, or enough reports await review. */
export type ModerationMark = 'hidden' | 'under_review';
