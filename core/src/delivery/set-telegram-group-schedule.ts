import { z } from 'zod';
import { telegramChats } from '@dps/db/schema';
import type { Ctx } from '../context';
import { zTimeOfDay } from '../time/parse-time-of-day';
import { ZSpokenTimeZone } from '../time/resolve-zone';
import { issue, parseInput } from '../validate';
import { LANGUAGES } from '@dps/db/content/languages';
import { telegramChatColumns, type TelegramChat } from './get-telegram-chat';

const BAD_TIME = issue('reminderTime');

export const ZSetTelegramGroupScheduleInput = z.object({
  chatId: z.number().int().negative(),
  type: z.enum(['group', 'supergroup']).default('supergroup'),
  title: z.string().nullish(),
  /** 'HH:MM' to post daily at that local time; null to stop posting. Absent: unchanged. */
  reminderTime: z.union([zTimeOfDay(BAD_TIME), z.null()]).optional(),
  /** IANA zone of the post time, stored canonical. Absent: unchanged. */
  timeZone: ZSpokenTimeZone.optional(),
  /** The group's language (decision 239): its posts and the bot's words to the group. Absent: unchanged. */
  language: z.enum(LANGUAGES).optional(),
});
export type TSetTelegramGroupScheduleInput = z.input<typeof ZSetTelegramGroupScheduleInput>;

/**
 * A group's daily post: its local time, zone and language (set by a group admin with /remind,
 * /timezone and /language; the caller checks the admin rights with Telegram). Creates the chat row
 * if needed; returns it.
 */
export async function setTelegramGroupSchedule(ctx: Ctx, input: TSetTelegramGroupScheduleInput): Promise<TelegramChat> {
  const data = parseInput(ZSetTelegramGroupScheduleInput, input);
  const changes = {
    ...(data.reminderTime !== undefined && { reminderTime: data.reminderTime }),
    ...(data.timeZone !== undefined && { timeZone: data.timeZone }),
    ...(data.language !== undefined && { language: data.language }),
  };
  const [row] = await ctx.db
    .insert(telegramChats)
    .values({
      chatId: data.chatId,
      type: data.type,
      title: data.title ?? null,
      isActive: true,
      createdAt: ctx.clock.now(),
      ...changes,
    })
    .onConflictDoUpdate({ target: telegramChats.chatId, set: { ...changes, isActive: true } })
    .returning(telegramChatColumns);
  return row!;
}
