/** Loading a reflection or reply for its author's own edit or delete: others get 403 or 404, never more. */
import { eq } from 'drizzle-orm';
import { reflections } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError, isAppError } from '../errors';
import { loadVisibleReflection, reflectionNotFound, toId } from '../rules/reflection-visibility';

export interface OwnReflectionRow {
  id: number;
  userId: number;
  prayerId: number;
  parentId: number | null;
  isPublic: boolean;
}

/**
 * The actor's own reflection or reply, locked for the write. Someone else's that the actor can see
 * answers `forbidden` ("You can only change your own..."); one they cannot see, `not_found`, exactly
 * like one that does not exist.
 */
export async function loadOwnReflection(ctx: ActorCtx, id: unknown): Promise<OwnReflectionRow> {
  const reflectionId = toId(id);
  if (reflectionId === null) throw reflectionNotFound();
  const [row] = await ctx.db
    .select({
      id: reflections.id,
      userId: reflections.userId,
      prayerId: reflections.prayerId,
      parentId: reflections.parentId,
      isPublic: reflections.isPublic,
    })
    .from(reflections)
    .where(eq(reflections.id, reflectionId))
    .for('update');
  if (!row) throw reflectionNotFound();
  if (row.userId === ctx.userId) return row;
  try {
    await loadVisibleReflection(ctx, reflectionId);
  } catch (e) {
    if (isAppError(e) && e.code === 'not_found') throw reflectionNotFound();
    throw e;
  }
  throw new AppError('forbidden', 'ownReflectionsOnly', { title: 'notYours' });
}
