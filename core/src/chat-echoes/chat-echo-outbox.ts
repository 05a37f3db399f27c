/**
 * The outbox of echoes to chat copies (decision 198), sent by bot/src/outboxes/chat-echo-outbox.ts: claimed with a
 * lease (`FOR UPDATE SKIP LOCKED`), each sent and recorded on its own, retried with backoff, given
 * up after a few attempts. What a copy shows is read when it is sent, so a redraw always shows the
 * count of that moment, and an item hidden by moderation or made private since is never redrawn or
 * replied to (core/src/rules/hidden-rules.ts), nor a request no longer shared with the copy's chat.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { circles, requestCircles, userPrayers } from '@dps/db/schema';
import { backedOffRetry, leasedClaim } from '../batch/leased-claim';
import type { Ctx } from '../context';
import { hiddenFromCommunity } from '../rules/hidden-rules';
import { findWallItem } from '../rules/wall-item';

export const CHAT_ECHO_MAX_ATTEMPTS = 5;
export const CHAT_ECHO_LEASE_MS = 2 * 60 * 1000;

interface Copy {
  echoId: number;
  /** The claim: recording a result only counts for this claim (a refresh asked for again since is sent again). */
  leaseUntil: string;
  channel: 'telegram' | 'slack';
  target: string;
  messageId: string;
  threadId: string | null;
}

export type ChatEcho =
  | (Copy & { action: 'refresh'; kind: 'reflection'; reflection: EchoReflection | null })
  | (Copy & { action: 'refresh'; kind: 'request'; request: EchoRequest | null })
  | (Copy & { action: 'reply'; kind: 'reflection'; reply: EchoReply | null });

export interface EchoReflection {
  id: number;
  prayerId: number;
  content: string;
  firstName: string;
  likes: number;
}
export interface EchoReply {
  id: number;
  content: string;
  firstName: string;
}
export interface EchoRequest {
  id: number;
  authorName: string;
  content: string;
  prayedCount: number;
  /**
   * Shared with everyone (false: only with circles, this chat's among them). A redraw keeps what
   * the copy said when posted: a group's own request still offers its author "share with everyone".
   */
  isPublic: boolean;
  /** Shared with this chat's own circle (a copy posted before circles was everyone's alone). */
  inThisCircle: boolean;
}

export type ChatEchoResult =
  | { status: 'sent' }
  | { status: 'gone'; error: string }
  | { status: 'failed'; error: string; retryAfterSeconds?: number };

async function reflectionOf(ctx: Ctx, id: number): Promise<EchoReflection | null> {
  const [row] = await queryRows<EchoReflection>(
    ctx.db,
    sql`select r.id, r.prayer_id as "prayerId", r.content, u.first_name as "firstName",
          (select count(*)::int from reflection_likes l where l.reflection_id = r.id) as likes
        from reflections r join users u on u.id = r.user_id
        where r.id = ${id}::int and r.parent_id is null and r.is_public
          and not ${hiddenFromCommunity('reflection', sql`r.id`)}`,
  );
  return row ? { ...row, likes: Number(row.likes) } : null;
}

async function replyOf(ctx: Ctx, id: number): Promise<EchoReply | null> {
  const [row] = await queryRows<EchoReply>(
    ctx.db,
    sql`select r.id, r.content, u.first_name as "firstName"
        from reflections r join users u on u.id = r.user_id join reflections p on p.id = r.parent_id
        where r.id = ${id}::int and p.is_public
          and not ${hiddenFromCommunity('reply', sql`r.id`)}
          and not ${hiddenFromCommunity('reflection', sql`p.id`)}`,
  );
  return row ?? null;
}

async function requestOf(
  ctx: Ctx,
  id: number,
  chat: { channel: 'telegram' | 'slack'; target: string },
): Promise<EchoRequest | null> {
  // Seen as by someone in the copy's chat who is not its author (user id 0 is nobody): only while
  // it is public, or shared with that chat's circle, and not archived (decision 286).
  // Everyone in a circle's own chat is in the circle, so its copy there is redrawn for the chat;
  // a copy in any other chat is not, unless the request is everyone's (decision 331).
  const circleChannel = chat.channel === 'telegram' ? 'telegram' : 'slack_channel';
  const inCircle = sql`exists (
      select 1 from ${requestCircles} rc join ${circles} c on c.id = rc.circle_id
      where rc.request_id = ${userPrayers.id} and c.channel = ${circleChannel} and c.target = ${chat.target})`;
  const inThisChat = sql`(${userPrayers.archivedAt} is null and (${userPrayers.isPublic} or ${inCircle}))`;
  const item = await findWallItem({ ...ctx, userId: 0, timeZone: 'UTC' }, id, inThisChat);
  if (!item) return null;
  const [shared] = await queryRows<{ isPublic: boolean; inThisCircle: boolean }>(
    ctx.db,
    sql`select ${userPrayers.isPublic} as "isPublic", ${inCircle} as "inThisCircle"
        from ${userPrayers} where ${userPrayers.id} = ${id}::int`,
  );
  return {
    id: item.id,
    authorName: item.authorName,
    content: item.content,
    prayedCount: item.prayedCount,
    isPublic: Boolean(shared?.isPublic),
    inThisCircle: Boolean(shared?.inThisCircle),
  };
}

/** Claim up to `limit` due echoes, each with what its copy should now show (null: skip it). */
export async function claimChatEchoes(ctx: Ctx, opts: { limit?: number } = {}): Promise<ChatEcho[]> {
  const now = ctx.clock.now();
  const leaseUntil = new Date(now.getTime() + CHAT_ECHO_LEASE_MS).toISOString();
  const rows = await queryRows<
    Omit<Copy, 'leaseUntil'> & {
      action: 'refresh' | 'reply';
      kind: 'reflection' | 'request';
      itemId: number;
      replyId: number;
    }
  >(
    ctx.db,
    sql`${leasedClaim({
      table: 'chat_echoes',
      due: sql`status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz`,
      orderBy: sql`next_attempt_at, id`,
      limit: opts.limit ?? 50,
      leaseUntil,
      returning: sql`t.id, t.copy_id, t.action, t.reply_id`,
    })}
        select cl.id as "echoId", cl.action, cl.reply_id as "replyId", c.kind, c.item_id as "itemId",
               c.channel, c.target, c.message_id as "messageId", c.thread_id as "threadId"
        from claimed cl join chat_copies c on c.id = cl.copy_id
        order by cl.id`,
  );
  const out: ChatEcho[] = [];
  for (const { itemId, replyId, ...r } of rows) {
    const copy = { ...r, echoId: Number(r.echoId), leaseUntil };
    if (r.action === 'reply')
      out.push({ ...copy, action: 'reply', kind: 'reflection', reply: await replyOf(ctx, Number(replyId)) });
    else if (r.kind === 'reflection')
      out.push({ ...copy, action: 'refresh', kind: 'reflection', reflection: await reflectionOf(ctx, Number(itemId)) });
    else out.push({ ...copy, action: 'refresh', kind: 'request', request: await requestOf(ctx, Number(itemId), r) });
  }
  return out;
}

/**
 * Record one echo's result for its claim. A refresh asked for again after the claim was made has a
 * new `next_attempt_at`, so this claim's "sent" leaves it pending and it is drawn again.
 */
export async function recordChatEcho(
  ctx: Ctx,
  echo: Pick<ChatEcho, 'echoId' | 'leaseUntil'>,
  result: ChatEchoResult,
): Promise<void> {
  const now = ctx.clock.now().toISOString();
  const mine = sql`id = ${echo.echoId}::int and next_attempt_at = ${echo.leaseUntil}::timestamptz`;
  if (result.status === 'sent') {
    await queryRows(
      ctx.db,
      sql`update chat_echoes set status = 'sent', sent_at = ${now}::timestamptz, last_error = null where ${mine}`,
    );
    return;
  }
  const error = result.error.slice(0, 200);
  if (result.status === 'gone') {
    await queryRows(ctx.db, sql`update chat_echoes set status = 'dead', last_error = ${error} where ${mine}`);
    return;
  }
  await queryRows(
    ctx.db,
    sql`update chat_echoes
        set ${backedOffRetry({ error, maxAttempts: CHAT_ECHO_MAX_ATTEMPTS, now, retryAfterSeconds: result.retryAfterSeconds })}
        where ${mine}`,
  );
}
