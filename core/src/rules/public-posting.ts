/** A person a moderator stopped from posting publicly (decision 157): their new public posts are refused. */
import { eq } from 'drizzle-orm';
import { publicPostingStops } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';

/** Whether the person may post publicly now (false once a moderator stopped them). */
export async function mayPostPublicly(ctx: ActorCtx): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: publicPostingStops.userId })
    .from(publicPostingStops)
    .where(eq(publicPostingStops.userId, ctx.userId));
  return !row;
}

/**
 * Throw `forbidden` with the clear message when the actor was stopped from posting publicly. Every
 * use case that makes something public calls it (reflections, replies under public ones, wall prayers,
 * edits that keep or make an item public), so it holds on the web, in Telegram and in Slack.
 */
export async function assertMayPostPublicly(ctx: ActorCtx): Promise<void> {
  if (!(await mayPostPublicly(ctx))) {
    throw new AppError('forbidden', 'publicPostingStopped', { title: 'sharingPaused' });
  }
}
