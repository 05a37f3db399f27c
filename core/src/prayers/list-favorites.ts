import { desc, eq } from 'drizzle-orm';
import { favorites, prayers } from '@dps/db/schema';
import type { ActorCtx } from '../context';

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

/** The actor's saved prayers, newest first (the Saved Prayers screen). */
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
    .where(eq(favorites.userId, ctx.userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
}
