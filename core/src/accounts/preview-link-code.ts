import { and, eq, gt, isNull } from 'drizzle-orm';
import { linkCodes, users } from '@dps/db/schema';
import { type Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { hashToken } from './secrets';
import { type LinkHistory, type LinkPreview, type TPreviewLinkCodeInput, ZPreviewLinkCodeInput, assertNoOwnSignIn, compareSettings, countAttempt, hasAny, linkHistoryOf, maskEmail, sideSettings, wellFormed } from './link-codes';

/**
 * Step one of linking: the chat person (`fromUserId`) sent a code. Answers which account it
 * belongs to (first name, masked email) and what of the chat's own history would join it; changes
 * nothing and does not spend the code. Invalid/expired: validation INVALID_LINK_CODE. The chat's
 * account has a web sign-in of its own: conflict `alreadyHasSignIn`. Every attempt counts
 * against LINK_CODE_LIMITS.
 */
export async function previewLinkCode(ctx: Ctx, input: TPreviewLinkCodeInput): Promise<LinkPreview> {
  const { code: raw, fromUserId, chat } = parseInput(ZPreviewLinkCodeInput, input);
  await countAttempt(ctx, chat, fromUserId);
  const code = wellFormed(raw);
  const [row] = await ctx.db
    .select({ userId: linkCodes.userId, firstName: users.firstName, email: users.email })
    .from(linkCodes)
    .innerJoin(users, eq(users.id, linkCodes.userId))
    .where(
      and(eq(linkCodes.codeHash, hashToken(code)), isNull(linkCodes.usedAt), gt(linkCodes.expiresAt, ctx.clock.now())),
    );
  if (!row) throw new AppError('validation', 'invalidLinkCode');
  const into = { firstName: row.firstName, maskedEmail: maskEmail(row.email) };
  const none: LinkHistory = { prayers: 0, reflections: 0, ownPrayers: 0, favorites: 0, goals: 0 };
  if (row.userId === fromUserId)
    return { code, sameAccount: true, into, history: none, hasHistory: false, settings: null };
  await assertNoOwnSignIn(ctx, fromUserId);
  const history = await linkHistoryOf(ctx, fromUserId);
  const settings = compareSettings(await sideSettings(ctx, fromUserId), await sideSettings(ctx, row.userId));
  return { code, sameAccount: false, into, history, hasHistory: hasAny(history), settings };
}
