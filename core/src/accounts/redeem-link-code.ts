import { and, eq, gt, isNull } from 'drizzle-orm';
import { linkCodes, userSettings, users } from '@dps/db/schema';
import { withTx, type Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { type UserRecord } from './create-user';
import { mergeUsers } from './merge-users';
import { hashToken } from './secrets';
import { userRecordColumns } from './user-record';
import { type LinkSettingsChoice, type StoredSide, type TRedeemLinkCodeInput, ZRedeemLinkCodeInput, assertNoOwnSignIn, compareSettings, countAttempt, hasAny, linkHistoryOf, sideSettings, wellFormed } from './link-codes';

/**
 * Step two, the person's confirm: the chat person becomes the code's web account — all their
 * history merges into it — and the code is spent, in one transaction. The code is checked again
 * (still unused, unexpired) and counted as an attempt. Already the same person: success, no change.
 * Refused (`conflict`) when the chat's account has a web sign-in of its own, and when it has
 * history the person did not confirm sharing (`historyConfirmed`). Returns the surviving account.
 */
export async function redeemLinkCode(ctx: Ctx, input: TRedeemLinkCodeInput): Promise<UserRecord> {
  const { code: raw, fromUserId, chat, historyConfirmed, keep } = parseInput(ZRedeemLinkCodeInput, input);
  await countAttempt(ctx, chat, fromUserId);
  const codeHash = hashToken(wellFormed(raw));
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    // FOR UPDATE: a second redemption of the same code waits here, then sees it used.
    const [row] = await tx
      .select({ userId: linkCodes.userId })
      .from(linkCodes)
      .where(and(eq(linkCodes.codeHash, codeHash), isNull(linkCodes.usedAt), gt(linkCodes.expiresAt, now)))
      .for('update');
    if (!row) throw new AppError('validation', 'invalidLinkCode');
    const intoUserId = row.userId;
    if (intoUserId !== fromUserId) {
      const inTx = withTx(ctx, tx);
      await assertNoOwnSignIn(inTx, fromUserId);
      if (!historyConfirmed && hasAny(await linkHistoryOf(inTx, fromUserId))) {
        throw new AppError('conflict', 'linkHistoryChanged');
      }
      const chatSide = await sideSettings(inTx, fromUserId);
      const webSide = await sideSettings(inTx, intoUserId);
      const differ = compareSettings(chatSide, webSide);
      if (differ && !keep) throw new AppError('conflict', 'linkSettingsChoiceNeeded');
      await tx
        .update(linkCodes)
        .set({ usedAt: now, linkedChannel: chat.channel, linkedName: chat.name || null })
        .where(eq(linkCodes.codeHash, codeHash));
      await mergeUsers(tx, { fromUserId, intoUserId });
      if (differ && keep) await keepChosenSettings(inTx, intoUserId, differ, keep === 'chat' ? chatSide : webSide);
    }
    const [user] = await tx.select(userRecordColumns).from(users).where(eq(users.id, intoUserId));
    return { user: user!, merged: intoUserId !== fromUserId };
  });
  if (result.merged)
    ctx.log.info({ event: 'accounts_linked', fromUserId, intoUserId: result.user.id, channel: chat.channel });
  return result.user;
}

/**
 * After the merge, the joined account's zone and reminder are the chosen side's where the two
 * differed (mergeUsers alone keeps the account's own unless it never set them).
 */
async function keepChosenSettings(
  ctx: Ctx,
  userId: number,
  differ: LinkSettingsChoice,
  chosen: StoredSide,
): Promise<void> {
  await ctx.db
    .update(userSettings)
    .set({
      ...(differ.zoneDiffers && { timeZone: chosen.rawZone, timeZoneConfirmed: true }),
      ...(differ.reminderDiffers && { dailyReminders: chosen.dailyReminders, reminderTime: chosen.rawTime }),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(userSettings.userId, userId));
}
