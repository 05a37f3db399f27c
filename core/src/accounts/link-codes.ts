/**
 * One-time codes that join a Telegram or Slack person to their web account. The web Profile page
 * shows a code; the person sends it to the bot; their chat history merges into the web account.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { identities, linkCodes, users } from '@dps/db/schema';
import { withTx, type ActorCtx, type Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { isUniqueViolation, type UserRecord } from './create-user';
import { mergeUsers } from './merge-users';
import { hashToken, randomCode } from './secrets';
import { userRecordColumns } from './user-record';

export const LINK_CODE_LENGTH = 8;
export const LINK_CODE_TTL_MS = 15 * 60 * 1000;
export const INVALID_LINK_CODE = 'That code is invalid or has expired. Get a new one from your Profile page.';
export const ALREADY_HAS_SIGN_IN =
  'This chat is already connected to an account with its own sign-in. Sign in on the web with that instead.';

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

/** What a person types: case, spaces and dashes do not matter ("abcd-efgh" = "ABCDEFGH"). */
export function normalizeLinkCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

export const ZRedeemLinkCodeInput = z.object({
  code: z
    .string({ error: INVALID_LINK_CODE })
    .max(64, INVALID_LINK_CODE)
    .transform(normalizeLinkCode)
    .refine((c) => c.length === LINK_CODE_LENGTH, INVALID_LINK_CODE),
  fromUserId: z.number().int().positive(),
});
export type TRedeemLinkCodeInput = z.input<typeof ZRedeemLinkCodeInput>;

/**
 * The person talking to the bot (`fromUserId`) sends a code made on the web: they become that web
 * account — all their history merges into it — and the code is spent, in one transaction.
 * Already the same person: success, no change. Refused (`conflict`) when the chat's account has a
 * web sign-in of its own (a password, Google or Apple), so a web account is never swallowed by a
 * code someone else handed over. Returns the surviving (web) account.
 */
export async function redeemLinkCode(ctx: Ctx, input: TRedeemLinkCodeInput): Promise<UserRecord> {
  const { code, fromUserId } = parseInput(ZRedeemLinkCodeInput, input);
  const codeHash = hashToken(code);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    // FOR UPDATE: a second redemption of the same code waits here, then sees it used.
    const [row] = await tx
      .select({ userId: linkCodes.userId })
      .from(linkCodes)
      .where(and(eq(linkCodes.codeHash, codeHash), isNull(linkCodes.usedAt), gt(linkCodes.expiresAt, now)))
      .for('update');
    if (!row) throw new AppError('validation', INVALID_LINK_CODE);
    const intoUserId = row.userId;
    if (intoUserId !== fromUserId) {
      await assertNoOwnSignIn(withTx(ctx, tx), fromUserId);
      await tx.update(linkCodes).set({ usedAt: now }).where(eq(linkCodes.codeHash, codeHash));
      await mergeUsers(tx, { fromUserId, intoUserId });
    }
    const [user] = await tx.select(userRecordColumns).from(users).where(eq(users.id, intoUserId));
    return { user: user!, merged: intoUserId !== fromUserId };
  });
  if (result.merged) ctx.log.info({ event: 'accounts_linked', fromUserId, intoUserId: result.user.id });
  return result.user;
}

async function assertNoOwnSignIn(ctx: Ctx, userId: number): Promise<void> {
  const [from] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!from) throw new AppError('not_found', 'Account not found.');
  const [webIdentity] = await ctx.db
    .select({ id: identities.id })
    .from(identities)
    .where(and(eq(identities.userId, userId), inArray(identities.provider, ['google', 'apple'])))
    .limit(1);
  if (from.passwordHash || webIdentity) throw new AppError('conflict', ALREADY_HAS_SIGN_IN);
}
