import { and, eq, isNull } from 'drizzle-orm';
import { notifications } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { ZNotificationId } from './notification';

/** Mark one of the actor's notifications read (again is fine). Another person's, or none: `not_found`. */
export async function markNotificationRead(ctx: ActorCtx, input: { id: unknown }): Promise<{ read: true }> {
  const id = parseNotificationId(input.id);
  const mine = and(eq(notifications.id, id), eq(notifications.userId, ctx.userId));
  const [row] = await ctx.db.select({ readAt: notifications.readAt }).from(notifications).where(mine);
  if (!row) throw new AppError('not_found', 'notificationNotFound');
  await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(and(mine, isNull(notifications.readAt)));
  return { read: true };
}

/** Every unread notification of the actor, read now. Returns how many changed. */
export async function markAllNotificationsRead(ctx: ActorCtx): Promise<{ marked: number }> {
  const rows = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(and(eq(notifications.userId, ctx.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: rows.length };
}

/** An id from outside (a URL segment): a bad one reads as "not found", never as a server error. */
export function parseNotificationId(raw: unknown): number {
  try {
    return parseInput(ZNotificationId, raw);
  } catch {
    throw new AppError('not_found', 'notificationNotFound');
  }
}
