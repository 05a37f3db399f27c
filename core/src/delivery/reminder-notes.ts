/**
 * The line a person's own reminder carries besides the prayer (issue 22, decision 222):
 * - on their rest day with gentle reminders: "It's your rest day: no need to keep count today.";
 * - when the channel before this one in their order failed for good that day: why, once
 *   ("Telegram could not reach you (the bot was blocked), so this came by email."), and the same
 *   words in the bell, once per date (and not again on later days within 30 days of the first).
 * Read when sending, for fresh claims and retries alike. Group posts get no notes.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { reminderChannelOf, type ReminderChannel } from '../reminders/reminder-order';
import type { DeliveryChannel, DeliveryToSend } from './delivery-types';
import { personalTargets } from './one-reminder-a-day';

export const REST_DAY_LINE = "It's your rest day: no need to keep count today.";

/** How long a "could not reach you" is not told again for the same channel. */
const TOLD_DAYS = 30;

const WHO: Record<ReminderChannel, string> = {
  telegram: 'Telegram',
  slack: 'Slack',
  push: 'Notifications on your devices',
  email: 'Your email',
};
const BY: Record<ReminderChannel, string> = {
  telegram: 'on Telegram',
  slack: 'on Slack',
  push: 'as a notification',
  email: 'by email',
};

/** Why a channel failed for good, in plain words, from the error the engine recorded (a platform's code, never a person's words). */
export function failureReason(lastError: string | null): string {
  const e = lastError ?? '';
  if (/blocked/i.test(e)) return 'the bot was blocked';
  if (/kicked|user is deactivated|chat not found|PEER_ID_INVALID/i.test(e)) return 'the chat is no longer there';
  if (/^smtp 5/i.test(e)) return 'the mail was refused';
  if (/^(404|410)\b/.test(e) || /subscription was removed/.test(e)) return 'this browser no longer takes them';
  if (/user_disabled|user_not_found|cannot_dm_bot|messages_tab_disabled/.test(e)) return 'your Slack account cannot take messages';
  if (/account_inactive|token_revoked|token_expired|invalid_auth|not_authed|team_|not installed/.test(e))
    return 'the app is no longer in your Slack workspace';
  if (/email reminders are off/.test(e)) return 'email reminders were switched off';
  return 'it did not answer';
}

export function fallbackLine(from: ReminderChannel, to: ReminderChannel, lastError: string | null): string {
  return `${WHO[from]} could not reach you (${failureReason(lastError)}), so this came ${BY[to]}.`;
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
          ) as told
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
  const tell: { userId: number; localDate: string; name: ReminderChannel; line: string }[] = [];
  for (const r of rows) {
    const lines: string[] = [];
    if (r.failedName && !r.told) {
      const line = fallbackLine(r.failedName, mine, r.failedError);
      lines.push(line);
      tell.push({ userId: r.userId, localDate: r.localDate, name: r.failedName, line });
    }
    if (r.gentle) lines.push(REST_DAY_LINE);
    if (lines.length > 0) notes.set(r.id, lines);
  }
  if (tell.length > 0) {
    const at = now.toISOString();
    await ctx.db.execute(sql`
      insert into notifications (user_id, kind, title, body, link, ref_key, created_at, updated_at)
      values ${sql.join(
        tell.map(
          (t) =>
            sql`(${t.userId}::int, 'reminder_fallback', 'Your reminder came another way', ${t.line}, '/profile',
                 ${`reminder-fallback:${t.name}:${t.localDate}`}, ${at}::timestamptz, ${at}::timestamptz)`,
        ),
        sql`, `,
      )}
      on conflict (user_id, ref_key) do nothing`);
  }
  return notes;
}
