/**
 * The requests a person's daily message carries (decision 300): one or two open requests from their
 * circles, least-prayed first (every "I prayed" so far, plus today's picks for other members not yet
 * prayed, so a group's members spread over its requests), then oldest, a new request's first three
 * prayers before all (decision 301); never their own, never one they prayed
 * for in their last 3 local days. Picked once per person and local date (`request_picks`), so
 * Telegram, Slack, push, email and Today show the same ones; a pick no longer visible to them (they
 * left the group, it was answered, archived or hidden) is dropped when read.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import { intercessions, requestPicks, userPrayers, users } from '@dps/db/schema';
import type { Ctx } from '../context';
import type { DeliveryRequest } from '../delivery/delivery-types';
import { inViewersCircles } from '../rules/request-audience';
import { visibleAfterModeration } from '../rules/hidden-rules';
import { ZIsoDate } from '../time/iso-date';
import { parseInput } from '../validate';

/** At most this many requests ride in one daily message: a message, not a list (decision 300). */
export const DAILY_REQUESTS_MAX = 2;
/** A request the person prayed for within this many local days (today included) is not picked again. */
export const RECENTLY_PRAYED_DAYS = 3;
/**
 * A request's first prayers come first (decision 301): one younger than this with fewer than
 * FIRST_PRAYERS prayers goes before every other, so it is in each member's message until it has them.
 */
export const NEW_REQUEST_HOURS = 48;
export const FIRST_PRAYERS = 3;

export const ZPickDailyRequestsInput = z.object({
  userId: z.number().int().positive(),
  localDate: ZIsoDate,
});
export type TPickDailyRequestsInput = z.input<typeof ZPickDailyRequestsInput>;

/** A picked request as its reader sees it, with whether they prayed for it on that local date. */
export type PickedRequest = DeliveryRequest & { prayedByMe: boolean };

/** Still for this reader: open, in one of their circles now, not theirs, not hidden from them. */
const stillForReader = (userId: number): SQL =>
  sql`${userPrayers.userId} <> ${userId}::int and ${userPrayers.archivedAt} is null and ${userPrayers.answeredAt} is null
      and ${inViewersCircles(userId)}
      and ${visibleAfterModeration('prayer', userPrayers.id, userPrayers.userId, userId)}`;

const prayedCount = sql`(select count(*) from ${intercessions} where ${intercessions.userPrayerId} = ${userPrayers.id})::int`;

interface Row {
  id: number;
  title: string;
  isAnonymous: boolean;
  firstName: string | null;
  prayedCount: number;
  prayedByMe: boolean;
}

const toRequest = (r: Row): PickedRequest => ({
  id: r.id,
  text: r.title,
  authorName: r.isAnonymous ? null : r.firstName?.trim() || null,
  prayedCount: Number(r.prayedCount),
  prayedByMe: Boolean(r.prayedByMe),
});

/** The stored picks of (person, date) that are still for them, in the order they were picked. */
async function storedPicks(ctx: Ctx, userId: number, date: string): Promise<{ any: boolean; rows: Row[] }> {
  const rows = await queryRows<Row & { visible: boolean }>(
    ctx.db,
    sql`select ${userPrayers.id} as id, ${userPrayers.title} as title, ${userPrayers.isAnonymous} as "isAnonymous",
               ${users.firstName} as "firstName", ${prayedCount} as "prayedCount",
               exists (select 1 from ${intercessions} where ${intercessions.userPrayerId} = ${userPrayers.id}
                       and ${intercessions.userId} = ${userId}::int and ${intercessions.localDate} = ${date}::date) as "prayedByMe",
               (${stillForReader(userId)}) as visible
        from ${requestPicks}
        join ${userPrayers} on ${userPrayers.id} = ${requestPicks.requestId}
        join ${users} on ${users.id} = ${userPrayers.userId}
        where ${requestPicks.userId} = ${userId}::int and ${requestPicks.localDate} = ${date}::date
        order by ${requestPicks.createdAt}, ${requestPicks.requestId}`,
  );
  return { any: rows.length > 0, rows: rows.filter((r) => r.visible).slice(0, DAILY_REQUESTS_MAX) };
}

/**
 * The person's requests for `localDate`: the ones picked earlier that day, or a new pick stored now.
 * Nobody in a circle with open requests gets an empty list twice: no pick is stored when there was
 * nothing to pick, so a request shared later that day can still be picked (Today, a later channel).
 */
export async function pickDailyRequests(ctx: Ctx, input: TPickDailyRequestsInput): Promise<PickedRequest[]> {
  const { userId, localDate: date } = parseInput(ZPickDailyRequestsInput, input);
  const before = await storedPicks(ctx, userId, date);
  if (before.any) return before.rows.map(toRequest);

  const firstDaysFrom = new Date(ctx.clock.now().getTime() - NEW_REQUEST_HOURS * 3_600_000).toISOString();
  const candidates = await queryRows<{ id: number }>(
    ctx.db,
    sql`select ${userPrayers.id} as id
        from ${userPrayers}
        where ${stillForReader(userId)}
          and not exists (select 1 from ${intercessions} where ${intercessions.userPrayerId} = ${userPrayers.id}
                          and ${intercessions.userId} = ${userId}::int
                          and ${intercessions.localDate} > ${date}::date - ${RECENTLY_PRAYED_DAYS}::int)
        order by (case when ${userPrayers.createdAt} > ${firstDaysFrom}::timestamptz and ${prayedCount} < ${FIRST_PRAYERS}
                       then 0 else 1 end),
                 ${prayedCount}
                 + (select count(*) from ${requestPicks} p where p.request_id = ${userPrayers.id}
                    and p.local_date = ${date}::date and p.user_id <> ${userId}::int
                    and not exists (select 1 from ${intercessions} i where i.user_prayer_id = p.request_id
                                    and i.user_id = p.user_id and i.local_date >= p.local_date)),
                 ${userPrayers.createdAt}, ${userPrayers.id}
        limit ${DAILY_REQUESTS_MAX}`,
  );
  if (candidates.length === 0) return [];
  const now = ctx.clock.now();
  // Two channels picking at once store at most both picks; everyone reads the same first ones back.
  await ctx.db
    .insert(requestPicks)
    .values(
      candidates.map((c, i) => ({ userId, localDate: date, requestId: c.id, createdAt: new Date(now.getTime() + i) })),
    )
    .onConflictDoNothing();
  return (await storedPicks(ctx, userId, date)).rows.map(toRequest);
}
