import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { z } from 'zod';
import { freshness } from '../cache/read-cache';
import type { ActorCtx, Ctx } from '../context';
import { isoDate } from '../time/iso-date';
import { localDate } from '../time/local-day';
import { issue, parseInput } from '../validate';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dps/db/content/languages';

/** The actor's language as an SQL expression (their setting; English without one). */
export const userLanguageSql = (userId: number): SQL =>
  sql`coalesce((select us.language from user_settings us where us.user_id = ${userId}::int), ${DEFAULT_LANGUAGE}::text)`;

/** What a front end shows when no prayer exists for the day (no scheduled and no library prayer). */
export const NO_DAILY_PRAYER = 'No daily prayer available today.';

export const ZPickDailyPrayerInput = z.object({
  date: isoDate(issue('dateFieldFormat', undefined, { field: 'date' })),
  /** Whose language the prayer is for (decision 231); English when not given. */
  language: z.enum(LANGUAGES, { error: issue('languageFieldEnOrEs') }).default(DEFAULT_LANGUAGE),
});
export type TPickDailyPrayerInput = z.input<typeof ZPickDailyPrayerInput>;

/** The prayer chosen for one local date. */
export interface PickedPrayer {
  id: number;
  /** 'daily' when an admin scheduled it for the date, 'library' when it came from the pool. */
  kind: 'daily' | 'library';
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
  topicId: number | null;
  /** The local date it was picked for. */
  date: string;
}

export interface DailyPrayer {
  id: number;
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
  /** The actor's local today, the day this prayer is for. */
  date: string;
  isFavorited: boolean;
  isCompleted: boolean;
}

/**
 * One statement that yields the id of the prayer for `date` in `language`: the newest admin-scheduled
 * (`kind = 'daily'`) prayer for that date in that language, else a prayer of that language's library,
 * so everyone who reads that language on that date sees the same one; never another language's
 * scheduled prayer. A language with no library at all yet falls back to the English library
 * (decision 231). The library of a date is the library prayers in rotation on it (in_rotation_from null or
 * not after it), newest batch first, then by id; the pick is index (date - anchor) mod count, where the
 * anchor is the newest in_rotation_from among them (1970-01-01 when none): with every prayer in rotation
 * from the start that is epochDay(date) mod count (docs/decisions/002).
 * The library branch is not even run when a scheduled prayer exists (LIMIT over UNION ALL).
 * `date` is an ISO date, or an SQL date expression (a lateral column: the past-days calendar).
 */
export function pickedIdSql(date: string | SQL, language: Language | SQL): SQL {
  return sql`
    with lang as (select ${language}::text as l),
    scheduled as (
      select id from prayers
      where kind = 'daily' and date = ${date}::date and language = (select l from lang) and replaced_at is null
      order by id desc limit 1
    ),
    library_language as (
      select case when exists (select 1 from prayers where kind = 'library' and language = (select l from lang))
                  then (select l from lang) else ${DEFAULT_LANGUAGE}::text end as l
    ),
    rotation as (
      select id, in_rotation_from from prayers
      where kind = 'library' and language = (select l from library_language)
        and (in_rotation_from is null or in_rotation_from <= ${date}::date)
    ),
    library as (
      select id from rotation order by in_rotation_from desc nulls last, id
      offset (
        select ((${date}::date - anchor) % n + n) % n
        from (
          select nullif(count(*)::int, 0) as n, coalesce(max(in_rotation_from), date '1970-01-01') as anchor
          from rotation
        ) c
      )
      limit 1
    )
    select id from scheduled
    union all
    (select id from library where not exists (select 1 from scheduled))
    limit 1`;
}

const prayerColumns = sql`p.id, p.kind, p.title, p.content, p.scripture,
  p.scripture_reference as "scriptureReference", p.topic_id as "topicId"`;

/**
 * The prayer for a local date, or null when there is neither a scheduled nor a library prayer.
 * Used by every channel (web, the Telegram and Slack daily posts), so all see the same prayer.
 */
export async function pickDailyPrayer(ctx: Ctx, input: TPickDailyPrayerInput): Promise<PickedPrayer | null> {
  const { date, language } = parseInput(ZPickDailyPrayerInput, input);
  const [row] = await queryRows<Omit<PickedPrayer, 'date'>>(
    ctx.db,
    sql`with picked as (${pickedIdSql(date, language)})
        select ${prayerColumns} from picked join prayers p on p.id = picked.id`,
  );
  return row ? { ...row, date } : null;
}

/** The actor's marks on the day's prayer, cached per person (decision 238). */
interface DailyMarks {
  prayerId: number;
  isFavorited: boolean;
  isCompleted: boolean;
}
type DailyRow = Omit<PickedPrayer, 'date'> & { isFavorited: boolean; isCompleted: boolean };

/**
 * Today's prayer for the actor (today in their own zone, in their own language), with whether they saved it and whether
 * they completed it today; null when there is none (show NO_DAILY_PRAYER). One round trip, or none:
 * with the web's freshness (decision 238) the day's pick is kept per date and language while no
 * prayer has changed, and the person's two marks while none of their rows has.
 */
export async function getDailyPrayer(ctx: ActorCtx): Promise<DailyPrayer | null> {
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  const f = freshness(ctx);
  const pickKey = f && `pick:${today}:${f.language}`;
  const marksKey = `u${ctx.userId}:daily:${today}`;
  if (f && pickKey && f.content !== null) {
    const pick = f.cache.get(pickKey, f.content) as Omit<PickedPrayer, 'date'> | null | undefined;
    if (pick === null) return null;
    const marks = f.cache.get(marksKey, f.user) as DailyMarks | undefined;
    if (pick && marks && marks.prayerId === pick.id) return dailyPrayerOf(pick, marks, today);
  }
  // With freshness, the language the cache entry is filed under (read by the session statement), not a later read's.
  const [row] = await queryRows<DailyRow>(
    ctx.db,
    sql`with picked as (${pickedIdSql(today, f ? f.language : userLanguageSql(ctx.userId))})
        select ${prayerColumns},
          exists (select 1 from favorites f where f.user_id = ${ctx.userId}::int and f.prayer_id = p.id) as "isFavorited",
          exists (
            select 1 from completions c
            where c.user_id = ${ctx.userId}::int and c.prayer_id = p.id and c.local_date = ${today}::date
          ) as "isCompleted"
        from picked join prayers p on p.id = picked.id`,
  );
  if (f && pickKey && f.content !== null) {
    if (row) {
      const { isFavorited, isCompleted, ...pick } = row;
      f.cache.set(pickKey, f.content, pick);
      f.cache.set(marksKey, f.user, { prayerId: row.id, isFavorited, isCompleted } satisfies DailyMarks);
    } else {
      f.cache.set(pickKey, f.content, null);
    }
  }
  return row ? dailyPrayerOf(row, row, today) : null;
}

function dailyPrayerOf(p: Omit<PickedPrayer, 'date'>, marks: Omit<DailyMarks, 'prayerId'>, today: string): DailyPrayer {
  return {
    id: p.id,
    title: p.title,
    content: p.content,
    scripture: p.scripture,
    scriptureReference: p.scriptureReference,
    date: today,
    isFavorited: marks.isFavorited,
    isCompleted: marks.isCompleted,
  };
}
