import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { itemVisibleTo } from '../rules/community-rule';
import { ITEM_KINDS } from '../rules/item-kind';
import { issue, MAX_ID, parseInput } from '../validate';
import { toldChatsSql } from './chat-opt-in';
import { NOTIFICATION_KINDS } from './notification';

export const ZAddNotificationInput = z.object({
  userId: z.number().int().positive(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string().trim().min(1).max(200),
  body: z.string().max(1000).default(''),
  /** An in-app path ("/today?reflection=12"): never an outside URL, so a tap stays in the app. */
  link: z
    .string()
    .max(500)
    .refine((s) => s.startsWith('/') && !s.startsWith('//') && !s.includes('\\'), issue('inAppLink'))
    .nullish(),
  /**
   * Names the event ("like:12:34", "prayed:7:2026-03-10"): the same key for the same person is
   * stored once. Without it every call adds a row.
   */
  refKey: z.string().min(1).max(200).optional(),
  /**
   * When the event's key is already stored: `update` rewrites it (new title/body, unread again,
   * moved to the top: "3 people prayed for you" becoming "4 people…"); `keep` leaves it as it is
   * (a like taken back and given again is not news).
   */
  onRepeat: z.enum(['update', 'keep']).default('update'),
  /**
   * The community item it is about (decision 171). The person is told only while they may see it
   * (community-rule.ts): not when it is hidden from them, private, or gone; and the bell and the
   * chat outbox stop showing it if that changes later.
   */
  about: z.object({ kind: z.enum(ITEM_KINDS), id: z.number().int().positive().max(MAX_ID) }).optional(),
  /**
   * The person whose name or words the notification carries: it is deleted when their account is
   * (decision 175). Left out, it is the acting person of an actor's ctx when that is not the
   * recipient (one person's act told to another); null when it carries only the recipient's own
   * things (a count, their own request's title).
   */
  fromUserId: z.number().int().positive().nullish(),
});
export type TAddNotificationInput = z.input<typeof ZAddNotificationInput>;

export interface AddNotificationResult {
  /** Null when nothing was stored: the person may not see the item it is about. */
  id: number | null;
  /** False when the event was already stored (updated or kept), or withheld. */
  created: boolean;
}

/**
 * Store a notification for a person's bell and, for each chat where they are told (their private
 * Telegram chat and Slack DM unless they turned it off there: decision 196), queue it for that chat (the outbox the scheduler sends, once per chat per
 * notification). Pass a transaction in `ctx.db` to make it part of the event's own write.
 *
 * This is the one entry point for every producer (likes, replies, goals, streaks, the daily
 * prayer, a prayer wall): call it where the event happens.
 */
export async function addNotification(ctx: Ctx, input: TAddNotificationInput): Promise<AddNotificationResult> {
  const n = parseInput(ZAddNotificationInput, input);
  const actorId = 'userId' in ctx && typeof ctx.userId === 'number' ? ctx.userId : null;
  const fromUserId = n.fromUserId !== undefined ? n.fromUserId : actorId !== n.userId ? actorId : null;
  const now = ctx.clock.now().toISOString();
  const refKey = n.refKey ?? null;
  const onConflict =
    refKey === null
      ? sql``
      : n.onRepeat === 'keep'
        ? // A no-op update, so the row comes back from RETURNING (DO NOTHING returns nothing).
          sql`on conflict (user_id, ref_key) do update set ref_key = excluded.ref_key`
        : sql`on conflict (user_id, ref_key) do update
                set kind = excluded.kind, title = excluded.title, body = excluded.body,
                    link = excluded.link, about_kind = excluded.about_kind, about_id = excluded.about_id,
                    from_user_id = excluded.from_user_id,
                    read_at = null, updated_at = excluded.updated_at`;
  const aboutKind = n.about?.kind ?? null;
  const aboutId = n.about?.id ?? null;
  // xmax = 0 only for a freshly inserted row: tells "created" from "already there" in one statement.
  // An item the person may not see stores nothing (the select finds no row): one rule, decision 171.
  const [row] = await queryRows<{ id: number; created: boolean }>(
    ctx.db,
    sql`with saved as (
          insert into notifications (user_id, kind, title, body, link, ref_key, about_kind, about_id, from_user_id, created_at, updated_at)
          select ${n.userId}::int, ${n.kind}, ${n.title}, ${n.body}, ${n.link ?? null}, ${refKey},
                 ${aboutKind}::text, ${aboutId}::int, ${fromUserId}::int, ${now}::timestamptz, ${now}::timestamptz
          where ${n.about ? itemVisibleTo(n.about.kind, n.about.id, n.userId) : sql`true`}
          ${onConflict}
          returning id, (xmax = 0) as created
        ),
        queued as (
          insert into notification_sends (notification_id, channel, target, next_attempt_at, created_at)
          select s.id, o.channel, o.target, ${now}::timestamptz, ${now}::timestamptz
          from saved s cross join (${toldChatsSql(n.userId)}) o
          where s.created
          on conflict (notification_id, channel, target) do nothing
          returning 1
        )
        select id, created from saved`,
  );
  if (!row) return { id: null, created: false };
  return { id: Number(row.id), created: row.created === true };
}
