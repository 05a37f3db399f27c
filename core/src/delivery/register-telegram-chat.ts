import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { telegramChats } from '@dps/db/schema';
import { LANGUAGES } from '@dps/db/content/languages';
import type { Ctx } from '../context';
import { parseInput } from '../validate';

export const ZRegisterTelegramChatInput = z.object({
  chatId: z
    .number()
    .int()
    .refine((n) => n !== 0 && Number.isSafeInteger(n)),
  type: z.enum(['private', 'group', 'supergroup', 'channel']),
  /** The person of a private chat. */
  userId: z.number().int().positive().optional(),
  title: z
    .string()
    .nullish()
    .transform((t) => (t ? t.slice(0, 255) : null)),
  /** A group's language when the row is new: whoever added the bot (decision 239). A known group keeps its own. */
  language: z.enum(LANGUAGES).optional(),
});
export type TRegisterTelegramChatInput = z.input<typeof ZRegisterTelegramChatInput>;

/**
 * Remember a chat the bot talks in, and mark it active (a person who blocked the bot and comes back
 * with /start, a group that adds the bot again). A private chat is tied to its person, so their
 * reminders reach it. Group schedules are kept when a group is registered again.
 */
export async function registerTelegramChat(ctx: Ctx, input: TRegisterTelegramChatInput): Promise<void> {
  const data = parseInput(ZRegisterTelegramChatInput, input);
  await ctx.db
    .insert(telegramChats)
    .values({
      chatId: data.chatId,
      type: data.type,
      userId: data.type === 'private' ? (data.userId ?? null) : null,
      title: data.title,
      ...(data.type !== 'private' && data.language ? { language: data.language } : {}),
      isActive: true,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoUpdate({
      target: telegramChats.chatId,
      set: {
        type: data.type,
        isActive: true,
        title: sql`coalesce(excluded.title, ${telegramChats.title})`,
        ...(data.type === 'private' && data.userId ? { userId: data.userId } : {}),
      },
      // Skip the write when nothing changes (every private message passes through here).
      setWhere: sql`${telegramChats.isActive} is false or ${telegramChats.type} <> excluded.type
        or ${telegramChats.userId} is distinct from coalesce(excluded.user_id, ${telegramChats.userId})
        or (excluded.title is not null and ${telegramChats.title} is distinct from excluded.title)`,
    });
}
