/**
 * Durable state of a conversation in a chat (Telegram's "now send me your reflection"). Stored in
 * the database with an expiry, so it survives a restart and any instance can answer the next
 * message. The state is opaque JSON to core; it may hold a draft's words, so it is never logged
 * and is deleted as soon as the conversation ends.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { chatConversations } from '@dps/db/schema';
import { purgeInChunks } from '../batch/purge-in-chunks';
import type { Ctx } from '../context';

export const CONVERSATION_TTL_MS = 30 * 60_000;

/** The live state under `key`, or undefined when there is none or it has expired. */
export async function getConversationState<T>(ctx: Ctx, key: string): Promise<T | undefined> {
  const [row] = await ctx.db
    .select({ state: chatConversations.state })
    .from(chatConversations)
    .where(and(eq(chatConversations.key, key), gt(chatConversations.expiresAt, ctx.clock.now())))
    .limit(1);
  return row?.state as T | undefined;
}

/** Start or move on a conversation; each step renews its expiry. */
export async function setConversationState(ctx: Ctx, key: string, state: unknown, ttlMs = CONVERSATION_TTL_MS): Promise<void> {
  const expiresAt = new Date(ctx.clock.now().getTime() + ttlMs);
  await ctx.db
    .insert(chatConversations)
    .values({ key, state, expiresAt })
    .onConflictDoUpdate({ target: chatConversations.key, set: { state, expiresAt } });
}

export async function clearConversationState(ctx: Ctx, key: string): Promise<void> {
  await ctx.db.delete(chatConversations).where(eq(chatConversations.key, key));
}

/** Housekeeping: drop expired conversations (the scheduler calls it now and then). */
export async function purgeExpiredConversations(ctx: Ctx, opts: { chunk?: number } = {}): Promise<number> {
  // In chunks; a row that cannot be deleted is reported and left, never stopping the rest (decision 061).
  const { purged } = await purgeInChunks<string>(ctx, {
    table: 'chat_conversations',
    key: 'key',
    where: sql`expires_at <= ${ctx.clock.now().toISOString()}::timestamptz`,
    event: 'housekeeping_row_skipped',
    describe: (key) => ({ table: 'chat_conversations', key }), // chat and user ids, no words
    ...opts,
  });
  return purged;
}
