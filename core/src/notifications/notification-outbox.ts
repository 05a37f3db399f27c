/**
 * The outbox of notifications for opted-in chats (decision 145). addNotification queues a row per
 * chat; a sender in bot/ claims due rows, sends, and records each result on its own row, so one
 * chat that fails (blocked the bot, a timeout) never holds up another, and a claim whose instance
 * died is taken over when its lease runs out.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { backedOffRetry, leasedClaim } from '../batch/leased-claim';
import type { Ctx } from '../context';
import { itemVisibleTo } from '../rules/community-rule';

/** A row is retried this many times (backoff 1, 2, 4, 8 minutes), then given up on. */
export const NOTIFICATION_SEND_MAX_ATTEMPTS = 5;
/** How long a claim is held before another instance may take it over. */
export const NOTIFICATION_SEND_LEASE_MS = 2 * 60 * 1000;
/** A send older than this is not news any more: it is dropped rather than sent late. */
export const NOTIFICATION_SEND_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface NotificationToSend {
  sendId: number;
  channel: 'telegram' | 'slack';
  /** telegram: the private chat id; slack: `${teamId}:${slackUserId}`. */
  target: string;
  title: string;
  body: string;
  link: string | null;
  /** The notification's kind and item: the buttons it carries in a chat (notification-buttons.ts). */
  kind?: string;
  aboutId?: number | null;
}

export type NotificationSendResult =
  | { status: 'sent' }
  /** The chat will not take messages any more: stop, and turn its opt-in off. */
  | { status: 'gone'; error: string }
  | { status: 'failed'; error: string; retryAfterSeconds?: number };

/**
 * Claim up to `limit` due rows (pending, due, not claimed by a live lease) with what to say;
 * `FOR UPDATE SKIP LOCKED` keeps two instances from taking the same row. The claim is the
 * pushed-back `next_attempt_at` plus one attempt counted.
 */
export async function claimNotificationSends(ctx: Ctx, opts: { limit?: number } = {}): Promise<NotificationToSend[]> {
  const now = ctx.clock.now();
  const leaseUntil = new Date(now.getTime() + NOTIFICATION_SEND_LEASE_MS).toISOString();
  const oldest = new Date(now.getTime() - NOTIFICATION_SEND_MAX_AGE_MS).toISOString();
  // Too old to be news: dead, not sent.
  await queryRows(
    ctx.db,
    sql`update notification_sends set status = 'dead', last_error = 'expired'
        where status = 'pending' and created_at < ${oldest}::timestamptz`,
  );
  // About an item the person may no longer see (hidden, made private or deleted since): never sent.
  await queryRows(
    ctx.db,
    sql`update notification_sends s set status = 'dead', last_error = 'withheld'
        from notifications n
        where s.notification_id = n.id and s.status = 'pending' and n.about_kind is not null
          and s.next_attempt_at <= ${now.toISOString()}::timestamptz
          and not ${itemVisibleTo(sql.raw('n.about_kind'), sql.raw('n.about_id'), sql.raw('n.user_id'))}`,
  );
  return queryRows<NotificationToSend>(
    ctx.db,
    sql`${leasedClaim({
      table: 'notification_sends',
      due: sql`status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz`,
      orderBy: sql`next_attempt_at, id`,
      limit: opts.limit ?? 50,
      leaseUntil,
      returning: sql`t.id, t.notification_id, t.channel, t.target`,
    })}
        select c.id as "sendId", c.channel, c.target, n.title, n.body, n.link, n.kind, n.about_id as "aboutId"
        from claimed c join notifications n on n.id = c.notification_id
        order by c.id`,
  );
}

/** Record one send's result: sent; gone (dead, and that chat's opt-in removed); failed (retried with backoff). */
export async function recordNotificationSend(ctx: Ctx, sendId: number, result: NotificationSendResult): Promise<void> {
  const now = ctx.clock.now();
  if (result.status === 'sent') {
    await queryRows(
      ctx.db,
      sql`update notification_sends set status = 'sent', sent_at = ${now.toISOString()}::timestamptz, last_error = null
          where id = ${sendId}::int`,
    );
    return;
  }
  const error = result.error.slice(0, 200);
  if (result.status === 'gone') {
    await queryRows(
      ctx.db,
      sql`with s as (
            update notification_sends set status = 'dead', last_error = ${error} where id = ${sendId}::int
            returning channel, target
          )
          , off as (
            -- A Telegram chat that blocked the bot is no longer one of the person's chats (a /start
            -- there makes it active again); an explicit "on" for a gone chat is forgotten, while an
            -- explicit "off" is kept (decision 196).
            update telegram_chats t set is_active = false from s
            where s.channel = 'telegram' and t.chat_id::text = s.target and t.type = 'private'
            returning 1
          )
          delete from notification_chat_opt_ins o using s
          where o.channel = s.channel and o.target = s.target and o.is_on`,
    );
    return;
  }
  await queryRows(
    ctx.db,
    sql`update notification_sends
        set ${backedOffRetry({ error, maxAttempts: NOTIFICATION_SEND_MAX_ATTEMPTS, now: now.toISOString(), retryAfterSeconds: result.retryAfterSeconds })}
        where id = ${sendId}::int`,
  );
}
