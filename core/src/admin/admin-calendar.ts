import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { pickedIdSql } from '../prayers/get-daily-prayer';
import { isoDate } from '../time/iso-date';
import { addDays, localDate } from '../time/local-day';
import { issue, parseInput } from '../validate';
import { isLiveDate, latestBegunDate } from './live-date';
import { requireAdmin } from '../rules/require-admin';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@dps/db/content/languages';

/** The calendar's reach around the admin's local today (decision 165). */
export const CALENDAR_DAYS_BACK = 30;
export const CALENDAR_DAYS_AHEAD = 90;

export const ZAdminCalendarInput = z
  .object({
    from: isoDate(issue('dateFieldFormat', undefined, { field: 'from' })).optional(),
    to: isoDate(issue('dateFieldFormat', undefined, { field: 'to' })).optional(),
    /** Whose calendar: the prayers people reading this language get (decision 231). */
    language: z.enum(LANGUAGES, { error: issue('chooseLanguage') }).default(DEFAULT_LANGUAGE),
  })
  .default({ language: DEFAULT_LANGUAGE });
export type TAdminCalendarInput = z.input<typeof ZAdminCalendarInput>;

export interface CalendarDay {
  date: string;
  /** 'scheduled' by an admin, 'library' (the fallback pick), or 'none' (an empty library). */
  source: 'scheduled' | 'library' | 'none';
  /** Begun somewhere on Earth (UTC+14): the prayer can only be corrected in place. */
  live: boolean;
  prayer: {
    id: number;
    title: string;
    content: string;
    scripture: string | null;
    scriptureReference: string | null;
    topicId: number | null;
    topicName: string | null;
  } | null;
}

export interface AdminCalendar {
  /** The admin's local today. */
  today: string;
  /** The language whose prayers these are. */
  language: string;
  /** The latest date begun anywhere (today in UTC+14): this date and all before it are live. */
  latestLiveDate: string;
  days: CalendarDay[];
}

/**
 * The prayer everyone gets on each date from 30 days back to 90 ahead of the admin's local today
 * (or `from`..`to`, at most 400 days), with its source: one statement, the same pick every channel
 * makes (`pickedIdSql`, run LATERAL over the dates). Admin only.
 */
export async function listAdminCalendar(ctx: ActorCtx, input: TAdminCalendarInput = {}): Promise<AdminCalendar> {
  await requireAdmin(ctx);
  const parsed = parseInput(ZAdminCalendarInput, input);
  const now = ctx.clock.now();
  const today = localDate(now, ctx.timeZone);
  const from = parsed.from ?? addDays(today, -CALENDAR_DAYS_BACK);
  let to = parsed.to ?? addDays(today, CALENDAR_DAYS_AHEAD);
  if (to < from) to = from;
  if (to > addDays(from, 400)) to = addDays(from, 400);
  const rows = await queryRows<{
    date: string;
    id: number | null;
    kind: 'daily' | 'library' | null;
    title: string | null;
    content: string | null;
    scripture: string | null;
    scriptureReference: string | null;
    topicId: number | null;
    topicName: string | null;
  }>(
    ctx.db,
    sql`select gs.d::date::text as date, p.id, p.kind, p.title, p.content, p.scripture,
               p.scripture_reference as "scriptureReference", p.topic_id as "topicId", t.name as "topicName"
        from generate_series(${from}::date, ${to}::date, interval '1 day') as gs(d)
        left join lateral (${pickedIdSql(sql`gs.d`, parsed.language)}) picked on true
        left join prayers p on p.id = picked.id
        left join topics t on t.id = p.topic_id
        order by gs.d`,
  );
  return {
    today,
    language: parsed.language,
    latestLiveDate: latestBegunDate(now),
    days: rows.map((r) => ({
      date: r.date,
      source: r.kind === 'daily' ? 'scheduled' : r.kind === 'library' ? 'library' : 'none',
      live: isLiveDate(r.date, now),
      prayer:
        r.id === null
          ? null
          : {
              id: r.id,
              title: r.title!,
              content: r.content!,
              scripture: r.scripture,
              scriptureReference: r.scriptureReference,
              topicId: r.topicId,
              topicName: r.topicName,
            },
    })),
  };
}
