import { eq } from 'drizzle-orm';
import { telegramChats } from '@dps/db/schema';
import type { Ctx } from '../context';

export interface TelegramChat {
  chatId: number;
  type: 'private' | 'group' | 'supergroup' | 'channel';
  userId: number | null;
  title: string | null;
  isActive: boolean;
  /** Groups: the daily post time 'HH:MM', or null when the group set none. */
  reminderTime: string | null;
  /** Groups: the zone of the post time (null: not set, UTC applies). */
  timeZone: string | null;
}

/** A chat the bot knows, or null. */
export async function getTelegramChat(ctx: Ctx, input: { chatId: number }): Promise<TelegramChat | null> {
  const [row] = await ctx.db
    .select({
      chatId: telegramChats.chatId,
      type: telegramChats.type,
      userId: telegramChats.userId,
      title: telegramChats.title,
      isActive: telegramChats.isActive,
      reminderTime: telegramChats.reminderTime,
      timeZone: telegramChats.timeZone,
    })
    .from(telegramChats)
    .where(eq(telegramChats.chatId, input.chatId));
  return row ?? null;
}
