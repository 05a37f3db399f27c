/**
 * Join two people into one: everything `from` did (prayers prayed, favorites, reflections, likes,
 * own prayers, goals, chats, sign-in methods) becomes `into`'s, then `from` is deleted. Used when a
 * Telegram/Slack person links to their web account. Nothing is lost except exact duplicates
 * (the same prayer completed on the same day by both, the same favorite, the same like).
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@dps/db/client';
import { queryRows } from '@dps/db/client';
import { AppError } from '../errors';

export interface MergeSummary {
  /** Rows now belonging to `into`, per table. */
  moved: Record<string, number>;
  /** Rows of `from` dropped because `into` already had the same thing. */
  duplicates: Record<string, number>;
}

/**
 * Every foreign key that points at users.id, and what a merge does with it. The merge test checks
 * this list against the database catalogue, so a new table cannot be forgotten silently.
 */
export const USER_REFERENCES = [
  'completions.user_id',
  'topic_prayer_completions.user_id',
  'favorites.user_id',
  'reflections.user_id',
  'reflection_likes.user_id',
  'user_prayers.user_id',
  'goals.user_id',
  'identities.user_id',
  'telegram_chats.user_id',
  'contact_messages.user_id',
  'slack_channel_subscriptions.created_by',
  'prayers.created_by',
  'user_settings.user_id', // merged field by field
  'sessions.user_id', // from's are ended
  'password_reset_tokens.user_id', // from's die with from
  'link_codes.user_id', // from's die with from
  'email_change_tokens.user_id', // from's die with from
  'email_change_undo_tokens.user_id', // from's die with from (its old address is not into's)
  'security_events.user_id', // from's die with from: into's log is about into's ways in
  'web_sign_in_links.user_id', // from's die with from (a link of a merged identity never signs in)
  'known_devices.user_id', // from's die with from (browsers that signed in to from, which has no web sign-in)
  'intercessions.user_id',
  'group_prayers.user_id',
  'content_reports.reporter_id',
  'content_reports.resolved_by',
  'moderation_hidden_items.hidden_by',
  'moderation_log.actor_id',
  'moderation_log.target_user_id',
  'public_posting_stops.user_id', // a stop on either stays a stop
  'public_posting_stops.stopped_by',
  'notifications.user_id',
  'notifications.from_user_id', // others' notifications naming from now name into
  'notification_chat_opt_ins.user_id',
  'push_subscriptions.user_id',
  'rhythm_periods.user_id', // into keeps its own rest day and pauses; from's die with from
  'plan_runs.user_id', // into's open run of a plan stays; from's open run of the same plan goes with from
  'plan_day_completions.user_id', // a day both marked in one run counts once
  'circle_members.user_id', // a circle both are in keeps into's row (its leader and membership word)
  'request_picks.user_id', // a day both were given requests for keeps into's picks
  'weekly_sends.user_id', // a week's send both had keeps into's
  'watches.created_by',
  'watches.ended_by',
  'watch_claims.user_id', // a slot both hold keeps into's place; from's second place goes with from
  'watch_sends.user_id',
] as const;

interface UserRow {
  id: number;
  email: string | null;
  email_confirmed_at: Date | string | null;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
}

interface SettingsRow {
  user_id: number;
  daily_reminders: boolean;
  reminder_time: string;
  time_zone: string;
  time_zone_confirmed: boolean;
}

const count = async (db: Db | Tx, q: ReturnType<typeof sql>) => (await queryRows<unknown>(db, q)).length;

/**
 * Move everything of `fromUserId` to `intoUserId` and delete `fromUserId`. Runs in its own
 * transaction (a savepoint when given a transaction), so it happens entirely or not at all.
 * `into` keeps its own settings, email, password and role; it gains `from`'s confirmed time zone
 * if its own was never confirmed (and `from`'s reminder settings if it never switched reminders on),
 * and fills an empty first/last name, profile image, email or password from `from`.
 */
export async function mergeUsers(
  db: Db | Tx,
  input: { fromUserId: number; intoUserId: number },
): Promise<MergeSummary> {
  const from = input.fromUserId;
  const into = input.intoUserId;
  if (from === into) throw new AppError('validation', 'mergeIntoItself');

  return db.transaction(async (tx) => {
    // Lock both people in id order so two merges touching the same pair cannot deadlock.
    const locked = await queryRows<UserRow>(
      tx,
      sql`select id, email, email_confirmed_at, password_hash, first_name, last_name, profile_image_url
          from users where id in (${from}, ${into}) order by id for update`,
    );
    const fromUser = locked.find((u) => u.id === from);
    const intoUser = locked.find((u) => u.id === into);
    if (!fromUser || !intoUser) throw new AppError('not_found', 'accountNotFound');

    const moved: Record<string, number> = {};
    const duplicates: Record<string, number> = {};

    // Tables with a uniqueness rule: move what into lacks, the rest are exact duplicates.
    const before = async (table: string) =>
      Number(
        (
          await queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from ${sql.raw(table)} where user_id = ${from}`,
          )
        )[0]!.n,
      );

    let total = await before('completions');
    moved.completions = await count(
      tx,
      sql`update completions c set user_id = ${into}
          where c.user_id = ${from}
            and not exists (select 1 from completions d
                            where d.user_id = ${into} and d.prayer_id = c.prayer_id and d.local_date = c.local_date)
          returning 1`,
    );
    duplicates.completions = total - moved.completions;

    total = await before('topic_prayer_completions');
    moved.topicPrayerCompletions = await count(
      tx,
      sql`update topic_prayer_completions c set user_id = ${into}
          where c.user_id = ${from}
            and not exists (select 1 from topic_prayer_completions d
                            where d.user_id = ${into} and d.prayer_id = c.prayer_id and d.local_date = c.local_date)
          returning 1`,
    );
    duplicates.topicPrayerCompletions = total - moved.topicPrayerCompletions;

    total = await before('favorites');
    moved.favorites = await count(
      tx,
      sql`update favorites f set user_id = ${into}
          where f.user_id = ${from}
            and not exists (select 1 from favorites g where g.user_id = ${into} and g.prayer_id = f.prayer_id)
          returning 1`,
    );
    duplicates.favorites = total - moved.favorites;

    total = await before('reflection_likes');
    moved.reflectionLikes = await count(
      tx,
      sql`update reflection_likes l set user_id = ${into}
          where l.user_id = ${from}
            and not exists (select 1 from reflection_likes m where m.user_id = ${into} and m.reflection_id = l.reflection_id)
          returning 1`,
    );
    duplicates.reflectionLikes = total - moved.reflectionLikes;

    // Same for the newer tables with a uniqueness rule (what into already has stays, from's copy goes with from).
    const unique: [key: string, table: string, column: string, sameAs: string][] = [
      [
        'intercessions',
        'intercessions',
        'user_id',
        'd.user_prayer_id = c.user_prayer_id and d.local_date = c.local_date',
      ],
      [
        'groupPrayers',
        'group_prayers',
        'user_id',
        'd.channel = c.channel and d.target = c.target and d.local_date = c.local_date',
      ],
      ['contentReports', 'content_reports', 'reporter_id', 'd.kind = c.kind and d.item_id = c.item_id'],
      [
        'notifications',
        'notifications',
        'user_id',
        'd.ref_key is not distinct from c.ref_key and c.ref_key is not null',
      ],
      ['publicPostingStops', 'public_posting_stops', 'user_id', 'true'],
      [
        'planRuns',
        'plan_runs',
        'user_id',
        'd.plan_id = c.plan_id and d.left_at is null and d.finished_at is null and c.left_at is null and c.finished_at is null',
      ],
      ['planDaysDone', 'plan_day_completions', 'user_id', 'd.run_id = c.run_id and d.day = c.day'],
      ['circleMembers', 'circle_members', 'user_id', 'd.circle_id = c.circle_id'],
      ['requestPicks', 'request_picks', 'user_id', 'd.local_date = c.local_date'],
      [
        'weeklySends',
        'weekly_sends',
        'user_id',
        'd.kind = c.kind and d.channel = c.channel and d.target = c.target and d.week = c.week',
      ],
      [
        'watchClaims',
        'watch_claims',
        'user_id',
        'd.watch_id = c.watch_id and d.slot = c.slot and d.released_at is null and c.released_at is null',
      ],
    ];
    for (const [key, table, column, sameAs] of unique) {
      moved[key] = await count(
        tx,
        sql`update ${sql.raw(table)} c set ${sql.raw(column)} = ${into}
            where c.${sql.raw(column)} = ${from}
              and not exists (select 1 from ${sql.raw(table)} d where d.${sql.raw(column)} = ${into} and ${sql.raw(sameAs)})
            returning 1`,
      );
    }

    // Tables without such a rule move whole.
    const plain: [key: string, table: string, column: string][] = [
      ['reflections', 'reflections', 'user_id'],
      ['userPrayers', 'user_prayers', 'user_id'],
      ['goals', 'goals', 'user_id'],
      ['identities', 'identities', 'user_id'],
      ['telegramChats', 'telegram_chats', 'user_id'],
      ['contactMessages', 'contact_messages', 'user_id'],
      ['slackChannelSubscriptions', 'slack_channel_subscriptions', 'created_by'],
      ['prayers', 'prayers', 'created_by'],
      ['reportsResolved', 'content_reports', 'resolved_by'],
      ['hiddenItems', 'moderation_hidden_items', 'hidden_by'],
      ['moderationActions', 'moderation_log', 'actor_id'],
      ['moderationTargets', 'moderation_log', 'target_user_id'],
      ['postingStopsGiven', 'public_posting_stops', 'stopped_by'],
      ['chatOptIns', 'notification_chat_opt_ins', 'user_id'],
      ['pushSubscriptions', 'push_subscriptions', 'user_id'],
      ['notificationsFrom', 'notifications', 'from_user_id'],
      ['watchesStarted', 'watches', 'created_by'],
      ['watchesEnded', 'watches', 'ended_by'],
      ['watchSends', 'watch_sends', 'user_id'],
    ];
    for (const [key, table, column] of plain) {
      moved[key] = await count(
        tx,
        sql`update ${sql.raw(table)} set ${sql.raw(column)} = ${into} where ${sql.raw(column)} = ${from} returning 1`,
      );
    }

    await mergeSettings(tx, from, into);

    await tx.execute(sql`delete from sessions where user_id = ${from}`);
    await tx.execute(sql`delete from users where id = ${from}`);

    // After from is gone its email is free (the lower(email) index is checked per statement).
    await tx.execute(sql`
      update users set
        first_name = case when first_name = '' then ${fromUser.first_name} else first_name end,
        last_name = case when last_name = '' then ${fromUser.last_name} else last_name end,
        profile_image_url = coalesce(profile_image_url, ${fromUser.profile_image_url}),
        email = coalesce(email, ${fromUser.email}),
        -- An address taken over from from keeps whether it was confirmed (decision 279).
        email_confirmed_at = case when email is null then ${fromUser.email_confirmed_at ? new Date(fromUser.email_confirmed_at).toISOString() : null}::timestamptz else email_confirmed_at end,
        password_hash = coalesce(password_hash, ${fromUser.password_hash})
      where id = ${into}`);

    return { moved, duplicates };
  });
}

async function mergeSettings(tx: Tx, from: number, into: number): Promise<void> {
  const rows = await queryRows<SettingsRow>(
    tx,
    sql`select user_id, daily_reminders, reminder_time, time_zone, time_zone_confirmed
        from user_settings where user_id in (${from}, ${into})`,
  );
  const f = rows.find((r) => r.user_id === from);
  const i = rows.find((r) => r.user_id === into);
  if (!f) return;
  if (!i) {
    await tx.execute(sql`update user_settings set user_id = ${into} where user_id = ${from}`);
    return;
  }
  if (!i.time_zone_confirmed && f.time_zone_confirmed) {
    await tx.execute(
      sql`update user_settings set time_zone = ${f.time_zone}, time_zone_confirmed = true where user_id = ${into}`,
    );
  }
  if (!i.daily_reminders && f.daily_reminders) {
    await tx.execute(sql`
      update user_settings set daily_reminders = true, reminder_time = ${f.reminder_time} where user_id = ${into}`);
  }
}
