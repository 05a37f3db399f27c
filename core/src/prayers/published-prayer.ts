/**
 * The one rule for "may this person act on this prayer by id?" (decision 071).
 *
 * A prayer is PUBLISHED to a person when it is a topic prayer, a library prayer already in the
 * daily rotation where the person is (`in_rotation_from` unset or not after their local today), or a
 * daily prayer an admin scheduled for a date that has begun where the person is (date <= their
 * local today). An admin's prayer for a later date is not theirs to read, save, complete, share
 * or reflect on yet, and it answers exactly like a prayer that does not exist (`not_found`), so
 * guessing ids reveals nothing. Every use case that takes a prayer id from outside goes through here
 * (web routes, Telegram callback data and Slack button values are all "outside").
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { localDate } from '../time/local-day';
import { parseInput } from '../validate';
import { ZPrayerId } from './prayer-id';

/**
 * SQL condition on the prayers row `alias` (e.g. `p`): published to someone whose local today is
 * `today` ('YYYY-MM-DD'). Used inside larger statements so the check costs no extra round trip.
 */
export function publishedSql(alias: string, today: string): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.kind = 'topic'
    or (${a}.kind = 'daily' and ${a}.date <= ${today}::date)
    or (${a}.kind = 'library' and (${a}.in_rotation_from is null or ${a}.in_rotation_from <= ${today}::date)))`;
}

/** The actor's local today: what "published" is measured against. */
export const publishedToday = (ctx: ActorCtx): string => localDate(ctx.clock.now(), ctx.timeZone);

export interface PublishedPrayer {
  id: number;
  kind: 'daily' | 'library' | 'topic';
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
}

export const ZGetPublishedPrayerInput = z.object({ prayerId: ZPrayerId });
export type TGetPublishedPrayerInput = z.input<typeof ZGetPublishedPrayerInput>;

/**
 * A prayer by id, if it is published to the actor; `not_found` when it does not exist or is not
 * theirs yet (the same answer). For the buttons that carry only an id (Share, Reflect).
 */
export async function getPublishedPrayer(ctx: ActorCtx, input: TGetPublishedPrayerInput): Promise<PublishedPrayer> {
  const { prayerId } = parseInput(ZGetPublishedPrayerInput, input);
  const [row] = await queryRows<PublishedPrayer>(
    ctx.db,
    sql`select p.id, p.kind, p.title, p.content, p.scripture, p.scripture_reference as "scriptureReference"
        from prayers p where p.id = ${prayerId}::int and ${publishedSql('p', publishedToday(ctx))}`,
  );
  if (!row) throw new AppError('not_found', 'prayerNotFound');
  return row;
}

/** Throws `not_found` unless the prayer is published to the actor (see the file's comment). */
export async function assertPublishedTo(ctx: ActorCtx, prayerId: number): Promise<void> {
  const [row] = await queryRows<{ ok: number }>(
    ctx.db,
    sql`select 1 as ok from prayers p where p.id = ${prayerId}::int and ${publishedSql('p', publishedToday(ctx))}`,
  );
  if (!row) throw new AppError('not_found', 'prayerNotFound');
}
