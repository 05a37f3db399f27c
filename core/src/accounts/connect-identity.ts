import { and, eq } from 'drizzle-orm';
import { identities } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { adoptChatMemberDays } from './adopt-chat-member-days';
import { isUniqueViolation } from './create-user';
import { ZFindOrCreateUserByIdentityInput, type TFindOrCreateUserByIdentityInput } from './identities';

export const ZConnectIdentityInput = ZFindOrCreateUserByIdentityInput.pick({ provider: true, subject: true, email: true });
export type TConnectIdentityInput = Pick<TFindOrCreateUserByIdentityInput, 'provider' | 'subject' | 'email'>;

/**
 * Connect a provider sign-in (e.g. Google) to the signed-in person's account — the step the
 * "email already exists" answer of findOrCreateUserByIdentity asks for. Already connected to this
 * person: no change. Connected to someone else: `conflict` (use a link code to join the accounts).
 */
export async function connectIdentity(ctx: ActorCtx, input: TConnectIdentityInput): Promise<{ connected: boolean }> {
  const data = parseInput(ZConnectIdentityInput, input);
  const owner = async () => {
    const [row] = await ctx.db
      .select({ userId: identities.userId })
      .from(identities)
      .where(and(eq(identities.provider, data.provider), eq(identities.subject, data.subject)))
      .limit(1);
    return row?.userId ?? null;
  };
  const before = await owner();
  if (before === ctx.userId) return { connected: false };
  if (before !== null) throw new AppError('conflict', 'identityTaken');
  try {
    await ctx.db.insert(identities).values({
      userId: ctx.userId,
      provider: data.provider,
      subject: data.subject,
      email: data.email,
      createdAt: ctx.clock.now(),
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    if ((await owner()) === ctx.userId) return { connected: false };
    throw new AppError('conflict', 'identityTaken');
  }
  // Days this chat identity marked in group plans without an account are this account's now (decision 237).
  await adoptChatMemberDays(ctx.db, { provider: data.provider, subject: data.subject, userId: ctx.userId });
  ctx.log.info({ event: 'identity_connected', userId: ctx.userId, provider: data.provider });
  return { connected: true };
}
