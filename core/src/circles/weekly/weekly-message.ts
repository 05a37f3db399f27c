/**
 * The words of the weekly sends (decision 308), in the reader's language: a group's "answered this
 * week" post, an author's "N people prayed for your request this week", a leader's pulse. Plain
 * text lines and buttons; each chat escapes and lays them out. Built when the send is claimed, so a
 * request withdrawn from the group, archived or hidden since the moment is left out.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../../context';
import { coreText } from '../../i18n/core-text';
import { hiddenFromCommunity } from '../../rules/hidden-rules';
import { SHORT_OF_PRAYER_SHOWN, AWAY_SHOWN, type CirclePulse } from './circle-pulse';

export interface WeeklyButton {
  text: string;
  /** A leader's kind note to an away member (decision 312). */
  action: 'away_note';
  circleId: number;
  userId: number;
}

export interface WeeklyMessage {
  title: string;
  lines: string[];
  buttons: WeeklyButton[];
}

/** At most this many answers are named in a group's post. */
export const ANSWERS_SHOWN = 5;
const WEEK_MS = 7 * 86_400_000;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export interface SharedAnswer {
  id: number;
  title: string;
  note: string | null;
  firstName: string | null;
}

/**
 * The answers shared with the circle in the week ending at `until` (their authors chose to tell
 * it: `request_circles.answer_shared`), not archived, not hidden by moderation, newest first.
 */
export async function answersSharedWith(ctx: Ctx, circleId: number, until: Date): Promise<SharedAnswer[]> {
  const from = new Date(until.getTime() - WEEK_MS).toISOString();
  return queryRows<SharedAnswer>(
    ctx.db,
    sql`select p.id, p.title, p.answered_note as note,
          case when p.is_anonymous then null else u.first_name end as "firstName"
        from user_prayers p
        join request_circles rc on rc.request_id = p.id and rc.circle_id = ${circleId}::int and rc.answer_shared
        join users u on u.id = p.user_id
        where p.answered_at > ${from}::timestamptz and p.answered_at <= ${until.toISOString()}::timestamptz
          and p.archived_at is null
          and not ${hiddenFromCommunity('prayer', sql`p.id`)}
        order by p.answered_at desc, p.id desc`,
  );
}

export function groupAnsweredMessage(language: string, answers: SharedAnswer[]): WeeklyMessage | null {
  if (answers.length === 0) return null;
  const { t } = coreText.for(language);
  const lines = [t('weekly.answered.intro', { count: answers.length })];
  for (const a of answers.slice(0, ANSWERS_SHOWN)) {
    const who = a.firstName?.trim() || t('weekly.answered.anonymous');
    lines.push(
      a.note
        ? `• ${t('weekly.answered.itemWithNote', { title: clip(a.title, 80), who, note: clip(a.note, 140) })}`
        : `• ${t('weekly.answered.item', { title: clip(a.title, 80), who })}`,
    );
  }
  if (answers.length > ANSWERS_SHOWN) lines.push(t('weekly.answered.more', { count: answers.length - ANSWERS_SHOWN }));
  lines.push(t('weekly.answered.close'));
  return { title: t('weekly.answered.title'), lines, buttons: [] };
}

export interface PrayedCount {
  id: number;
  title: string;
  count: number;
  /** Those who chose to be named (`intercessions.is_named`), first names. */
  names: string[];
}

/** How many people (not the author) prayed for each of the author's open requests in the week ending at `until`. */
export async function prayedForAuthor(ctx: Ctx, authorId: number, until: Date): Promise<PrayedCount[]> {
  const from = new Date(until.getTime() - WEEK_MS).toISOString();
  const rows = await queryRows<{ id: number; title: string; count: number; names: string[] | null }>(
    ctx.db,
    sql`select p.id, p.title, count(distinct i.user_id)::int as count,
          array_remove(array_agg(distinct case when i.is_named then u.first_name end), null) as names
        from user_prayers p
        join intercessions i on i.user_prayer_id = p.id and i.user_id <> p.user_id
          and i.created_at > ${from}::timestamptz and i.created_at <= ${until.toISOString()}::timestamptz
        join users u on u.id = i.user_id
        where p.user_id = ${authorId}::int and p.archived_at is null
        group by p.id, p.title order by count desc, p.id`,
  );
  return rows.map((r) => ({ ...r, count: Number(r.count), names: (r.names ?? []).filter((n) => n.trim()) }));
}

export function authorPrayedMessage(language: string, counts: PrayedCount[]): WeeklyMessage | null {
  if (counts.length === 0) return null;
  const { t } = coreText.for(language);
  const lines: string[] = [];
  for (const c of counts.slice(0, 5)) {
    lines.push(t('weekly.prayed.line', { count: c.count, title: clip(c.title, 80) }));
    if (c.names.length > 0) lines.push(t('weekly.prayed.named', { names: c.names.slice(0, 5).join(', ') }));
  }
  return { title: t('weekly.prayed.title'), lines, buttons: [] };
}

/** The pulse in at most about ten lines (decision 311). */
export function pulseMessage(language: string, p: CirclePulse): WeeklyMessage {
  const { t } = coreText.for(language);
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const days = p.days.map((d) => `${weekday.format(new Date(`${d.date}T00:00:00Z`))} ${d.prayed}`).join(' · ');
  const lines = [t('weekly.pulse.prayedDays', { days })];
  lines.push(
    p.plan
      ? t('weekly.pulse.plan', {
          title: clip(p.plan.title, 60),
          day: p.plan.day,
          length: p.plan.length,
          done: p.plan.doneToday,
        })
      : t('weekly.pulse.noPlan'),
  );
  if (p.shortOfPrayer.length === 0) lines.push(t('weekly.pulse.noneShort'));
  else {
    lines.push(t('weekly.pulse.short', { count: p.shortOfPrayer.length }));
    for (const r of p.shortOfPrayer.slice(0, SHORT_OF_PRAYER_SHOWN))
      lines.push(`• ${t('weekly.pulse.shortItem', { title: clip(r.title, 60), count: r.prayedCount })}`);
  }
  lines.push(t('weekly.pulse.answered', { count: p.answeredThisWeek }));
  const away = p.away.slice(0, AWAY_SHOWN);
  if (away.length > 0) lines.push(t('weekly.pulse.away', { names: away.map((a) => a.firstName || '—').join(', ') }));
  return {
    title: t('weekly.pulse.title', { group: p.circle.title?.trim() || t('weekly.pulse.thisGroup') }),
    lines,
    buttons: away.map((a) => ({
      text: t('weekly.pulse.awayButton', { name: a.firstName || '—' }),
      action: 'away_note' as const,
      circleId: p.circle.id,
      userId: a.userId,
    })),
  };
}
