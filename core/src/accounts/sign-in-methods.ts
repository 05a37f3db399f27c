/**
 * The ways into an account (a password, Google, Apple, a Telegram or Slack chat) as Profile lists
 * them, and disconnecting one. The last way in is never disconnected: an account nobody can reach
 * is lost to its owner (deleting the account is the way to be rid of it).
 */
import { asc, eq } from 'drizzle-orm';
import { identities, users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { type Provider } from '../rules/identity-providers';

export const LAST_WAY_IN =
  "This is the only way into your account, so it can't be disconnected. Add another way to sign in first (a password, Google, or another chat), or delete your account.";
export interface SignInMethod {
  id: number;
  provider: Provider;
  /** The provider's email, where it gave one (Google, Apple). */
  email: string | null;
  connectedAt: Date;
}

export interface SignInMethods {
  email: string | null;
  /** Whether the address was shown to be the person's: reminder mail waits for it (decision 279). */
  emailConfirmed: boolean;
  hasPassword: boolean;
  methods: SignInMethod[];
}

/** The signed-in person's ways in, oldest first. */
export async function listSignInMethods(ctx: ActorCtx): Promise<SignInMethods> {
  const [me] = await ctx.db
    .select({ email: users.email, passwordHash: users.passwordHash, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, ctx.userId));
  if (!me) throw new AppError('not_found', 'accountNotFound');
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
  return {
    email: me.email,
    emailConfirmed: Boolean(me.email && me.confirmedAt),
    hasPassword: Boolean(me.passwordHash && me.email),
    methods,
  };
}
