import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { telegramChats } from '@dps/db/schema';
import type { Ctx } from '../context';
import { parseInput } from '../validate';

export const ZSetTelegramChatActiveInput = z.object({
  chatId: z.number().int(),
  isActive: z.boolean(),
});
export type TSetTelegramChatActiveInput = z.input<typeof ZSetTelegramChatActiveInput>;

/**
 * Switch a chat off when the bot is blocked in it or removed from it (Telegram's my_chat_member),
 * or on again. An inactive chat gets no deliveries; its settings and history are kept.
 * Answers whether a chat was found.
 */
export async function setTelegramChatActive(ctx: Ctx, input: TSetTelegramChatActiveInput): Promise<boolean> {
  const { chatId, isActive } = parseInput(ZSetTelegramChatActiveInput, input);
  const rows = await ctx.db
    .update(telegramChats)
    .set({ isActive })
    .where(eq(telegramChats.chatId, chatId))
    .returning({ chatId: telegramChats.chatId });
  return rows.length > 0;
}
