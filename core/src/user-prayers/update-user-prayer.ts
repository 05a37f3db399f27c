import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { userPrayers } from '@dps/db/schema';
import { withTx, type ActorCtx } from '../context';
import { AppError } from '../errors';
import { takeBackChatCopies } from '../chat-copies/take-back-chat-copies';
import { assertMayPostPublicly } from '../rules/public-posting';
import { visibleAfterModeration } from '../rules/hidden-rules';
import { toId } from '../rules/reflection-visibility';
import { parseInput, issue } from '../validate';
import { userPrayerFields, type UserPrayer } from './user-prayer';

const MISSING = issue('prayerTitleAndContent', 'missingInformation');

export const ZUpdateUserPrayerInput = z.object({
  prayerId: z.union([z.number(), z.string()]),
  title: z
    .string({ error: MISSING })
    .trim()
    .min(1, MISSING)
    .max(200, issue('titleTooLong', 'titleTooLong')),
  content: z
    .string({ error: MISSING })
    .trim()
    .min(1, MISSING)
    .max(5000, issue('prayerTooLong', 'prayerTooLong')),
  isPublic: z.boolean({ error: issue('mustBeTrueOrFalse', undefined, { field: 'isPublic' }) }).optional(),
  isAnonymous: z.boolean({ error: issue('mustBeTrueOrFalse', undefined, { field: 'isAnonymous' }) }).optional(),
});
export type TUpdateUserPrayerInput = z.input<typeof ZUpdateUserPrayerInput>;

/**
 * The actor's own prayer, locked for a write. Someone else's prayer shared on the wall (and not
 * hidden from the actor) answers `forbidden`; any other, `not_found` like one that does not exist.
 */
export async function loadOwnUserPrayer(ctx: ActorCtx, id: unknown): Promise<{ id: number; isPublic: boolean }> {
  const prayerId = toId(id);
  if (prayerId === null) throw new AppError('not_found', 'prayerNotFound');
  const [row] = await ctx.db
    .select({
      id: userPrayers.id,
      userId: userPrayers.userId,
      isPublic: userPrayers.isPublic,
      visible: visibleAfterModeration('prayer', userPrayers.id, userPrayers.userId, ctx.userId),
    })
    .from(userPrayers)
    .where(eq(userPrayers.id, prayerId))
    .for('update');
  if (!row || (row.userId !== ctx.userId && !(row.isPublic && row.visible)))
    throw new AppError('not_found', 'prayerNotFound');
  if (row.userId !== ctx.userId) {
    throw new AppError('forbidden', 'ownPrayersOnly', { title: 'notYours' });
  }
  return { id: row.id, isPublic: row.isPublic };
}

/**
 * Edit one's own prayer: title, content, and optionally whether it is shared (and as "Anonymous").
 * A prayer that is or becomes public is refused to a person stopped from posting publicly; one
 * made private is taken back from the chats it was shared to.
 */
export async function updateUserPrayer(ctx: ActorCtx, input: TUpdateUserPrayerInput): Promise<UserPrayer> {
  const data = parseInput(ZUpdateUserPrayerInput, input);
  return ctx.db.transaction(async (tx) => {
    const own = await loadOwnUserPrayer(withTx(ctx, tx), data.prayerId);
    const isPublic = data.isPublic ?? own.isPublic;
    if (isPublic) await assertMayPostPublicly(withTx(ctx, tx));
    const [row] = await tx
      .update(userPrayers)
      .set({
        title: data.title,
        content: data.content,
        isPublic,
        ...(data.isAnonymous === undefined ? {} : { isAnonymous: data.isAnonymous }),
      })
      .where(eq(userPrayers.id, own.id))
      .returning(userPrayerFields);
    // Made private: its copies in Telegram groups and Slack channels go too (decision 180).
    if (own.isPublic && !isPublic) await takeBackChatCopies(withTx(ctx, tx), own.id);
    return row!;
  });
}
