import { and, desc, eq, isNull } from 'drizzle-orm';
import { prayers, reflections } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { moderationMarkSql } from '../rules/hidden-rules';
import type { ModerationMark } from '../rules/item-kind';

export interface OwnReflection {
  id: number;
  content: string;
  isPublic: boolean;
  createdAt: Date;
  prayer: { id: number; title: string };
  /** Shared but not shown to others: 'hidden' by a moderator or 'under_review' after reports; else null. */
  moderation: ModerationMark | null;
}

/** The actor's own top-level reflections (private and public), newest first, with the prayer's title. */
export async function listOwnReflections(ctx: ActorCtx): Promise<OwnReflection[]> {
  const rows = await ctx.db
    .select({
      id: reflections.id,
      content: reflections.content,
      isPublic: reflections.isPublic,
      createdAt: reflections.createdAt,
      prayerId: prayers.id,
      prayerTitle: prayers.title,
      moderation: moderationMarkSql('reflection', reflections.id),
    })
    .from(reflections)
    .innerJoin(prayers, eq(prayers.id, reflections.prayerId))
    .where(and(eq(reflections.userId, ctx.userId), isNull(reflections.parentId)))
    .orderBy(desc(reflections.createdAt), desc(reflections.id));
  return rows.map(({ prayerId, prayerTitle, ...r }) => ({ ...r, prayer: { id: prayerId, title: prayerTitle } }));
}
