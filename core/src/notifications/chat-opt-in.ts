import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { notificationChatOptIns } from '@dps/db/schema';
import type { Ctx } from '../context';
import { parseInput } from '../validate';

export const ZChatNotificationsInput = z.object({
  userId: z.number().int().positive(),
  channel: z.enum(['telegram', 'slack']),
  /** telegram: the private chat id; slack: `${teamId}:${slackUserId}`. */
  target: z.string().min(1).max(100),
  on: z.boolean(),
});
export type TChatNotificationsInput = z.input<typeof ZChatNotificationsInput>;

/**
 * `/notify on|off` in a chat: whether this person's notifications (likes, replies, goals, streak
 * milestones…) also come to this chat as messages. Off by default: never by surprise.
 */
export async function setChatNotifications(ctx: Ctx, input: TChatNotificationsInput): Promise<{ on: boolean }> {
  const d = parseInput(ZChatNotificationsInput, input);
  const key = and(eq(notificationChatOptIns.channel, d.channel), eq(notificationChatOptIns.target, d.target));
  if (d.on) {
    await ctx.db
      .insert(notificationChatOptIns)
      .values({ channel: d.channel, target: d.target, userId: d.userId, createdAt: ctx.clock.now() })
      .onConflictDoUpdate({
        target: [notificationChatOptIns.channel, notificationChatOptIns.target],
        set: { userId: d.userId },
      });
  } else {
    await ctx.db.delete(notificationChatOptIns).where(key);
  }
  return { on: d.on };
}

/** Whether this chat gets the person's notifications. */
export async function getChatNotifications(
  ctx: Ctx,
  input: { channel: 'telegram' | 'slack'; target: string },
): Promise<{ on: boolean }> {
  const [row] = await ctx.db
    .select({ userId: notificationChatOptIns.userId })
    .from(notificationChatOptIns)
    .where(and(eq(notificationChatOptIns.channel, input.channel), eq(notificationChatOptIns.target, input.target)));
  return { on: row !== undefined };
}
