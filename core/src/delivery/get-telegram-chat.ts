import { eq, sql } from 'drizzle-orm';
import { telegramChats, userSettings } from '@dps/db/schema';
import type { Language } from '@dps/db/content/languages';
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
  /**
   * The language the bot speaks there (decision 239): a group's own ('en' until someone sets it),
   * a private chat its person's (from getTelegramChat; a RETURNING list gives the stored column).
   */
  language: Language;
}

/** The columns of a TelegramChat as stored (a RETURNING list). */
export const telegramChatColumns = {
  chatId: telegramChats.chatId,
  type: telegramChats.type,
  userId: telegramChats.userId,
  title: telegramChats.title,
  isActive: telegramChats.isActive,
  reminderTime: telegramChats.reminderTime,
  timeZone: telegramChats.timeZone,
  language: telegramChats.language,
};

/** A chat the bot knows, or null. */
export async function getTelegramChat(ctx: Ctx, input: { chatId: number }): Promise<TelegramChat | null> {
  const [row] = await ctx.db
    .select({
      ...telegramChatColumns,
      language: sql<Language>`case when ${telegramChats.type} = 'private'
        then coalesce(${userSettings.language}, ${telegramChats.language}) else ${telegramChats.language} end`,
    })
    .from(telegramChats)
    .leftJoin(userSettings, eq(userSettings.userId, telegramChats.userId))
    .where(eq(telegramChats.chatId, input.chatId));
  return row ?? null;
}
