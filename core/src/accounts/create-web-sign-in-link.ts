import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { identities, webSignInLinks } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { hitRateLimit } from '../rate-limit/hit-rate-limit';
import { parseInput } from '../validate';
import { hashToken, randomToken } from './secrets';
import { WEB_SIGN_IN_LINK_LIMIT, WEB_SIGN_IN_LINK_TTL_MS, safeNextPath } from './web-sign-in-links';

export const ZCreateWebSignInLinkInput = z.object({
  provider: z.enum(['telegram', 'slack']),
  /** Telegram: the user id; Slack: `team:user`. */
  subject: z.string().trim().min(1).max(255),
  /** The page the link names ("/wall"); an unsafe one becomes "/". */
  next: z.string().max(2000).nullish(),
});

export type TCreateWebSignInLinkInput = z.input<typeof ZCreateWebSignInLinkInput>;

/**
 * Mint a sign-in link for the person behind a chat identity. Counts against the identity's limit
 * (10 an hour: over it, `rate_limited`); any older unused link of that identity stops working.
 */
export async function createWebSignInLink(
  ctx: Ctx,
  input: TCreateWebSignInLinkInput,
): Promise<{ token: string; expiresAt: Date; next: string }> {
  const { provider, subject, next: rawNext } = parseInput(ZCreateWebSignInLinkInput, input);
  const next = safeNextPath(rawNext);
  const [identity] = await ctx.db
    .select({ userId: identities.userId })
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)))
    .limit(1);
  if (!identity) throw new AppError('not_found', 'startBotFirst');
  const hit = await hitRateLimit(ctx, { key: `web-sign-in:${provider}:${subject}`, ...WEB_SIGN_IN_LINK_LIMIT });
  if (!hit.allowed) {
    const minutes = Math.max(1, Math.ceil(hit.retryAfterSeconds / 60));
    throw new AppError('rate_limited', 'tooManySignInLinks', {
      values: { minutes },
      title: 'tooManyLinks',
      details: { retryAfterSeconds: hit.retryAfterSeconds },
    });
  }
  const now = ctx.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + WEB_SIGN_IN_LINK_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(webSignInLinks)
      .where(
        and(eq(webSignInLinks.provider, provider), eq(webSignInLinks.subject, subject), isNull(webSignInLinks.usedAt)),
      );
    await tx.insert(webSignInLinks).values({
      tokenHash: hashToken(token),
      userId: identity.userId,
      provider,
      subject,
      nextPath: next,
      expiresAt,
      createdAt: now,
    });
  });
  ctx.log.info({ event: 'web_sign_in_link_created', userId: identity.userId, provider });
  return { token, expiresAt, next };
}
