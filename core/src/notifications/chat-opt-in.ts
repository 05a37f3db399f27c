/**
 * Whether a person is told their notifications in a chat (decision 196): the one rule that the
 * outbox, `/notify`, `/prayer notify`, Slack's App Home and the web's Profile all read.
 *
 * A person's private chat with the Telegram bot and their Slack DM with the app are told by
 * default; `/notify off` there (or the web's switch) stores an explicit "off" that stays off until
 * they turn it on again.
 */
import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import { notificationChatOptIns } from '@dps/db/schema';
import { queryRows } from '@dps/db/client';
import type { ActorCtx, Ctx } from '../context';
import { issue, parseInput } from '../validate';

export const CHAT_CHANNELS = ['telegram', 'slack'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

export const ZChatNotificationsInput = z.object({
  userId: z.number().int().positive(),
  channel: z.enum(CHAT_CHANNELS),
  /** telegram: the private chat id; slack: `${teamId}:${slackUserId}`. */
  target: z.string().min(1).max(100),
  on: z.boolean(),
});
export type TChatNotificationsInput = z.input<typeof ZChatNotificationsInput>;

/**
 * The person's own chats, each with whether they are told there: `(channel, target, told)` rows.
 * Their chats are their active private Telegram chats, their Slack identities (the DM) and any
 * chat they turned on by hand; an explicit row decides, and no row means on.
 */
export function chatsOfSql(userId: number): SQL {
  return sql`select ch.channel, ch.target,
        coalesce((select x.is_on from notification_chat_opt_ins x
                  where x.channel = ch.channel and x.target = ch.target), true) as told
      from (
        select 'telegram'::text as channel, tc.chat_id::text as target from telegram_chats tc
          where tc.user_id = ${userId}::int and tc.type = 'private' and tc.is_active
        union
        select 'slack'::text, i.subject from identities i where i.user_id = ${userId}::int and i.provider = 'slack'
        union
        select o.channel, o.target from notification_chat_opt_ins o where o.user_id = ${userId}::int and o.is_on
      ) ch`;
}

/** The chats where the person is told, `(channel, target)` rows: what the outbox queues for. */
export function toldChatsSql(userId: number): SQL {
  return sql`select c.channel, c.target from (${chatsOfSql(userId)}) c where c.told`;
}

/**
 * `/notify on|off` in a chat, or the web's switch: this person's choice for this chat, stored
 * either way (an "off" is remembered, so the default never turns it back on).
 */
export async function setChatNotifications(ctx: Ctx, input: TChatNotificationsInput): Promise<{ on: boolean }> {
  const d = parseInput(ZChatNotificationsInput, input);
  await ctx.db
    .insert(notificationChatOptIns)
    .values({ channel: d.channel, target: d.target, userId: d.userId, isOn: d.on, createdAt: ctx.clock.now() })
    .onConflictDoUpdate({
      target: [notificationChatOptIns.channel, notificationChatOptIns.target],
      set: { userId: d.userId, isOn: d.on },
    });
  return { on: d.on };
}

/**
 * Whether this chat is told the person's notifications: their explicit choice there, else on.
 * The one answer `/notify`, `/prayer notify` and App Home show.
 */
export async function getChatNotifications(
  ctx: Ctx,
  input: { channel: ChatChannel; target: string },
): Promise<{ on: boolean }> {
  const [row] = await queryRows<{ on: boolean }>(
    ctx.db,
    sql`select is_on as "on" from notification_chat_opt_ins where channel = ${input.channel} and target = ${input.target}`,
  );
  return { on: row ? row.on === true : true };
}

/** The web's view: for each channel the person has a chat on, whether they are told there (null: no chat). */
export async function getChatNotificationsByChannel(
  ctx: ActorCtx,
): Promise<Record<ChatChannel, { on: boolean } | null>> {
  const rows = await queryRows<{ channel: ChatChannel; told: boolean }>(ctx.db, chatsOfSql(ctx.userId));
  const of = (channel: ChatChannel) => {
    const mine = rows.filter((r) => r.channel === channel);
    return mine.length === 0 ? null : { on: mine.some((r) => r.told === true) };
  };
  return { telegram: of('telegram'), slack: of('slack') };
}

export const ZSetChatNotificationsByChannelInput = z.object({
  channel: z.enum(CHAT_CHANNELS, { error: issue('chatChannel') }),
  on: z.boolean({ error: issue('mustBeTrueOrFalse', undefined, { field: 'on' }) }),
});

/**
 * The web's switch for a channel: the person's choice for every chat of theirs on it (their
 * Telegram private chat, their Slack DM in each workspace). `not_found`-free: with no chat there
 * it changes nothing and answers null.
 */
export async function setChatNotificationsByChannel(
  ctx: ActorCtx,
  input: z.input<typeof ZSetChatNotificationsByChannelInput>,
): Promise<{ on: boolean } | null> {
  const { channel, on } = parseInput(ZSetChatNotificationsByChannelInput, input);
  const rows = await queryRows<{ channel: ChatChannel; target: string }>(ctx.db, chatsOfSql(ctx.userId));
  const mine = rows.filter((r) => r.channel === channel);
  for (const r of mine) await setChatNotifications(ctx, { userId: ctx.userId, channel, target: r.target, on });
  return mine.length === 0 ? null : { on };
}
