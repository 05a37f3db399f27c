import { sql } from 'drizzle-orm';
import { circles } from '@dps/db/schema';
import type { Ctx } from '../context';
import type { CircleRef } from './circle-ref';

/**
 * The circle of a chat, made the first time the chat shares a request or a member is seen in it;
 * a title given is kept as the chat's latest name (decision 280). Returns its id.
 */
export async function ensureCircle(ctx: Ctx, input: CircleRef & { title?: string | null }): Promise<number> {
  const title = input.title?.trim() ? input.title.trim().slice(0, 200) : null;
  const [row] = await ctx.db
    .insert(circles)
    .values({ channel: input.channel, target: input.target, title, createdAt: ctx.clock.now() })
    .onConflictDoUpdate({
      target: [circles.channel, circles.target],
      set: { title: sql`coalesce(excluded.title, ${circles.title})` },
    })
    .returning({ id: circles.id });
  return row!.id;
}
