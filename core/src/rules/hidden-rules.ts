/**
 * The ONE place that says which moderated items a person may see (decision 156). Every listing of
 * public content (the web, Telegram, Slack) filters with `visibleAfterModeration`:
 *
 * - the author always sees their own item (marked with `moderationMarkSql`);
 * - a person who reported an item never sees it again;
 * - nobody else sees an item a moderator hid, or one with open reports from HIDE_AT_REPORTS people
 *   whose reports count (decision 172: an established reporter's, not a brand-new account's).
 *
 * `id` and `authorId` are the item's columns (or raw SQL naming them under an alias); `viewerId` a
 * person's id, or a column naming one (a notification's recipient: community-rule.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contentReports, moderationHiddenItems } from '@dps/db/schema';
import { HIDE_AT_REPORTS, type ItemKind } from './item-kind';

type Ref = AnyPgColumn | SQL;

/** WHERE condition: the item is hidden from everyone but its author (moderator hide, or enough open reports). */
export function hiddenFromCommunity(kind: ItemKind, id: Ref): SQL {
  return sql`(exists (select 1 from ${moderationHiddenItems} as "mod_h" where "mod_h"."kind" = ${kind} and "mod_h"."item_id" = ${id})
    or (select count(*) from ${contentReports} as "mod_c"
        where "mod_c"."kind" = ${kind} and "mod_c"."item_id" = ${id} and "mod_c"."resolved_at" is null
          and "mod_c"."counts_toward_hide") >= ${HIDE_AT_REPORTS})`;
}

/** WHERE condition: `viewerId` may see the item as far as moderation goes (visibility rules come on top). */
export function visibleAfterModeration(kind: ItemKind, id: Ref, authorId: Ref, viewerId: number | Ref): SQL {
  return sql`(${authorId} = ${viewerId} or (
    not exists (select 1 from ${contentReports} as "mod_r"
                where "mod_r"."kind" = ${kind} and "mod_r"."item_id" = ${id} and "mod_r"."reporter_id" = ${viewerId})
    and not ${hiddenFromCommunity(kind, id)}))`;
}

/** Select expression: 'hidden' (a moderator hid it), 'under_review' (enough open reports) or null. */
export function moderationMarkSql(kind: ItemKind, id: Ref): SQL<'hidden' | 'under_review' | null> {
  return sql<'hidden' | 'under_review' | null>`(case
    when exists (select 1 from ${moderationHiddenItems} as "mod_mh" where "mod_mh"."kind" = ${kind} and "mod_mh"."item_id" = ${id}) then 'hidden'
    when (select count(*) from ${contentReports} as "mod_mc"
          where "mod_mc"."kind" = ${kind} and "mod_mc"."item_id" = ${id} and "mod_mc"."resolved_at" is null
            and "mod_mc"."counts_toward_hide") >= ${HIDE_AT_REPORTS} then 'under_review'
    else null end)`;
}
