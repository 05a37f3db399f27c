import { and, eq, isNull } from 'drizzle-orm';
import { webSignInLinks } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { hashToken } from './secrets';
import { type TWebSignInTokenInput, ZWebSignInTokenInput, liveLink } from './web-sign-in-links';

/**
 * Spend a link: exactly once (a conditional update, so two tabs racing get one sign-in), only while
 * live and while its identity is still the account's. Returns whom to sign in and where to go.
 */
export async function redeemWebSignInLink(
  ctx: Ctx,
  input: TWebSignInTokenInput,
): Promise<{ userId: number; next: string }> {
  const { token } = parseInput(ZWebSignInTokenInput, input);
  const tokenHash = hashToken(token);
  const row = await liveLink(ctx, tokenHash);
  const now = ctx.clock.now();
  const spent = row
    ? await ctx.db
        .update(webSignInLinks)
        .set({ usedAt: now })
        .where(and(eq(webSignInLinks.tokenHash, tokenHash), isNull(webSignInLinks.usedAt)))
        .returning({ userId: webSignInLinks.userId })
    : [];
  if (!row || spent.length !== 1) {
    throw new AppError('validation', 'invalidWebSignInLink', { title: 'linkExpired' });
  }
  ctx.log.info({ event: 'web_sign_in_link_used', userId: row.userId, provider: row.provider });
  return { userId: row.userId, next: row.nextPath };
}
