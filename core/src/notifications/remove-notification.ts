import { and, eq } from 'drizzle-orm';
import { notifications } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseNotificationId } from './mark-notification-read';

/** Delete one of the actor's notifications. Another person's, or none: `not_found`. */
export async function removeNotification(ctx: ActorCtx, input: { id: unknown }): Promise<{ removed: true }> {
  const id = parseNotificationId(input.id);
  const rows = await ctx.db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, ctx.userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw new AppError('not_found', 'notificationNotFound');
  return { removed: true };
}
