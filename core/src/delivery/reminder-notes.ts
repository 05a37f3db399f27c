/**
 * The line a person's own reminder carries besides the prayer (decision 222):
 * - on their rest day with gentle reminders: "It's your rest day: no need to keep count today.";
 * - when the channel before this one in their order failed for good that day: why, once
 *   ("Telegram could not reach you (the bot was blocked), so this came by email."), and the same
 *   words in the bell, once per date (and not again on later days within 30 days of the first).
 * Read when sending, for fresh claims and retries alike. Group posts get no notes.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { reminderChannelOf, type ReminderChannel } from '../rules/reminder-order';
import type { DeliveryChannel, DeliveryToSend } from './delivery-types';
import { personalTargets } from './one-reminder-a-day';
import { coreText } from '../i18n/core-text';

/** The rest day's gentle line, in English (tests and callers without a language). */
export const REST_DAY_LINE = coreText.for('en').t('reminders.restDay');

/** How long a "could not reach you" is not told again for the same channel. */
const TOLD_DAYS = 30;

type Reason = 'blocked' | 'chatGone' | 'mailRefused' | 'browserGone' | 'slackAccount' | 'slackApp' | 'emailOff' | 'noAnswer';

/** Which plain reason an error the engine recorded stands for (a platform's code, never a person's words). */
function reasonOf(lastError: string | null): Reason {
  const e = lastError ?? '';
  if (/blocked/i.test(e)) return 'blocked';
  if (/kicked|user is deactivated|chat not found|PEER_ID_INVALID/i.test(e)) return 'chatGone';
  if (/^smtp 5/i.test(e)) return 'mailRefused';
  if (/^(404|410)\b/.test(e) || /subscription was removed/.test(e)) return 'browserGone';
  if (/user_disabled|user_not_found|cannot_dm_bot|messages_tab_disabled/.test(e)) return 'slackAccount';
  if (/account_inactive|token_revoked|token_expired|invalid_auth|not_authed|team_|not installed/.test(e)) return 'slackApp';
  if (/email reminders are off/.test(e)) return 'emailOff';
  return 'noAnswer';
}

/** Why a channel failed for good, in plain words in the person's language. */
export function failureReason(lastError: string | null, language: string = 'en'): string {
  return coreText.for(language).t(`reminders.reason.${reasonOf(lastError)}`);
}

export function fallbackLine(from: ReminderChannel, to: ReminderChannel, lastError: string | null, language: string = 'en'): string {
  return coreText.for(language).t('reminders.fallback', { from, to, reason: failureReason(lastError, language) });
}

/** The person a personal delivery's target belongs to (SQL over `x.target`), or null for group posts. */
function ownerOf(channel: DeliveryChannel) {
  switch (channel) {
    case 'telegram':
      return sql`(select tc.user_id from telegram_chats tc
                  where x.target ~ '^[0-9]{1,18}$' and tc.chat_id = x.target::bigint and tc.type = 'private')`;
    case 'slack_dm':
      return sql`(select i.user_id from identities i where i.provider = 'slack' and i.subject = x.target)`;
    case 'web_push':
      return sql`(select ps.user_id from push_subscriptions ps where x.target ~ '^[0-9]{1,9}$' and ps.id = x.target::int)`;
    case 'email':
      return sql`(case when x.target ~ '^[0-9]{1,9}$' then x.target::int end)`;
    case 'slack_channel':
      return sql`null::int`;
  }
}

interface NoteRow {
  id: number;
  userId: number;
  localDate: string;
  gentle: boolean;
  failedName: ReminderChannel | null;
  failedError: string | null;
  told: boolean;
  language: string;
}

/**
 * The notes of each delivery of a batch (by delivery id), and the bell told once of a fallback.
 * One statement to read, one to tell; a batch of group posts costs nothing.
 */
export async function reminderNotes(ctx: Ctx, batch: DeliveryToSend[]): Promise<Map<number, string[]>> {
  const notes = new Map<number, string[]>();
  const channel = batch[0]?.channel;
  if (channel === undefined) return notes;
  const mine = reminderChannelOf(channel);
  if (mine === null) return notes;
  const items = batch.filter((d) => !(channel === 'telegram' && d.target.startsWith('-')));
  if (items.length === 0) return notes;
  const now = ctx.clock.now();
  const rows = await queryRows<NoteRow>(
    ctx.db,
    sql`with x as (
          select * from unnest(
            string_to_array(${items.map((d) => d.id).join(',')}, ',')::int[],
            string_to_array(${items.map((d) => d.target).join(',')}, ','),
            string_to_array(${items.map((d) => d.localDate).join(',')}, ',')::date[]
          ) as x(id, target, local_date)
        ),
        o as (select x.id, x.local_date, ${ownerOf(channel)} as uid from x)
        select o.id, o.uid as "userId", o.local_date::text as "localDate",
          exists (
            select 1 from rhythm_periods r
            where r.user_id = o.uid and r.kind = 'rest' and r.rest_reminders = 'gentle'
              and r.weekday = extract(dow from o.local_date)::int
              and r.from_date <= o.local_date and (r.until_date is null or r.until_date >= o.local_date)
          ) as gentle,
          f.name as "failedName", f.last_error as "failedError",
          exists (
            select 1 from notifications n
            where n.user_id = o.uid and n.kind = 'reminder_fallback'
              and n.ref_key like 'reminder-fallback:' || f.name || ':%'
              and n.ref_key <> 'reminder-fallback:' || f.name || ':' || o.local_date::text
              and n.created_at > ${now.toISOString()}::timestamptz - make_interval(days => ${TOLD_DAYS}::int)
          ) as told,
          us.language
        from o
        join user_settings us on us.user_id = o.uid
        left join lateral (
          select m.name, d.last_error
          from ${personalTargets(sql`o.uid`)} m
          join deliveries d on d.channel = m.channel and d.target = m.target and d.local_date = o.local_date
          where d.status = 'dead' and not us.reminder_every_channel
            and coalesce(array_position(us.reminder_order, m.name), 99)
                < coalesce(array_position(us.reminder_order, ${mine}::text), 99)
          order by array_position(us.reminder_order, m.name) nulls last
          limit 1
        ) f on true
        where o.uid is not null`,
  );
  const tell: { userId: number; localDate: string; name: ReminderChannel; line: string; title: string }[] = [];
  for (const r of rows) {
    const lines: string[] = [];
    if (r.failedName && !r.told) {
      const line = fallbackLine(r.failedName, mine, r.failedError, r.language);
      lines.push(line);
      const title = coreText.for(r.language).t('reminders.fallbackTitle');
      tell.push({ userId: r.userId, localDate: r.localDate, name: r.failedName, line, title });
    }
    // In the person's language, as the bell stores it (decisions 222, 239).
    if (r.gentle) lines.push(coreText.for(r.language).t('reminders.restDay'));
    if (lines.length > 0) notes.set(r.id, lines);
  }
  if (tell.length > 0) {
    const at = now.toISOString();
    await ctx.db.execute(sql`
      insert into notifications (user_id, kind, title, body, link, ref_key, created_at, updated_at)
      values ${sql.join(
        tell.map(
          (t) =>
            sql`(${t.userId}::int, 'reminder_fallback', ${t.title}, ${t.line}, '/profile',
                 ${`reminder-fallback:${t.name}:${t.localDate}`}, ${at}::timestamptz, ${at}::timestamptz)`,
        ),
        sql`, `,
      )}
      on conflict (user_id, ref_key) do nothing`);
  }
  return notes;
}
