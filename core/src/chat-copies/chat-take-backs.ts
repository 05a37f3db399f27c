/**
 * The take-back outbox (decision 180): chat copies of requests that were taken back, claimed by
 * the scheduler, deleted from their chat (or, where the platform will not delete, edited to say
 * so), each recorded on its own, like the notification outbox (decision 145): `FOR UPDATE SKIP
 * LOCKED` and a lease, so two instances never take the same row and a crash loses nothing; a
 * failure is retried with backoff. A done copy's row is deleted: its ids are not kept.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { backedOffRetry, leasedClaim } from '../batch/leased-claim';
import type { Ctx } from '../context';
import type { SendResult } from '../delivery/delivery-types';

/** Tries before a copy is given up on (backoff 1, 2, 4 … 64 minutes: about two hours in all). */
export const CHAT_TAKE_BACK_MAX_ATTEMPTS = 8;
/** How long a claim is held before another instance may take it over. */
export const CHAT_TAKE_BACK_LEASE_MS = 2 * 60 * 1000;

export interface ChatCopyToTakeBack {
  copyId: number;
  channel: 'telegram' | 'slack';
  chatId: string;
  messageId: string;
}

export type ChatTakeBackResult =
  /** The message is deleted (or edited to say it was taken back), or was already gone. */
  | { status: 'done' }
  /** Nothing can ever be done there (the bot left the chat, the app was uninstalled). */
  | { status: 'unreachable'; error: string }
  | { status: 'failed'; error: string; retryAfterSeconds?: number };

/** A chat sender's result as a take-back's: "gone" means nothing can be done there. Pure. */
export function takeBackResult(r: SendResult): ChatTakeBackResult {
  switch (r.status) {
    case 'sent':
      return { status: 'done' };
    case 'gone':
      return { status: 'unreachable', error: r.error };
    case 'rate_limited':
      return { status: 'failed', error: r.error, retryAfterSeconds: r.retryAfterSeconds };
    default:
      return {
        status: 'failed',
        error: r.error,
        ...(r.retryAfterSeconds !== undefined ? { retryAfterSeconds: r.retryAfterSeconds } : {}),
      };
  }
}

/** Claim up to `limit` due copies: pending ones, and live ones whose request is gone. */
export async function claimChatTakeBacks(ctx: Ctx, opts: { limit?: number } = {}): Promise<ChatCopyToTakeBack[]> {
  const now = ctx.clock.now();
  const leaseUntil = new Date(now.getTime() + CHAT_TAKE_BACK_LEASE_MS).toISOString();
  return queryRows<ChatCopyToTakeBack>(
    ctx.db,
    sql`${leasedClaim({
      table: 'chat_take_backs',
      due: sql`(status = 'pending' or (status = 'live' and request_id is null))
            and next_attempt_at <= ${now.toISOString()}::timestamptz`,
      orderBy: sql`next_attempt_at, id`,
      limit: opts.limit ?? 50,
      leaseUntil,
      set: sql`status = 'pending'`,
      returning: sql`t.id as "copyId", t.channel, t.chat_id as "chatId", t.message_id as "messageId"`,
    })}
        select "copyId", channel, "chatId", "messageId" from claimed`,
  );
}

/** Record one take-back: done (the row goes), unreachable (dead), failed (retried with backoff, then dead). */
export async function recordChatTakeBack(ctx: Ctx, copyId: number, result: ChatTakeBackResult): Promise<void> {
  if (result.status === 'done') {
    await queryRows(ctx.db, sql`delete from chat_take_backs where id = ${copyId}::int`);
    return;
  }
  const error = result.error.slice(0, 200);
  if (result.status === 'unreachable') {
    await queryRows(
      ctx.db,
      sql`update chat_take_backs set status = 'dead', last_error = ${error} where id = ${copyId}::int`,
    );
    return;
  }
  await queryRows(
    ctx.db,
    sql`update chat_take_backs
        set ${backedOffRetry({ error, maxAttempts: CHAT_TAKE_BACK_MAX_ATTEMPTS, now: ctx.clock.now().toISOString(), retryAfterSeconds: result.retryAfterSeconds })}
        where id = ${copyId}::int`,
  );
}
