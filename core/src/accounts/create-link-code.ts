import { and, eq, isNull } from 'drizzle-orm';
import { linkCodes } from '@dps/db/schema';
import { type ActorCtx } from '../context';
import { isUniqueViolation } from './create-user';
import { hashToken, randomCode } from './secrets';
import { LINK_CODE_LENGTH, LINK_CODE_TTL_MS } from './link-codes';

/**
 * Make a fresh code for the signed-in person (15 minutes, one use). Any older unused code of theirs
 * stops working, so only the code on screen is valid.
 */
export async function createLinkCode(ctx: ActorCtx): Promise<{ code: string; expiresAt: Date }> {
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + LINK_CODE_TTL_MS);
  for (let attempt = 0; ; attempt++) {
    const code = randomCode(LINK_CODE_LENGTH);
    try {
      await ctx.db.transaction(async (tx) => {
        await tx.delete(linkCodes).where(and(eq(linkCodes.userId, ctx.userId), isNull(linkCodes.usedAt)));
        await tx.insert(linkCodes).values({ codeHash: hashToken(code), userId: ctx.userId, expiresAt, createdAt: now });
      });
      return { code, expiresAt };
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= 3) throw e; // 31^8 codes: a clash is all but impossible
    }
  }
}
