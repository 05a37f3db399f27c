import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { z } from 'zod';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { notifyAfterCompletion } from '../notifications/notify-events';
import { localDate } from '../time/local-day';
import { canonicalTimeZone } from '../time/time-zones';
import { issue, parseInput } from '../validate';
import { pickedIdSql, userLanguageSql } from './get-daily-prayer';
import { ZPrayerId } from './prayer-id';
import { publishedSql } from './published-prayer';

/** How far back a tap may be dated (`at`): a phone that prayed offline over a long weekend. */
export const COMPLETE_AT_MAX_AGE_MS = 72 * 60 * 60 * 1000;
/** A tap dated this little ahead of our clock is a phone's clock running fast: it counts as now. */
export const COMPLETE_AT_MAX_SKEW_MS = 2 * 60 * 1000;

export const NOT_TODAYS_PRAYER = "Only today's prayer can be marked as prayed. Open today's prayer to pray it.";
export const INVALID_AT = issue('invalidAt');

/** An instant as it arrives: a Date, or an ISO 8601 date-time with Z or an offset. */
const ZInstant = z.union(
  [
    z.date({ error: INVALID_AT }).refine((d) => !Number.isNaN(d.getTime()), INVALID_AT),
    // Length first (decision 050): the date-time pattern never reads an overlong string.
    z
      .string({ error: INVALID_AT })
      .max(40, { error: INVALID_AT, abort: true })
      .pipe(z.iso.datetime({ offset: true, error: INVALID_AT }))
      .transform((s) => new Date(s)),
  ],
  { error: INVALID_AT },
);

export const ZCompletePrayerInput = z.object({
  prayerId: ZPrayerId,
  source: z.enum(['web', 'telegram', 'slack']).default('web'),
  /**
   * When the person tapped Pray, if not now (a tap made offline and sent later). Past only, at
   * most 72 hours back; the day it counts for is the local day of `at` in the person's zone.
   */
  at: ZInstant.optional(),
  /**
   * Where the person is (the web sends the device's IANA zone): recorded with the completion so the
   * rhythm counts it on the local date of where it was prayed (decision 221). Absent, or not a zone
   * decision 060 accepts: the settings' zone. It never moves the settings (decision 190); where
   * its date is not the settings' date, the prayer of its date counts too (decision 249).
   */
  zone: z.unknown().optional(),
});
export type TCompletePrayerInput = z.input<typeof ZCompletePrayerInput>;

export interface CompletePrayerResult {
  completed: true;
  /** The actor's local day the completion counts for. */
  localDate: string;
  /** True when this prayer was already completed on that day (nothing changed). */
  alreadyCompleted: boolean;
}

/**
 * "I prayed": records a completion of the daily prayer of the actor's local day — the day of `at`
 * (the moment of the tap; default now) in their zone. Only that day's prayer counts, so the streak
 * means "prayed the prayer of each day": a prayer that is not published to the actor (an admin's
 * prayer for a later date) or does not exist -> `not_found`; a published prayer that is not the
 * prayer of that day (yesterday's, a topic prayer) -> `conflict` NOT_TODAYS_PRAYER, and nothing is
 * recorded (decision 071). Idempotent per (user, prayer, local day) through the unique index, so a
 * double tap, a Telegram button and a Slack button on the same day count once. The zone it was
 * prayed in (`zone`, else the settings' zone) is kept with it for the rhythm (decision 221); when
 * the date there is not the settings' date, the prayer of that date counts too, on that date
 * (a traveller's Today follows the device; decision 249).
 */
export async function completePrayer(ctx: ActorCtx, input: TCompletePrayerInput): Promise<CompletePrayerResult> {
  const { prayerId, source, at: tappedAt, zone } = parseInput(ZCompletePrayerInput, input);
  const prayedIn = canonicalTimeZone(zone) ?? ctx.timeZone;
  const now = ctx.clock.now();
  const at = tapInstant(now, tappedAt);
  const day = localDate(at, ctx.timeZone);
  // The date where it was prayed, which the rhythm counts (decision 221).
  const prayedOn = localDate(at, prayedIn);
  // A traveller's device (Los Angeles, the 27th) shows the prayer of the date where they are while
  // the settings (Sydney) are already on the 28th: that prayer is theirs to pray too, and counts on
  // its own date (decision 249). Either date is a real "today" at that instant, never any other.
  const elsewhere = prayedOn !== day;
  // Published by the later of the two todays: a device ahead of the settings may pray its own date.
  const publishedBy = [localDate(now, ctx.timeZone), localDate(now, prayedIn)].sort()[1]!;
  // One round trip: is it published to the actor, is it the prayer of `day` (or of `prayedOn`), and
  // (only then) the insert. INSERT ... SELECT: an unknown id inserts nothing instead of raising a
  // foreign-key error (which would abort a caller's transaction).
  const language = userLanguageSql(ctx.userId);
  const [row] = await queryRows<{ found: boolean; countsOn: string | null; inserted: number }>(
    ctx.db,
    sql`with target as (
          select p.id from prayers p where p.id = ${prayerId}::int and ${publishedSql('p', publishedBy)}
        ),
        picked as (${pickedIdSql(day, language)}),
        ${elsewhere ? sql`picked_there as (${pickedIdSql(prayedOn, language)}),` : sql``}
        counts_on as (
          select case when t.id = (select id from picked) then ${day}::date
                      ${elsewhere ? sql`when t.id = (select id from picked_there) then ${prayedOn}::date` : sql``}
                 end as d
          from target t
        ),
        ins as (
          insert into completions (user_id, prayer_id, local_date, source, time_zone, prayed_on, created_at)
          select ${ctx.userId}::int, t.id, c.d, ${source}::text, ${prayedIn}::text, ${prayedOn}::date,
                 ${at.toISOString()}::timestamptz
          from target t, counts_on c where c.d is not null
          on conflict (user_id, prayer_id, local_date) do nothing
          returning 1
        )
        select exists (select 1 from target) as found,
               (select d::text from counts_on) as "countsOn",
               (select count(*)::int from ins) as inserted`,
  );
  if (!row?.found) throw new AppError('not_found', 'prayerNotFound');
  if (!row.countsOn) throw new AppError('conflict', 'notTodaysPrayer');
  const countsOn = row.countsOn;
  if (row.inserted > 0) await notifyMilestones(ctx, countsOn);
  return { completed: true, localDate: countsOn, alreadyCompleted: row.inserted === 0 };
}

/** The instant a tap counts at: `at` if given (never after now, at most 72 hours before), else now. */
export function tapInstant(now: Date, at: Date | undefined): Date {
  if (!at) return now;
  const ahead = at.getTime() - now.getTime();
  if (ahead > COMPLETE_AT_MAX_SKEW_MS) throw new AppError('validation', 'atInFuture', { details: { path: 'at' } });
  if (ahead > 0) return now;
  if (-ahead > COMPLETE_AT_MAX_AGE_MS) throw new AppError('validation', 'atTooOld', { details: { path: 'at' } });
  return at;
}

/**
 * A streak milestone or a goal reached by this completion. The prayer is already counted: a
 * notification that cannot be stored is logged (ids only) and never turns the prayer into an error.
 * Its own (sub)transaction, so a failure inside a caller's transaction rolls back only itself.
 */
async function notifyMilestones(ctx: ActorCtx, day: string): Promise<void> {
  try {
    await ctx.db.transaction((tx) => notifyAfterCompletion({ ...ctx, db: tx }, day));
  } catch (e) {
    ctx.log.warn({ event: 'notification_failed', userId: ctx.userId, err: (e as Error).name }, 'milestone notification not stored');
  }
}
