/**
 * A group's weekly moment (decision 307): its weekly day at its weekly time (default: Sunday at the
 * group's daily post time), in the group's zone. The answered post and the leaders' pulse belong to
 * the moment's local date, the `week` of their `weekly_sends` claim.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../../context';
import { addDays, instantAtLocal, localDate } from '../../time/local-day';
import { usableTimeZone } from '../../time/time-zones';

/** A group with no daily post time is moved at this time of its zone (UTC when it has none). */
export const DEFAULT_WEEKLY_TIME = '09:00';
/** A moment missed (the server was down) is still sent this long after it. */
export const WEEKLY_GRACE_MS = 24 * 60 * 60 * 1000;

export interface WeeklySchedule {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  /** 'HH:MM' in `timeZone`. */
  time: string;
  timeZone: string;
}

export interface WeeklyMoment {
  /** The local date of the latest moment at or before `now`. */
  week: string;
  at: Date;
}

/** The latest weekly moment at or before `now` (this week's, or last week's when this week's is still ahead). */
export function latestMoment(s: WeeklySchedule, now: Date): WeeklyMoment {
  const today = localDate(now, s.timeZone);
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  let week = addDays(today, -((dow - s.day + 7) % 7));
  let at = instantAtLocal(week, s.time, s.timeZone);
  if (at.getTime() > now.getTime()) {
    week = addDays(week, -7);
    at = instantAtLocal(week, s.time, s.timeZone);
  }
  return { week, at };
}

/** The moment is due: passed, and not longer ago than the grace. */
export const isDue = (m: WeeklyMoment, now: Date) => now.getTime() - m.at.getTime() <= WEEKLY_GRACE_MS;

export interface CircleWeekly extends WeeklySchedule {
  circleId: number;
  channel: 'telegram' | 'slack_channel';
  target: string;
  title: string | null;
  language: 'en' | 'es';
  /** The group's own daily post time, when it has one. */
  postTime: string | null;
  /** The chosen weekly time, null: the post time. */
  weeklyTime: string | null;
}

/**
 * The circles with their weekly schedules: the zone, post time and language of the group's
 * Telegram chat or Slack channel subscription (UTC, no post time and English when it has none).
 */
export async function circleWeeklies(ctx: Ctx, circleId?: number): Promise<CircleWeekly[]> {
  const rows = await queryRows<{
    circleId: number;
    channel: 'telegram' | 'slack_channel';
    target: string;
    title: string | null;
    weeklyDay: number;
    weeklyTime: string | null;
    postTime: string | null;
    timeZone: string | null;
    language: 'en' | 'es' | null;
  }>(
    ctx.db,
    sql`select c.id as "circleId", c.channel, c.target, c.title, c.weekly_day as "weeklyDay",
          c.weekly_time as "weeklyTime",
          coalesce(tc.reminder_time, s.post_time) as "postTime",
          coalesce(tc.time_zone, s.time_zone) as "timeZone",
          coalesce(tc.language, s.language) as language
        from circles c
        left join telegram_chats tc on c.channel = 'telegram' and tc.chat_id::text = c.target
        left join slack_channel_subscriptions s on c.channel = 'slack_channel'
          and s.team_id || ':' || s.channel_id = c.target
        where ${circleId === undefined ? sql`true` : sql`c.id = ${circleId}::int`}
        order by c.id`,
  );
  return rows.map((r) => ({
    circleId: r.circleId,
    channel: r.channel,
    target: r.target,
    title: r.title,
    language: r.language ?? 'en',
    postTime: r.postTime,
    weeklyTime: r.weeklyTime,
    day: r.weeklyDay,
    time: r.weeklyTime ?? r.postTime ?? DEFAULT_WEEKLY_TIME,
    timeZone: usableTimeZone(r.timeZone),
  }));
}

const DAY_WORDS: Record<string, number> = {
  sunday: 0,
  sun: 0,
  domingo: 0,
  dom: 0,
  monday: 1,
  mon: 1,
  lunes: 1,
  lun: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  martes: 2,
  mar: 2,
  wednesday: 3,
  wed: 3,
  miércoles: 3,
  miercoles: 3,
  mié: 3,
  mie: 3,
  thursday: 4,
  thu: 4,
  thurs: 4,
  jueves: 4,
  jue: 4,
  friday: 5,
  fri: 5,
  viernes: 5,
  vie: 5,
  saturday: 6,
  sat: 6,
  sábado: 6,
  sabado: 6,
  sáb: 6,
  sab: 6,
};

/** A day of the week as people write it in English or Spanish ("sunday", "Dom", "miércoles"), or null. */
export function parseWeekday(word: string): number | null {
  return DAY_WORDS[word.trim().toLowerCase().replace(/\.$/, '')] ?? null;
}

/** "domingo", "Sunday": a weekday's name in a language. */
export function weekdayName(day: number, language: string): string {
  // 2026-12-06 is a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 11, 6 + day)),
  );
}

/**
 * What a leader typed after `/weekly` ("sunday 18:00", "wed 7pm", "domingo default"): the day and
 * the time as said (core's time parser reads it), `null` time for "default"; null when no day.
 */
export function parseWeeklyWords(text: string): { weeklyDay: number; weeklyTime: string | null } | null {
  const [dayWord, ...rest] = text.trim().split(/\s+/);
  const day = dayWord ? parseWeekday(dayWord) : null;
  if (day === null) return null;
  const time = rest.join(' ').trim();
  return {
    weeklyDay: day,
    weeklyTime: time === '' || /^(default|predeterminada|por defecto)$/i.test(time) ? null : time,
  };
}
