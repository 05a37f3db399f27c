/**
 * The weekly engine (decision 307): once a week per group, its "answered this week" post and each
 * leader's pulse; once a week per author, "N people prayed for your request this week". Planning
 * makes one `weekly_sends` row per (kind, channel, target, week), the claim that holds across
 * restarts and instances; the outbox loop claims due rows with a lease, sends, records. A crashed
 * instance's rows come back when the lease runs out; a sent row is never sent again.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../../context';
import { leasedClaim } from '../../batch/leased-claim';
import { toldChatsSql } from '../../notifications/chat-opt-in';
import { addNotification } from '../../notifications/add-notification';
import { coreText } from '../../i18n/core-text';
import { DEFAULT_LANGUAGE } from '@dps/db/content/languages';
import { usableTimeZone } from '../../time/time-zones';
import { circlePulse } from './circle-pulse';
import { circleWeeklies, isDue, latestMoment, type WeeklyMoment } from './weekly-moment';
import {
  answersSharedWith,
  authorPrayedMessage,
  groupAnsweredMessage,
  prayedForAuthor,
  pulseMessage,
  type WeeklyMessage,
} from './weekly-message';

export const WEEKLY_KINDS = ['group_answered', 'leader_pulse', 'author_prayed'] as const;
export type WeeklyKind = (typeof WEEKLY_KINDS)[number];
/** A row is tried this many times (backoff 1, 2, 4, 8 minutes), then given up on. */
export const WEEKLY_SEND_MAX_ATTEMPTS = 5;
export const WEEKLY_SEND_LEASE_MS = 2 * 60 * 1000;
/** An author hears their week on Sundays, at their own reminder time and zone. */
export const AUTHOR_WEEKLY_DAY = 0;

type RowChannel = 'telegram' | 'slack_dm' | 'slack_channel';

export interface WeeklyToSend {
  sendId: number;
  kind: WeeklyKind;
  /** The chat platform. */
  channel: 'telegram' | 'slack';
  /** The chat: a Telegram chat id; Slack `${team}:${channel or user}`. */
  target: string;
  /** The row's channel: a group's chat, or a person's private one. */
  rowChannel: RowChannel;
  message: WeeklyMessage;
}

export type WeeklySendResult =
  | { status: 'sent'; externalId?: string }
  | { status: 'gone'; error: string }
  | { status: 'failed'; error: string; retryAfterSeconds?: number };

/**
 * A leader's pulse is one per leader and group: its target is `${circleId}/${chat}` so two groups
 * a person leads, whose moments fall on the same date, each have their claim (decision 307).
 */
export const pulseTarget = (circleId: number, chat: string) => `${circleId}/${chat}`;
const chatOfTarget = (kind: WeeklyKind, target: string) =>
  kind === 'leader_pulse' ? target.slice(target.indexOf('/') + 1) : target;

interface PersonChat {
  channel: 'telegram' | 'slack';
  target: string;
}

/** The one chat a person hears their weekly words in: their told chats, `prefer`'s platform first. */
async function personChat(ctx: Ctx, userId: number, prefer?: 'telegram' | 'slack'): Promise<PersonChat | null> {
  const chats = await queryRows<PersonChat>(ctx.db, sql`${toldChatsSql(userId)} order by 1, 2`);
  return chats.find((c) => c.channel === prefer) ?? chats[0] ?? null;
}

async function claimRow(
  ctx: Ctx,
  row: {
    kind: WeeklyKind;
    channel: RowChannel;
    target: string;
    moment: WeeklyMoment;
    userId: number | null;
    circleId: number | null;
  },
): Promise<void> {
  const now = ctx.clock.now().toISOString();
  await queryRows(
    ctx.db,
    sql`insert into weekly_sends (kind, channel, target, week, user_id, circle_id, status, attempts,
          next_attempt_at, due_at, created_at)
        values (${row.kind}, ${row.channel}, ${row.target}, ${row.moment.week}::date, ${row.userId}, ${row.circleId},
          'claimed', 0, ${now}::timestamptz, ${row.moment.at.toISOString()}::timestamptz, ${now}::timestamptz)
        on conflict (kind, channel, target, week) do nothing`,
  );
}

/** Ask each member of a group once whether its leaders may see that they have been away (decision 312). */
async function askAwayConsent(ctx: Ctx, circleId: number): Promise<number> {
  const now = ctx.clock.now().toISOString();
  const asked = await queryRows<{ userId: number; language: string | null }>(
    ctx.db,
    sql`insert into user_settings (user_id, away_consent_asked_at)
        select cm.user_id, ${now}::timestamptz from circle_members cm
        left join user_settings s on s.user_id = cm.user_id
        where cm.circle_id = ${circleId}::int and cm.is_member and s.away_consent_asked_at is null
        on conflict (user_id) do update set away_consent_asked_at = excluded.away_consent_asked_at
          where user_settings.away_consent_asked_at is null
        returning user_id as "userId", language`,
  );
  for (const p of asked) {
    const { t } = coreText.for(p.language ?? DEFAULT_LANGUAGE);
    await addNotification(ctx, {
      userId: p.userId,
      kind: 'away_consent',
      title: t('weekly.consent.title'),
      body: t('weekly.consent.body'),
      link: '/profile',
      refKey: 'away-consent',
      onRepeat: 'keep',
      fromUserId: null,
    });
  }
  return asked.length;
}

export interface WeeklyPlanSummary {
  planned: number;
  asked: number;
}

/**
 * The weekly claims due now: each group whose moment passed (within the grace) gets its answered
 * post (when it has answers to tell), its leaders their pulse, its members the consent question
 * once; each author whose Sunday moment passed, their week's count (when someone prayed).
 */
export async function planWeeklySends(ctx: Ctx): Promise<WeeklyPlanSummary> {
  const now = ctx.clock.now();
  let planned = 0;
  let asked = 0;
  for (const c of await circleWeeklies(ctx)) {
    const moment = latestMoment(c, now);
    if (!isDue(moment, now)) continue;
    const done = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from weekly_sends where circle_id = ${c.circleId}::int and week = ${moment.week}::date`,
    );
    asked += await askAwayConsent(ctx, c.circleId);
    if (Number(done[0]?.n ?? 0) > 0) continue;
    if ((await answersSharedWith(ctx, c.circleId, moment.at)).length > 0) {
      await claimRow(ctx, {
        kind: 'group_answered',
        channel: c.channel,
        target: c.target,
        moment,
        userId: null,
        circleId: c.circleId,
      });
      planned++;
    }
    const leaders = await queryRows<{ userId: number }>(
      ctx.db,
      sql`select user_id as "userId" from circle_members
          where circle_id = ${c.circleId}::int and is_member and is_leader order by user_id`,
    );
    for (const l of leaders) {
      const chat = await personChat(ctx, l.userId, c.channel === 'telegram' ? 'telegram' : 'slack');
      if (!chat) continue;
      await claimRow(ctx, {
        kind: 'leader_pulse',
        channel: chat.channel === 'telegram' ? 'telegram' : 'slack_dm',
        target: pulseTarget(c.circleId, chat.target),
        moment,
        userId: l.userId,
        circleId: c.circleId,
      });
      planned++;
    }
  }

  // Authors someone prayed for lately, with their own zone and time.
  const since = new Date(now.getTime() - 8 * 86_400_000).toISOString();
  const authors = await queryRows<{ userId: number; timeZone: string | null; reminderTime: string | null }>(
    ctx.db,
    sql`select distinct p.user_id as "userId", s.time_zone as "timeZone", s.reminder_time as "reminderTime"
        from intercessions i join user_prayers p on p.id = i.user_prayer_id and i.user_id <> p.user_id
        left join user_settings s on s.user_id = p.user_id
        where i.created_at > ${since}::timestamptz and p.archived_at is null
        order by 1`,
  );
  for (const a of authors) {
    const moment = latestMoment(
      { day: AUTHOR_WEEKLY_DAY, time: a.reminderTime ?? '08:00', timeZone: usableTimeZone(a.timeZone) },
      now,
    );
    if (!isDue(moment, now)) continue;
    const [exists] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from weekly_sends where kind = 'author_prayed' and user_id = ${a.userId}::int
          and week = ${moment.week}::date limit 1`,
    );
    if (exists) continue;
    const chat = await personChat(ctx, a.userId);
    if (!chat) continue;
    const rowChannel = chat.channel === 'telegram' ? 'telegram' : 'slack_dm';
    if ((await prayedForAuthor(ctx, a.userId, moment.at)).length === 0) continue;
    await claimRow(ctx, {
      kind: 'author_prayed',
      channel: rowChannel,
      target: chat.target,
      moment,
      userId: a.userId,
      circleId: null,
    });
    planned++;
  }
  return { planned, asked };
}

interface ClaimedRow {
  id: number;
  kind: WeeklyKind;
  channel: RowChannel;
  target: string;
  userId: number | null;
  circleId: number | null;
  dueAt: Date | string;
}

/** A person's language (English when they have none set). */
async function languageOf(ctx: Ctx, userId: number): Promise<string> {
  const [row] = await queryRows<{ language: string | null }>(
    ctx.db,
    sql`select language from user_settings where user_id = ${userId}::int`,
  );
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** What a claimed row says now, or null when there is nothing (left the group, no longer leads it, answers withdrawn). */
async function messageFor(ctx: Ctx, row: ClaimedRow): Promise<WeeklyMessage | null> {
  const until = new Date(row.dueAt);
  if (row.kind === 'group_answered') {
    const [c] = await circleWeeklies(ctx, row.circleId!);
    if (!c) return null;
    return groupAnsweredMessage(c.language, await answersSharedWith(ctx, c.circleId, until));
  }
  if (row.kind === 'author_prayed')
    return authorPrayedMessage(await languageOf(ctx, row.userId!), await prayedForAuthor(ctx, row.userId!, until));
  const [led] = await queryRows<{
    id: number;
    title: string | null;
    channel: 'telegram' | 'slack_channel';
    target: string;
  }>(
    ctx.db,
    sql`select c.id, c.title, c.channel, c.target from circles c
        join circle_members cm on cm.circle_id = c.id and cm.user_id = ${row.userId}::int and cm.is_member and cm.is_leader
        where c.id = ${row.circleId}::int`,
  );
  if (!led) return null;
  return pulseMessage(await languageOf(ctx, row.userId!), await circlePulse(ctx, led, row.userId!));
}

/**
 * Plan what is due (unless `plan: false`: the outbox plans once a minute, claims on every sweep),
 * then claim up to `limit` due rows with what each says. A row with nothing to
 * say any more is closed at once ('dead', 'nothing'), never sent.
 */
export async function claimWeeklySends(
  ctx: Ctx,
  opts: { limit?: number; plan?: boolean } = {},
): Promise<WeeklyToSend[]> {
  if (opts.plan !== false) await planWeeklySends(ctx);
  const now = ctx.clock.now();
  const leaseUntil = new Date(now.getTime() + WEEKLY_SEND_LEASE_MS).toISOString();
  const rows = await queryRows<ClaimedRow>(
    ctx.db,
    sql`${leasedClaim({
      table: 'weekly_sends',
      due: sql`status in ('claimed', 'failed') and next_attempt_at <= ${now.toISOString()}::timestamptz`,
      orderBy: sql`next_attempt_at, id`,
      limit: opts.limit ?? 50,
      leaseUntil,
      set: sql`lease_until = ${leaseUntil}::timestamptz`,
      returning: sql`t.id, t.kind, t.channel, t.target, t.user_id, t.circle_id, t.due_at`,
    })}
        select id, kind, channel, target, user_id as "userId", circle_id as "circleId", due_at as "dueAt"
        from claimed order by id`,
  );
  const out: WeeklyToSend[] = [];
  for (const row of rows) {
    const message = await messageFor(ctx, row);
    if (!message) {
      await queryRows(
        ctx.db,
        sql`update weekly_sends set status = 'dead', last_error = 'nothing', lease_until = null where id = ${row.id}::int`,
      );
      continue;
    }
    out.push({
      sendId: row.id,
      kind: row.kind,
      channel: row.channel === 'telegram' ? 'telegram' : 'slack',
      target: chatOfTarget(row.kind, row.target),
      rowChannel: row.channel,
      message,
    });
  }
  return out;
}

/** Record one send: sent; gone (the chat will not take it: dead); failed (retried with backoff, then dead). */
export async function recordWeeklySend(ctx: Ctx, sendId: number, result: WeeklySendResult): Promise<void> {
  const now = ctx.clock.now().toISOString();
  if (result.status === 'sent') {
    await queryRows(
      ctx.db,
      sql`update weekly_sends set status = 'sent', sent_at = ${now}::timestamptz, last_error = null,
            lease_until = null, external_id = ${result.externalId ?? null}
          where id = ${sendId}::int and status <> 'sent'`,
    );
    return;
  }
  const error = result.error.slice(0, 200);
  if (result.status === 'gone') {
    await queryRows(
      ctx.db,
      sql`update weekly_sends set status = 'dead', last_error = ${error}, lease_until = null where id = ${sendId}::int`,
    );
    return;
  }
  await queryRows(
    ctx.db,
    sql`update weekly_sends
        set last_error = ${error}, lease_until = null,
            status = case when attempts >= ${WEEKLY_SEND_MAX_ATTEMPTS}::int then 'dead' else 'failed' end,
            next_attempt_at = ${now}::timestamptz + make_interval(secs =>
              greatest(${result.retryAfterSeconds ?? 0}::int, 60 * power(2, least(attempts - 1, 10))::int))
        where id = ${sendId}::int and status <> 'sent'`,
  );
}
