/**
 * One reminder a day, wherever you are (decision 222): the SQL that decides whether a
 * person's own reminder target (their Telegram chat, Slack DM, a browser, their mailbox) is wanted
 * on a local date. Group posts (Telegram groups, Slack channels) never pass through here.
 *
 * A person's target is wanted on a date unless:
 * - they have prayed that date already, on any channel;
 * - they are paused that date, or it is their rest day with rest reminders 'off';
 * - (one a day, unless they asked for every channel) another of their channels has that date's
 *   reminder already (sent, claimed or being retried), or a channel before this one in their order
 *   can still take it. A channel before it that failed for good that date (a dead delivery: the bot
 *   blocked, a 410 push, a refused mail, an inactive Slack account) no longer stands in the way, so
 *   the next one gets it at the next planning round (within a minute or two).
 * A channel "can take it" while it is on for them, linked, and has a sender running here.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DeliveryChannel } from './delivery-types';

/** The person's own targets on every reminder channel: (channel, name in their order, target, on). */
export function personalTargets(uid: SQL): SQL {
  return sql`(
    select 'telegram'::text as channel, 'telegram'::text as name, tc.chat_id::text as target,
           (tc.is_active and us.telegram_reminders) as available
    from telegram_chats tc join user_settings us on us.user_id = tc.user_id
    where tc.user_id = ${uid} and tc.type = 'private'
    union all
    select 'slack_dm', 'slack', i.subject,
           (us.slack_reminders and exists (
              select 1 from slack_installations si where si.team_id = split_part(i.subject, ':', 1) and si.is_active))
    from identities i join user_settings us on us.user_id = i.user_id
    where i.user_id = ${uid} and i.provider = 'slack'
    union all
    select 'web_push', 'push', ps.id::text, true
    from push_subscriptions ps
    where ps.user_id = ${uid}
    union all
    select 'email', 'email', us.user_id::text, (us.email_reminders and u.email is not null and u.email_confirmed_at is not null)
    from user_settings us join users u on u.id = us.user_id
    where us.user_id = ${uid}
  )`;
}

const NAME_OF: Record<DeliveryChannel, string | null> = {
  telegram: 'telegram',
  slack_dm: 'slack',
  web_push: 'push',
  email: 'email',
  slack_channel: null,
};

/**
 * True when the person `uid` wants their reminder on `channel` for `localDate` (SQL expressions of
 * the planning statement). `running`: the channels with a sender in this process (a channel with
 * no sender can never take the reminder, so it never holds it up).
 */
export function reminderWanted(opts: {
  uid: SQL;
  localDate: SQL;
  channel: DeliveryChannel;
  running: readonly DeliveryChannel[];
}): SQL {
  const { uid, localDate, channel } = opts;
  const name = NAME_OF[channel];
  if (name === null) return sql`true`;
  const running = opts.running.join(',');
  return sql`exists (
    select 1 from user_settings us1
    where us1.user_id = ${uid}
      and not exists (select 1 from completions c where c.user_id = ${uid} and c.local_date = ${localDate})
      and not exists (
        select 1 from rhythm_periods r
        where r.user_id = ${uid} and r.from_date <= ${localDate}
          and (r.until_date is null or r.until_date >= ${localDate})
          and (r.kind = 'pause'
               or (r.kind = 'rest' and r.rest_reminders = 'off' and r.weekday = extract(dow from ${localDate})::int))
      )
      and (us1.reminder_every_channel or (
        not exists (
          select 1 from ${personalTargets(uid)} m
          join deliveries d on d.channel = m.channel and d.target = m.target and d.local_date = ${localDate}
          where m.channel <> ${channel} and d.status <> 'dead'
        )
        and not exists (
          select 1 from ${personalTargets(uid)} m
          where m.available and m.channel = any(string_to_array(${running}, ','))
            and coalesce(array_position(us1.reminder_order, m.name), 99)
                < coalesce(array_position(us1.reminder_order, ${name}::text), 99)
            and not exists (
              select 1 from deliveries d
              where d.channel = m.channel and d.target = m.target and d.local_date = ${localDate} and d.status = 'dead'
            )
        )
      ))
  )`;
}
