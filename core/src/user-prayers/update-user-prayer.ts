import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { requestCircles, userPrayers } from '@dps/db/schema';
import { withTx, type ActorCtx } from '../context';
import { AppError } from '../errors';
import { assertMayPostPublicly } from '../rules/public-posting';
import { visibleAfterModeration } from '../rules/hidden-rules';
import { toId } from '../rules/reflection-visibility';
import { parseInput, issue } from '../validate';
import { writeRequestAudience, ZRequestAudience } from '../circles/request-audience-input';
import { requestVisibleToOthers } from '../rules/request-audience';
import { userPrayerFields, withAudience, type UserPrayer } from './user-prayer';

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
  /** Who it reaches (decision 286); wins over `isPublic` when both are given. */
  audience: ZRequestAudience.optional(),
});
export type TUpdateUserPrayerInput = z.input<typeof ZUpdateUserPrayerInput>;

/**
 * The actor's own prayer, locked for a write. Someone else's prayer the actor may see (on the wall
 * or in their circle, and not hidden from them) answers `forbidden`; any other, `not_found` like one
 * that does not exist.
 */
export async function loadOwnUserPrayer(ctx: ActorCtx, id: unknown): Promise<{ id: number; isPublic: boolean }> {
  const prayerId = toId(id);
  if (prayerId === null) throw new AppError('not_found', 'prayerNotFound');
  const [row] = await ctx.db
    .select({
      id: userPrayers.id,
      userId: userPrayers.userId,
      isPublic: userPrayers.isPublic,
      visible: sql<boolean>`(${visibleAfterModeration('prayer', userPrayers.id, userPrayers.userId, ctx.userId)} and ${requestVisibleToOthers(ctx.userId)})`,
    })
    .from(userPrayers)
    .where(eq(userPrayers.id, prayerId))
    .for('update');
  if (!row || (row.userId !== ctx.userId && !row.visible)) throw new AppError('not_found', 'prayerNotFound');
  if (row.userId !== ctx.userId) {
    throw new AppError('forbidden', 'ownPrayersOnly', { title: 'notYours' });
  }
  return { id: row.id, isPublic: row.isPublic };
}

/**
 * Edit one's own prayer: title, content, and optionally who it reaches (`audience`, or `isPublic`)
 * and whether as "Anonymous". A prayer that is or becomes shared is refused to a person stopped
 * from posting publicly; chats that no longer have it get their copies taken back. The author's
 * edit is their last word on it: the 30-day question counts from now (decision 284).
 */
export async function updateUserPrayer(ctx: ActorCtx, input: TUpdateUserPrayerInput): Promise<UserPrayer> {
  const data = parseInput(ZUpdateUserPrayerInput, input);
  return ctx.db.transaction(async (tx) => {
    const c = withTx(ctx, tx);
    const own = await loadOwnUserPrayer(c, data.prayerId);
    const audience =
      data.audience ??
      (data.isPublic === undefined ? null : ({ kind: data.isPublic ? 'everyone' : 'only_me' } as const));
    const sharedNow = audience ? audience.kind !== 'only_me' : own.isPublic || (await hasCircles(c, own.id));
    if (sharedNow) await assertMayPostPublicly(c);
    const [row] = await tx
      .update(userPrayers)
      .set({
        title: data.title,
        content: data.content,
        updatedAt: ctx.clock.now(),
        expiryAskedAt: null,
        ...(data.isAnonymous === undefined ? {} : { isAnonymous: data.isAnonymous }),
      })
      .where(eq(userPrayers.id, own.id))
      .returning(userPrayerFields);
    if (audience) {
      // Narrowed: its copies in chats that no longer have it go too (decisions 180, 286).
      row!.isPublic = (await writeRequestAudience(c, own.id, audience)).isPublic;
    }
    const [saved] = await withAudience(c, [row!]);
    return saved!;
  });
}

/** The request is shared with at least one circle. */
async function hasCircles(ctx: ActorCtx, requestId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: requestCircles.requestId })
    .from(requestCircles)
    .where(eq(requestCircles.requestId, requestId))
    .limit(1);
  return Boolean(row);
}
