import { and, desc, eq } from 'drizzle-orm';
import { favorites, prayers } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { publishedSql, publishedToday } from './published-prayer';

export interface Favorite {
  id: number;
  /** When it was saved (an instant). */
  createdAt: Date;
  prayer: {
    id: number;
    title: string;
    scripture: string | null;
    scriptureReference: string | null;
    content: string;
  };
}

/**
 * The actor's saved prayers, newest first (the Saved Prayers screen). Only published ones: a
 * favorite of an admin's prayer for a later date (saved before that was refused) stays hidden
 * until its day.
 */
export async function listFavorites(ctx: ActorCtx): Promise<Favorite[]> {
  return ctx.db
    .select({
      id: favorites.id,
      createdAt: favorites.createdAt,
      prayer: {
        id: prayers.id,
        title: prayers.title,
        scripture: prayers.scripture,
        scriptureReference: prayers.scriptureReference,
        content: prayers.content,
      },
    })
    .from(favorites)
    .innerJoin(prayers, eq(prayers.id, favorites.prayerId))
    .where(and(eq(favorites.userId, ctx.userId), publishedSql('prayers', publishedToday(ctx))))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
}
