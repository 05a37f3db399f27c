import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { moderationHiddenItems, moderationLog } from '@dps/db/schema';
import { withTx, type ActorCtx } from '../context';
import { AppError } from '../errors';
import { requireAdmin } from '../rules/require-admin';
import { toId } from '../rules/reflection-visibility';
import { issue, MAX_ID, parseInput } from '../validate';
import { ZItemKind } from '../rules/item-kind';
import { itemAuthorId, itemNotFound, loadModerationItem, removeItem, resolveReports } from './moderation-item';

export const ZModerateItemInput = z.object({
  kind: ZItemKind,
  itemId: z.preprocess(
    (v) => toId(v) ?? v,
    z.number({ error: issue('postGone') }).int().positive().max(MAX_ID, issue('postGone')),
  ),
  action: z.enum(['dismiss', 'hide', 'unhide', 'delete'], { error: issue('unknownModerationAction') }),
});
type ModerationAction = z.infer<typeof ZModerateItemInput>['action'];
/** Loose on purpose: the kind and action arrive from a URL and are parsed here. */
export type TModerateItemInput = { kind: unknown; itemId: unknown; action: unknown };

/**
 * A moderator's decision on a reported item (admins only), recorded in the moderation log:
 * - dismiss: its open reports are closed and it shows again for everyone but those who reported it;
 * - hide: nobody but its author sees it any more (they see it marked hidden); reports closed;
 * - unhide: a moderator's hide undone (a mistake, or an appeal): it shows again as before; an item
 *   that is not hidden by a moderator answers 409 and nothing is logged;
 * - delete: it is removed (with its likes, and a reflection's replies: decision 155); reports closed.
 *
 * Dismiss, hide and delete act only on what is public now (decision 170): an item its author made
 * private answers `not_found` like a deleted one. Unhide reads no words, so it works on any item.
 */
export async function moderateItem(
  ctx: ActorCtx,
  input: TModerateItemInput,
): Promise<{ action: ModerationAction; reportsResolved: number }> {
  await requireAdmin(ctx);
  const { kind, itemId, action } = parseInput(ZModerateItemInput, input);
  return ctx.db.transaction(async (tx) => {
    const c = withTx(ctx, tx);
    const authorId =
      action === 'unhide' ? await itemAuthorId(c, kind, itemId) : (await loadModerationItem(c, kind, itemId))?.authorId;
    if (authorId == null) throw itemNotFound();
    let reportsResolved = 0;
    if (action === 'dismiss') {
      reportsResolved = await resolveReports(c, [{ kind, ids: [itemId] }], 'dismissed', ctx.userId);
    } else if (action === 'hide') {
      await tx
        .insert(moderationHiddenItems)
        .values({ kind, itemId, hiddenAt: ctx.clock.now(), hiddenBy: ctx.userId })
        .onConflictDoNothing();
      reportsResolved = await resolveReports(c, [{ kind, ids: [itemId] }], 'hidden', ctx.userId);
    } else if (action === 'unhide') {
      const shown = await tx
        .delete(moderationHiddenItems)
        .where(and(eq(moderationHiddenItems.kind, kind), eq(moderationHiddenItems.itemId, itemId)))
        .returning({ itemId: moderationHiddenItems.itemId });
      if (shown.length === 0) throw new AppError('conflict', 'postNotHidden');
    } else {
      reportsResolved = (await removeItem(c, kind, itemId, 'deleted', ctx.userId)).reportsResolved;
    }
    await tx.insert(moderationLog).values({
      actorId: ctx.userId,
      action,
      kind,
      itemId,
      targetUserId: authorId,
      reportsResolved,
      createdAt: ctx.clock.now(),
    });
    return { action, reportsResolved };
  });
}
