import { contactMessages } from '@dps/db/schema';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { ZContactMessageInput, type TContactMessageInput } from './contact-form';

export { ZContactMessageInput, type TContactMessageInput };

/**
 * Store a message from the Contact Us form, signed in (`userId`) or not. Returns its id; the
 * caller decides whether to mail it. The message text is never logged.
 */
export async function submitContactMessage(
  ctx: Ctx,
  input: TContactMessageInput,
  opts: { userId?: number | null } = {},
): Promise<{ id: number }> {
  const data = parseInput(ZContactMessageInput, input);
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({ ...data, userId: opts.userId ?? null, createdAt: ctx.clock.now() })
    .returning({ id: contactMessages.id });
  ctx.log.info({ contactMessageId: row!.id, userId: opts.userId ?? null }, 'contact message stored');
  return { id: row!.id };
}
