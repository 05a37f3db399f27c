/**
 * The ways into an account (a password, Google, Apple, a Telegram or Slack chat) as Profile lists
 * them, and disconnecting one. The last way in is never disconnected: an account nobody can reach
 * is lost to its owner (deleting the account is the way to be rid of it).
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { identities, telegramChats, users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { MAX_ID, parseInput } from '../validate';
import { PROVIDERS, type Provider } from '../rules/identity-providers';

export const LAST_WAY_IN =
  "This is the only way into your account, so it can't be disconnected. Add another way to sign in first (a password, Google, or another chat), or delete your account.";
export const SIGN_IN_METHOD_NOT_FOUND = 'That sign-in method is not connected to your account.';

export interface SignInMethod {
  id: number;
  provider: Provider;
  /** The provider's email, where it gave one (Google, Apple). */
  email: string | null;
  connectedAt: Date;
}

export interface SignInMethods {
  email: string | null;
  hasPassword: boolean;
  methods: SignInMethod[];
}

/** The signed-in person's ways in, oldest first. */
export async function listSignInMethods(ctx: ActorCtx): Promise<SignInMethods> {
  const [me] = await ctx.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, ctx.userId));
  if (!me) throw new AppError('not_found', 'Account not found.');
  const methods = await ctx.db
    .select({
      id: identities.id,
      provider: identities.provider,
      email: identities.email,
      connectedAt: identities.createdAt,
    })
    .from(identities)
    .where(eq(identities.userId, ctx.userId))
    .orderBy(asc(identities.createdAt), asc(identities.id));
  return { email: me.email, hasPassword: Boolean(me.passwordHash && me.email), methods };
}

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
    if (!me) throw new AppError('not_found', 'Account not found.');
    const mine = await tx
      .select({ id: identities.id, provider: identities.provider, subject: identities.subject })
      .from(identities)
      .where(eq(identities.userId, ctx.userId));
    const target = mine.find((m) =>
      'identityId' in data ? m.id === data.identityId : m.provider === data.provider && m.subject === data.subject,
    );
    if (!target) throw new AppError('not_found', SIGN_IN_METHOD_NOT_FOUND);
    const waysIn = mine.length + (me.passwordHash && me.email ? 1 : 0);
    if (waysIn <= 1) throw new AppError('conflict', LAST_WAY_IN, { title: 'Last way to sign in' });
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
