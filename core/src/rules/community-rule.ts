/**
 * The one rule for everything that publishes or notifies about community content (decision 171).
 *
 * A person hears about, or is shown, a community item (a reflection, a reply, a wall prayer) only
 * while they may see it: it exists, it is public or theirs (a request: public or in one of their
 * circles now, and not archived: decision 286), and moderation does not hide it from
 * them (hidden-rules.ts: a moderator hid it, enough counted reports put it under review, or they
 * reported it themselves). A notification that names an item (`about`) is stored through this rule
 * (add-notification.ts), and the bell and the chat outbox check it again when they show or send,
 * so an item hidden, made private or deleted after the event stops being told.
 *
 * Publishing new words (a public post, a reply, an answered note on a shared prayer) goes through
 * `assertMayPostPublicly` (public-posting.ts), the other half of the rule.
 */
import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { circleMembers, reflections, requestCircles, userPrayers } from '@dps/db/schema';
import { reflectionVisibleTo } from './reflection-visibility';
import { visibleAfterModeration } from './hidden-rules';
import type { ItemKind } from './item-kind';

type Ref = AnyPgColumn | SQL;

const aboutPrayer = alias(userPrayers, 'about_p');
const aboutReflection = alias(reflections, 'about_r');

/**
 * WHERE condition: the person `viewer` (an id, or a column naming one) may see item (`kind`, `id`)
 * now. `kind` may be a column (a notification's `about_kind`); a null kind means "about no item".
 */
export function itemVisibleTo(kind: ItemKind | Ref, id: Ref | number, viewer: number | Ref): SQL {
  const v = typeof viewer === 'number' ? sql`${viewer}::int` : sql`${viewer}`;
  const i = typeof id === 'number' ? sql`${id}::int` : id;
  const k = typeof kind === 'string' ? sql`${kind}::text` : kind;
  return sql`(case ${k}
    when 'prayer' then exists (
      select 1 from ${userPrayers} as "about_p" where ${aboutPrayer.id} = ${i}
        and (${aboutPrayer.userId} = ${v}
             or (${aboutPrayer.archivedAt} is null
                 and (${aboutPrayer.isPublic} or exists (
                   select 1 from ${requestCircles} as "about_rc" join ${circleMembers} as "about_cm" on "about_cm"."circle_id" = "about_rc"."circle_id"
                   where "about_rc"."request_id" = ${aboutPrayer.id} and "about_cm"."user_id" = ${v} and "about_cm"."is_member"))
                 and ${visibleAfterModeration('prayer', aboutPrayer.id, aboutPrayer.userId, v)})))
    when 'reflection' then exists (
      select 1 from ${reflections} as "about_r" where ${aboutReflection.id} = ${i}
        and ${aboutReflection.parentId} is null and ${reflectionVisibleTo(v, aboutReflection)})
    when 'reply' then exists (
      select 1 from ${reflections} as "about_r" where ${aboutReflection.id} = ${i}
        and ${aboutReflection.parentId} is not null and ${reflectionVisibleTo(v, aboutReflection)})
    else ${k} is null end)`;
}
