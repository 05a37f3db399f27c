import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { identities, telegramChats, users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { MAX_ID, parseInput } from '../validate';
import { PROVIDERS, type Provider } from '../rules/identity-providers';

export const ZDisconnectSignInMethodInput = z.union([
  z.object({ identityId: z.number().int().positive().max(MAX_ID) }),
  /** From a chat: the chat's own identity (Telegram user id; Slack `team:user`). */
  z.object({ provider: z.enum(PROVIDERS), subject: z.string().trim().min(1).max(255) }),
]);

export type TDisconnectSignInMethodInput = z.input<typeof ZDisconnectSignInMethodInput>;

/**
 * Disconnect one way into the signed-in person's account. `conflict` (LAST_WAY_IN) when it is the
 * only one left; `not_found` when it is not theirs. A Telegram private chat stops receiving this
 * account's reminders at once; the next message from it starts a new, empty account.
 */
export async function disconnectSignInMethod(
  ctx: ActorCtx,
  input: TDisconnectSignInMethodInput,
): Promise<{ provider: Provider }> {
  const data = parseInput(ZDisconnectSignInMethodInput, input);
  return ctx.db.transaction(async (tx) => {
    // Lock the person so two disconnects at once cannot both pass the "not the last" check.
    const [me] = await tx
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, ctx.userId))
      .for('update');
    if (!me) throw new AppError('not_found', 'accountNotFound');
    const mine = await tx
      .select({ id: identities.id, provider: identities.provider, subject: identities.subject })
      .from(identities)
      .where(eq(identities.userId, ctx.userId));
    const target = mine.find((m) =>
      'identityId' in data ? m.id === data.identityId : m.provider === data.provider && m.subject === data.subject,
    );
    if (!target) throw new AppError('not_found', 'signInMethodNotFound');
    const waysIn = mine.length + (me.passwordHash && me.email ? 1 : 0);
    if (waysIn <= 1) throw new AppError('conflict', 'lastWayIn', { title: 'lastWayIn' });
    await tx.delete(identities).where(eq(identities.id, target.id));
    if (target.provider === 'telegram' && /^\d{1,20}$/.test(target.subject)) {
      // A private chat's id is its person's Telegram id.
      await tx
        .update(telegramChats)
        .set({ userId: null, isActive: false })
        .where(
          and(
            eq(telegramChats.chatId, Number(target.subject)),
            eq(telegramChats.type, 'private'),
            eq(telegramChats.userId, ctx.userId),
          ),
        );
    }
    ctx.log.info({ event: 'sign_in_method_disconnected', userId: ctx.userId, provider: target.provider });
    return { provider: target.provider };
  });
}
